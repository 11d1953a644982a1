import type { Kysely } from 'kysely';
import type { Match } from '../../../domain/matches/match.schema.js';
import type { DB } from '../../db/schema.js';
import { toMatch } from '../matches/public.js';
import { inTeam } from '../../db/team-scope.js';

export interface CalendarMatch extends Match {
  season: string;
  sequence: number;
}

/** All matches of the team, every season, by date. */
export async function calendarMatches(db: Kysely<DB>, teamId: number): Promise<CalendarMatch[]> {
  const rows = await inTeam(db, teamId)
    .selectFrom('matches as m')
    .innerJoin('seasons as s', (join) =>
      join.onRef('s.id', '=', 'm.season_id').onRef('s.team_id', '=', 'm.team_id'),
    )
    .selectAll('m')
    .select('s.description')
    .orderBy('m.date')
    .orderBy('m.id')
    .execute();
  return rows.map((row) => ({ ...toMatch(row), season: row.description, sequence: row.sequence }));
}
