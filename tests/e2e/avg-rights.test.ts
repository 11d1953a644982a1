import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { animationsEnded, screenshot } from '../helpers/browser.js';
import { adminJourney } from '../helpers/e2e-session.js';
import { insertUser, makeTeamAdmin } from '../helpers/fixtures.js';
import { insertPlayer, insertSeason } from '../helpers/standings-fixtures.js';

const EMAIL = 'trainer@example.nl';
const PASSWORD = 'wachtwoord-1';

/** A team admin takes the team's archive along, then deletes his account (issue 30), at 390 px. */
describe('data rights in Chromium', () => {
  const journey = adminJourney({
    admin: { email: EMAIL, password: PASSWORD },
    seed: async (db, teamId) => {
      const anne = await insertPlayer(db, teamId, { firstName: 'Anne', lastName: 'de Boer' });
      await insertSeason(db, teamId, '2025-2026', [anne]);
    },
  });

  it("downloads the team's archive from the settings", async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/settings'));
    const button = journey.page.getByRole('link', { name: 'Teamarchief downloaden' });
    await button.scrollIntoViewIfNeeded();
    await animationsEnded(journey.page);
    await screenshot(journey.page, 'avg-rights-archive-phone');
    const [download] = await Promise.all([journey.page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^demo-archief-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const document = JSON.parse(strFromU8(files['teampot-archief.json']!)) as {
      version: number;
      tables: { players: { first_name: string }[]; seasons: { description: string }[] };
    };
    expect(document.version).toBe(1);
    expect(document.tables.players.map((p) => p.first_name)).toEqual(['Anne']);
    expect(document.tables.seasons.map((s) => s.description)).toEqual(['2025-2026']);
  });

  it('deletes the account once the team has another admin', async () => {
    await journey.page.goto(journey.server.mainUrl('/'));
    await journey.page.getByRole('heading', { name: 'Mijn teams' }).waitFor();
    await journey.page.getByRole('link', { name: 'Account verwijderen' }).click();
    await journey.page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    const confirm = journey.page.getByRole('button', { name: 'Account definitief verwijderen' });
    await confirm.click();
    await journey.page.getByText('maak eerst iemand anders beheerder van je team').waitFor();
    await animationsEnded(journey.page);
    await screenshot(journey.page, 'avg-rights-last-admin-phone');

    const { db } = journey.server.database;
    const other = await insertUser(db, { email: 'penningmeester@example.nl' });
    await makeTeamAdmin(db, other.id, journey.teamId);
    await confirm.click();
    await journey.page.getByText('Je account is verwijderd').waitFor();
    await journey.page.waitForURL(journey.server.mainUrl('/login'));
    await animationsEnded(journey.page);
    await screenshot(journey.page, 'avg-rights-deleted-phone');
    expect(await db.selectFrom('users').select('email').execute()).toEqual([
      { email: 'penningmeester@example.nl' },
    ]);
  });
});
