import { afterAll, describe, expect, it } from 'vitest';
import {
  insertUser,
  teamSessionCookie,
  userSessionCookie,
} from '../../../tests/helpers/fixtures.js';
import { seedTeamWorld } from '../../../tests/helpers/tenant-world.js';
import { createTestApp, testDatabases, type TestApp } from '../../../tests/helpers/test-app.js';

/** What a team's members read of a season, as the dashboard asks for it. */
const SEASON_READS = ['standings/{s}/goals', 'standings/{s}/attendance', 'standings/{s}/fines'];

/** Ids differ from database to database; everything else must be the same. */
const withoutIds = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, v: unknown) => (/[iI]d$/.test(key) ? undefined : v)));

/**
 * Every standings, fine pot, attendance and draw-chance answer of a team, by season and
 * task list in the order the API lists them: what a team that moves must find again.
 */
async function teamAnswers(t: TestApp, code: string, teamId: number) {
  const cookie = await teamSessionCookie(t.database.db, teamId);
  const get = async (path: string) => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/${code}/${path}`,
      headers: { cookie },
    });
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    return response.json<unknown>();
  };
  const seasons = (await get('season')) as { id: number; description: string }[];
  const answers: Record<string, unknown> = {};
  for (const season of seasons) {
    for (const read of [...SEASON_READS, 'season/{s}/balance']) {
      answers[`${season.description} ${read}`] = await get(read.replace('{s}', String(season.id)));
    }
    const lists = (await get(`task?seasonFilter=${season.id}`)) as { id: number; name: string }[];
    for (const list of lists) {
      answers[`${season.description} kansen ${list.name}`] = await get(
        `standings/${list.id}/tasks/${season.id}`,
      );
    }
  }
  return withoutIds(answers) as Record<string, unknown>;
}

/**
 * A team moves between hosts through its archive: out of SQLite, into PostgreSQL, out of
 * that and back into SQLite (where no PostgreSQL is configured, through a second SQLite).
 * Each database reads and writes the archive's values its own way (booleans, dates, money),
 * so a difference between them shows up as a different answer at the end.
 */
describe('a team archive carried from database to database', () => {
  const hops = [...testDatabases.slice(1), testDatabases[0]!];
  const route = ['sqlite', ...hops.map((hop) => hop.name)].join(' → ');
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  it(`answers every standing, fine pot and draw chance as before, after ${route}`, async () => {
    const source = await createTestApp(testDatabases[0]!);
    apps.push(source);
    const world = await seedTeamWorld(source.database.db, { code: 'bron', pin: '123456' });
    const before = await teamAnswers(source, world.code, world.teamId);
    // A comparison of empty answers would prove nothing.
    const filled = Object.entries(before).filter(([, answer]) => JSON.stringify(answer).length > 2);
    expect(filled.map(([read]) => read)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('goals'),
        expect.stringContaining('attendance'),
        expect.stringContaining('fines'),
        expect.stringContaining('balance'),
        expect.stringContaining('kansen'),
      ]),
    );

    let archive = await source.inject({
      method: 'GET',
      url: `/api/${world.code}/archive`,
      headers: { cookie: world.adminCookie },
    });
    let last = { app: source, code: world.code, teamId: world.teamId };
    for (const [index, hop] of hops.entries()) {
      expect(archive.statusCode, archive.body).toBe(200);
      const app = await createTestApp(hop);
      apps.push(app);
      const user = await insertUser(app.database.db, { email: `verhuizer${index}@team.nl` });
      const cookie = await userSessionCookie(app.database.db, user.id);
      const code = `reis${index}`;
      const created = await app.inject({
        method: 'POST',
        url: '/api/user/team/from-archive',
        headers: { cookie },
        payload: {
          archive: archive.rawPayload.toString('base64'),
          name: 'FC Verhuisd',
          teamCode: code,
          pin: '123456',
        },
      });
      expect(created.statusCode, `${hop.name}: ${created.body}`).toBe(200);
      last = { app, code, teamId: created.json<{ id: number }>().id };
      archive = await app.inject({
        method: 'GET',
        url: `/api/${code}/archive`,
        headers: { cookie },
      });
    }
    expect(await teamAnswers(last.app, last.code, last.teamId)).toEqual(before);
  });
});
