import type { Kysely } from 'kysely';
import { todayIso } from '../../../domain/dates.js';
import { compareFines } from '../../../domain/fines/fine-order.js';
import { centsToEuros } from '../../../domain/money.js';
import type { PlayerPage, PlayerPageFine } from '../../../domain/player-page/player-page.schema.js';
import type { DB } from '../../db/schema.js';
import { inTeam } from '../../db/team-scope.js';
import { selectFinesWithPlayerAndType } from '../fines/public.js';
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
      fines: options.moneyVisible ? [] : null,
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

  let fines: PlayerPageFine[] | null = null;
  let openAmount: number | null = null;
  if (options.moneyVisible) {
    const rows = await selectFinesWithPlayerAndType(db, teamId)
      .leftJoin('matches as m', (join) =>
        join.onRef('m.id', '=', 'fines.match_id').onRef('m.team_id', '=', 'fines.team_id'),
      )
      .select('m.opponent')
      .where('fines.player_id', '=', playerId)
      .where('fines.season_id', '=', seasonId)
      .execute();
    const sortable = (fine: PlayerPageFine) => ({
      paid: fine.paid,
      date: fine.date,
      amountCents: fine.amount === null ? 0 : Math.round(fine.amount * 100),
      typeDescription: fine.type,
      playerName: '',
    });
    fines = rows
      .map((row): PlayerPageFine => ({
        id: row.id,
        date: row.date,
        type: row.type_description,
        description: occasion(row.opponent, row.description),
        amount: row.amount_cents === null ? null : centsToEuros(row.amount_cents),
        task: row.task,
        paid: row.paid === 1,
      }))
      .sort((a, b) => compareFines(sortable(a), sortable(b)));
    const openCents = rows
      .filter((row) => row.paid === 0)
      .reduce((sum, row) => sum + (row.amount_cents ?? 0), 0);
    openAmount = centsToEuros(openCents);
  }
  return {
    player,
    seasonId,
    goals: goals?.[1] ?? 0,
    cards,
    titles: goals?.[2] ?? 0,
    attendance: attendance ? { present: attendance.present, absent: attendance.absent } : null,
    fines,
    openAmount,
    draws: draws.map((row) => ({
      id: row.id,
      taskList: row.name,
      date: row.date,
      description: occasion(row.opponent, row.description),
    })),
  };
}
