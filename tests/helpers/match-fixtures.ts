import type { Kysely } from 'kysely';
import { toIsoDate } from '../../domain/dates.js';
import type { AvailabilityStatus, DB, MatchType } from '../../server/db/schema.js';

/** The ISO date `days` from today (negative: in the past), for matches played or coming. */
export const day = (days: number): string =>
  toIsoDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/**
 * Direct inserts of a season's world (players, matches, fine types, task lists)
 * for the fill and lottery tests; the behaviour under test goes through the API.
 */

export async function insertPlayer(
  db: Kysely<DB>,
  teamId: number,
  p: { firstName: string; lastName?: string; nickName?: string | null; active?: boolean },
): Promise<number> {
  const row = await db
    .insertInto('players')
    .values({
      team_id: teamId,
      first_name: p.firstName,
      last_name: p.lastName ?? 'Speler',
      nick_name: p.nickName ?? null,
      active: p.active === false ? 0 : 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertSeason(
  db: Kysely<DB>,
  teamId: number,
  { description, playerIds = [] }: { description: string; playerIds?: number[] },
): Promise<number> {
  const row = await db
    .insertInto('seasons')
    .values({ team_id: teamId, description, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (playerIds.length > 0) {
    await db
      .insertInto('season_players')
      .values(playerIds.map((player_id) => ({ team_id: teamId, season_id: row.id, player_id })))
      .execute();
  }
  return row.id;
}

/** The squad most journeys play with, in this order; a journey takes the first few. */
export const SQUAD = [
  { firstName: 'Jan', lastName: 'Jansen' },
  { firstName: 'Piet', lastName: 'Bakker' },
  { firstName: 'Kees', lastName: 'de Vries' },
  { firstName: 'Bram', lastName: 'Smit' },
] as const;

/** The first `size` players of `SQUAD`, all in the season 2026-2027: their ids and the season's. */
export async function insertSquadSeason(
  db: Kysely<DB>,
  teamId: number,
  size: number,
): Promise<{ players: number[]; season: number }> {
  const players: number[] = [];
  for (const player of SQUAD.slice(0, size)) players.push(await insertPlayer(db, teamId, player));
  const season = await insertSeason(db, teamId, { description: '2026-2027', playerIds: players });
  return { players, season };
}

export async function insertMatch(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
  m: { date: string; opponent?: string; type?: MatchType; cancelled?: boolean; filled?: boolean },
): Promise<number> {
  const row = await db
    .insertInto('matches')
    .values({
      team_id: teamId,
      season_id: seasonId,
      date: m.date,
      match_type: m.type ?? 'League',
      opponent: m.opponent ?? 'Blauw',
      cancelled: m.cancelled ? 1 : 0,
      filled: m.filled ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A player's answer for a match (availability), as if given in the app at `updatedAt`. */
export async function insertAnswer(
  db: Kysely<DB>,
  teamId: number,
  a: {
    matchId: number;
    playerId: number;
    status?: AvailabilityStatus;
    note?: string | null;
    updatedAt?: string;
  },
): Promise<void> {
  await db
    .insertInto('match_availability')
    .values({
      team_id: teamId,
      match_id: a.matchId,
      player_id: a.playerId,
      status: a.status ?? 'Yes',
      note: a.note ?? null,
      updated_at: a.updatedAt ?? new Date().toISOString(),
    })
    .execute();
}

export async function insertFineType(
  db: Kysely<DB>,
  teamId: number,
  t: {
    description: string;
    amountCents?: number | null;
    task?: string | null;
    matchRelated?: boolean;
    obsolete?: boolean;
  },
): Promise<number> {
  const row = await db
    .insertInto('fine_types')
    .values({
      team_id: teamId,
      description: t.description,
      match_related: t.matchRelated === false ? 0 : 1,
      amount_cents: t.task ? null : (t.amountCents ?? 250),
      task: t.task ?? null,
      obsolete: t.obsolete ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertTaskList(
  db: Kysely<DB>,
  teamId: number,
  l: { name: string; seasonId?: number | null; obsolete?: boolean },
): Promise<number> {
  const row = await db
    .insertInto('task_lists')
    .values({
      team_id: teamId,
      name: l.name,
      season_id: l.seasonId ?? null,
      obsolete: l.obsolete ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Earlier draws for a task list, so the lottery's weights have something to weigh. */
export async function insertDraw(
  db: Kysely<DB>,
  teamId: number,
  d: {
    taskListId: number;
    seasonId: number;
    playerId: number;
    date?: string;
    matchId?: number | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('task_draws')
    .values({
      team_id: teamId,
      task_list_id: d.taskListId,
      season_id: d.seasonId,
      player_id: d.playerId,
      match_id: d.matchId ?? null,
      date: d.date ?? '2027-01-01',
      description: d.matchId ? null : 'Eerder',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
