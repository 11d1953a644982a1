import type { Page, Response } from 'playwright-core';

/**
 * The first `PUT …/paid` the page sends is held on the network until `release()`, as on a
 * slow connection; the later ones pass. `answers()` counts the paid writes answered so far.
 * `stop()` takes the route and the counter away again.
 */
export async function holdFirstPaidWrite(page: Page) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  await page.route('**/paid', async (route) => {
    if (first) {
      first = false;
      await held;
    }
    await route.continue();
  });
  let answered = 0;
  const count = (response: Response) => {
    if (new URL(response.url()).pathname.endsWith('/paid')) answered += 1;
  };
  page.on('response', count);
  return {
    release,
    answers: async () => answered,
    stop: async () => {
      page.off('response', count);
      await page.unroute('**/paid');
    },
  };
}
