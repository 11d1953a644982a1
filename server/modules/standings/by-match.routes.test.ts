import { beforeAll, describe, expect, it } from 'vitest';
import { standingsSuite } from '../../../tests/helpers/api-suite.js';
import { seedOtherTeam } from '../../../tests/helpers/standings-fixtures.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';

interface Point {
  matchId: number;
  date: string;
  opponent: string;
  present: number;
  absent: number;
  goals: number;
}

/** The attendance and goals charts' series (issue 31), against the figures of seedStandingsTeam. */
describe.each(testDatabases)('standings by match on $name', (database) => {
  const t = standingsSuite(database);
  let other: { season: number; player: number };

  beforeAll(async () => {
    other = await seedOtherTeam(t.database.db);
  });

  const get = (path: string) => t.inject({ method: 'GET', url: `/api/${t.team.code}${path}` });
  const points = async (path: string) => {
    const response = await get(path);
    expect(response.statusCode, path).toBe(200);
    return (response.json() as Point[]).map(({ opponent, present, absent, goals }) => [
      opponent,
      present,
      absent,
      goals,
    ]);
  };

  it("gives the squad's presence and the goals of each counted match, oldest first", async () => {
    // m3 is cancelled and m5 not filled: no point of their own.
    expect(await points(`/standings/${t.team.season1}/by-match`)).toEqual([
      ['VV Noord', 3, 1, 3],
      ['SV Oost', 4, 0, 4],
      ['RKVV West', 2, 2, 1],
    ]);
    const [first] = (await get(`/standings/${t.team.season1}/by-match`)).json() as Point[];
    expect(first).toEqual({
      matchId: t.team.matches.m1,
      date: '2024-09-07',
      opponent: 'VV Noord',
      present: 3,
      absent: 1,
      goals: 3,
    });
  });

  it('adds up to the attendance and goal standings', async () => {
    const series = (await get(`/standings/${t.team.season1}/by-match`)).json() as Point[];
    const attendance = (await get(`/standings/${t.team.season1}/attendance`)).json() as {
      present: number;
      absent: number;
    }[];
    const goals = (await get(`/standings/${t.team.season1}/goals`)).json() as [unknown, number][];
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(series.map((p) => p.present))).toBe(sum(attendance.map((row) => row.present)));
    expect(sum(series.map((p) => p.absent))).toBe(sum(attendance.map((row) => row.absent)));
    expect(sum(series.map((p) => p.goals))).toBe(sum(goals.map(([, n]) => n)));
  });

  it("gives one player's presence and goals per match, nothing for a player outside the squad", async () => {
    const { anne, dirk } = t.team.players;
    expect(await points(`/standings/${t.team.season1}/by-match?playerId=${anne}`)).toEqual([
      ['VV Noord', 1, 0, 2],
      ['SV Oost', 1, 0, 1],
      ['RKVV West', 0, 1, 0],
    ]);
    expect(await points(`/standings/${t.team.season1}/by-match?playerId=${dirk}`)).toEqual([
      ['VV Noord', 0, 0, 0],
      ['SV Oost', 0, 0, 0],
      ['RKVV West', 0, 0, 0],
    ]);
    expect(await points(`/standings/${t.team.season2}/by-match?playerId=${dirk}`)).toEqual([
      ['VV Noord', 1, 0, 1],
    ]);
  });

  it("answers another team's season or player with 404, and bad ids with 400", async () => {
    const theirs = await get(`/standings/${other.season}/by-match`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'NotFound', message: 'Seizoen niet gevonden' });
    const theirPlayer = await get(`/standings/${t.team.season1}/by-match?playerId=${other.player}`);
    expect(theirPlayer.statusCode).toBe(404);
    expect(theirPlayer.json()).toEqual({ error: 'NotFound', message: 'Speler niet gevonden' });
    for (const path of [
      '/standings/abc/by-match',
      '/standings/0/by-match',
      `/standings/${t.team.season1}/by-match?playerId=x`,
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ error: 'ValidationError' });
    }
  });

  it('is cached per player: a browser with the answer gets 304, another player a new answer', async () => {
    const path = `/standings/${t.team.season1}/by-match?playerId=${t.team.players.anne}`;
    const first = await get(path);
    const etag = first.headers.etag as string;
    const again = await t.inject({
      method: 'GET',
      url: `/api/${t.team.code}${path}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const bram = await t.inject({
      method: 'GET',
      url: `/api/${t.team.code}/standings/${t.team.season1}/by-match?playerId=${t.team.players.bram}`,
      headers: { 'if-none-match': etag },
    });
    expect(bram.statusCode).toBe(200);
  });
});
