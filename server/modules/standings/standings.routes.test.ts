import { beforeAll, describe, expect, it } from 'vitest';
import { standingsSuite } from '../../../tests/helpers/api-suite.js';
import { insertTeam, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import {
  insertMatch,
  insertPlayer,
  insertSeason,
  insertTaskList,
  seedOtherTeam,
} from '../../../tests/helpers/standings-fixtures.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';

interface Named {
  player: { firstName: string; nickName: string | null };
}
/** What the dashboard shows as the name: enough to compare rows by. */
const nameOf = (player: Named['player']) => player.nickName ?? player.firstName;

describe.each(testDatabases)('standings API on $name', (database) => {
  const t = standingsSuite(database);
  let other: { id: number; code: string; season: number; taskList: number };

  beforeAll(async () => {
    const blauw = await seedOtherTeam(t.database.db);
    other = { ...blauw, taskList: await insertTaskList(t.database.db, blauw.id, 'Ballen') };
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: `/api/${t.team.code}/standings${path}`, headers });

  it('ranks goals of filled matches, highest first, as [player, goals, titles]', async () => {
    const response = await get(`/${t.team.season1}/goals`);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as [Named['player'], number, number][];
    expect(rows.map(([player, goals, titles]) => [nameOf(player), goals, titles])).toEqual([
      ['Anne', 3, 0],
      ['Cassie', 3, 0],
      ['Bram', 2, 0],
    ]);
    expect(rows[0]?.[0]).toEqual({
      id: t.team.players.anne,
      firstName: 'Anne',
      lastName: 'de Vries',
      nickName: null,
      active: true,
    });
  });

  it('counts attendance over played, filled, not cancelled matches of the season players only', async () => {
    const season1 = (await get(`/${t.team.season1}/attendance`)).json() as (Named & {
      present: number;
      absent: number;
    })[];
    expect(season1.map((row) => [nameOf(row.player), row.present, row.absent])).toEqual([
      ['Bram', 3, 0],
      ['Anne', 2, 1],
      ['Cassie', 2, 1],
      ['Eva', 2, 1],
    ]);
    const season2 = (await get(`/${t.team.season2}/attendance`)).json() as (Named & {
      present: number;
      absent: number;
    })[];
    expect(season2.map((row) => [nameOf(row.player), row.present, row.absent])).toEqual([
      ['Anne', 1, 0],
      ['Dirk', 1, 0],
      ['Bram', 0, 1],
    ]);
  });

  it('does not count a filled match dated after today', async () => {
    const { db } = t.database;
    const team = await insertTeam(db, { code: 'toekomst' });
    const player = await insertPlayer(db, team.id, { firstName: 'Tim' });
    const season = await insertSeason(db, team.id, '2099', [player]);
    await insertMatch(db, team.id, { seasonId: season, date: '2099-01-01', filled: {} });
    const response = await t.inject({
      method: 'GET',
      url: `/api/toekomst/standings/${season}/attendance`,
    });
    expect(response.json()).toMatchObject([
      { player: { firstName: 'Tim' }, present: 0, absent: 0 },
    ]);
  });

  it('totals fines per player in euros, paid or not, a task fine counting without money', async () => {
    const rows = (await get(`/${t.team.season1}/fines`)).json() as (Named & {
      total: number;
      count: number;
    })[];
    expect(rows.map((row) => [nameOf(row.player), row.total, row.count])).toEqual([
      ['Anne', 12.5, 2],
      ['Eva', 12.5, 2],
      ['Bram', 5, 2],
      ['Cassie', 0, 1],
    ]);
    expect((await get(`/${t.team.season2}/fines`)).json()).toEqual([]);
  });

  it("counts a task list's draws per player in the season, listing the season's other players with 0", async () => {
    const season1 = (
      await get(`/${t.team.taskLists.wassen}/tasks/${t.team.season1}`)
    ).json() as (Named & {
      count: number;
    })[];
    expect(season1.map((row) => [nameOf(row.player), row.count])).toEqual([
      ['Anne', 2],
      ['Bram', 1],
      ['Cassie', 0],
      ['Eva', 0],
    ]);
    const season2 = (
      await get(`/${t.team.taskLists.wassen}/tasks/${t.team.season2}`)
    ).json() as (Named & {
      count: number;
    })[];
    expect(season2.map((row) => [nameOf(row.player), row.count])).toEqual([
      ['Dirk', 1],
      ['Anne', 0],
      ['Bram', 0],
    ]);
    const neverDrawn = (
      await get(`/${t.team.taskLists.taart}/tasks/${t.team.season2}`)
    ).json() as Named[];
    expect(neverDrawn.map((row) => nameOf(row.player))).toEqual(['Anne', 'Bram', 'Dirk']);
  });

  it("treats another team's season or task list as not found", async () => {
    for (const [path, message] of [
      [`/${other.season}/goals`, 'Seizoen niet gevonden'],
      [`/${other.season}/attendance`, 'Seizoen niet gevonden'],
      [`/${other.season}/fines`, 'Seizoen niet gevonden'],
      [`/${t.team.taskLists.wassen}/tasks/${other.season}`, 'Seizoen niet gevonden'],
      [`/${other.taskList}/tasks/${t.team.season1}`, 'Taaklijst niet gevonden'],
    ] as const) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toEqual({ error: 'NotFound', message });
    }
    const theirs = await t.inject({
      method: 'GET',
      url: `/api/blauw/standings/${other.season}/goals`,
    });
    expect(theirs.json()).toMatchObject([[{ firstName: 'Kees' }, 4, 0]]);
  });

  it('answers ids that are not positive whole numbers with 400', async () => {
    for (const path of [
      '/abc/goals',
      '/0/attendance',
      '/-1/fines',
      '/1.5/goals',
      `/x/tasks/${t.team.season1}`,
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'ValidationError',
        issues: [{ path: expect.any(String) }],
      });
    }
  });

  it('lets a visitor read, and shows nothing but players and figures', async () => {
    const response = await get(`/${t.team.season1}/fines`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/team_id|pin|email|session|token/i);
    expect(Object.keys((response.json() as object[])[0] ?? {}).sort()).toEqual([
      'count',
      'player',
      'red',
      'total',
      'yellow',
    ]);
  });

  describe('cache', () => {
    it('serves an unchanged answer with 304 to a browser that has it', async () => {
      const first = await get(`/${t.team.season1}/goals`);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await get(`/${t.team.season1}/goals`, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const otherSeason = await get(`/${t.team.season2}/goals`, { 'if-none-match': etag });
      expect(otherSeason.statusCode).toBe(200);
      const otherEndpoint = await get(`/${t.team.season1}/fines`, { 'if-none-match': etag });
      expect(otherEndpoint.statusCode).toBe(200);
    });

    it('shows a write through the API on the very next read, with a new ETag', async () => {
      const cookie = await teamSessionCookie(t.database.db, t.team.teamId);
      const before = await get(`/${t.team.season2}/goals`);
      expect(before.json()).toMatchObject([[{ firstName: 'Dirk', nickName: null }, 1, 0]]);

      const rename = await t.inject({
        method: 'PUT',
        url: `/api/${t.team.code}/player/${t.team.players.dirk}`,
        headers: { cookie },
        payload: { firstName: 'Dirk', lastName: 'Visser', nickName: 'Dikkie', active: true },
      });
      expect(rename.statusCode).toBe(200);

      const after = await get(`/${t.team.season2}/goals`, {
        'if-none-match': before.headers.etag as string,
      });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toMatchObject([[{ firstName: 'Dirk', nickName: 'Dikkie' }, 1, 0]]);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const repeat = await get(`/${t.team.season2}/goals`, {
        'if-none-match': after.headers.etag as string,
      });
      expect(repeat.statusCode).toBe(304);
    });

    it('keeps an answer 15 minutes when nothing is written through the API, then computes it again', async () => {
      const { db } = t.database;
      const path = `/${t.team.season2}/attendance`;
      const before = (await get(path)).json() as unknown[];
      // Behind the API's back: no data version bump, so only the 15 minutes end the cached answer.
      const newcomer = await insertPlayer(db, t.team.teamId, { firstName: 'Nina' });
      await db
        .insertInto('season_players')
        .values({ team_id: t.team.teamId, season_id: t.team.season2, player_id: newcomer })
        .execute();

      t.clock.advance(14 * 60 * 1000);
      expect((await get(path)).json()).toHaveLength(before.length);
      t.clock.advance(2 * 60 * 1000);
      expect((await get(path)).json()).toHaveLength(before.length + 1);
    });
  });
});
