import { afterAll, beforeAll } from 'vitest';
import {
  insertTeamAndOther,
  insertTwoTeams,
  type NewTeam,
  type TeamAndOther,
  teamAdminCookie,
  teamSessionCookie,
  type TwoTeams,
} from './fixtures.js';
import { seedStandingsTeam, type StandingsTeam } from './standings-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

type TestDatabase = Parameters<typeof createTestApp>[0];
type AppOptions = NonNullable<Parameters<typeof createTestApp>[1]>;

/**
 * Registers the suite's beforeAll that builds its app (and what `start` adds to it) and the
 * afterAll that closes it; returns the app, whose fields are there once beforeAll has run.
 */
function suiteApp<T extends object>(
  database: TestDatabase,
  options: AppOptions,
  start: (t: TestApp) => Promise<T>,
): TestApp & T {
  const suite = {} as TestApp & T;
  beforeAll(async () => {
    Object.assign(suite, await createTestApp(database, options));
    Object.assign(suite, await start(suite));
  });
  afterAll(async () => {
    await suite.close?.();
  });
  return suite;
}

/**
 * A suite's test app with what most route tests start from ({@link TwoTeams}): the team
 * (`oranje` unless named), another (`blauw`) and their pin sessions.
 */
export function twoTeamsSuite(
  database: TestDatabase,
  {
    team = { code: 'oranje' },
    other = { code: 'blauw' },
    ...options
  }: AppOptions & { team?: NewTeam; other?: NewTeam } = {},
): TestApp & TwoTeams {
  return suiteApp(database, options, (t) => insertTwoTeams(t.database.db, team, other));
}

/** {@link twoTeamsSuite} with the team's admin too: a user with `adminEmail`. */
export function teamAndOtherSuite(
  database: TestDatabase,
  {
    team = { code: 'oranje' },
    other = { code: 'blauw' },
    adminEmail,
    ...options
  }: AppOptions & { team?: NewTeam; other?: NewTeam; adminEmail: string },
): TestApp & TeamAndOther {
  return suiteApp(database, options, (t) =>
    insertTeamAndOther(t.database.db, team, other, adminEmail),
  );
}

/** What the suites of a team's figures start from: {@link seedStandingsTeam}, its pin, its admin. */
export interface StandingsSuite {
  team: StandingsTeam;
  pin: string;
  admin: string;
}

/**
 * A suite's test app with {@link seedStandingsTeam}'s team (`code`, `oranje` unless named), its
 * pin session and its admin (`adminEmail`, `beheer@<code>.nl` unless named).
 */
export function standingsSuite(
  database: TestDatabase,
  {
    code = 'oranje',
    adminEmail = `beheer@${code}.nl`,
    ...options
  }: AppOptions & { code?: string; adminEmail?: string } = {},
): TestApp & StandingsSuite {
  return suiteApp(database, options, async ({ database: { db } }) => {
    const team = await seedStandingsTeam(db, code);
    return {
      team,
      pin: await teamSessionCookie(db, team.teamId),
      admin: await teamAdminCookie(db, adminEmail, team.teamId),
    };
  });
}
