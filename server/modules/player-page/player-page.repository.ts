import type { Kysely } from 'kysely';
import { todayIso } from '../../../domain/dates.js';
import type { PlayerPage } from '../../../domain/player-page/player-page.schema.js';
import type { DB } from '../../db/schema.js';
import { inTeam } from '../../db/team-scope.js';
import { fineListTotals } from '../fines/public.js';
import { getPlayer } from '../players/public.js';
import { resolveSeasonFilter } from '../seasons/public.js';
import { attendanceStandings, cardCounts, goalStandings } from '../standings/public.js';

/** "tegen VV Noord" for a match fine or draw; the manual description otherwise. */
function occasion(opponent: string | null, description: string | null): string {
  return opponent !== null ? `tegen ${opponent}` : (description ?? '');
}

/**
 * One player's season as his page shows it. The standings' own queries count
 * goals and attendance, so the page always agrees with the dashboard.
 */
export async function playerPage(
  db: Kysely<DB>,
  teamId: number,
  playerId: number,
  options: { seasonId: number | undefined; now: Date; moneyVisible: boolean },
): Promise<PlayerPage> {
  const player = await getPlayer(db, teamId, playerId);
  const seasonId = await resolveSeasonFilter(db, teamId, options.seasonId);
  if (seasonId === null) {
    return {
      player,
      seasonId,
      goals: 0,
      cards: { yellow: 0, red: 0 },
      titles: 0,
      attendance: null,
      fineTotals: options.moneyVisible ? { count: 0, total: 0, outstanding: 0 } : null,
      openAmount: options.moneyVisible ? 0 : null,
      draws: [],
    };
  }
  const goals = (await goalStandings(db, teamId, seasonId, options.now)).find(
    ([p]) => p.id === playerId,
  );
  const cards = (await cardCounts(db, teamId, seasonId)).get(playerId) ?? { yellow: 0, red: 0 };
  const attendance = (await attendanceStandings(db, teamId, seasonId, todayIso(options.now))).find(
    (row) => row.player.id === playerId,
  );
  const draws = await inTeam(db, teamId)
    .selectFrom('task_draws as d')
    .innerJoin('task_lists as l', (join) =>
      join.onRef('l.id', '=', 'd.task_list_id').onRef('l.team_id', '=', 'd.team_id'),
    )
    .leftJoin('matches as m', (join) =>
      join.onRef('m.id', '=', 'd.match_id').onRef('m.team_id', '=', 'd.team_id'),
    )
    .select(['d.id', 'l.name', 'd.date', 'd.description', 'm.opponent'])
    .where('d.player_id', '=', playerId)
    .where('d.season_id', '=', seasonId)
    .orderBy('d.date', 'desc')
    .orderBy('d.id', 'desc')
    .execute();

  // His fines are a paged list of their own (GET /fine?playerId): here only their totals.
  const fineTotals = options.moneyVisible
    ? await fineListTotals(db, teamId, seasonId, { playerId })
    : null;
  return {
    player,
    seasonId,
    goals: goals?.[1] ?? 0,
    cards,
    titles: goals?.[2] ?? 0,
    attendance: attendance ? { present: attendance.present, absent: attendance.absent } : null,
    fineTotals,
    openAmount: fineTotals?.outstanding ?? null,
    draws: draws.map((row) => ({
      id: row.id,
      taskList: row.name,
      date: row.date,
      description: occasion(row.opponent, row.description),
    })),
  };
}
