import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTeam } from '../../db/team-scope.js';

/**
 * Spec: a match counts for attendance when it was played (dated `today` or
 * earlier), is filled and is not cancelled. The one statement of that rule, for
 * the standings, the player's page (through the standings) and the exports:
 * `match` is the alias the query gives the matches table.
 */
export function countsForAttendance(match: string, today: string): RawBuilder<SqlBool> {
  const column = (name: 'filled' | 'cancelled' | 'date') => sql.ref(`${match}.${name}`);
  return sql<SqlBool>`(${column('filled')} = 1 and ${column('cancelled')} = 0 and ${column('date')} <= ${today})`;
}

/** A season's matches that count for attendance, as `m`: the charts per match and the recap start here. */
export function countedMatches(db: Kysely<DB>, teamId: number, seasonId: number, today: string) {
  return inTeam(db, teamId)
    .selectFrom('matches as m')
    .where('m.season_id', '=', seasonId)
    .where(countsForAttendance('m', today));
}
