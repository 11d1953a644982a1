import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { DomainError, NotFoundError } from '../../http/errors.js';

/**
 * Seasons lock by succession (spec §4 "Season creation locks the previous
 * season"): the newest season of a team is open, every older one is locked.
 * Derived, not stored, so it cannot drift. Every write that touches a season's
 * matches, fines, transactions or draws calls `assertSeasonOpen` inside its
 * transaction.
 */

export interface SeasonRef {
  id: number;
  description: string;
}

/** The team's newest season, or null before the first one exists. */
export async function currentSeason(db: Kysely<DB>, teamId: number): Promise<SeasonRef | null> {
  const row = await db
    .selectFrom('seasons')
    .select(['id', 'description'])
    .where('team_id', '=', teamId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** The current season, or the domain error `NoSeason` for writes that need one. */
export async function requireCurrentSeason(db: Kysely<DB>, teamId: number): Promise<SeasonRef> {
  const season = await currentSeason(db, teamId);
  if (!season) throw new DomainError('NoSeason');
  return season;
}

export async function isSeasonLocked(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
): Promise<boolean> {
  const newer = await db
    .selectFrom('seasons')
    .select('id')
    .where('team_id', '=', teamId)
    .where('id', '>', seasonId)
    .limit(1)
    .executeTakeFirst();
  return newer !== undefined;
}

/**
 * Serialises a team's season succession against writes into its seasons: the
 * team row is write-locked until the transaction ends (PostgreSQL; SQLite runs
 * one transaction at a time anyway). Without it a write could check "open",
 * a new season could commit, and the write would land in a season locked a
 * moment before — or two new seasons could both pass their checks.
 * Only meaningful inside a transaction.
 */
export async function holdSeasonSuccession(db: Kysely<DB>, teamId: number): Promise<void> {
  await db
    .updateTable('teams')
    .set((eb) => ({ data_version: eb.ref('data_version') }))
    .where('id', '=', teamId)
    .execute();
}

/** The current season for a write into it (a new match): holds the succession first. */
export async function requireOpenCurrentSeason(db: Kysely<DB>, teamId: number): Promise<SeasonRef> {
  await holdSeasonSuccession(db, teamId);
  return requireCurrentSeason(db, teamId);
}

/**
 * 404 when the season is not this team's; `SeasonLocked` when a newer season
 * exists. Holds the succession, so the answer stays true until the transaction ends.
 */
export async function assertSeasonOpen(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
): Promise<void> {
  await holdSeasonSuccession(db, teamId);
  const season = await db
    .selectFrom('seasons')
    .select('id')
    .where('team_id', '=', teamId)
    .where('id', '=', seasonId)
    .executeTakeFirst();
  if (!season) throw new NotFoundError('Seizoen niet gevonden');
  if (await isSeasonLocked(db, teamId, seasonId)) throw new DomainError('SeasonLocked');
}
