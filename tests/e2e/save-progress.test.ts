import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { hydrated, screenshot } from '../helpers/browser.js';
import { startTeamJourney } from '../helpers/e2e-session.js';
import { insertPlayer } from '../helpers/match-fixtures.js';
import type { TestServer } from '../helpers/test-server.js';

/**
 * Issue 32: on a slow link a pending "Opslaan" shows it is saving (a spinner, no second
 * tap), then the saved state. The edit pages share the button (src/shell/form/FormButtons).
 */
describe('a save on a slow link', () => {
  let server: TestServer;
  let context: BrowserContext;
  let page: Page;
  let playerId = 0;

  beforeAll(async () => {
    ({ server, context, page } = await startTeamJourney(async (db, teamId) => {
      playerId = await insertPlayer(db, teamId, { firstName: 'Bram', lastName: 'de Groot' });
    }));
  });
  afterAll(async () => {
    await context?.close();
    await server?.close();
  });

  it('shows progress on Opslaan and takes no second tap until the save is answered', async () => {
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    const puts: string[] = [];
    // The slow link: the PUT waits until the test has seen the button while it is pending.
    await page.route(`**/api/demo/player/${playerId}`, async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      puts.push(route.request().url());
      await released;
      return route.continue();
    });

    await page.goto(server.teamUrl('demo', `/input/players/${playerId}`));
    const firstName = page.getByLabel('Voornaam');
    await hydrated(firstName);
    await firstName.fill('Bas');
    const save = page.getByRole('button', { name: 'Opslaan' });
    await save.click();

    await save.getByRole('progressbar').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await screenshot(page, 'save-progress-pending-390');
    // A second tap while it is pending sends nothing.
    await save.click({ force: true });
    expect(puts).toHaveLength(1);

    release();
    await page.getByText('Speler opgeslagen').waitFor();
    await page.waitForURL((url) => url.pathname === '/input/players');
    await page.getByText('Bas de Groot').waitFor();
    expect(puts).toHaveLength(1);
    await page.unroute(`**/api/demo/player/${playerId}`);
  });
});
