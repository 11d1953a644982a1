import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema.js';
import {
  insertFineType as insertFineTypeRow,
  insertMatch,
  insertPlayer as insertPlayerRow,
  insertSeason as insertSeasonRow,
} from './match-fixtures.js';

/**
 * Direct inserts for the fine and transaction API tests: seasons, players,
 * matches and match fines belong to other modules, so their rows are made
 * here without going through those modules' endpoints.
 */

export function insertSeason(
  db: Kysely<DB>,
  teamId: number,
  description: string,
  playerIds: number[] = [],
): Promise<number> {
  return insertSeasonRow(db, teamId, { description, playerIds });
}

export function insertPlayer(
  db: Kysely<DB>,
  teamId: number,
  firstName: string,
  lastName = 'Speler',
  nickName: string | null = null,
): Promise<number> {
  return insertPlayerRow(db, teamId, { firstName, lastName, nickName });
}

/** A fine type of € 2,50 unless given, not match-related unless said. */
export function insertFineType(
  db: Kysely<DB>,
  teamId: number,
  description: string,
  {
    amountCents = 250,
    task = null,
    matchRelated = false,
  }: { amountCents?: number; task?: string | null; matchRelated?: boolean } = {},
): Promise<number> {
  return insertFineTypeRow(db, teamId, { description, amountCents, task, matchRelated });
}

/** A filled match with one fine, as the fill wizard would leave it. */
export async function insertMatchFine(
  db: Kysely<DB>,
  {
    teamId,
    seasonId,
    playerId,
    fineTypeId,
    date,
    opponent,
    paid = false,
  }: {
    teamId: number;
    seasonId: number;
    playerId: number;
    fineTypeId: number;
    date: string;
    opponent: string;
    paid?: boolean;
  },
): Promise<{ matchId: number; fineId: number }> {
  const matchId = await insertMatch(db, teamId, seasonId, { date, opponent, filled: true });
  const fineId = await insertFine(db, {
    teamId,
    seasonId,
    playerId,
    fineTypeId,
    date,
    matchId,
    paid,
  });
  return { matchId, fineId };
}

export async function insertFine(
  db: Kysely<DB>,
  {
    teamId,
    seasonId,
    playerId,
    fineTypeId,
    date,
    description = null,
    matchId = null,
    paid = false,
  }: {
    teamId: number;
    seasonId: number;
    playerId: number;
    fineTypeId: number;
    date: string;
    description?: string | null;
    matchId?: number | null;
    paid?: boolean;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('fines')
    .values({
      team_id: teamId,
      season_id: seasonId,
      player_id: playerId,
      fine_type_id: fineTypeId,
      match_id: matchId,
      date,
      description,
      paid: paid ? 1 : 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A long season for the paging tests: Jan Jansen and Piet Bakker in 2026-2027 with `count`
 * open "Te laat" fines of € 2,50 (`Boete 0`, `Boete 1`, …), taken in turns and spread over the
 * year, inserted 500 at a time.
 */
export async function insertLongSeason(
  db: Kysely<DB>,
  teamId: number,
  count: number,
): Promise<{ players: number[]; season: number }> {
  const players = [
    await insertPlayer(db, teamId, 'Jan', 'Jansen'),
    await insertPlayer(db, teamId, 'Piet', 'Bakker'),
  ];
  const season = await insertSeason(db, teamId, '2026-2027', players);
  const type = await insertFineType(db, teamId, 'Te laat', { amountCents: 250 });
  const rows = Array.from({ length: count }, (_, i) => ({
    team_id: teamId,
    season_id: season,
    player_id: players[i % 2]!,
    fine_type_id: type,
    match_id: null,
    date: `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    description: `Boete ${i}`,
    paid: 0 as const,
    created_at: '2026-01-01T00:00:00.000Z',
  }));
  for (let from = 0; from < rows.length; from += 500) {
    await db
      .insertInto('fines')
      .values(rows.slice(from, from + 500))
      .execute();
  }
  return { players, season };
}
