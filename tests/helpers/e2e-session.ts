import type { Kysely } from 'kysely';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { DB } from '../../server/db/schema.js';
import { launchBrowser, PHONE, screenshot } from './browser.js';
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

/** What a started journey holds: the server, the browser and its page. */
export interface VisitorJourney {
  server: TestServer;
  context: BrowserContext;
  page: Page;
}

/** A journey logged in to one team, and that team's id. */
export interface Journey extends VisitorJourney {
  teamId: number;
}

/**
 * The start of a visitor's journeys: the real server with what `seed` puts in its database,
 * a phone-sized Chromium that nobody logged in to, and a page.
 */
async function startVisitorJourney(
  seed: (db: Kysely<DB>) => Promise<void>,
): Promise<VisitorJourney> {
  const server = await startTestServer({ seed: ({ db }) => seed(db) });
  const context = await launchBrowser({ viewport: PHONE });
  const page = await context.newPage();
  return { server, context, page };
}

/**
 * The start most journeys share: the real server with one team (`seed` adds
 * its players, seasons, … given the team's id; what it returns, ids the tests
 * need, is the journey's `seeded`), a phone-sized Chromium logged in to that
 * team with its pin session, and a page.
 */
async function startTeamJourney<Seeded>(
  seed: (db: Kysely<DB>, teamId: number) => Promise<Seeded>,
  team: { code: string; name: string } = { code: 'demo', name: 'VV Demo' },
): Promise<Journey & { seeded: Seeded }> {
  let teamId = 0;
  let seeded: Seeded | undefined;
  const journey = await startVisitorJourney(async (db) => {
    teamId = (await insertTeam(db, team)).id;
    seeded = await seed(db, teamId);
  });
  await loginAsTeam(journey.context, journey.server, team.code, teamId);
  return { ...journey, teamId, seeded: seeded as Seeded };
}

/**
 * Runs `use` in a browser of its own beside the journey's (a visitor next to the admin, a
 * desktop, JavaScript off), nobody logged in to it; closes it after, whatever happened.
 */
export async function inAnotherBrowser<T>(
  options: Parameters<typeof launchBrowser>[0],
  use: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await launchBrowser(options);
  try {
    return await use(context);
  } finally {
    await context.close();
  }
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
async function startAdminJourney({
  admin,
  seed = async () => {},
  team = { code: 'demo', name: 'VV Demo' },
  moreHosts = [],
}: {
  admin: { email: string; password?: string; isAdmin?: true };
  seed?: (db: Kysely<DB>, teamId: number) => Promise<void>;
  team?: { code: string; name: string };
  moreHosts?: string[];
}): Promise<Journey & { userId: number }> {
  let teamId = 0;
  let userId = 0;
  const journey = await startVisitorJourney(async (db) => {
    teamId = (await insertTeam(db, team)).id;
    await seed(db, teamId);
    userId = (await insertUser(db, admin)).id;
    await makeTeamAdmin(db, userId, teamId);
  });
  const user = { id: userId, email: admin.email, ...(admin.isAdmin && { isAdmin: true }) };
  const hosts = [`${team.code}.localhost`, ...moreHosts, 'localhost'];
  await loginAsUser(journey.context, journey.server, user, hosts);
  return { ...journey, teamId, userId };
}

/**
 * Registers the suite's beforeAll that starts its journey and the afterAll that closes its
 * browser and server; returns the journey, whose fields are there once beforeAll has run.
 */
function suiteJourney<T extends VisitorJourney>(start: () => Promise<T>): T {
  const journey = {} as T;
  beforeAll(async () => {
    Object.assign(journey, await start());
  });
  // What the page showed when a test failed: CI's log then says more than the assertion.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !journey.page) return;
    const name = `failed-${task.name}`.replace(/[^\w-]+/g, '-').slice(0, 80);
    const path = await screenshot(journey.page, name, { fullPage: false }).catch(() => '');
    const text = await journey.page
      .evaluate(() => document.body.innerText)
      .catch((error: unknown) => String(error));
    console.error(
      `[${task.name}] failed at ${journey.page.url()} ${path}\n${text.slice(0, 1_500)}`,
    );
  });
  afterAll(async () => {
    await journey.context?.close();
    await journey.server?.close();
  });
  return journey;
}

/** A suite's {@link startVisitorJourney}, started before its tests and closed after. */
export function visitorJourney(...args: Parameters<typeof startVisitorJourney>): VisitorJourney {
  return suiteJourney(() => startVisitorJourney(...args));
}

/** A suite's {@link startTeamJourney}, started before its tests and closed after. */
export function teamJourney<Seeded = void>(
  seed: (db: Kysely<DB>, teamId: number) => Promise<Seeded>,
  team?: { code: string; name: string },
): Journey & { seeded: Seeded } {
  return suiteJourney(() => startTeamJourney(seed, team));
}

/** A suite's {@link startAdminJourney}, started before its tests and closed after. */
export function adminJourney(
  ...args: Parameters<typeof startAdminJourney>
): Journey & { userId: number } {
  return suiteJourney(() => startAdminJourney(...args));
}
