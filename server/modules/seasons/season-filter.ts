import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { assertTeamSeason, currentSeason } from './season-lock.js';

/**
 * The season a list is for: the asked one (404 when it is not this team's) or
 * the current one; null before the team has any season (an empty list, not an error).
 */
export async function resolveSeasonFilter(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number | undefined,
): Promise<number | null> {
  if (seasonId === undefined) return (await currentSeason(db, teamId))?.id ?? null;
  await assertTeamSeason(db, teamId, seasonId);
  return seasonId;
}
