import { describe, expect, it } from 'vitest';
import { standingsSuite } from '../../../tests/helpers/api-suite.js';
import { insertTeam, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import {
  insertFine,
  insertFineType,
  insertMatch,
  insertPlayer,
  insertSeason,
} from '../../../tests/helpers/standings-fixtures.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';

interface Point {
  opponent: string;
  fines: number;
  amount: number;
  runningTotal: number;
}

/** The fine-pot charts' series (issue 31), against the figures of seedStandingsTeam. */
describe.each(testDatabases)('fine pot by match on $name', (database) => {
  const t = standingsSuite(database);

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: `/api/${t.team.code}${path}`, headers });
  const points = async (path: string) => {
    const response = await get(path);
    expect(response.statusCode, path).toBe(200);
    return (response.json() as Point[]).map((p) => [p.opponent, p.fines, p.amount, p.runningTotal]);
  };

  it("gives each counted match's fines and the pot's total through it, ending at the total pot", async () => {
    // m1: Anne late, Bram late, Eva red = € 15,-; the sponsor (+50) and the balls (−20,25) came
    // before it: 15 + 29,75 = 44,75. m2: Anne red, Bram late, Cassie's cake (a task), Eva late =
    // € 15,- in 4 fines: 59,75, the dashboard's total pot. m4 had no fines.
    expect(await points(`/fine-pot/${t.team.season1}/by-match`)).toEqual([
      ['VV Noord', 3, 15, 44.75],
      ['SV Oost', 4, 15, 59.75],
      ['RKVV West', 0, 0, 59.75],
    ]);
    const balance = (await get(`/season/${t.team.season1}/balance`)).json() as {
      unpaidFines: number;
      paidFines: number;
      transactions: number;
    };
    expect(balance.unpaidFines + balance.paidFines + balance.transactions).toBe(59.75);
  });

  it("gives one player's fines per match and their running total", async () => {
    expect(
      await points(`/fine-pot/${t.team.season1}/by-match?playerId=${t.team.players.anne}`),
    ).toEqual([
      ['VV Noord', 1, 2.5, 2.5],
      ['SV Oost', 1, 10, 12.5],
      ['RKVV West', 0, 0, 12.5],
    ]);
  });

  it('has one point per match however many fines the season has', async () => {
    const { db } = t.database;
    const team = await insertTeam(db, { code: 'veel' });
    const player = await insertPlayer(db, team.id, { firstName: 'Piet' });
    const season = await insertSeason(db, team.id, '2024', [player]);
    const late = await insertFineType(db, team.id, 'Te laat', { cents: 100 });
    for (const date of ['2024-09-07', '2024-09-14']) {
      const matchId = await insertMatch(db, team.id, { seasonId: season, date, filled: {} });
      for (let i = 0; i < 30; i += 1) {
        await insertFine(db, team.id, {
          seasonId: season,
          playerId: player,
          fineTypeId: late,
          matchId,
          date,
        });
      }
    }
    // A manual fine between the matches counts in the running total, not as a point.
    await insertFine(db, team.id, {
      seasonId: season,
      playerId: player,
      fineTypeId: late,
      date: '2024-09-10',
    });
    const response = await t.inject({
      method: 'GET',
      url: `/api/veel/fine-pot/${season}/by-match`,
    });
    expect((response.json() as Point[]).map((p) => [p.fines, p.amount, p.runningTotal])).toEqual([
      [30, 30, 30],
      [30, 30, 61],
    ]);
  });

  it('is money: a visitor of a team that hides money gets 401, a member the series', async () => {
    const { db } = t.database;
    await db
      .updateTable('teams')
      .set({ hide_money_for_visitors: 1 })
      .where('id', '=', t.team.teamId)
      .execute();
    try {
      const visitor = await get(`/fine-pot/${t.team.season1}/by-match`);
      expect(visitor.statusCode).toBe(401);
      const member = await get(`/fine-pot/${t.team.season1}/by-match`, {
        cookie: await teamSessionCookie(db, t.team.teamId),
      });
      expect(member.statusCode).toBe(200);
      expect((member.json() as Point[]).length).toBe(3);
      // Attendance and goals are no money: still public.
      expect((await get(`/standings/${t.team.season1}/by-match`)).statusCode).toBe(200);
    } finally {
      await db
        .updateTable('teams')
        .set({ hide_money_for_visitors: 0 })
        .where('id', '=', t.team.teamId)
        .execute();
    }
  });

  it("answers another team's season or player with 404, and bad ids with 400", async () => {
    const { db } = t.database;
    const blauw = await insertTeam(db, { code: 'blauw' });
    const kees = await insertPlayer(db, blauw.id, { firstName: 'Kees' });
    const season = await insertSeason(db, blauw.id, '2024', [kees]);
    expect((await get(`/fine-pot/${season}/by-match`)).statusCode).toBe(404);
    expect((await get(`/fine-pot/${t.team.season1}/by-match?playerId=${kees}`)).statusCode).toBe(
      404,
    );
    for (const path of [
      '/fine-pot/-1/by-match',
      `/fine-pot/${t.team.season1}/by-match?playerId=0`,
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ error: 'ValidationError' });
    }
  });
});
