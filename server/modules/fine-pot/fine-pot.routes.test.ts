import { describe, expect, it } from 'vitest';
import { standingsSuite } from '../../../tests/helpers/api-suite.js';
import { insertTeam, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import { insertSeason } from '../../../tests/helpers/standings-fixtures.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';

describe.each(testDatabases)('season summary API on $name', (database) => {
  const t = standingsSuite(database);

  const get = (path: string, team = t.team.code, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: `/api/${team}/season${path}`, headers });

  it("sums a season's fines and transactions in euros", async () => {
    const response = await get(`/${t.team.season1}/balance`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      unpaidFines: 15,
      paidFines: 15,
      transactions: 29.75,
      balance: 44.75,
    });
    expect((await get(`/${t.team.season2}/balance`)).json()).toEqual({
      unpaidFines: 0,
      paidFines: 0,
      transactions: -12,
      balance: -12,
    });
  });

  it('summarises the current season with its balance and its players', async () => {
    const response = await get('/summary');
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary).toMatchObject({ id: t.team.season2, description: '2025-2026', balance: -12 });
    expect(summary.players.map((p: { firstName: string }) => p.firstName)).toEqual([
      'Anne',
      'Bram',
      'Dirk',
    ]);
    expect(Object.keys(summary.players[0]).sort()).toEqual([
      'active',
      'firstName',
      'id',
      'lastName',
      'nickName',
    ]);
  });

  it('answers null for a team without seasons, and zeros for an empty season', async () => {
    const team = await insertTeam(t.database.db, { code: 'nieuw' });
    expect((await get('/summary', 'nieuw')).json()).toBeNull();
    const season = await insertSeason(t.database.db, team.id, '2025-2026', []);
    // Direct inserts do not bump the data version: a write through the API does
    // (a player kept out of the season, which stays empty).
    const cookie = await teamSessionCookie(t.database.db, team.id);
    await t.inject({
      method: 'POST',
      url: '/api/nieuw/player',
      headers: { cookie },
      payload: { firstName: 'Noor', lastName: 'Nieuw', addToCurrentSeason: false },
    });
    expect((await get('/summary', 'nieuw')).json()).toEqual({
      id: season,
      description: '2025-2026',
      balance: 0,
      players: [],
    });
    expect((await get(`/${season}/balance`, 'nieuw')).json()).toEqual({
      unpaidFines: 0,
      paidFines: 0,
      transactions: 0,
      balance: 0,
    });
  });

  it("treats another team's season as not found and a bad id as bad input", async () => {
    const blauw = await insertTeam(t.database.db, { code: 'blauw' });
    const theirs = await insertSeason(t.database.db, blauw.id, '2024-2025', []);
    expect((await get(`/${theirs}/balance`)).statusCode).toBe(404);
    expect((await get('/abc/balance')).statusCode).toBe(400);
    expect((await get('/0/balance')).statusCode).toBe(400);
  });

  it('shows a new transaction on the next read, and 304 for an unchanged balance', async () => {
    const cookie = await teamSessionCookie(t.database.db, t.team.teamId);
    const before = await get(`/${t.team.season2}/balance`);
    expect(
      (
        await get(`/${t.team.season2}/balance`, t.team.code, {
          'if-none-match': before.headers.etag as string,
        })
      ).statusCode,
    ).toBe(304);

    const created = await t.inject({
      method: 'POST',
      url: `/api/${t.team.code}/transaction`,
      headers: { cookie },
      payload: { amount: 30.5, date: '2025-09-10', reason: 'Sponsor', transactionType: 'Income' },
    });
    expect(created.statusCode).toBe(200);

    const after = await get(`/${t.team.season2}/balance`, t.team.code, {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      unpaidFines: 0,
      paidFines: 0,
      transactions: 18.5,
      balance: 18.5,
    });
    expect((await get('/summary')).json()).toMatchObject({ balance: 18.5 });
  });
});
