import type { Kysely } from 'kysely';
import { finePot } from '../../../domain/fine-pot/fine-pot.js';
import { centsToEuros } from '../../../domain/money.js';
import type { SeasonRecap } from '../../../domain/season-recap/season-recap.schema.js';
import {
  rankAttendanceStandings,
  rankFineStandings,
  rankGoalStandings,
} from '../../../domain/standings/rankings.js';
import type { DB } from '../../db/schema.js';
import { getSeasonBalance } from '../fine-pot/public.js';
import { countedMatches } from '../matches/public.js';
import { attendanceStandings, fineStandings, goalStandings } from '../standings/public.js';
import { teamSeason } from '../seasons/public.js';

/** The rows ranked first (ties share it), or null when there is no first worth naming. */
function firstPlace<T extends { rank: number }>(
  rows: readonly T[],
  counts: (row: T) => boolean,
): [T, ...T[]] | null {
  const [head, ...rest] = rows.filter((row) => row.rank === 1 && counts(row));
  return head ? [head, ...rest] : null;
}

/**
 * A season in a few titles (issue 31), from the standings' own queries so the
 * summary always agrees with the dashboard. Money is read only when the
 * requester may see it.
 */
export async function seasonRecap(
  db: Kysely<DB>,
  team: { id: number; name: string },
  seasonId: number,
  options: { now: Date; today: string; moneyVisible: boolean },
): Promise<SeasonRecap> {
  const teamId = team.id;
  const season = await teamSeason(db, teamId, seasonId);
  const [goals, attendance, fines, balance, played] = await Promise.all([
    goalStandings(db, teamId, seasonId, options.now),
    attendanceStandings(db, teamId, seasonId, options.today),
    options.moneyVisible ? fineStandings(db, teamId, seasonId) : null,
    options.moneyVisible ? getSeasonBalance(db, teamId, seasonId) : null,
    countedMatches(db, teamId, seasonId, options.today)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const scorers = firstPlace(rankGoalStandings(goals), (row) => row.goals > 0);
  const present = firstPlace(rankAttendanceStandings(attendance), (row) => row.present > 0);
  const fined = fines && firstPlace(rankFineStandings(fines), (row) => row.total > 0);
  return {
    teamName: team.name,
    seasonId,
    description: season.description,
    matches: Number(played.n),
    goals: goals.reduce((sum, [, count]) => sum + count, 0),
    topScorer: scorers && { players: scorers.map((row) => row.player), goals: scorers[0].goals },
    mostPresent: present && {
      players: present.map((row) => row.player),
      present: present[0].present,
    },
    moneyVisible: options.moneyVisible,
    mostFined: fined && {
      players: fined.map((row) => row.player),
      amount: fined[0].total,
      count: fined[0].count,
    },
    // The goals standing carries each player's titles (closed votes won) as its third column.
    playerOfTheMatch: goals
      .filter(([, , titles]) => titles > 0)
      .map(([player, , titles]) => ({ player, titles }))
      .sort((a, b) => b.titles - a.titles),
    totalPot: balance && centsToEuros(finePot(balance).totalPot),
  };
}
