import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsEnded, screenshot } from '../helpers/browser.js';
import { startAdminJourney } from '../helpers/e2e-session.js';
import { insertUser, makeTeamAdmin } from '../helpers/fixtures.js';
import { insertPlayer, insertSeason } from '../helpers/standings-fixtures.js';
import type { TestServer } from '../helpers/test-server.js';

const EMAIL = 'trainer@example.nl';
const PASSWORD = 'wachtwoord-1';

/** A team admin takes the team's archive along, then deletes his account (issue 30), at 390 px. */
describe('data rights in Chromium', () => {
  let server: TestServer;
  let context: BrowserContext;
  let page: Page;
  let teamId = 0;

  beforeAll(async () => {
    ({ server, context, page, teamId } = await startAdminJourney({
      admin: { email: EMAIL, password: PASSWORD },
      seed: async (db, teamId) => {
        const anne = await insertPlayer(db, teamId, { firstName: 'Anne', lastName: 'de Boer' });
        await insertSeason(db, teamId, '2025-2026', [anne]);
      },
    }));
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await context?.close();
    await server?.close();
  });

  it("downloads the team's archive from the settings", async () => {
    await page.goto(server.teamUrl('demo', '/settings'));
    const button = page.getByRole('link', { name: 'Teamarchief downloaden' });
    await button.scrollIntoViewIfNeeded();
    await animationsEnded(page);
    await screenshot(page, 'avg-rights-archive-phone');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
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
    await page.goto(server.mainUrl('/'));
    await page.getByRole('heading', { name: 'Mijn teams' }).waitFor();
    await page.getByRole('link', { name: 'Account verwijderen' }).click();
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    const confirm = page.getByRole('button', { name: 'Account definitief verwijderen' });
    await confirm.click();
    await page.getByText('maak eerst iemand anders beheerder van je team').waitFor();
    await animationsEnded(page);
    await screenshot(page, 'avg-rights-last-admin-phone');

    const { db } = server.database;
    const other = await insertUser(db, { email: 'penningmeester@example.nl' });
    await makeTeamAdmin(db, other.id, teamId);
    await confirm.click();
    await page.getByText('Je account is verwijderd').waitFor();
    await page.waitForURL(server.mainUrl('/login'));
    await animationsEnded(page);
    await screenshot(page, 'avg-rights-deleted-phone');
    expect(await db.selectFrom('users').select('email').execute()).toEqual([
      { email: 'penningmeester@example.nl' },
    ]);
  });
});
