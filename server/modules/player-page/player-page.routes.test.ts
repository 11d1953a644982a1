import { beforeAll, describe, expect, it } from 'vitest';
import { standingsSuite } from '../../../tests/helpers/api-suite.js';
import {
  seedStandingsTeam,
  type StandingsTeam,
} from '../../../tests/helpers/standings-fixtures.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';

describe.each(testDatabases)("a player's page on $name", (database) => {
  const t = standingsSuite(database, { code: 'spelerpagina' });
  let other: StandingsTeam;

  beforeAll(async () => {
    other = await seedStandingsTeam(t.database.db, 'anderteam');
  });

  const get = (path: string, cookie?: string) =>
    t.inject({
      method: 'GET',
      url: `/api/${t.team.code}${path}`,
      headers: cookie ? { cookie } : {},
    });
  const settings = (showNames: string, hideMoneyForVisitors: boolean) =>
    t.inject({
      method: 'PUT',
      url: `/api/${t.team.code}/settings/money`,
      headers: { cookie: t.admin },
      payload: { iban: null, accountName: null, showNames, hideMoneyForVisitors },
    });

  it("shows a season's goals, attendance, fines and draws, as the standings count them", async () => {
    const page = (
      await get(`/player/${t.team.players.anne}/page?seasonId=${t.team.season1}`)
    ).json();
    expect(page).toMatchObject({
      player: { id: t.team.players.anne, firstName: 'Anne', lastName: 'de Vries' },
      seasonId: t.team.season1,
      goals: 3,
      attendance: { present: 2, absent: 1 },
      fineTotals: { count: 2, total: 12.5, outstanding: 2.5 },
      openAmount: 2.5,
    });
    expect(page).not.toHaveProperty('fines');
    // His fines are a paged list of their own, unpaid first; the totals are over all pages.
    const first = (
      await get(`/fine?seasonId=${t.team.season1}&playerId=${t.team.players.anne}&limit=1`, t.pin)
    ).json();
    expect(first.items).toEqual([
      expect.objectContaining({
        id: t.team.fines.anneLate,
        type: expect.objectContaining({ description: 'Te laat', amount: 2.5 }),
        paid: false,
      }),
    ]);
    expect(first.totals).toEqual(page.fineTotals);
    const second = (
      await get(
        `/fine?seasonId=${t.team.season1}&playerId=${t.team.players.anne}&limit=1&cursor=${first.nextCursor}`,
        t.pin,
      )
    ).json();
    expect(second).toMatchObject({
      items: [
        {
          id: t.team.fines.anneRed,
          type: expect.objectContaining({ description: 'Rode kaart', amount: 10 }),
          paid: true,
        },
      ],
      nextCursor: null,
    });
    expect(page.draws.map((d: { taskList: string }) => d.taskList)).toEqual(['Wassen', 'Wassen']);

    const current = (await get(`/player/${t.team.players.anne}/page`)).json();
    expect(current).toMatchObject({
      seasonId: t.team.season2,
      goals: 0,
      fineTotals: { count: 0, total: 0, outstanding: 0 },
      openAmount: 0,
    });
  });

  it('keeps to the privacy settings for visitors, not for members', async () => {
    expect((await settings('initials', true)).statusCode).toBe(200);
    const visitor = await get(`/player/${t.team.players.anne}/page?seasonId=${t.team.season1}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({
      player: { firstName: 'A.d.V.', lastName: '', nickName: 'A.d.V.' },
      goals: 3,
      fineTotals: null,
      openAmount: null,
    });
    expect(visitor.body).not.toMatch(/Anne|Vries|2\.5|Rode kaart/);
    for (const cookie of [t.pin, t.admin]) {
      const member = (
        await get(`/player/${t.team.players.anne}/page?seasonId=${t.team.season1}`, cookie)
      ).json();
      expect(member.player.firstName).toBe('Anne');
      expect(member.fineTotals).toEqual({ count: 2, total: 12.5, outstanding: 2.5 });
    }
    await settings('full', false);
  });

  it("does not find another team's player or season", async () => {
    expect((await get(`/player/${other.players.anne}/page`)).statusCode).toBe(404);
    expect(
      (await get(`/player/${t.team.players.anne}/page?seasonId=${other.season1}`)).statusCode,
    ).toBe(404);
    const bad = await get(`/player/abc/page`);
    expect(bad.statusCode).toBe(400);
  });
});
