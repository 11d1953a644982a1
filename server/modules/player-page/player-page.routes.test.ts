import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamAdminCookie, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import {
  seedStandingsTeam,
  type StandingsTeam,
} from '../../../tests/helpers/standings-fixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../../../tests/helpers/test-app.js';

describe.each(testDatabases)("a player's page on $name", (database) => {
  let t: TestApp;
  let team: StandingsTeam;
  let other: StandingsTeam;
  let pin: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(database);
    const db = t.database.db;
    team = await seedStandingsTeam(db, 'spelerpagina');
    other = await seedStandingsTeam(db, 'anderteam');
    pin = await teamSessionCookie(db, team.teamId);
    admin = await teamAdminCookie(db, 'beheer@spelerpagina.nl', team.teamId);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, cookie?: string) =>
    t.inject({
      method: 'GET',
      url: `/api/${team.code}${path}`,
      headers: cookie ? { cookie } : {},
    });
  const settings = (showNames: string, hideMoneyForVisitors: boolean) =>
    t.inject({
      method: 'PUT',
      url: `/api/${team.code}/settings/money`,
      headers: { cookie: admin },
      payload: { iban: null, accountName: null, showNames, hideMoneyForVisitors },
    });

  it("shows a season's goals, attendance, fines and draws, as the standings count them", async () => {
    const page = (await get(`/player/${team.players.anne}/page?seasonId=${team.season1}`)).json();
    expect(page).toMatchObject({
      player: { id: team.players.anne, firstName: 'Anne', lastName: 'de Vries' },
      seasonId: team.season1,
      goals: 3,
      attendance: { present: 2, absent: 1 },
      fineTotals: { count: 2, total: 12.5, outstanding: 2.5 },
      openAmount: 2.5,
    });
    expect(page).not.toHaveProperty('fines');
    // His fines are a paged list of their own, unpaid first; the totals are over all pages.
    const first = (
      await get(`/fine?seasonId=${team.season1}&playerId=${team.players.anne}&limit=1`, pin)
    ).json();
    expect(first.items).toEqual([
      expect.objectContaining({
        id: team.fines.anneLate,
        type: expect.objectContaining({ description: 'Te laat', amount: 2.5 }),
        paid: false,
      }),
    ]);
    expect(first.totals).toEqual(page.fineTotals);
    const second = (
      await get(
        `/fine?seasonId=${team.season1}&playerId=${team.players.anne}&limit=1&cursor=${first.nextCursor}`,
        pin,
      )
    ).json();
    expect(second).toMatchObject({
      items: [
        {
          id: team.fines.anneRed,
          type: expect.objectContaining({ description: 'Rode kaart', amount: 10 }),
          paid: true,
        },
      ],
      nextCursor: null,
    });
    expect(page.draws.map((d: { taskList: string }) => d.taskList)).toEqual(['Wassen', 'Wassen']);

    const current = (await get(`/player/${team.players.anne}/page`)).json();
    expect(current).toMatchObject({
      seasonId: team.season2,
      goals: 0,
      fineTotals: { count: 0, total: 0, outstanding: 0 },
      openAmount: 0,
    });
  });

  it('keeps to the privacy settings for visitors, not for members', async () => {
    expect((await settings('initials', true)).statusCode).toBe(200);
    const visitor = await get(`/player/${team.players.anne}/page?seasonId=${team.season1}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({
      player: { firstName: 'A.d.V.', lastName: '', nickName: 'A.d.V.' },
      goals: 3,
      fineTotals: null,
      openAmount: null,
    });
    expect(visitor.body).not.toMatch(/Anne|Vries|2\.5|Rode kaart/);
    for (const cookie of [pin, admin]) {
      const member = (
        await get(`/player/${team.players.anne}/page?seasonId=${team.season1}`, cookie)
      ).json();
      expect(member.player.firstName).toBe('Anne');
      expect(member.fineTotals).toEqual({ count: 2, total: 12.5, outstanding: 2.5 });
    }
    await settings('full', false);
  });

  it("does not find another team's player or season", async () => {
    expect((await get(`/player/${other.players.anne}/page`)).statusCode).toBe(404);
    expect(
      (await get(`/player/${team.players.anne}/page?seasonId=${other.season1}`)).statusCode,
    ).toBe(404);
    const bad = await get(`/player/abc/page`);
    expect(bad.statusCode).toBe(400);
  });
});
