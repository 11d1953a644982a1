import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema.js';
import { insertFine as insertFineRow } from './fine-fixtures.js';
import { insertTeam } from './fixtures.js';
import {
  insertFineType as insertFineTypeRow,
  insertMatch as insertMatchRow,
  insertPlayer as insertPlayerRow,
  insertSeason as insertSeasonRow,
} from './match-fixtures.js';

/**
 * Direct inserts for the dashboard's standings and money figures: small
 * builders, and one fixed team whose expected figures are worked out by hand
 * in the comments of `seedStandingsTeam` (the API tests and the end-to-end
 * test both check against them).
 */

const now = () => new Date().toISOString();

/** A player; the last name is `Jansen` unless given. */
export function insertPlayer(
  db: Kysely<DB>,
  teamId: number,
  { lastName = 'Jansen', ...player }: Parameters<typeof insertPlayerRow>[2],
): Promise<number> {
  return insertPlayerRow(db, teamId, { lastName, ...player });
}

export function insertSeason(
  db: Kysely<DB>,
  teamId: number,
  description: string,
  playerIds: number[],
): Promise<number> {
  return insertSeasonRow(db, teamId, { description, playerIds });
}

export interface MatchSeed {
  seasonId: number;
  date: string;
  opponent?: string;
  cancelled?: boolean;
  /** A filled match's absent players and goals (player id → goals). */
  filled?: { absent?: number[]; goals?: Record<number, number> };
}

export async function insertMatch(
  db: Kysely<DB>,
  teamId: number,
  match: MatchSeed,
): Promise<number> {
  const id = await insertMatchRow(db, teamId, match.seasonId, {
    date: match.date,
    opponent: match.opponent ?? 'Tegenstander',
    cancelled: match.cancelled,
    filled: !!match.filled,
  });
  const absent = match.filled?.absent ?? [];
  if (absent.length > 0) {
    await db
      .insertInto('match_absences')
      .values(absent.map((playerId) => ({ team_id: teamId, match_id: id, player_id: playerId })))
      .execute();
  }
  const goals = Object.entries(match.filled?.goals ?? {});
  if (goals.length > 0) {
    await db
      .insertInto('match_goals')
      .values(
        goals.map(([playerId, count]) => ({
          team_id: teamId,
          match_id: id,
          player_id: Number(playerId),
          goals: count,
        })),
      )
      .execute();
  }
  return id;
}

/** A match-related fine type of an amount in cents, or a task (one that costs no money). */
export function insertFineType(
  db: Kysely<DB>,
  teamId: number,
  description: string,
  cost: { cents: number } | { task: string },
): Promise<number> {
  return insertFineTypeRow(db, teamId, {
    description,
    ...('cents' in cost ? { amountCents: cost.cents } : { task: cost.task }),
  });
}

/** A fine; one without a match is a "Handmatige boete". */
export function insertFine(
  db: Kysely<DB>,
  teamId: number,
  fine: {
    seasonId: number;
    playerId: number;
    fineTypeId: number;
    date: string;
    matchId?: number;
    paid?: boolean;
  },
): Promise<number> {
  return insertFineRow(db, {
    teamId,
    ...fine,
    description: fine.matchId ? null : 'Handmatige boete',
  });
}

export async function insertTransaction(
  db: Kysely<DB>,
  teamId: number,
  t: { seasonId: number; type: 'Income' | 'Expense'; cents: number; date: string; reason: string },
): Promise<number> {
  const { id } = await db
    .insertInto('transactions')
    .values({
      team_id: teamId,
      season_id: t.seasonId,
      transaction_type: t.type,
      amount_cents: t.cents,
      date: t.date,
      reason: t.reason,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertTaskList(
  db: Kysely<DB>,
  teamId: number,
  name: string,
): Promise<number> {
  const { id } = await db
    .insertInto('task_lists')
    .values({ team_id: teamId, name, season_id: null, obsolete: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertDraw(
  db: Kysely<DB>,
  teamId: number,
  draw: { taskListId: number; seasonId: number; playerId: number; date: string; matchId?: number },
): Promise<number> {
  const { id } = await db
    .insertInto('task_draws')
    .values({
      team_id: teamId,
      task_list_id: draw.taskListId,
      season_id: draw.seasonId,
      player_id: draw.playerId,
      match_id: draw.matchId ?? null,
      date: draw.date,
      description: draw.matchId ? null : 'Training',
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface StandingsTeam {
  teamId: number;
  code: string;
  players: { anne: number; bram: number; cas: number; dirk: number; eva: number };
  /** 2024-2025: Anne, Bram, Cas ("Cassie"), Eva (inactive). */
  season1: number;
  /** 2025-2026, the current one: Anne, Bram and Dirk, who only plays this season. */
  season2: number;
  matches: {
    m1: number;
    m2: number;
    m3Cancelled: number;
    m4: number;
    m5Unfilled: number;
    n1: number;
  };
  taskLists: { wassen: number; taart: number };
  fines: {
    anneLate: number;
    anneRed: number;
    bramLate1: number;
    bramLate2: number;
    casCake: number;
    evaRed: number;
    evaLate: number;
  };
}

/**
 * The fixed data set. Figures by hand:
 *
 * Season 1, counted matches m1, m2, m4 (m3 cancelled, m5 not filled):
 * - goals: Anne 2+1 = 3, Cassie 3, Bram 1+1 = 2 → total 8; ranks 1, 1, 3.
 * - attendance: Bram 3/0; Anne (absent m4) 2/1; Cassie (absent m1) 2/1;
 *   Eva (absent m4) 2/1 → ranks 1, 2, 2, 2; 66,67% for the 2/1 players.
 * - fines (Te laat € 2,50, Rode kaart € 10,-, Taart = a task):
 *   Anne: late unpaid + red paid = € 12,50 (2); Eva: red + late unpaid = € 12,50 (2);
 *   Bram: late paid twice = € 5,- (2); Cassie: cake unpaid = € 0,- (1) → ranks 1, 1, 3, 4.
 * - money: unpaid 2,50 + 10 + 2,50 = € 15,-; paid 10 + 2,50 + 2,50 = € 15,-;
 *   transactions + 50,- sponsor − 20,25 balls = € 29,75; balance 15 + 29,75 = € 44,75;
 *   total fines € 30,-; total pot € 59,75.
 * - task list Wassen: Anne 2, Bram 1, Cassie 0, Eva 0.
 * Season 2: n1 filled, Bram absent, Dirk 1 goal → attendance Anne 1/0, Dirk 1/0,
 *   Bram 0/1; no fines; one expense € 12,- → balance − € 12,-; Wassen: Dirk 1.
 */
export async function seedStandingsTeam(db: Kysely<DB>, code = 'oranje'): Promise<StandingsTeam> {
  const { id: teamId } = await insertTeam(db, { code, name: 'FC Oranje' });
  const anne = await insertPlayer(db, teamId, { firstName: 'Anne', lastName: 'de Vries' });
  const bram = await insertPlayer(db, teamId, { firstName: 'Bram', lastName: 'Bakker' });
  const cas = await insertPlayer(db, teamId, {
    firstName: 'Cas',
    lastName: 'Smit',
    nickName: 'Cassie',
  });
  const dirk = await insertPlayer(db, teamId, { firstName: 'Dirk', lastName: 'Visser' });
  const eva = await insertPlayer(db, teamId, {
    firstName: 'Eva',
    lastName: 'Mulder',
    active: false,
  });

  const season1 = await insertSeason(db, teamId, '2024-2025', [anne, bram, cas, eva]);
  const m1 = await insertMatch(db, teamId, {
    seasonId: season1,
    date: '2024-09-07',
    opponent: 'VV Noord',
    filled: { absent: [cas], goals: { [anne]: 2, [bram]: 1 } },
  });
  const m2 = await insertMatch(db, teamId, {
    seasonId: season1,
    date: '2024-09-14',
    opponent: 'SV Oost',
    filled: { goals: { [anne]: 1, [cas]: 3 } },
  });
  const m3Cancelled = await insertMatch(db, teamId, {
    seasonId: season1,
    date: '2024-09-21',
    opponent: 'FC Zuid',
    cancelled: true,
  });
  const m4 = await insertMatch(db, teamId, {
    seasonId: season1,
    date: '2024-09-28',
    opponent: 'RKVV West',
    filled: { absent: [anne, eva], goals: { [bram]: 1 } },
  });
  const m5Unfilled = await insertMatch(db, teamId, {
    seasonId: season1,
    date: '2024-10-05',
    opponent: 'De Zwaluwen',
  });

  const late = await insertFineType(db, teamId, 'Te laat', { cents: 250 });
  const red = await insertFineType(db, teamId, 'Rode kaart', { cents: 1000 });
  const cake = await insertFineType(db, teamId, 'Taart', { task: 'Taart meenemen' });
  const fine = (
    playerId: number,
    fineTypeId: number,
    matchId: number,
    date: string,
    paid = false,
  ) => insertFine(db, teamId, { seasonId: season1, playerId, fineTypeId, matchId, date, paid });
  const fines = {
    anneLate: await fine(anne, late, m1, '2024-09-07'),
    anneRed: await fine(anne, red, m2, '2024-09-14', true),
    bramLate1: await fine(bram, late, m1, '2024-09-07', true),
    bramLate2: await fine(bram, late, m2, '2024-09-14', true),
    casCake: await fine(cas, cake, m2, '2024-09-14'),
    evaRed: await fine(eva, red, m1, '2024-09-07'),
    evaLate: await fine(eva, late, m2, '2024-09-14'),
  };
  await insertTransaction(db, teamId, {
    seasonId: season1,
    type: 'Income',
    cents: 5000,
    date: '2024-08-30',
    reason: 'Sponsor',
  });
  await insertTransaction(db, teamId, {
    seasonId: season1,
    type: 'Expense',
    cents: 2025,
    date: '2024-09-02',
    reason: 'Ballen',
  });

  const wassen = await insertTaskList(db, teamId, 'Wassen');
  const taart = await insertTaskList(db, teamId, 'Taart');
  await insertDraw(db, teamId, {
    taskListId: wassen,
    seasonId: season1,
    playerId: anne,
    date: '2024-09-07',
    matchId: m1,
  });
  await insertDraw(db, teamId, {
    taskListId: wassen,
    seasonId: season1,
    playerId: anne,
    date: '2024-09-28',
    matchId: m4,
  });
  await insertDraw(db, teamId, {
    taskListId: wassen,
    seasonId: season1,
    playerId: bram,
    date: '2024-09-14',
    matchId: m2,
  });

  const season2 = await insertSeason(db, teamId, '2025-2026', [anne, bram, dirk]);
  const n1 = await insertMatch(db, teamId, {
    seasonId: season2,
    date: '2025-09-06',
    opponent: 'VV Noord',
    filled: { absent: [bram], goals: { [dirk]: 1 } },
  });
  await insertTransaction(db, teamId, {
    seasonId: season2,
    type: 'Expense',
    cents: 1200,
    date: '2025-09-01',
    reason: 'Scheidsrechter',
  });
  await insertDraw(db, teamId, {
    taskListId: wassen,
    seasonId: season2,
    playerId: dirk,
    date: '2025-09-06',
    matchId: n1,
  });

  return {
    teamId,
    code,
    players: { anne, bram, cas, dirk, eva },
    season1,
    season2,
    matches: { m1, m2, m3Cancelled, m4, m5Unfilled, n1 },
    taskLists: { wassen, taart },
    fines,
  };
}

/**
 * Another team (`blauw`) in the same database with figures of its own: Kees, in its 2024-2025
 * season, scored 4 in its one filled match. None of it may show in another team's figures.
 */
export async function seedOtherTeam(
  db: Kysely<DB>,
): Promise<{ id: number; code: string; season: number; player: number }> {
  const blauw = await insertTeam(db, { code: 'blauw' });
  const kees = await insertPlayer(db, blauw.id, { firstName: 'Kees' });
  const season = await insertSeason(db, blauw.id, '2024-2025', [kees]);
  await insertMatch(db, blauw.id, {
    seasonId: season,
    date: '2024-09-07',
    filled: { goals: { [kees]: 4 } },
  });
  return { ...blauw, season, player: kees };
}
