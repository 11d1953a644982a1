import type { Kysely } from 'kysely';
import type { MatchPoint } from '../../../domain/standings/by-match.schema.js';
import type { DB } from '../../db/schema.js';
import { countedMatches } from '../matches/public.js';

/**
 * Attendance and goals per counted match of a season (the attendance and goals
 * charts, issue 31): one row per match, so the answer is bounded by the season's
 * matches. The figures follow the attendance standing's rule: the season's players
 * count, absent when on the match's absent list, present otherwise. With a player,
 * his own 1/0 and goals.
 */
export async function seasonByMatch(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
  today: string,
  playerId?: number,
): Promise<MatchPoint[]> {
  const rows = await countedMatches(db, teamId, seasonId, today)
    .select((eb) => {
      // The season's squad: everyone, or the one player when he is in it.
      const squad = () => {
        let query = eb
          .selectFrom('season_players as sp')
          .where('sp.team_id', '=', teamId)
          .where('sp.season_id', '=', seasonId);
        if (playerId !== undefined) query = query.where('sp.player_id', '=', playerId);
        return query;
      };
      const goals = eb
        .selectFrom('match_goals as g')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('g.goals'), inner.lit(0)).as('n'))
        .where('g.team_id', '=', teamId)
        .whereRef('g.match_id', '=', 'm.id');
      return [
        squad()
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .as('squad'),
        squad()
          .innerJoin('match_absences as a', (join) =>
            join.onRef('a.team_id', '=', 'sp.team_id').onRef('a.player_id', '=', 'sp.player_id'),
          )
          .whereRef('a.match_id', '=', 'm.id')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .as('absent'),
        (playerId === undefined ? goals : goals.where('g.player_id', '=', playerId)).as('goals'),
      ];
    })
    .select(['m.id', 'm.date', 'm.opponent'])
    .orderBy('m.date')
    .orderBy('m.id')
    .execute();
  return rows.map((row) => {
    const absent = Number(row.absent);
    return {
      matchId: row.id,
      date: row.date,
      opponent: row.opponent,
      present: Number(row.squad) - absent,
      absent,
      goals: Number(row.goals ?? 0),
    };
  });
}
