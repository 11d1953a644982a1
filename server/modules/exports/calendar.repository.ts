import type { Kysely } from 'kysely';
import type { DB, MatchType } from '../../db/schema.js';
import { inTeam } from '../../db/team-scope.js';

export interface CalendarMatch {
  id: number;
  date: string;
  matchType: MatchType;
  opponent: string;
  cancelled: boolean;
  season: string;
  kickOff: string | null;
  location: string | null;
  home: boolean;
  scoreFor: number | null;
  scoreAgainst: number | null;
  sequence: number;
}

/** All matches of the team, every season, by date. */
export async function calendarMatches(db: Kysely<DB>, teamId: number): Promise<CalendarMatch[]> {
  const rows = await inTeam(db, teamId)
    .selectFrom('matches as m')
    .innerJoin('seasons as s', (join) =>
      join.onRef('s.id', '=', 'm.season_id').onRef('s.team_id', '=', 'm.team_id'),
    )
    .select(['m.id', 'm.date', 'm.match_type', 'm.opponent', 'm.cancelled', 's.description'])
    .select(['m.kick_off', 'm.location', 'm.home', 'm.score_for', 'm.score_against', 'm.sequence'])
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
    kickOff: row.kick_off,
    location: row.location,
    home: row.home === 1,
    scoreFor: row.score_for,
    scoreAgainst: row.score_against,
    sequence: row.sequence,
  }));
}
