import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsEnded, launchBrowser, PHONE, screenshot } from '../helpers/browser.js';
import {
  insertFine,
  insertFineType,
  insertPlayer,
  insertSeason,
} from '../helpers/fine-fixtures.js';
import { insertTeam, insertUser, makeTeamAdmin, userSessionCookie } from '../helpers/fixtures.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const NARROW = { width: 320, height: 700 };
const OFFLINE_BANNER = 'Je bent offline — je ziet de laatst opgehaalde gegevens';

/**
 * An admin on the team's host loses the connection with the input pages open: a reload
 * shows the fines as last fetched, not an error about the session; a save says there is
 * no connection and keeps what was typed; back online the same save goes through.
 */
describe('input pages offline in Chromium', () => {
  let server: TestServer;
  let context: BrowserContext;
  let page: Page;
  let fineId = 0;

  beforeAll(async () => {
    let userId = 0;
    server = await startTestServer({
      seed: async ({ db }) => {
        const { id: teamId } = await insertTeam(db, { code: 'demo', name: 'VV Demo' });
        const user = await insertUser(db, { email: 'trainer@example.nl' });
        userId = user.id;
        await makeTeamAdmin(db, userId, teamId);
        const jan = await insertPlayer(db, teamId, 'Jan', 'Jansen');
        const seasonId = await insertSeason(db, teamId, '2026-2027', [jan]);
        const late = await insertFineType(db, teamId, 'Te laat');
        fineId = await insertFine(db, {
          teamId,
          seasonId,
          playerId: jan,
          fineTypeId: late,
          date: '2026-09-12',
          description: 'Te laat bij de warming-up',
        });
      },
    });
    context = await launchBrowser({ viewport: PHONE });
    const session = (await userSessionCookie(server.database.db, userId)).split('=')[1] ?? '';
    const user = encodeURIComponent(JSON.stringify({ id: userId, email: 'trainer@example.nl' }));
    await context.addCookies([
      { name: 'teampot_session', value: session, domain: 'demo.localhost', path: '/' },
      { name: 'loggedIn', value: 'user', domain: 'demo.localhost', path: '/' },
      { name: 'user', value: user, domain: 'demo.localhost', path: '/' },
    ]);
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await context?.setOffline(false);
    await context?.close();
    await server?.close();
  });

  const description = () => page.getByLabel('Omschrijving', { exact: true });
  const noticeWith = (text: string) => page.getByRole('alert').filter({ hasText: text });
  /** The kept answers of the worker, by path. */
  const keptPaths = () =>
    page.evaluate(async () => {
      const keys = await (await caches.open('teampot-data')).keys();
      return keys.map((request) => new URL(request.url).pathname);
    });

  it('shows the fines and a fine as last fetched, and a save says there is no connection', async () => {
    // Online once, through the worker, so it keeps what the pages fetch.
    await page.goto(server.teamUrl('demo', '/input/fines'));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await page.getByText('Te laat bij de warming-up').waitFor();
    await page.goto(server.teamUrl('demo', `/input/fines/${fineId}`));
    await expect.poll(() => description().inputValue()).toBe('Te laat bij de warming-up');
    await expect
      .poll(keptPaths, { timeout: 10_000 })
      .toEqual(expect.arrayContaining([`/api/demo/fine/${fineId}`]));

    await context.setOffline(true);
    await page.goto(server.teamUrl('demo', '/input/fines')).catch(() => undefined);
    await page.getByText(OFFLINE_BANNER).waitFor();
    await page.getByText('Te laat bij de warming-up').waitFor();
    expect(await page.getByText('Er is iets misgegaan').count()).toBe(0);
    await screenshot(page, 'offline-input-fines-phone');
    await page.setViewportSize(NARROW);
    await screenshot(page, 'offline-input-fines-320');
    await page.setViewportSize(PHONE);

    await page.reload().catch(() => undefined);
    await page.getByText(OFFLINE_BANNER).waitFor();
    await page.getByRole('link', { name: 'Boete van Jan Jansen bewerken' }).click();
    await expect.poll(() => description().inputValue()).toBe('Te laat bij de warming-up');
    // The edit page reloaded by itself, too.
    await page.reload().catch(() => undefined);
    await page.getByText(OFFLINE_BANNER).waitFor();
    await expect.poll(() => description().inputValue()).toBe('Te laat bij de warming-up');
    expect(await page.getByText('Er is iets misgegaan').count()).toBe(0);

    await description().fill('Te laat, zonder bericht');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await noticeWith('Geen verbinding').waitFor();
    expect(await page.getByText('Er is iets misgegaan').count()).toBe(0);
    expect(await description().inputValue()).toBe('Te laat, zonder bericht');
    expect(new URL(page.url()).pathname).toBe(`/input/fines/${fineId}`);
    await animationsEnded(page);
    await screenshot(page, 'offline-input-fine-save-phone');
    await page.setViewportSize(NARROW);
    await screenshot(page, 'offline-input-fine-save-320');
    await page.setViewportSize(PHONE);

    // Back online the same form saves.
    await context.setOffline(false);
    await page.getByText(OFFLINE_BANNER).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await noticeWith('Boete opgeslagen').waitFor();
    await page.waitForURL('**/input/fines');
    await page.getByText('Te laat, zonder bericht').waitFor();
    const saved = await server.database.db
      .selectFrom('fines')
      .select('description')
      .where('id', '=', fineId)
      .executeTakeFirstOrThrow();
    expect(saved.description).toBe('Te laat, zonder bericht');
  });

  it('keeps the admin logged in offline, and says what was never fetched here', async () => {
    await context.setOffline(true);
    await page.reload().catch(() => undefined);
    await page.getByText(OFFLINE_BANNER).waitFor();
    await page.getByText('Te laat, zonder bericht').waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByText('Uitloggen').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).waitFor({ state: 'hidden' });

    // A page never opened on this phone has nothing kept: it says so, not that something broke.
    await page.getByRole('tab', { name: 'Spelers' }).click();
    await page.getByText('dit is op dit apparaat nog niet eerder opgehaald').waitFor();
    expect(await page.getByText('Er is iets misgegaan').count()).toBe(0);
    await screenshot(page, 'offline-input-never-fetched-phone');
    await page.setViewportSize(NARROW);
    await screenshot(page, 'offline-input-never-fetched-320');
    await page.setViewportSize(PHONE);
    // Back online it loads again by itself: no tap on "Opnieuw proberen".
    await context.setOffline(false);
    await page.getByText('Jan Jansen').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Opnieuw proberen' }).count()).toBe(0);
  });
});
