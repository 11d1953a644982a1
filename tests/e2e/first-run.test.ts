import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  animationsEnded,
  DESKTOP,
  hydrated,
  launchBrowser,
  PHONE,
  screenshot,
} from '../helpers/browser.js';
import { loginAsTeam, loginAsUser } from '../helpers/e2e-session.js';
import { insertTeam, insertUser, makeTeamAdmin } from '../helpers/fixtures.js';
import { day, insertMatch, insertPlayer, insertSeason } from '../helpers/match-fixtures.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const EMAIL = 'beheer@nieuw.nl';

/**
 * Issue 32: a new team's admin finds a checklist on the empty dashboard, each step ticked
 * from the team's data and leading to its page, until the first match is played; it lands
 * below the sections (nothing above it moves), and visitors and members never see it.
 */
describe('the first-run checklist', () => {
  let server: TestServer;
  let admin: BrowserContext;
  let page: Page;
  let teamId = 0;

  beforeAll(async () => {
    let userId = 0;
    server = await startTestServer({
      seed: async ({ db }) => {
        teamId = (await insertTeam(db, { code: 'nieuw', name: 'VV Nieuw' })).id;
        userId = (await insertUser(db, { email: EMAIL })).id;
        await makeTeamAdmin(db, userId, teamId);
      },
    });
    admin = await launchBrowser({ viewport: PHONE });
    await loginAsUser(admin, server, { id: userId, email: EMAIL }, [
      'nieuw.localhost',
      'localhost',
    ]);
    // The phone's share sheet, which headless Chromium lacks: it takes the link and closes.
    await admin.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: () => Promise.resolve() });
    });
    page = await admin.newPage();
  });
  afterAll(async () => {
    await admin?.close();
    await server?.close();
  });

  const card = () => page.getByRole('region', { name: 'Aan de slag' });
  const step = (name: string) =>
    page
      .getByRole('list', { name: 'Eerste stappen' })
      .getByRole('listitem')
      .filter({ hasText: name });
  /** After the seed's direct writes: as every write through the API does, so no cache serves older data. */
  const bumpDataVersion = () =>
    server.database.db
      .updateTable('teams')
      .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
      .where('id', '=', teamId)
      .execute();
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.body.clientWidth);

  it('greets a new team\u2019s admin below the empty dashboard, fitting every width', async () => {
    await page.goto(server.teamUrl('nieuw', '/'));
    const empty = page.getByText('Geen wedstrijden gevonden.');
    await empty.waitFor();
    await card().waitFor();
    await expect
      .poll(() => card().getByText('0 van 6 stappen gedaan', { exact: false }).count())
      .toBe(1);
    // Below the chosen section: its arrival pushed nothing that was already on screen.
    const panel = await page.getByRole('tabpanel').boundingBox();
    const box = await card().boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(panel!.y + panel!.height);
    for (const name of [
      'Spelers toevoegen',
      'Een seizoen starten',
      'Wedstrijden met aanvangstijd',
      'Boetesoorten maken',
      'IBAN voor betalingen',
      'De link delen',
    ]) {
      expect(await step(name).getByRole('img', { name: 'Nog te doen' }).count()).toBe(1);
    }
    for (const [width, size] of [
      [390, PHONE],
      [360, { width: 360, height: 740 }],
      [320, { width: 320, height: 640 }],
      [DESKTOP.width, DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await expect.poll(overflow).toBeLessThanOrEqual(0);
      await card().scrollIntoViewIfNeeded();
      await animationsEnded(page);
      await screenshot(page, `first-run-new-${width}`);
    }
    await page.setViewportSize(PHONE);
  });

  it('leads each step to the page that does it', async () => {
    const expected: [string, string][] = [
      ['Spelers toevoegen', '/input/players'],
      ['Een seizoen starten', '/input/seasons/new'],
      ['Wedstrijden met aanvangstijd', '/input/matches'],
      ['Boetesoorten maken', '/input/fines?tab=types'],
      ['IBAN voor betalingen', '/settings'],
    ];
    for (const [name, path] of expected) {
      await page.goto(server.teamUrl('nieuw', '/'));
      const link = step(name).getByRole('link');
      await hydrated(link);
      await link.click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
    }
  });

  it('ticks the steps the team has done, and the share step when the admin shares the link', async () => {
    const { db } = server.database;
    const player = await insertPlayer(db, teamId, { firstName: 'Anne' });
    const season = await insertSeason(db, teamId, {
      description: '2026-2027',
      playerIds: [player],
    });
    const match = await insertMatch(db, teamId, season, { date: day(7), opponent: 'Rood' });
    await db.updateTable('matches').set({ kick_off: '14:30' }).where('id', '=', match).execute();
    await bumpDataVersion();

    await page.goto(server.teamUrl('nieuw', '/'));
    await card().getByText('3 van 6 stappen gedaan', { exact: false }).waitFor();
    for (const name of [
      'Spelers toevoegen',
      'Een seizoen starten',
      'Wedstrijden met aanvangstijd',
    ]) {
      expect(await step(name).getByRole('img', { name: 'Gedaan' }).count()).toBe(1);
    }
    expect(await step('Boetesoorten maken').getByRole('img', { name: 'Nog te doen' }).count()).toBe(
      1,
    );

    const share = step('De link delen').getByRole('button', { name: 'Delen' });
    await hydrated(share);
    await share.click();
    await card().getByText('4 van 6 stappen gedaan', { exact: false }).waitFor();
    expect(await step('De link delen').getByRole('img', { name: 'Gedaan' }).count()).toBe(1);
    await card().scrollIntoViewIfNeeded();
    await screenshot(page, 'first-run-halfway-390');
    // The mark is this device's: it stays after a reload.
    await page.reload();
    await card().getByText('4 van 6 stappen gedaan', { exact: false }).waitFor();
  });

  it('never shows a visitor or a member the checklist, nor asks for it', async () => {
    const others = await launchBrowser({ viewport: PHONE });
    try {
      for (const who of ['visitor', 'member'] as const) {
        if (who === 'member') await loginAsTeam(others, server, 'nieuw', teamId);
        const other = await others.newPage();
        const asked: string[] = [];
        other.on('request', (request) => {
          if (request.url().includes('/first-run')) asked.push(request.url());
        });
        await other.goto(server.teamUrl('nieuw', '/'));
        await hydrated(other.getByText('Geen wedstrijden gevonden.'));
        await other.waitForLoadState('networkidle');
        expect(asked).toEqual([]);
        expect(await other.getByRole('region', { name: 'Aan de slag' }).count()).toBe(0);
        await other.close();
      }
    } finally {
      await others.close();
    }
  });

  it('goes away once the first match has been played', async () => {
    const { db } = server.database;
    const season = await db
      .selectFrom('seasons')
      .select('id')
      .where('team_id', '=', teamId)
      .executeTakeFirstOrThrow();
    await insertMatch(db, teamId, season.id, { date: day(-1), opponent: 'Blauw', filled: true });
    await bumpDataVersion();
    const answer = page.waitForResponse((response) => response.url().includes('/first-run'));
    await page.goto(server.teamUrl('nieuw', '/'));
    expect(((await (await answer).json()) as { played: boolean }).played).toBe(true);
    // The played match's card.
    await page.getByText('Geen doelpunten bekend').waitFor();
    await screenshot(page, 'first-run-played-390');
    expect(await card().count()).toBe(0);
  });
});
