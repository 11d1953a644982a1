import type { Kysely } from 'kysely';
import type { BrowserContext, Page } from 'playwright-core';
import type { DB } from '../../server/db/schema.js';
import { launchBrowser, PHONE } from './browser.js';
import {
  insertTeam,
  insertUser,
  makeTeamAdmin,
  teamSessionCookie,
  userSessionCookie,
} from './fixtures.js';
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

/** Who the SPA's readable `user` cookie says is logged in. */
export interface LoggedInUser {
  id: number;
  email: string;
  isAdmin?: boolean;
}

/**
 * As after an e-mail login and the handover to each of `hosts`: a user session per host (a
 * refresh on one rotates only its own), its cookie, and the readable `loggedIn` and `user`
 * cookies the SPA steers its menus by.
 */
export async function loginAsUser(
  context: BrowserContext,
  server: TestServer,
  user: LoggedInUser,
  hosts: string[],
): Promise<void> {
  const value = encodeURIComponent(JSON.stringify(user));
  for (const domain of hosts) {
    const session = await userSessionCookie(server.database.db, user.id);
    await context.addCookies([
      { name: 'teampot_session', value: session.split('=')[1] ?? '', domain, path: '/' },
      { name: 'loggedIn', value: 'user', domain, path: '/' },
      { name: 'user', value, domain, path: '/' },
    ]);
  }
}

/**
 * The start of a team admin's journeys: the real server with one team (`seed` adds its
 * players, seasons, … given the team's id) and its admin, a phone-sized Chromium logged in
 * as that admin on the team's host, the main domain and any `moreHosts`, and a page.
 */
export async function startAdminJourney({
  admin,
  seed,
  team = { code: 'demo', name: 'VV Demo' },
  moreHosts = [],
}: {
  admin: { email: string; password?: string; isAdmin?: true };
  seed: (db: Kysely<DB>, teamId: number) => Promise<void>;
  team?: { code: string; name: string };
  moreHosts?: string[];
}): Promise<{
  server: TestServer;
  context: BrowserContext;
  page: Page;
  teamId: number;
  userId: number;
}> {
  let teamId = 0;
  let userId = 0;
  const server = await startTestServer({
    seed: async ({ db }) => {
      teamId = (await insertTeam(db, team)).id;
      await seed(db, teamId);
      userId = (await insertUser(db, admin)).id;
      await makeTeamAdmin(db, userId, teamId);
    },
  });
  const context = await launchBrowser({ viewport: PHONE });
  const user = { id: userId, email: admin.email, ...(admin.isAdmin && { isAdmin: true }) };
  await loginAsUser(context, server, user, [`${team.code}.localhost`, ...moreHosts, 'localhost']);
  const page = await context.newPage();
  return { server, context, page, teamId, userId };
}
