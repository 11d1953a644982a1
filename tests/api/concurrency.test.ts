import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eurosToCents } from '../../domain/money.js';
import { insertFineType, insertMatch } from '../helpers/match-fixtures.js';
import { insertFine, insertTransaction } from '../helpers/standings-fixtures.js';
import { makeSeasonClosable, seedTeamWorld, type TeamWorld } from '../helpers/tenant-world.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/test-app.js';

/**
 * The same thing asked many times at once, as a team does when three members
 * tap "save" in the same minute: exactly one fill of a match wins, season
 * creations never leave two open seasons, paid toggles end on the last write,
 * draws stay whole — and nothing answers 500. Two different writes on the same
 * rows (issue 15) end as one after the other would, with an audit log that adds up.
 */

describe.each(testDatabases)('concurrency on $name', (database) => {
  let t: TestApp;
  let team: TeamWorld;
  let codeCounter = 0;

  // A fresh team per test: parallel writes leave state the next test should not inherit.
  beforeEach(async () => {
    t ??= await createTestApp(database);
    team = await seedTeamWorld(t.database.db, { code: `team${++codeCounter}`, pin: '111111' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    t.inject({
      method,
      url: `/api/${team.code}${path}`,
      headers: { cookie: team.pinCookie },
      ...(payload ? { payload } : {}),
    });

  it('lets exactly one of many parallel fills of a match win, without duplicates', async () => {
    const [anne, bram, cas] = team.ids.player as [number, number, number];
    const [lateType] = team.ids.fineType as [number];
    const [washing] = team.ids.taskList as [number];
    const matchId = team.ids.match[0] as number;
    const attempts = Array.from({ length: 8 }, (_, i) => ({
      absentPlayers: [cas],
      goals: [{ playerId: anne, goals: i + 1 }],
      fines: [{ playerId: bram, fineTypeId: lateType }],
      tasks: [{ playerId: anne, taskListId: washing }],
    }));

    const responses = await Promise.all(
      attempts.map((body) => call('POST', `/match/${matchId}/data`, body)),
    );

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 999)).toBe(true);
    expect(responses.filter((r) => r.statusCode === 999).map((r) => r.json().error)).toEqual(
      Array(7).fill('MatchFilled'),
    );
    const winner = attempts[statuses.indexOf(200)];
    const filled = (await call('GET', `/match/${matchId}/filled`)).json();
    expect(filled.goals).toEqual([
      { player: expect.objectContaining({ id: anne }), goals: winner?.goals[0]?.goals },
    ]);
    expect(filled.absentPlayers.map((p: { id: number }) => p.id)).toEqual([cas]);
    expect(filled.fines).toHaveLength(1);
    const { db } = t.database;
    const rows = async (table: 'fines' | 'match_goals' | 'match_absences' | 'task_draws') =>
      (await db.selectFrom(table).select('team_id').where('match_id', '=', matchId).execute())
        .length;
    expect({
      fines: await rows('fines'),
      goals: await rows('match_goals'),
      absences: await rows('match_absences'),
      draws: await rows('task_draws'),
    }).toEqual({ fines: 1, goals: 1, absences: 1, draws: 1 });
    console.log(
      `[concurrency, ${database.name}] parallel fills: 8 tried, 1 won, 7 refused with MatchFilled`,
    );
  });

  it('creates seasons in parallel without ever leaving two open, and loses no rows', async () => {
    await makeSeasonClosable(t.database.db, team);
    const before = await countTeamRows(t, team);
    const sameName = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/season', { description: '2025-2026', playerIds: team.ids.player }),
      ),
    );
    const sameNameStatuses = sameName.map((r) => r.statusCode);
    expect(sameNameStatuses.filter((s) => s === 200)).toHaveLength(1);
    expect(
      sameName.filter((r) => r.statusCode !== 200).map((r) => [r.statusCode, r.json().error]),
    ).toEqual(Array(5).fill([999, 'SeasonAlreadyExists']));

    const differentNames = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', '/season', { description: `Seizoen ${i}`, playerIds: team.ids.player }),
      ),
    );
    expect(differentNames.every((r) => r.statusCode === 200 || r.statusCode === 999)).toBe(true);
    const created = [...sameName, ...differentNames]
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json());

    const seasons: { id: number; locked: boolean }[] = (await call('GET', '/season')).json();
    expect(seasons.filter((s) => !s.locked)).toHaveLength(1);
    expect(seasons.find((s) => !s.locked)?.id).toBe(Math.max(...seasons.map((s) => s.id)));
    for (const season of created) {
      const detail = (await call('GET', `/season/${season.id}`)).json();
      expect(detail.playerIds.sort()).toEqual([...team.ids.player].sort());
    }
    const after = await countTeamRows(t, team);
    expect(after).toEqual({
      ...before,
      seasons: (before.seasons ?? 0) + created.length,
      season_players: (before.season_players ?? 0) + created.length * team.ids.player.length,
    });
    console.log(
      `[concurrency, ${database.name}] parallel new seasons: 12 tried, ${created.length} created, one open`,
    );
  });

  it('creates one task list of many parallel creates with the same name', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', '/task', { name: i % 2 ? 'Ballen pompen' : 'ballen pompen', forSeason: null }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(
      responses.filter((r) => r.statusCode !== 200).map((r) => [r.statusCode, r.json().error]),
    ).toEqual(Array(5).fill([999, 'NameAlreadyExists']));
    const lists: { name: string }[] = (await call('GET', '/task')).json();
    expect(lists.filter((l) => l.name.toLowerCase() === 'ballen pompen')).toHaveLength(1);
  });

  it('ends parallel paid toggles on the last write, and keeps the balance equal to its rows', async () => {
    const fineIds = team.ids.fine.slice(0, 2);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('PUT', `/fine/${fineIds[i % 2]}/paid`, { paid: i % 3 === 0 }),
      ),
    );
    expect(burst.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);

    // Per fine a chain of toggles, the chains side by side: each fine ends as its chain's last write.
    const chains = fineIds.map((id, n) => Array.from({ length: 6 }, (_, i) => (i + n) % 2 === 0));
    await Promise.all(
      fineIds.map(async (id, n) => {
        for (const paid of chains[n] ?? []) {
          expect((await call('PUT', `/fine/${id}/paid`, { paid })).statusCode).toBe(200);
        }
      }),
    );
    for (const [n, id] of fineIds.entries()) {
      expect((await call('GET', `/fine/${id}`)).json().paid).toBe(chains[n]?.at(-1));
    }

    const seasonId = team.ids.season[0] as number;
    const fines: { paid: boolean; type: { amount: number | null } }[] = (
      await call('GET', `/fine?seasonId=${seasonId}`)
    ).json();
    const cents = (paid: boolean) =>
      fines
        .filter((f) => f.paid === paid)
        .reduce((sum, f) => sum + eurosToCents(f.type.amount ?? 0), 0);
    const balance = (await call('GET', `/season/${seasonId}/balance`)).json();
    expect({
      unpaid: eurosToCents(balance.unpaidFines),
      paid: eurosToCents(balance.paidFines),
    }).toEqual({
      unpaid: cents(false),
      paid: cents(true),
    });
    console.log(
      `[concurrency, ${database.name}] paid toggles: 20 at once + 2 chains of 6, last write kept`,
    );
  });

  it('keeps each of many parallel draws of one list whole', async () => {
    const [washing] = team.ids.taskList as [number];
    const before = (
      await t.database.db
        .selectFrom('task_draws')
        .select('id')
        .where('team_id', '=', team.teamId)
        .execute()
    ).length;
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', `/task/${washing}/draw`, {
          toDraw: 2,
          ignorePlayerIds: i % 2 === 0 ? [] : [team.ids.player[0]],
          data: { date: '2025-02-01', description: `Training ${i}` },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    for (const [i, response] of responses.entries()) {
      const { players, draws } = response.json() as {
        players: { id: number }[];
        draws: { player: { id: number }; taskListId: number; data: { description?: string } }[];
      };
      const drawn = players.map((p) => p.id);
      expect(new Set(drawn).size).toBe(2);
      expect(drawn.every((id) => team.ids.player.includes(id))).toBe(true);
      if (i % 2 === 1) expect(drawn).not.toContain(team.ids.player[0]);
      expect(draws.map((d) => d.player.id)).toEqual(drawn);
      expect(
        draws.every((d) => d.taskListId === washing && d.data.description === `Training ${i}`),
      ).toBe(true);
    }
    const after = (
      await t.database.db
        .selectFrom('task_draws')
        .select('id')
        .where('team_id', '=', team.teamId)
        .execute()
    ).length;
    expect(after - before).toBe(12);
    console.log(`[concurrency, ${database.name}] parallel draws: 6 × 2 players, each whole`);
  });

  // Two writes that check the same row, sent at the same moment. A race shows in
  // some rounds only, so each pair runs ROUNDS times, each round on fresh rows, and
  // every round must end as one of the two one-after-the-other orders would.
  const ROUNDS = 12;

  const outcome = (response: LightMyRequestResponse) =>
    response.statusCode === 999 ? `999 ${response.json().error}` : String(response.statusCode);

  async function race<Rows>(
    setUp: () => Promise<Rows>,
    send: (rows: Rows) => [Promise<LightMyRequestResponse>, Promise<LightMyRequestResponse>],
    settle: (
      rows: Rows,
      responses: [LightMyRequestResponse, LightMyRequestResponse],
    ) => Promise<string>,
  ): Promise<Record<string, number>> {
    const tally: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      const rows = await setUp();
      const responses = await Promise.all(send(rows));
      const ending = await settle(rows, responses);
      tally[ending] = (tally[ending] ?? 0) + 1;
    }
    console.log(`[concurrency, ${database.name}] ${JSON.stringify(tally)}`);
    return tally;
  }

  /** The endings of the rounds that are none of the allowed ones (expected: none). */
  const unexpected = (tally: Record<string, number>, allowed: string[]) =>
    Object.keys(tally).filter((ending) => !allowed.includes(ending));

  /** Audit lines about nothing, and logged fines that vanished without a 'deleted' line. */
  async function auditProblems(): Promise<string[]> {
    const { db } = t.database;
    const lines = await db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'action', 'before', 'after'])
      .where('team_id', '=', team.teamId)
      .execute();
    const fines = new Set(
      (await db.selectFrom('fines').select('id').where('team_id', '=', team.teamId).execute()).map(
        (f) => f.id,
      ),
    );
    const deleted = new Set(
      lines.filter((l) => l.entity === 'fine' && l.action === 'deleted').map((l) => l.entity_id),
    );
    return [
      ...lines
        .filter((l) => l.before === null && l.after === null)
        .map((l) => `${l.entity} ${l.entity_id}: '${l.action}' without before or after`),
      ...lines
        .filter((l) => l.entity === 'fine' && l.action === 'created')
        .filter((l) => !fines.has(l.entity_id) && !deleted.has(l.entity_id))
        .map((l) => `fine ${l.entity_id}: gone without a 'deleted' line`),
    ];
  }

  const newMatch = (filled = false) =>
    insertMatch(t.database.db, team.teamId, team.ids.season[0] as number, {
      date: '2025-02-01',
      filled,
    });
  const newFine = (f: { fineTypeId: number; matchId?: number }) =>
    insertFine(t.database.db, team.teamId, {
      seasonId: team.ids.season[0] as number,
      playerId: team.ids.player[1] as number,
      date: '2025-02-01',
      ...f,
    });
  const matchState = async (matchId: number) => {
    const { db } = t.database;
    const match = await db
      .selectFrom('matches')
      .select(['filled', 'cancelled'])
      .where('id', '=', matchId)
      .executeTakeFirst();
    const fines = await db
      .selectFrom('fines')
      .select('id')
      .where('match_id', '=', matchId)
      .execute();
    return match
      ? `filled ${match.filled}, cancelled ${match.cancelled}, ${fines.length} fine(s)`
      : `gone, ${fines.length} fine(s)`;
  };
  const fillWithOneFine = (matchId: number) =>
    call('POST', `/match/${matchId}/data`, {
      absentPlayers: [],
      goals: [],
      fines: [{ playerId: team.ids.player[1], fineTypeId: team.ids.fineType[0] }],
      tasks: [],
    });

  it.each([
    {
      what: 'both fills and deletes a match: the delete sees the fill, or the fill finds no match',
      other: (matchId: number) => call('DELETE', `/match/${matchId}`),
      outcomes: [
        '200 / 999 MatchFilled: filled 1, cancelled 0, 1 fine(s)',
        '404 / 200: gone, 0 fine(s)',
      ],
    },
    {
      what: 'leaves a match both filled and cancelled',
      other: (matchId: number) =>
        call('PUT', `/match/${matchId}`, {
          date: '2025-02-01',
          matchType: 'League',
          opponent: 'Blauw',
          cancelled: true,
        }),
      outcomes: [
        '200 / 999 MatchFilled: filled 1, cancelled 0, 1 fine(s)',
        '999 MatchCancelled / 200: filled 0, cancelled 1, 0 fine(s)',
      ],
    },
  ])('never $what', async ({ other, outcomes }) => {
    const tally = await race(
      () => newMatch(),
      (matchId) => [fillWithOneFine(matchId), other(matchId)],
      async (matchId, [fill, write]) =>
        `${outcome(fill)} / ${outcome(write)}: ${await matchState(matchId)}`,
    );
    expect(unexpected(tally, outcomes)).toEqual([]);
    expect(await auditProblems()).toEqual([]);
  });

  it('never deletes a fine whose payment it acknowledged', async () => {
    const manualType = team.ids.fineType[1] as number;
    const tally = await race(
      () => newFine({ fineTypeId: manualType }),
      (fineId) => [
        call('PUT', `/fine/${fineId}/paid`, { paid: true }),
        call('DELETE', `/fine/${fineId}`),
      ],
      async (fineId, [pay, remove]) => {
        const fine = await t.database.db
          .selectFrom('fines')
          .select('paid')
          .where('id', '=', fineId)
          .executeTakeFirst();
        return `${outcome(pay)} / ${outcome(remove)}: ${fine ? `paid ${fine.paid}` : 'gone'}`;
      },
    );
    expect(unexpected(tally, ['200 / 999 FinePaid: paid 1', '404 / 200: gone'])).toEqual([]);
    expect(await auditProblems()).toEqual([]);
  });

  it('never pays a fine while its match is reset, nor logs a payment of nothing', async () => {
    const lateType = team.ids.fineType[0] as number;
    const tally = await race(
      async () => {
        const matchId = await newMatch(true);
        return { matchId, fineId: await newFine({ fineTypeId: lateType, matchId }) };
      },
      ({ matchId, fineId }) => [
        call('PUT', `/fine/${fineId}/paid`, { paid: true }),
        call('DELETE', `/match/${matchId}/data`),
      ],
      async ({ matchId }, [pay, reset]) =>
        `${outcome(pay)} / ${outcome(reset)}: ${await matchState(matchId)}`,
    );
    expect(
      unexpected(tally, [
        '200 / 999 MatchHasPaidFines: filled 1, cancelled 0, 1 fine(s)',
        '404 / 200: filled 0, cancelled 0, 0 fine(s)',
      ]),
    ).toEqual([]);
    expect(await auditProblems()).toEqual([]);
  });

  it('creates a fine at the price its type has when the type is repriced at the same moment', async () => {
    const { db } = t.database;
    let round = 0;
    const tally = await race(
      () =>
        insertFineType(db, team.teamId, {
          description: `Race ${++round}`,
          amountCents: 100,
          matchRelated: false,
        }),
      (typeId) => [
        call('PUT', `/fine/types/${typeId}`, {
          description: `Race ${round}`,
          matchRelated: false,
          amount: 99,
          task: null,
        }),
        call('POST', '/fine', {
          playerId: team.ids.player[1],
          typeId,
          data: { date: '2025-02-01', description: `Race ${round}` },
        }),
      ],
      async (typeId, [reprice, create]) => {
        const type = await db
          .selectFrom('fine_types')
          .select('amount_cents')
          .where('id', '=', typeId)
          .executeTakeFirstOrThrow();
        // The price a new fine was created at, as the audit log keeps it and the answer showed it.
        const created =
          create.statusCode === 200
            ? await db
                .selectFrom('audit_log')
                .select('after')
                .where('entity', '=', 'fine')
                .where('entity_id', '=', create.json().id)
                .where('action', '=', 'created')
                .executeTakeFirstOrThrow()
            : null;
        const createdAt = created
          ? ` logged at € ${JSON.parse(created.after ?? '{}').amount}, answered € ${create.json().type.amount}`
          : '';
        return `${outcome(reprice)} / ${outcome(create)}${createdAt}: type € ${(type.amount_cents ?? 0) / 100}`;
      },
    );
    expect(
      unexpected(tally, [
        '999 FineTypeHasFines / 200 logged at € 1, answered € 1: type € 1',
        '200 / 200 logged at € 99, answered € 99: type € 99',
      ]),
    ).toEqual([]);
  });

  it('answers a transaction edited and deleted at the same moment with 200s and a 404, never a 500', async () => {
    const { db } = t.database;
    const tally = await race(
      () =>
        insertTransaction(db, team.teamId, {
          seasonId: team.ids.season[0] as number,
          type: 'Income',
          cents: 500,
          date: '2025-02-01',
          reason: 'Race',
        }),
      (transactionId) => [
        call('PUT', `/transaction/${transactionId}`, {
          amount: 7.5,
          date: '2025-02-01',
          reason: 'Race, bijgewerkt',
          transactionType: 'Income',
        }),
        call('DELETE', `/transaction/${transactionId}`),
      ],
      async (transactionId, [edit, remove]) => {
        const row = await db
          .selectFrom('transactions')
          .select('id')
          .where('id', '=', transactionId)
          .executeTakeFirst();
        return `${outcome(edit)} / ${outcome(remove)}: ${row ? 'kept' : 'gone'}`;
      },
    );
    expect(unexpected(tally, ['200 / 200: gone', '404 / 200: gone'])).toEqual([]);
    expect(await auditProblems()).toEqual([]);
  });
});

/** Row counts of a team's tables. */
async function countTeamRows(t: TestApp, team: TeamWorld): Promise<Record<string, number>> {
  const { db } = t.database;
  const tables = [
    'seasons',
    'season_players',
    'matches',
    'fines',
    'transactions',
    'task_draws',
    'players',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    counts[table] = (
      await db.selectFrom(table).select('team_id').where('team_id', '=', team.teamId).execute()
    ).length;
  }
  return counts;
}
