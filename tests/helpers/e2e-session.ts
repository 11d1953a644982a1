import type { BrowserContext } from 'playwright-core';
import { teamSessionCookie } from './fixtures.js';
import type { TestServer } from './test-server.js';

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
