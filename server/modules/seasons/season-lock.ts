import type { Kysely } from 'kysely';
import type { DB, RestoreKind } from '../../db/schema.js';
import { putBack, takeRestoreSnapshot } from '../../db/restore-snapshots.js';
import type { TeamTransaction } from '../../db/team-write.js';
import { DomainError } from '../../http/errors.js';
import { inTeam, teamRecord } from '../../db/team-scope.js';

/**
 * Seasons lock by succession (spec §4 "Season creation locks the previous
 * season"): the newest season of a team is open, every older one is locked.
 * Derived, not stored, so it cannot drift. Every write that touches a season's
 * matches, fines, transactions or draws calls `assertSeasonOpen` inside its
 * `teamWrite` transaction, which keeps a new season out until it commits.
 */

export interface SeasonRef {
  id: number;
  description: string;
}

/** The team's newest season, or null before the first one exists. */
export async function currentSeason(db: Kysely<DB>, teamId: number): Promise<SeasonRef | null> {
  const row = await inTeam(db, teamId)
    .selectFrom('seasons')
    .select(['id', 'description'])
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
  const newer = await inTeam(db, teamId)
    .selectFrom('seasons')
    .select('id')
    .where('id', '>', seasonId)
    .limit(1)
    .executeTakeFirst();
  return newer !== undefined;
}

/**
 * The current season for a write into it (a new match). Inside `teamWrite`, so
 * no new season can commit before this write does.
 */
export async function requireOpenCurrentSeason(
  trx: TeamTransaction,
  teamId: number,
): Promise<SeasonRef> {
  return requireCurrentSeason(trx, teamId);
}

/**
 * 404 when the season is not this team's; `SeasonLocked` when a newer season
 * exists. Inside `teamWrite`: a new season waits for the team lock, so the
 * answer stays true until the write commits.
 */
export async function assertSeasonOpen(
  db: TeamTransaction,
  teamId: number,
  seasonId: number,
): Promise<void> {
  await assertTeamSeason(db, teamId, seasonId);
  if (await isSeasonLocked(db, teamId, seasonId)) throw new DomainError('SeasonLocked');
}

/** A season id from a request must be this team's: another team's season is not found. */
export async function assertTeamSeason(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
): Promise<void> {
  await teamSeason(db, teamId, seasonId);
}

/** The team's season of this id, with its name; another team's season is not found. */
export async function teamSeason(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
): Promise<{ id: number; description: string }> {
  const { id, description } = await teamRecord(
    db,
    teamId,
    'seasons',
    seasonId,
    'Seizoen niet gevonden',
  );
  return { id, description };
}

/**
 * The undo of a delete (a match, a draw): takes the rows kept for it and puts them back,
 * unless the season of the deleted row (the first kept, parents first) is locked meanwhile.
 */
export async function putBackInOpenSeason(
  trx: TeamTransaction,
  teamId: number,
  deleted: { entity: RestoreKind; id: number },
  now: Date,
): Promise<void> {
  const removed = await takeRestoreSnapshot(trx, teamId, deleted.entity, deleted.id, now);
  const row = removed[0]?.rows[0];
  if (row) await assertSeasonOpen(trx, teamId, Number(row.season_id));
  await putBack(trx, removed);
}
