import { afterAll, describe, expect, it } from 'vitest';
import { animationsEnded, PHONE, screenshot } from '../helpers/browser.js';
import {
  insertFine,
  insertFineType,
  insertPlayer,
  insertSeason,
} from '../helpers/fine-fixtures.js';
import { adminJourney } from '../helpers/e2e-session.js';

const NARROW = { width: 320, height: 700 };
const OFFLINE_BANNER = 'Je bent offline — je ziet de laatst opgehaalde gegevens';

/**
 * An admin on the team's host loses the connection with the input pages open: a reload
 * shows the fines as last fetched, not an error about the session; a save says there is
 * no connection and keeps what was typed; back online the same save goes through.
 */
describe('input pages offline in Chromium', () => {
  let fineId = 0;

  const journey = adminJourney({
    admin: { email: 'trainer@example.nl' },
    seed: async (db, teamId) => {
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

  afterAll(async () => {
    await journey.context?.setOffline(false);
  });

  const description = () => journey.page.getByLabel('Omschrijving', { exact: true });
  const noticeWith = (text: string) => journey.page.getByRole('alert').filter({ hasText: text });
  /** Screenshots `{name}-phone` and, at 320 px, `{name}-320`; back to the phone. */
  async function screenshotPhoneAndNarrow(name: string) {
    await screenshot(journey.page, `${name}-phone`);
    await journey.page.setViewportSize(NARROW);
    await screenshot(journey.page, `${name}-320`);
    await journey.page.setViewportSize(PHONE);
  }
  /** The kept answers of the worker, by path. */
  const keptPaths = () =>
    journey.page.evaluate(async () => {
      const keys = await (await caches.open('teampot-data')).keys();
      return keys.map((request) => new URL(request.url).pathname);
    });

  it('shows the fines and a fine as last fetched, and a save says there is no connection', async () => {
    // Online once, through the worker, so it keeps what the pages fetch.
    await journey.page.goto(journey.server.teamUrl('demo', '/input/fines'));
    await journey.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await journey.page.reload();
    await journey.page.getByText('Te laat bij de warming-up').waitFor();
    await journey.page.goto(journey.server.teamUrl('demo', `/input/fines/${fineId}`));
    await expect.poll(() => description().inputValue()).toBe('Te laat bij de warming-up');
    await expect
      .poll(keptPaths, { timeout: 10_000 })
      .toEqual(expect.arrayContaining([`/api/demo/fine/${fineId}`]));

    await journey.context.setOffline(true);
    await journey.page.goto(journey.server.teamUrl('demo', '/input/fines')).catch(() => undefined);
    await journey.page.getByText(OFFLINE_BANNER).waitFor();
    await journey.page.getByText('Te laat bij de warming-up').waitFor();
    expect(await journey.page.getByText('Er is iets misgegaan').count()).toBe(0);
    await screenshotPhoneAndNarrow('offline-input-fines');

    await journey.page.reload().catch(() => undefined);
    await journey.page.getByText(OFFLINE_BANNER).waitFor();
    await journey.page.getByRole('link', { name: 'Boete van Jan Jansen bewerken' }).click();
    await expect.poll(() => description().inputValue()).toBe('Te laat bij de warming-up');
    // The edit page reloaded by itself, too.
    await journey.page.reload().catch(() => undefined);
    await journey.page.getByText(OFFLINE_BANNER).waitFor();
    await expect.poll(() => description().inputValue()).toBe('Te laat bij de warming-up');
    expect(await journey.page.getByText('Er is iets misgegaan').count()).toBe(0);

    await description().fill('Te laat, zonder bericht');
    await journey.page.getByRole('button', { name: 'Opslaan' }).click();
    await noticeWith('Geen verbinding').waitFor();
    expect(await journey.page.getByText('Er is iets misgegaan').count()).toBe(0);
    expect(await description().inputValue()).toBe('Te laat, zonder bericht');
    expect(new URL(journey.page.url()).pathname).toBe(`/input/fines/${fineId}`);
    await animationsEnded(journey.page);
    await screenshotPhoneAndNarrow('offline-input-fine-save');

    // Back online the same form saves.
    await journey.context.setOffline(false);
    await journey.page.getByText(OFFLINE_BANNER).waitFor({ state: 'detached' });
    await journey.page.getByRole('button', { name: 'Opslaan' }).click();
    await noticeWith('Boete opgeslagen').waitFor();
    await journey.page.waitForURL('**/input/fines');
    await journey.page.getByText('Te laat, zonder bericht').waitFor();
    const saved = await journey.server.database.db
      .selectFrom('fines')
      .select('description')
      .where('id', '=', fineId)
      .executeTakeFirstOrThrow();
    expect(saved.description).toBe('Te laat, zonder bericht');
  });

  it('keeps the admin logged in offline, and says what was never fetched here', async () => {
    await journey.context.setOffline(true);
    await journey.page.reload().catch(() => undefined);
    await journey.page.getByText(OFFLINE_BANNER).waitFor();
    await journey.page.getByText('Te laat, zonder bericht').waitFor();
    await journey.page.getByRole('button', { name: 'Menu' }).click();
    await journey.page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByText('Uitloggen')
      .waitFor();
    await journey.page.keyboard.press('Escape');
    await journey.page.getByRole('navigation', { name: 'Hoofdmenu' }).waitFor({ state: 'hidden' });

    // A page never opened on this phone has nothing kept: it says so, not that something broke.
    await journey.page.getByRole('tab', { name: 'Spelers' }).click();
    await journey.page.getByText('dit is op dit apparaat nog niet eerder opgehaald').waitFor();
    expect(await journey.page.getByText('Er is iets misgegaan').count()).toBe(0);
    await screenshotPhoneAndNarrow('offline-input-never-fetched');
    // Back online it loads again by itself: no tap on "Opnieuw proberen".
    await journey.context.setOffline(false);
    await journey.page.getByText('Jan Jansen').waitFor({ timeout: 20_000 });
    expect(await journey.page.getByRole('button', { name: 'Opnieuw proberen' }).count()).toBe(0);
  });
});
