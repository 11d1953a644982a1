import type { Kysely } from 'kysely';
import type { BrowserContext, Page } from 'playwright-core';
import type { DB } from '../../server/db/schema.js';
import { launchBrowser, PHONE } from './browser.js';
import { insertTeam, teamSessionCookie } from './fixtures.js';
import { startTestServer, type TestServer } from './test-server.js';

/**
 * As after a pin login: a team session in the database, its cookie, and the
 * readable `loggedIn` cookie the SPA steers its menus by. Going through the
 * login page instead would make every journey depend on the pin form.
 */
export async function loginAsTeam(
  context: BrowserContext,
  server: TestServer,
  teamCode: string,
  teamId: number,
): Promise<void> {
  const session = await teamSessionCookie(server.database.db, teamId);
  const domain = `${teamCode}.localhost`;
  await context.addCookies([
    { name: 'teampot_session', value: session.split('=')[1] ?? '', domain, path: '/' },
    { name: 'loggedIn', value: 'team', domain, path: '/' },
  ]);
}

/**
 * The start most journeys share: the real server with one team (`seed` adds
 * its players, seasons, … given the team's id), a phone-sized Chromium logged
 * in to that team with its pin session, and a page.
 */
export async function startTeamJourney(
  seed: (db: Kysely<DB>, teamId: number) => Promise<void>,
  team: { code: string; name: string } = { code: 'demo', name: 'VV Demo' },
): Promise<{ server: TestServer; context: BrowserContext; page: Page; teamId: number }> {
  let teamId = 0;
  const server = await startTestServer({
    seed: async ({ db }) => {
      teamId = (await insertTeam(db, team)).id;
      await seed(db, teamId);
    },
  });
  const context = await launchBrowser({ viewport: PHONE });
  await loginAsTeam(context, server, team.code, teamId);
  const page = await context.newPage();
  return { server, context, page, teamId };
}
