import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../../domain/dates.js';
import { twoTeamsSuite } from '../../../tests/helpers/api-suite.js';
import {
  insertFineType,
  insertMatch,
  insertPlayer,
  insertSeason,
  insertTaskList,
} from '../../../tests/helpers/match-fixtures.js';
import { stalledPush, testDatabases, withPushSender } from '../../../tests/helpers/test-app.js';
import type { PushMessage } from '../../push/push-sender.js';

/** The calendar date `days` from now (negative: in the past). */
const day = (days: number) => toIsoDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

describe.each(testDatabases)('match data API on $name', (database) => {
  const t = twoTeamsSuite(database, {
    team: { code: 'oranje', name: 'Oranje' },
    other: { code: 'blauw', name: 'Blauw' },
  });
  let season: number;
  let players: { jan: number; piet: number; kees: number; outsider: number };
  let types: { late: number; cards: number; manual: number; old: number };
  let lists: { wash: number; old: number };
  let theirs: { player: number; fineType: number; taskList: number; match: number };

  beforeAll(async () => {
    const db = t.database.db;
    players = {
      jan: await insertPlayer(db, t.team.id, { firstName: 'Jan', lastName: 'Jansen' }),
      piet: await insertPlayer(db, t.team.id, { firstName: 'Piet', lastName: 'Pieters' }),
      kees: await insertPlayer(db, t.team.id, {
        firstName: 'Kees',
        lastName: 'Keesen',
        nickName: 'Keesie',
      }),
      outsider: await insertPlayer(db, t.team.id, { firstName: 'Olaf', lastName: 'Buiten' }),
    };
    season = await insertSeason(db, t.team.id, {
      description: '2026-2027',
      playerIds: [players.jan, players.piet, players.kees],
    });
    types = {
      late: await insertFineType(db, t.team.id, { description: 'Te laat', amountCents: 250 }),
      cards: await insertFineType(db, t.team.id, { description: 'Gele kaart', amountCents: 500 }),
      manual: await insertFineType(db, t.team.id, {
        description: 'Feestje',
        amountCents: 1000,
        matchRelated: false,
      }),
      old: await insertFineType(db, t.team.id, {
        description: 'Oud',
        amountCents: 100,
        obsolete: true,
      }),
    };
    lists = {
      wash: await insertTaskList(db, t.team.id, { name: 'Wassen' }),
      old: await insertTaskList(db, t.team.id, { name: 'Oud', obsolete: true }),
    };
    const theirPlayer = await insertPlayer(db, t.other.id, {
      firstName: 'Bram',
      lastName: 'Blauw',
    });
    const theirSeason = await insertSeason(db, t.other.id, {
      description: '2026-2027',
      playerIds: [theirPlayer],
    });
    theirs = {
      player: theirPlayer,
      fineType: await insertFineType(db, t.other.id, { description: 'Te laat' }),
      taskList: await insertTaskList(db, t.other.id, { name: 'Wassen' }),
      match: await insertMatch(db, t.other.id, theirSeason, { date: day(-5), opponent: 'Rood' }),
    };
  });
  beforeEach(() => {
    t.pushes.length = 0;
  });

  const playedMatch = (opponent = 'Groen') =>
    insertMatch(t.database.db, t.team.id, season, { date: day(-1), opponent });
  const fill = (
    matchId: number,
    body: unknown,
    headers: Record<string, string> = { cookie: t.pin },
  ) =>
    t.inject({
      method: 'POST',
      url: `/api/${t.team.code}/match/${matchId}/data`,
      payload: body as object,
      headers,
    });
  const reset = (matchId: number, headers: Record<string, string> = { cookie: t.pin }) =>
    t.inject({
      method: 'DELETE',
      url: `/api/${t.team.code}/match/${matchId}/data`,
      payload: {},
      headers,
    });
  const filled = async (matchId: number) =>
    (await t.inject({ method: 'GET', url: `/api/${t.team.code}/match/${matchId}/filled` })).json();
  const stored = async (matchId: number) => {
    const db = t.database.db;
    const count = async (table: 'match_absences' | 'match_goals' | 'fines' | 'task_draws') =>
      (await db.selectFrom(table).select('team_id').where('match_id', '=', matchId).execute())
        .length;
    const match = await db
      .selectFrom('matches')
      .select('filled')
      .where('id', '=', matchId)
      .executeTakeFirstOrThrow();
    return {
      filled: match.filled === 1,
      absences: await count('match_absences'),
      goals: await count('match_goals'),
      fines: await count('fines'),
      draws: await count('task_draws'),
    };
  };
  const nothingStored = { filled: false, absences: 0, goals: 0, fines: 0, draws: 0 };

  const fullFill = () => ({
    absentPlayers: [players.kees],
    goals: [
      { playerId: players.jan, goals: 2 },
      { playerId: players.piet, goals: 1 },
      { playerId: players.kees, goals: 0 },
    ],
    fines: [
      { playerId: players.jan, fineTypeId: types.late },
      { playerId: players.kees, fineTypeId: types.late },
      { playerId: players.jan, fineTypeId: types.cards },
    ],
    tasks: [{ playerId: players.piet, taskListId: lists.wash }],
  });
  /** What {@link fullFill} leaves in the database (see {@link stored}). */
  const fullFillStored = { filled: true, absences: 1, goals: 2, fines: 3, draws: 1 };

  it('fills a played match in one go and shows it back', async () => {
    const matchId = await playedMatch();
    const response = await fill(matchId, fullFill());
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toEqual(await filled(matchId));

    expect(result.absentPlayers.map((p: { firstName: string }) => p.firstName)).toEqual(['Kees']);
    expect(
      result.goals.map((g: { player: { firstName: string }; goals: number }) => [
        g.player.firstName,
        g.goals,
      ]),
    ).toEqual([
      ['Jan', 2],
      ['Piet', 1],
    ]);
    // Higher amount first, then type, then player (all of the same date).
    expect(
      result.fines.map(
        (f: {
          player: { firstName: string };
          type: { description: string; amount: number };
          paid: boolean;
        }) => [f.player.firstName, f.type.description, f.type.amount, f.paid],
      ),
    ).toEqual([
      ['Jan', 'Gele kaart', 5, false],
      ['Jan', 'Te laat', 2.5, false],
      ['Kees', 'Te laat', 2.5, false],
    ]);
    expect(result.draws).toEqual([
      {
        id: expect.any(Number),
        player: expect.objectContaining({ id: players.piet, firstName: 'Piet' }),
        taskList: { id: lists.wash, name: 'Wassen', obsolete: false, season: null },
      },
    ]);

    expect(await stored(matchId)).toEqual(fullFillStored);
    const fineRows = await t.database.db
      .selectFrom('fines')
      .selectAll()
      .where('match_id', '=', matchId)
      .execute();
    expect(
      fineRows.every((f) => f.date === day(-1) && f.season_id === season && f.description === null),
    ).toBe(true);
    const draw = await t.database.db
      .selectFrom('task_draws')
      .selectAll()
      .where('match_id', '=', matchId)
      .executeTakeFirstOrThrow();
    expect(draw).toMatchObject({ date: day(-1), season_id: season, task_list_id: lists.wash });

    expect(t.pushes).toEqual([
      {
        teamId: t.team.id,
        message: {
          title: 'Wedstrijd ingevuld',
          body: 'Oranje – Groen: 3 doelpunten, 3 boetes, 1 taak. Stem op de man van de wedstrijd!',
          url: `/?matchId=${matchId}`,
        },
      },
    ]);
  });

  it('accepts an empty fill and shows empty lists for a match without data', async () => {
    const matchId = await playedMatch();
    expect(await filled(matchId)).toEqual({
      absentPlayers: [],
      goals: [],
      fines: [],
      draws: [],
      cards: [],
    });
    const response = await fill(matchId, { absentPlayers: [], goals: [], fines: [], tasks: [] });
    expect(response.statusCode).toBe(200);
    expect(await stored(matchId)).toEqual({ ...nothingStored, filled: true });
  });

  it('refuses matches that cannot be filled with the domain errors', async () => {
    const db = t.database.db;
    const empty = { absentPlayers: [], goals: [], fines: [], tasks: [] };
    const future = await insertMatch(db, t.team.id, season, { date: day(1) });
    const cancelled = await insertMatch(db, t.team.id, season, { date: day(-14), cancelled: true });
    const done = await insertMatch(db, t.team.id, season, { date: day(-14), filled: true });
    const today = await insertMatch(db, t.team.id, season, { date: day(0) });
    expect((await fill(future, empty)).json()).toEqual({ error: 'MatchNotFillable' });
    expect((await fill(future, empty)).statusCode).toBe(999);
    expect((await fill(cancelled, empty)).json()).toEqual({ error: 'MatchCancelled' });
    expect((await fill(done, empty)).json()).toEqual({ error: 'MatchFilled' });
    expect((await fill(today, empty)).statusCode).toBe(200);
    expect(await stored(future)).toEqual(nothingStored);
  });

  it('answers bad input with 400 and the Dutch messages, storing nothing', async () => {
    const matchId = await playedMatch();
    const base = { absentPlayers: [], goals: [], fines: [], tasks: [] };
    /** The same entry twice in one list. */
    const twice = <T>(entry: T) => [entry, entry];
    const cases: [unknown, string, string][] = [
      [
        { ...base, absentPlayers: [players.jan], goals: [{ playerId: players.jan, goals: 1 }] },
        'goals.0.playerId',
        'Speler heeft doelpunten',
      ],
      [
        { ...base, goals: [{ playerId: players.jan, goals: -1 }] },
        'goals.0.goals',
        'Doelpunten kunnen niet negatief zijn',
      ],
      [
        { ...base, goals: [{ playerId: players.jan, goals: 1.5 }] },
        'goals.0.goals',
        'Doelpunten moeten een geheel getal zijn',
      ],
      [
        { ...base, fines: twice({ playerId: players.jan, fineTypeId: types.late }) },
        'fines.1.fineTypeId',
        'Speler heeft deze boete al',
      ],
      [
        { ...base, tasks: twice({ playerId: players.jan, taskListId: lists.wash }) },
        'tasks.1.taskListId',
        'Speler heeft deze taak al',
      ],
      [
        { ...base, fines: [{ playerId: players.jan, fineTypeId: types.manual }] },
        'fines.0.fineTypeId',
        'Alleen actieve wedstrijdboetes zijn mogelijk',
      ],
      [
        { ...base, fines: [{ playerId: players.jan, fineTypeId: types.old }] },
        'fines.0.fineTypeId',
        'Alleen actieve wedstrijdboetes zijn mogelijk',
      ],
      [
        { ...base, tasks: [{ playerId: players.jan, taskListId: lists.old }] },
        'tasks.0.taskListId',
        'Taaklijst is niet actief',
      ],
    ];
    for (const [body, path, message] of cases) {
      const response = await fill(matchId, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({
        error: 'ValidationError',
        issues: expect.arrayContaining([{ path, message }]),
      });
    }
    const missing = await fill(matchId, {});
    expect(missing.statusCode).toBe(400);
    expect(await stored(matchId)).toEqual(nothingStored);
  });

  it('keeps an absent player without goals and drops zero goals', async () => {
    const matchId = await playedMatch();
    const response = await fill(matchId, {
      absentPlayers: [players.kees],
      goals: [{ playerId: players.kees, goals: 0 }],
      fines: [],
      tasks: [],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().goals).toEqual([]);
  });

  it('refuses a player who is not in the season', async () => {
    const matchId = await playedMatch();
    const response = await fill(matchId, {
      absentPlayers: [],
      goals: [{ playerId: players.outsider, goals: 1 }],
      fines: [],
      tasks: [],
    });
    expect(response.statusCode).toBe(999);
    expect(response.json()).toEqual({ error: 'PlayerNotInSeason' });
    expect(await stored(matchId)).toEqual(nothingStored);
  });

  it("treats another team's match, player, fine type and task list as not found and stores nothing", async () => {
    const matchId = await playedMatch();
    const base = { absentPlayers: [], goals: [], fines: [], tasks: [] };
    const bodies = [
      [{ ...base, absentPlayers: [theirs.player] }, 'Speler niet gevonden'],
      [{ ...base, goals: [{ playerId: theirs.player, goals: 3 }] }, 'Speler niet gevonden'],
      [
        { ...base, fines: [{ playerId: players.jan, fineTypeId: theirs.fineType }] },
        'Boetetype niet gevonden',
      ],
      [
        { ...base, tasks: [{ playerId: players.jan, taskListId: theirs.taskList }] },
        'Taaklijst niet gevonden',
      ],
    ] as const;
    for (const [body, message] of bodies) {
      const response = await fill(matchId, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'NotFound', message });
    }
    expect(await stored(matchId)).toEqual(nothingStored);

    expect((await fill(theirs.match, base)).statusCode).toBe(404);
    expect((await reset(theirs.match)).statusCode).toBe(404);
    const theirFilled = await t.inject({
      method: 'GET',
      url: `/api/${t.team.code}/match/${theirs.match}/filled`,
    });
    expect(theirFilled.statusCode).toBe(404);
    expect(await stored(theirs.match)).toEqual(nothingStored);
  });

  it('refuses visitors and other teams', async () => {
    const matchId = await playedMatch();
    const body = { absentPlayers: [], goals: [], fines: [], tasks: [] };
    expect((await fill(matchId, body, {})).statusCode).toBe(401);
    expect((await fill(matchId, body, { cookie: t.otherPin })).statusCode).toBe(401);
    expect((await reset(matchId, {})).statusCode).toBe(401);
    expect(await stored(matchId)).toEqual(nothingStored);
  });

  it('lets exactly one of two simultaneous fills win', async () => {
    const matchId = await playedMatch();
    const [a, b] = await Promise.all([fill(matchId, fullFill()), fill(matchId, fullFill())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 999]);
    expect([a, b].find((r) => r.statusCode === 999)?.json()).toEqual({ error: 'MatchFilled' });
    expect(await stored(matchId)).toEqual(fullFillStored);
    expect(t.pushes).toHaveLength(1);
  });

  it('resets a filled match so it can be filled again', async () => {
    const matchId = await playedMatch();
    await fill(matchId, fullFill());
    const response = await reset(matchId);
    expect(response.statusCode).toBe(200);
    expect(await stored(matchId)).toEqual(nothingStored);
    expect(await filled(matchId)).toEqual({
      absentPlayers: [],
      goals: [],
      fines: [],
      draws: [],
      cards: [],
    });
    expect((await fill(matchId, fullFill())).statusCode).toBe(200);
  });

  it('keeps the result with the filled data and clears it on reset', async () => {
    const matchId = await playedMatch();
    const response = await fill(matchId, { ...fullFill(), scoreFor: 3, scoreAgainst: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const match = (
      await t.inject({ method: 'GET', url: `/api/${t.team.code}/match/${matchId}` })
    ).json();
    expect(match).toMatchObject({ filled: true, scoreFor: 3, scoreAgainst: 1 });
    await reset(matchId);
    const after = (
      await t.inject({ method: 'GET', url: `/api/${t.team.code}/match/${matchId}` })
    ).json();
    expect(after).toMatchObject({ filled: false, scoreFor: null, scoreAgainst: null });
    const negative = await fill(matchId, { ...fullFill(), scoreAgainst: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().issues).toEqual([
      { path: 'scoreAgainst', message: 'Een score kan niet negatief zijn' },
    ]);
  });

  const undoReset = (
    matchId: number,
    headers: Record<string, string> = { cookie: t.pin },
    code = t.team.code,
  ) =>
    t.inject({
      method: 'POST',
      url: `/api/${code}/match/${matchId}/data/restore`,
      payload: {},
      headers,
    });

  it('undoes a reset: the same data (same fines) and result, with the fines restored in the log', async () => {
    const matchId = await playedMatch();
    await fill(matchId, { ...fullFill(), scoreFor: 2, scoreAgainst: 2 });
    const before = await filled(matchId);
    expect((await reset(matchId)).statusCode).toBe(200);
    expect(await stored(matchId)).toEqual(nothingStored);

    const undone = await undoReset(matchId);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await filled(matchId)).toEqual(before);
    expect(await stored(matchId)).toEqual(fullFillStored);
    const match = (
      await t.inject({ method: 'GET', url: `/api/${t.team.code}/match/${matchId}` })
    ).json();
    expect(match).toMatchObject({ filled: true, scoreFor: 2, scoreAgainst: 2 });
    const log = (
      await t.inject({
        method: 'GET',
        url: `/api/${t.team.code}/audit?entity=fine`,
        headers: { cookie: t.pin },
      })
    ).json().items as { entityId: number; action: string }[];
    for (const fine of before.fines as { id: number }[]) {
      expect(log.filter((e) => e.entityId === fine.id).map((e) => e.action)).toEqual([
        'restored',
        'deleted',
        'created',
      ]);
    }
    // Nothing left to undo.
    expect((await undoReset(matchId)).statusCode).toBe(404);
  });

  it('refuses to undo a reset once the match was filled anew, and for others', async () => {
    const matchId = await playedMatch();
    await fill(matchId, fullFill());
    await reset(matchId);
    expect(
      (await fill(matchId, { absentPlayers: [], goals: [], fines: [], tasks: [] })).statusCode,
    ).toBe(200);
    const refused = await undoReset(matchId);
    expect(refused.statusCode).toBe(999);
    expect(refused.json()).toEqual({ error: 'CannotRestore' });
    expect(await stored(matchId)).toEqual({ ...nothingStored, filled: true });

    expect((await undoReset(theirs.match)).statusCode).toBe(404);
    expect((await undoReset(matchId, {})).statusCode).toBe(401);
    const bad = await undoReset(-1);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'ValidationError' });
  });

  it('refuses to reset a match with a paid fine', async () => {
    const matchId = await playedMatch();
    const fineId = (await fill(matchId, fullFill())).json().fines[0].id;
    await t.database.db.updateTable('fines').set({ paid: 1 }).where('id', '=', fineId).execute();
    const response = await reset(matchId);
    expect(response.statusCode).toBe(999);
    expect(response.json()).toEqual({ error: 'MatchHasPaidFines' });
    expect(await stored(matchId)).toEqual(fullFillStored);
    expect((await filled(matchId)).fines.filter((f: { paid: boolean }) => f.paid)).toHaveLength(1);
  });

  it('answers the fill without waiting for the push services', async () => {
    const matchId = await playedMatch();
    const queued: PushMessage[] = [];
    await withPushSender(t, stalledPush(queued), async () => {
      expect((await fill(matchId, fullFill())).statusCode).toBe(200);
    });
    expect(queued.map((message) => message.url)).toEqual([`/?matchId=${matchId}`]);
  });

  it('saves the match even when the push notification fails', async () => {
    const matchId = await playedMatch();
    const failing = () => {
      throw new Error('push service down');
    };
    await withPushSender(t, { sendToTeam: failing }, async () => {
      expect((await fill(matchId, fullFill())).statusCode).toBe(200);
    });
    expect((await stored(matchId)).filled).toBe(true);
  });

  it('locks the matches of an older season', async () => {
    const matchId = await playedMatch();
    const filledId = await playedMatch();
    await fill(filledId, fullFill());
    await insertSeason(t.database.db, t.team.id, {
      description: '2027-2028',
      playerIds: [players.jan],
    });
    const fillResponse = await fill(matchId, {
      absentPlayers: [],
      goals: [],
      fines: [],
      tasks: [],
    });
    expect(fillResponse.statusCode).toBe(999);
    expect(fillResponse.json()).toEqual({ error: 'SeasonLocked' });
    const resetResponse = await reset(filledId);
    expect(resetResponse.json()).toEqual({ error: 'SeasonLocked' });
    expect((await stored(filledId)).filled).toBe(true);
  });
});
