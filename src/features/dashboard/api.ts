import useSWR from 'swr';
import type { Fine } from '../../../domain/fines/fine.schema';
import type { FilledMatch } from '../../../domain/match-data/match-data.schema';
import type { Match } from '../../../domain/matches/match.schema';
import type { Season } from '../../../domain/seasons/season.schema';
import type {
  AttendanceStanding,
  FineStanding,
  GoalStanding,
  SeasonBalance,
  TaskStanding,
} from '../../../domain/standings/standings.schema';
import type { TaskDraw } from '../../../domain/tasks/draw.schema';
import type { TaskList } from '../../../domain/tasks/task-list.schema';
import type { Transaction } from '../../../domain/transactions/transaction.schema';
import { teamKey } from '../../lib/swr';

/**
 * The dashboard's reads, all public. `seasonId` null means the current season:
 * the list endpoints default to it, so the first screen does not wait for the
 * season list before asking for its data.
 */

type SeasonRef = number | null;

export function useSeasons(teamCode: string) {
  return useSWR<Season[]>(teamKey(teamCode, '/season'));
}

export function useMatches(teamCode: string, seasonId: SeasonRef) {
  return useSWR<Match[]>(teamKey(teamCode, '/match', { seasonId, onlyFilled: true }));
}

export function useMatch(teamCode: string, matchId: number | null) {
  return useSWR<Match>(matchId === null ? null : teamKey(teamCode, `/match/${matchId}`));
}

export function useFilledMatch(teamCode: string, matchId: number | null) {
  return useSWR<FilledMatch>(
    matchId === null ? null : teamKey(teamCode, `/match/${matchId}/filled`),
  );
}

export function useFines(teamCode: string, seasonId: SeasonRef) {
  return useSWR<Fine[]>(teamKey(teamCode, '/fine', { seasonId }));
}

export function useTransactions(teamCode: string, seasonId: SeasonRef) {
  return useSWR<Transaction[]>(teamKey(teamCode, '/transaction', { seasonId }));
}

/** The standings and the balance need the season's id: null waits for it. */
export function useGoalStandings(teamCode: string, seasonId: number | null) {
  return useSWR<GoalStanding[]>(
    seasonId === null ? null : teamKey(teamCode, `/standings/${seasonId}/goals`),
  );
}

export function useAttendanceStandings(teamCode: string, seasonId: number | null) {
  return useSWR<AttendanceStanding[]>(
    seasonId === null ? null : teamKey(teamCode, `/standings/${seasonId}/attendance`),
  );
}

export function useFineStandings(teamCode: string, seasonId: number | null) {
  return useSWR<FineStanding[]>(
    seasonId === null ? null : teamKey(teamCode, `/standings/${seasonId}/fines`),
  );
}

export function useSeasonBalance(teamCode: string, seasonId: number | null) {
  return useSWR<SeasonBalance>(
    seasonId === null ? null : teamKey(teamCode, `/season/${seasonId}/balance`),
  );
}

/** Task lists meant for the season or for every season (obsolete ones included: their history stays). */
export function useTaskLists(teamCode: string, seasonId: number | null) {
  return useSWR<TaskList[]>(
    seasonId === null ? null : teamKey(teamCode, '/task', { seasonFilter: seasonId }),
  );
}

export function useDraws(teamCode: string, taskListId: number | null, seasonId: number | null) {
  return useSWR<TaskDraw[]>(
    taskListId === null || seasonId === null
      ? null
      : teamKey(teamCode, `/task/${taskListId}/draws`, { seasonFilter: seasonId }),
  );
}

export function useTaskStandings(
  teamCode: string,
  taskListId: number | null,
  seasonId: number | null,
) {
  return useSWR<TaskStanding[]>(
    taskListId === null || seasonId === null
      ? null
      : teamKey(teamCode, `/standings/${taskListId}/tasks/${seasonId}`),
  );
}
