import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { DomainError, NotFoundError } from '../../http/errors.js';
import { inTeam } from '../../db/team-scope.js';

/**
 * Players must be this team's (else 404, so other teams' ids reveal nothing) and
 * belong to the season (else the domain error PlayerNotInSeason).
 */
export async function assertPlayersInSeason(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
  playerIds: readonly number[],
): Promise<void> {
  const unique = [...new Set(playerIds)];
  if (unique.length === 0) return;
  const rows = await inTeam(db, teamId)
    .selectFrom('players')
    .leftJoin('season_players', (join) =>
      join
        .onRef('season_players.player_id', '=', 'players.id')
        .on('season_players.team_id', '=', teamId)
        .on('season_players.season_id', '=', seasonId),
    )
    .select(['players.id', 'season_players.season_id'])
    .where('players.id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) throw new NotFoundError('Speler niet gevonden');
  if (rows.some((row) => row.season_id === null)) throw new DomainError('PlayerNotInSeason');
}
