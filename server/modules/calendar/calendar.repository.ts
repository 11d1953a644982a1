import type { Kysely } from 'kysely';
import type { DB, MatchType } from '../../db/schema.js';

export interface CalendarMatch {
  id: number;
  date: string;
  matchType: MatchType;
  opponent: string;
  cancelled: boolean;
  season: string;
}

/** All matches of the team, every season, by date. */
export async function calendarMatches(db: Kysely<DB>, teamId: number): Promise<CalendarMatch[]> {
  const rows = await db
    .selectFrom('matches as m')
    .innerJoin('seasons as s', (join) =>
      join.onRef('s.id', '=', 'm.season_id').onRef('s.team_id', '=', 'm.team_id'),
    )
    .select(['m.id', 'm.date', 'm.match_type', 'm.opponent', 'm.cancelled', 's.description'])
    .where('m.team_id', '=', teamId)
    .orderBy('m.date')
    .orderBy('m.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    matchType: row.match_type,
    opponent: row.opponent,
    cancelled: row.cancelled === 1,
    season: row.description,
  }));
}
