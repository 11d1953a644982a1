import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { NotFoundError } from '../../http/errors.js';
import { currentSeason } from './season-lock.js';
import { inTeam } from '../../db/team-scope.js';

/** A season id from a query string must be this team's: another team's season is not found. */
export async function assertTeamSeason(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
): Promise<void> {
  const season = await inTeam(db, teamId)
    .selectFrom('seasons')
    .select('id')
    .where('id', '=', seasonId)
    .executeTakeFirst();
  if (!season) throw new NotFoundError('Seizoen niet gevonden');
}

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
