import { beforeAll, describe, expect, it } from 'vitest';
import { teamAndOtherSuite } from '../../../tests/helpers/api-suite.js';
import {
  day,
  insertFineType,
  insertMatch,
  insertPlayer,
  insertSeason,
} from '../../../tests/helpers/match-fixtures.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';

/**
 * Cards that fine themselves (issue 31): the fill records yellow and red cards,
 * each brings the fine of the team's card settings in the same write, a reset
 * takes them away and its undo puts them back; the settings take only an
 * active, match-related money type of the team.
 */
describe.each(testDatabases)('cards on $name', (database) => {
  const t = teamAndOtherSuite(database, {
    team: { code: 'demo', name: 'VV Demo' },
    other: { code: 'ander', name: 'Ander' },
    adminEmail: 'trainer@demo.nl',
  });
  let season: number;
  let players: { bram: number; cor: number; daan: number; eef: number };
  let types: {
    yellow: number;
    red: number;
    late: number;
    task: number;
    training: number;
    old: number;
    theirs: number;
  };

  beforeAll(async () => {
    const db = t.database.db;
    players = {
      bram: await insertPlayer(db, t.team.id, { firstName: 'Bram', lastName: 'Smit' }),
      cor: await insertPlayer(db, t.team.id, { firstName: 'Cor', lastName: 'Vos' }),
      daan: await insertPlayer(db, t.team.id, { firstName: 'Daan', lastName: 'Bos' }),
      eef: await insertPlayer(db, t.team.id, { firstName: 'Eef', lastName: 'Kok' }),
    };
    season = await insertSeason(db, t.team.id, {
      description: '2026-2027',
      playerIds: Object.values(players),
    });
    types = {
      yellow: await insertFineType(db, t.team.id, { description: 'Gele kaart', amountCents: 1830 }),
      red: await insertFineType(db, t.team.id, { description: 'Rode kaart', amountCents: 3660 }),
      late: await insertFineType(db, t.team.id, { description: 'Te laat', amountCents: 250 }),
      task: await insertFineType(db, t.team.id, { description: 'Ballen', task: 'Ballen pompen' }),
      training: await insertFineType(db, t.team.id, {
        description: 'Training gemist',
        matchRelated: false,
      }),
      old: await insertFineType(db, t.team.id, { description: 'Oud', obsolete: true }),
      theirs: await insertFineType(db, t.other.id, { description: 'Gele kaart' }),
    };
  });

  const cardSettings = (body: unknown, cookie = t.admin, code = t.team.code) =>
    t.inject({
      method: 'PUT',
      url: `/api/${code}/settings/cards`,
      headers: cookie ? { cookie } : {},
      payload: body as object,
    });
  const readSettings = (cookie?: string) =>
    t.inject({
      method: 'GET',
      url: `/api/${t.team.code}/settings/cards`,
      headers: cookie ? { cookie } : {},
    });
  const playedMatch = (opponent = 'SC Noordwijk') =>
    insertMatch(t.database.db, t.team.id, season, { date: day(-1), opponent });
  const fill = (matchId: number, body: object) =>
    t.inject({
      method: 'POST',
      url: `/api/${t.team.code}/match/${matchId}/data`,
      headers: { cookie: t.pin },
      payload: { absentPlayers: [], goals: [], fines: [], tasks: [], ...body },
    });
  const write = (method: 'DELETE' | 'POST', path: string) =>
    t.inject({
      method,
      url: `/api/${t.team.code}${path}`,
      headers: { cookie: t.pin },
      payload: {},
    });
  const filled = async (matchId: number) =>
    (await t.inject({ method: 'GET', url: `/api/${t.team.code}/match/${matchId}/filled` })).json();
  /** The match's fines as the fine list shows them: player, type, whether a card brought it. */
  const finesOf = async (matchId: number) =>
    (
      (await filled(matchId)).fines as {
        player: { firstName: string };
        type: { description: string };
        card: string | null;
      }[]
    ).map((f) => [f.player.firstName, f.type.description, f.card]);
  const rowsOf = async (matchId: number) => {
    const db = t.database.db;
    return {
      cards: await db
        .selectFrom('match_cards')
        .selectAll()
        .where('match_id', '=', matchId)
        .execute(),
      fines: await db.selectFrom('fines').select('id').where('match_id', '=', matchId).execute(),
    };
  };

  it('keeps the card settings for team admins; members read them; others are refused', async () => {
    expect((await readSettings(t.pin)).json()).toEqual({
      yellowFineTypeId: null,
      redFineTypeId: null,
    });
    const saved = await cardSettings({ yellowFineTypeId: types.yellow, redFineTypeId: types.red });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ yellowFineTypeId: types.yellow, redFineTypeId: types.red });
    expect((await readSettings(t.pin)).json()).toEqual(saved.json());
    expect((await readSettings()).statusCode).toBe(401);
    expect(
      (await cardSettings({ yellowFineTypeId: null, redFineTypeId: null }, '')).statusCode,
    ).toBe(401);
    // A pin session is logged in but not allowed to change team settings.
    expect(
      (await cardSettings({ yellowFineTypeId: null, redFineTypeId: null }, t.pin)).statusCode,
    ).toBe(403);
    expect((await readSettings(t.pin)).json()).toEqual(saved.json());
  });

  it("refuses another team's or an unknown type with 404 and a type that cannot be a card's with 400", async () => {
    for (const id of [types.theirs, 999_999]) {
      const refused = await cardSettings({ yellowFineTypeId: id, redFineTypeId: types.red });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: 'NotFound', message: 'Boetetype niet gevonden' });
    }
    for (const id of [types.task, types.training, types.old]) {
      const refused = await cardSettings({ yellowFineTypeId: types.yellow, redFineTypeId: id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'ValidationError',
        issues: [
          { path: 'redFineTypeId', message: 'Kies een actieve wedstrijdboete met een bedrag' },
        ],
      });
    }
    const missing = await cardSettings({ yellowFineTypeId: types.yellow });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      { path: 'redFineTypeId', message: 'Kies een boetetype' },
    ]);
    expect((await readSettings(t.pin)).json()).toEqual({
      yellowFineTypeId: types.yellow,
      redFineTypeId: types.red,
    });
  });

  it("fines each card in the fill's own write, two yellows as one red, and shows the cards back", async () => {
    const matchId = await playedMatch();
    const response = await fill(matchId, {
      absentPlayers: [players.eef],
      fines: [{ playerId: players.bram, fineTypeId: types.late }],
      cards: [
        { playerId: players.bram, color: 'yellow' },
        { playerId: players.cor, color: 'yellow' },
        { playerId: players.cor, color: 'yellow' },
        { playerId: players.daan, color: 'yellow' },
        { playerId: players.daan, color: 'red' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(
      body.cards.map((c: { player: { firstName: string }; color: string }) => [
        c.player.firstName,
        c.color,
      ]),
    ).toEqual([
      ['Bram', 'yellow'],
      ['Cor', 'yellow'],
      ['Cor', 'yellow'],
      ['Daan', 'yellow'],
      ['Daan', 'red'],
    ]);
    expect(await finesOf(matchId)).toEqual([
      ['Cor', 'Rode kaart', 'red'],
      ['Daan', 'Rode kaart', 'red'],
      ['Bram', 'Gele kaart', 'yellow'],
      ['Daan', 'Gele kaart', 'yellow'],
      ['Bram', 'Te laat', null],
    ]);
    // The push counts the card fines with the others.
    expect(t.pushes.at(-1)?.message.body).toContain('5 boetes');
    // In the fines standing and on the player's page as columns of their own.
    const standing = (
      await t.inject({ method: 'GET', url: `/api/${t.team.code}/standings/${season}/fines` })
    ).json() as { player: { firstName: string }; count: number; yellow: number; red: number }[];
    expect(standing.map((r) => [r.player.firstName, r.count, r.yellow, r.red])).toEqual([
      ['Daan', 2, 1, 1],
      ['Cor', 1, 2, 0],
      ['Bram', 2, 1, 0],
    ]);
    const page = (
      await t.inject({ method: 'GET', url: `/api/${t.team.code}/player/${players.cor}/page` })
    ).json();
    expect(page.cards).toEqual({ yellow: 2, red: 0 });
  });

  it('takes the cards and their fines away on a reset, and its undo puts them back', async () => {
    const matchId = await playedMatch('Reset FC');
    await fill(matchId, { cards: [{ playerId: players.bram, color: 'red' }] });
    const before = await filled(matchId);
    expect(before.fines).toHaveLength(1);
    expect((await write('DELETE', `/match/${matchId}/data`)).statusCode).toBe(200);
    expect(await rowsOf(matchId)).toEqual({ cards: [], fines: [] });
    expect((await filled(matchId)).cards).toEqual([]);
    expect((await write('POST', `/match/${matchId}/data/restore`)).statusCode).toBe(200);
    expect(await filled(matchId)).toEqual(before);
  });

  it('refuses a card fine type picked by hand, and cards the rules do not allow, storing nothing', async () => {
    const matchId = await playedMatch('Geweigerd');
    const cases: [object, string, string][] = [
      [
        { fines: [{ playerId: players.bram, fineTypeId: types.yellow }] },
        'fines.0.fineTypeId',
        'Deze boete komt van een kaart: geef de kaart',
      ],
      [
        {
          cards: [
            { playerId: players.bram, color: 'yellow' },
            { playerId: players.bram, color: 'yellow' },
            { playerId: players.bram, color: 'yellow' },
          ],
        },
        'cards.2.color',
        'Een speler krijgt hooguit twee gele kaarten',
      ],
      [
        { absentPlayers: [players.cor], cards: [{ playerId: players.cor, color: 'red' }] },
        'cards.0.playerId',
        'Speler heeft een kaart',
      ],
      [{ cards: [{ playerId: players.cor, color: 'blue' }] }, 'cards.0.color', 'Kies geel of rood'],
    ];
    for (const [body, path, message] of cases) {
      const response = await fill(matchId, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ error: 'ValidationError', issues: [{ path, message }] });
    }
    const theirs = await insertPlayer(t.database.db, t.other.id, { firstName: 'Vreemd' });
    const foreign = await fill(matchId, { cards: [{ playerId: theirs, color: 'red' }] });
    expect(foreign.statusCode).toBe(404);
    expect(await rowsOf(matchId)).toEqual({ cards: [], fines: [] });
  });

  it('applies settings to fills from then on; a type made inactive later fines nothing', async () => {
    const earlier = await playedMatch('Vroeger');
    await fill(earlier, { cards: [{ playerId: players.bram, color: 'yellow' }] });
    expect(await finesOf(earlier)).toEqual([['Bram', 'Gele kaart', 'yellow']]);

    await cardSettings({ yellowFineTypeId: null, redFineTypeId: types.red });
    const later = await playedMatch('Later');
    await fill(later, {
      cards: [
        { playerId: players.bram, color: 'yellow' },
        { playerId: players.cor, color: 'red' },
      ],
    });
    expect(await finesOf(later)).toEqual([['Cor', 'Rode kaart', 'red']]);
    // The earlier fill keeps what it charged.
    expect(await finesOf(earlier)).toEqual([['Bram', 'Gele kaart', 'yellow']]);
    // With no yellow type the yellow type may be given by hand again.
    const byHand = await playedMatch('Met de hand');
    expect(
      (await fill(byHand, { fines: [{ playerId: players.bram, fineTypeId: types.yellow }] }))
        .statusCode,
    ).toBe(200);

    await t.database.db
      .updateTable('fine_types')
      .set({ obsolete: 1 })
      .where('id', '=', types.red)
      .execute();
    expect((await readSettings(t.pin)).json()).toEqual({
      yellowFineTypeId: null,
      redFineTypeId: null,
    });
    const afterwards = await playedMatch('Daarna');
    await fill(afterwards, { cards: [{ playerId: players.cor, color: 'red' }] });
    expect(await finesOf(afterwards)).toEqual([]);
    expect((await filled(afterwards)).cards).toHaveLength(1);
  });

  it('writes a match report to share, with names and money as visitors may see them', async () => {
    const db = t.database.db;
    await db.updateTable('fine_types').set({ obsolete: 0 }).where('id', '=', types.red).execute();
    await cardSettings({ yellowFineTypeId: types.yellow, redFineTypeId: types.red });
    const matchId = await playedMatch('Rapport');
    await fill(matchId, {
      goals: [
        { playerId: players.bram, goals: 2 },
        { playerId: players.cor, goals: 1 },
      ],
      fines: [{ playerId: players.daan, fineTypeId: types.late }],
      cards: [{ playerId: players.cor, color: 'yellow' }],
      scoreFor: 3,
      scoreAgainst: 1,
    });
    const report = (cookie?: string) =>
      t.inject({
        method: 'GET',
        url: `/api/${t.team.code}/match/${matchId}/report`,
        headers: cookie ? { cookie } : {},
      });
    expect((await report()).json()).toEqual({
      text: 'VV Demo won met 3-1 van Rapport. Doelpunten: Bram Smit (2), Cor Vos. Kaarten: Cor Vos (geel). Boetes: 2.',
    });
    // The team shows initials and hides money: what a member shares is what a visitor may read.
    const privacy = await t.inject({
      method: 'PUT',
      url: `/api/${t.team.code}/settings/money`,
      headers: { cookie: t.admin },
      payload: { iban: null, accountName: null, showNames: 'initials', hideMoneyForVisitors: true },
    });
    expect(privacy.statusCode).toBe(200);
    for (const cookie of [undefined, t.pin]) {
      expect((await report(cookie)).json()).toEqual({
        text: 'VV Demo won met 3-1 van Rapport. Doelpunten: B.S. (2), C.V.. Kaarten: C.V. (geel).',
      });
    }
    const notFilled = await report().then(async () =>
      t.inject({ method: 'GET', url: `/api/${t.team.code}/match/${await playedMatch()}/report` }),
    );
    expect(notFilled.statusCode).toBe(999);
    expect(notFilled.json()).toEqual({ error: 'MatchNotFilled' });
    const foreign = await insertMatch(
      db,
      t.other.id,
      await insertSeason(db, t.other.id, { description: 'x' }),
      {
        date: day(-1),
      },
    );
    expect(
      (await t.inject({ method: 'GET', url: `/api/${t.team.code}/match/${foreign}/report` }))
        .statusCode,
    ).toBe(404);
  });
});
