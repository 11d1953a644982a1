import { describe, expect, it } from 'vitest';
import { animationsEnded, PHONE, screenshot } from '../helpers/browser.js';
import { adminJourney } from '../helpers/e2e-session.js';
import { insertTeam } from '../helpers/fixtures.js';
import { insertPlayer, insertSeason } from '../helpers/standings-fixtures.js';

const EMAIL = 'beheer@example.nl';

/**
 * Issue 30: a team moves in from its archive. The admin downloads the archive of "VV Bron",
 * makes a new team from it on the new-team page ("Team uit archief"), and the new team has
 * its players; a file that is no archive is refused in Dutch. The platform admin's overview
 * marks a deleted team with its days. At 390 and 320 px, without sideways scrolling.
 */
describe('a team from an archive in Chromium', () => {
  const journey = adminJourney({
    team: { code: 'bron', name: 'VV Bron' },
    admin: { email: EMAIL, isAdmin: true },
    moreHosts: ['verhuisd.localhost'],
    seed: async (db, teamId) => {
      const anne = await insertPlayer(db, teamId, { firstName: 'Anne', lastName: 'de Boer' });
      const bram = await insertPlayer(db, teamId, { firstName: 'Bram', lastName: 'Bakker' });
      await insertSeason(db, teamId, '2025-2026', [anne, bram]);
      const gone = await insertTeam(db, { code: 'oud', name: 'FC Opgeheven' });
      await db
        .updateTable('teams')
        .set({ deleted_at: '2026-11-20T10:00:00.000Z' })
        .where('id', '=', gone.id)
        .execute();
    },
  });

  const noSidewaysScroll = () =>
    journey.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  /** Screenshots `{name}-phone` and, at 320 px, `{name}-320`, neither scrolling sideways; back to the phone. */
  async function screenshotFittingPhones(name: string) {
    await screenshot(journey.page, `${name}-phone`);
    expect(await noSidewaysScroll()).toBe(true);
    await journey.page.setViewportSize({ width: 320, height: 700 });
    await screenshot(journey.page, `${name}-320`);
    expect(await noSidewaysScroll()).toBe(true);
    await journey.page.setViewportSize(PHONE);
  }

  const fillIn = async (name: string) => {
    await journey.page.getByLabel('Teamnaam').fill(name);
    await journey.page.getByLabel('Pincode', { exact: true }).fill('123456');
    await journey.page.getByLabel('Herhaal pincode').fill('123456');
  };

  it('refuses a file that is no team archive, in Dutch', async () => {
    await journey.page.goto(journey.server.mainUrl('/new-team'));
    await fillIn('FC Foto');
    await journey.page.getByTestId('team-archive-file').setInputFiles({
      name: 'foto.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('geen zip'),
    });
    await journey.page.getByRole('button', { name: 'Team uit archief aanmaken' }).click();
    await journey.page.getByText('Dit bestand is geen teamarchief van Teampot').waitFor();
    await animationsEnded(journey.page);
    await screenshot(journey.page, 'team-from-archive-refused-phone');
  });

  it('makes a new team from the archive of another, with its players', async () => {
    // Downloaded as the team admin does, on the team's host (Node cannot resolve *.localhost).
    await journey.page.goto(journey.server.teamUrl('bron', '/'));
    const bytes = await journey.page.evaluate(async () => {
      const response = await fetch('/api/bron/archive');
      return response.ok ? Array.from(new Uint8Array(await response.arrayBuffer())) : [];
    });
    expect(bytes.length).toBeGreaterThan(0);
    const archive = Buffer.from(bytes);

    await journey.page.goto(journey.server.mainUrl('/new-team'));
    await journey.page.getByRole('heading', { name: 'Team uit archief' }).waitFor();
    await fillIn('Verhuisd');
    await journey.page.getByTestId('team-archive-file').setInputFiles({
      name: 'bron-archief-2026-11-26.zip',
      mimeType: 'application/zip',
      buffer: archive,
    });
    await journey.page.getByText('bron-archief-2026-11-26.zip').waitFor();
    await animationsEnded(journey.page);
    await screenshotFittingPhones('team-from-archive-chosen');

    await journey.page.getByRole('button', { name: 'Team uit archief aanmaken' }).click();
    await journey.page.getByText('Team aangemaakt').waitFor();
    const { db } = journey.server.database;
    const team = await db
      .selectFrom('teams')
      .select('id')
      .where('team_code', '=', 'verhuisd')
      .executeTakeFirstOrThrow();
    const players = await db
      .selectFrom('players')
      .select('first_name')
      .where('team_id', '=', team.id)
      .orderBy('first_name')
      .execute();
    expect(players.map((p) => p.first_name)).toEqual(['Anne', 'Bram']);
    await journey.page.goto(journey.server.teamUrl('verhuisd', '/input/players'));
    await journey.page.getByText('Anne de Boer').waitFor();
    await animationsEnded(journey.page);
    await screenshot(journey.page, 'team-from-archive-players-phone');
  });

  it("marks a deleted team in the platform admin's overview with its days", async () => {
    await journey.page.goto(journey.server.mainUrl('/admin/login'));
    await journey.page.getByRole('button', { name: `Doorgaan als ${EMAIL}` }).click();
    await journey.page.waitForURL(journey.server.mainUrl('/admin'));
    const teams = journey.page.getByRole('table', { name: 'Teams' });
    const deleted = teams.getByRole('row').filter({ hasText: 'FC Opgeheven' });
    await deleted.getByText('Verwijderd op 20-11-2026, definitief weg op 20-12-2026').waitFor();
    expect(
      await teams
        .getByRole('row')
        .filter({ hasText: 'VV Bron' })
        .getByText(/Verwijderd/)
        .count(),
    ).toBe(0);
    await animationsEnded(journey.page);
    await screenshotFittingPhones('admin-deleted-team');
  });
});
