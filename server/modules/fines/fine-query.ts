import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTeam } from '../../db/team-scope.js';
import { joinedPlayerColumns } from '../players/public.js';

/**
 * A team's fines with their player and type: the one query the fine list
 * (fines.repository.ts), a match's filled-in fines (server/modules/fill/fill.repository.ts)
 * and the audit log's picture of a fine (audit.repository.ts) start from. Its
 * own module because fines imports audit: it must import neither.
 */
export function selectFinesWithPlayerAndType(db: Kysely<DB>, teamId: number) {
  return inTeam(db, teamId)
    .selectFrom('fines')
    .innerJoin('players', (join) =>
      join
        .onRef('players.team_id', '=', 'fines.team_id')
        .onRef('players.id', '=', 'fines.player_id'),
    )
    .innerJoin('fine_types', (join) =>
      join
        .onRef('fine_types.team_id', '=', 'fines.team_id')
        .onRef('fine_types.id', '=', 'fines.fine_type_id'),
    )
    .select([
      'fines.id',
      'fines.season_id',
      'fines.match_id',
      'fines.date',
      'fines.description',
      'fines.paid',
      ...joinedPlayerColumns,
      'fine_types.id as type_id',
      'fine_types.description as type_description',
      'fine_types.match_related',
      'fine_types.amount_cents',
      'fine_types.task',
      'fine_types.obsolete',
    ]);
}
