import type { Page, Request } from 'playwright-core';

/**
 * The first write (not a GET) whose path matches is held on the network until `release()`, as
 * on a slow connection; the later ones pass. `answers()` counts those writes answered so far.
 * `stop()` takes the route and the counter away again.
 */
export async function holdFirstWrite(page: Page, path: RegExp) {
  const isWrite = (request: Request) =>
    request.method() !== 'GET' && path.test(new URL(request.url()).pathname);
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  const route = (url: URL) => path.test(url.pathname);
  await page.route(route, async (intercepted) => {
    if (first && isWrite(intercepted.request())) {
      first = false;
      await held;
    }
    await intercepted.continue();
  });
  let answered = 0;
  const count = (request: Request) => {
    if (isWrite(request)) answered += 1;
  };
  page.on('requestfinished', count);
  return {
    release,
    answers: async () => answered,
    stop: async () => {
      page.off('requestfinished', count);
      await page.unroute(route);
    },
  };
}

/** `holdFirstWrite` for a fine's paid flag (`PUT …/paid`). */
export const holdFirstPaidWrite = (page: Page) => holdFirstWrite(page, /\/paid$/);
