import { beforeAll, describe, expect, it } from 'vitest';
import { animationsEnded, EVERY_WIDTH, hydrated, PHONE, screenshot } from '../helpers/browser.js';
import { adminJourney, inAnotherBrowser, loginAsTeam } from '../helpers/e2e-session.js';
import { day, insertMatch, insertPlayer, insertSeason } from '../helpers/match-fixtures.js';

const EMAIL = 'beheer@nieuw.nl';

/**
 * Issue 32: a new team's admin finds a checklist on the empty dashboard, each step ticked
 * from the team's data and leading to its page, until the first match is played; it lands
 * below the sections (nothing above it moves), and visitors and members never see it.
 */
describe('the first-run checklist', () => {
  const journey = adminJourney({
    admin: { email: EMAIL },
    team: { code: 'nieuw', name: 'VV Nieuw' },
  });

  beforeAll(async () => {
    // The phone's share sheet, which headless Chromium lacks: it takes the link and closes.
    await journey.context.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: () => Promise.resolve() });
    });
  });

  const card = () => journey.page.getByRole('region', { name: 'Aan de slag' });
  const step = (name: string) =>
    journey.page
      .getByRole('list', { name: 'Eerste stappen' })
      .getByRole('listitem')
      .filter({ hasText: name });
  /** After the seed's direct writes: as every write through the API does, so no cache serves older data. */
  const bumpDataVersion = () =>
    journey.server.database.db
      .updateTable('teams')
      .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
      .where('id', '=', journey.teamId)
      .execute();
  const overflow = () =>
    journey.page.evaluate(() => document.documentElement.scrollWidth - document.body.clientWidth);

  it('greets a new team\u2019s admin below the empty dashboard, fitting every width', async () => {
    await journey.page.goto(journey.server.teamUrl('nieuw', '/'));
    const empty = journey.page.getByText('Geen wedstrijden gevonden.');
    await empty.waitFor();
    await card().waitFor();
    await expect
      .poll(() => card().getByText('0 van 6 stappen gedaan', { exact: false }).count())
      .toBe(1);
    // Below the chosen section: its arrival pushed nothing that was already on screen.
    const panel = await journey.page.getByRole('tabpanel').boundingBox();
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
    for (const size of EVERY_WIDTH) {
      await journey.page.setViewportSize(size);
      await expect.poll(overflow).toBeLessThanOrEqual(0);
      await card().scrollIntoViewIfNeeded();
      await animationsEnded(journey.page);
      await screenshot(journey.page, `first-run-new-${size.width}`);
    }
    await journey.page.setViewportSize(PHONE);
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
      await journey.page.goto(journey.server.teamUrl('nieuw', '/'));
      const link = step(name).getByRole('link');
      await hydrated(link);
      await link.click();
      await journey.page.waitForURL((url) => `${url.pathname}${url.search}` === path);
    }
  });

  it('ticks the steps the team has done, and the share step when the admin shares the link', async () => {
    const { db } = journey.server.database;
    const player = await insertPlayer(db, journey.teamId, { firstName: 'Anne' });
    const season = await insertSeason(db, journey.teamId, {
      description: '2026-2027',
      playerIds: [player],
    });
    const match = await insertMatch(db, journey.teamId, season, { date: day(7), opponent: 'Rood' });
    await db.updateTable('matches').set({ kick_off: '14:30' }).where('id', '=', match).execute();
    await bumpDataVersion();

    await journey.page.goto(journey.server.teamUrl('nieuw', '/'));
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
    await screenshot(journey.page, 'first-run-halfway-390');
    // The mark is this device's: it stays after a reload.
    await journey.page.reload();
    await card().getByText('4 van 6 stappen gedaan', { exact: false }).waitFor();
  });

  it('never shows a visitor or a member the checklist, nor asks for it', async () => {
    await inAnotherBrowser({ viewport: PHONE }, async (others) => {
      for (const who of ['visitor', 'member'] as const) {
        if (who === 'member') await loginAsTeam(others, journey.server, 'nieuw', journey.teamId);
        const other = await others.newPage();
        const asked: string[] = [];
        other.on('request', (request) => {
          if (request.url().includes('/first-run')) asked.push(request.url());
        });
        await other.goto(journey.server.teamUrl('nieuw', '/'));
        await hydrated(other.getByText('Geen wedstrijden gevonden.'));
        await other.waitForLoadState('networkidle');
        expect(asked).toEqual([]);
        expect(await other.getByRole('region', { name: 'Aan de slag' }).count()).toBe(0);
        await other.close();
      }
    });
  });

  it('goes away once the first match has been played', async () => {
    const { db } = journey.server.database;
    const season = await db
      .selectFrom('seasons')
      .select('id')
      .where('team_id', '=', journey.teamId)
      .executeTakeFirstOrThrow();
    await insertMatch(db, journey.teamId, season.id, {
      date: day(-1),
      opponent: 'Blauw',
      filled: true,
    });
    await bumpDataVersion();
    const answer = journey.page.waitForResponse((response) =>
      response.url().includes('/first-run'),
    );
    await journey.page.goto(journey.server.teamUrl('nieuw', '/'));
    expect(((await (await answer).json()) as { played: boolean }).played).toBe(true);
    // The played match's card.
    await journey.page.getByText('Geen doelpunten bekend').waitFor();
    await screenshot(journey.page, 'first-run-played-390');
    expect(await card().count()).toBe(0);
  });
});
