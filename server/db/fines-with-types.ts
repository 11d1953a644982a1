import type { Kysely } from 'kysely';
import type { DB } from './schema.js';
import { inTeam } from './team-scope.js';

/**
 * A team's fines, each with its type (joined on the team as well as the id): what a
 * fine costs is its type's amount. The fine list and its totals, a player's open fines
 * and a bank statement's references start from it.
 */
export function finesWithTypes(db: Kysely<DB>, teamId: number) {
  return inTeam(db, teamId)
    .selectFrom('fines')
    .innerJoin('fine_types', (join) =>
      join
        .onRef('fine_types.team_id', '=', 'fines.team_id')
        .onRef('fine_types.id', '=', 'fines.fine_type_id'),
    );
}
