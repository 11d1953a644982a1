import { sql, type RawBuilder, type SqlBool } from 'kysely';

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
