import useSWR from 'swr';
import type { FineListTotals } from '../../../domain/fines/fine-page.schema';
import type { Fine } from '../../../domain/fines/fine.schema';
import { PAGE_SIZE } from '../../../domain/paging';
import { usePagedList } from '../../lib/paged-list';
import type { FilledMatch } from '../../../domain/fill/fill.schema';
import type { Match } from '../../../domain/matches/match.schema';
import type { MatchVotes } from '../../../domain/player-of-the-match/vote.schema';
import type {
  AttendanceStanding,
  FineStanding,
  GoalStanding,
  SeasonBalance,
  TaskStanding,
} from '../../../domain/standings/standings.schema';
import type { DrawListTotals, TaskDraw } from '../../../domain/task-lists/draw.schema';
import type { MatchPoint } from '../../../domain/standings/by-match.schema';
import type { FinePoint } from '../../../domain/fine-pot/by-match.schema';
import type { TaskList } from '../../../domain/task-lists/task-list.schema';
import type { TransactionListTotals } from '../../../domain/transactions/transaction-page.schema';
import type { Transaction } from '../../../domain/transactions/transaction.schema';
import { teamKey } from '../../lib/swr';
import { seasonsKey } from '../../resources/seasons';

/**
 * The dashboard's reads, all public. `seasonId` null means the current season:
 * the list endpoints default to it, so the first screen does not wait for the
 * season list before asking for its data. The keys are built here only: the
 * hooks below and the first screen's contract (dashboard-loader.ts, which the server
 * renders with) use the same builders.
 */

type SeasonRef = number | null;

export const dashboardKeys = {
  team: (teamCode: string) => teamKey(teamCode, '/team'),
  seasons: seasonsKey,
  matches: (teamCode: string, seasonId: SeasonRef) =>
    teamKey(teamCode, '/match', { seasonId, onlyFilled: true }),
  match: (teamCode: string, matchId: number) => teamKey(teamCode, `/match/${matchId}`),
  filledMatch: (teamCode: string, matchId: number) => teamKey(teamCode, `/match/${matchId}/filled`),
  votes: (teamCode: string, matchId: number) => teamKey(teamCode, `/match/${matchId}/votes`),
  /** A page of a season's fines (the first without `cursor`), of one player or everyone. */
  fines: (teamCode: string, seasonId: SeasonRef, playerId: number | null = null, cursor?: string) =>
    teamKey(teamCode, '/fine', { seasonId, limit: PAGE_SIZE, playerId, cursor }),
  /** A page of a season's transactions (the first without `cursor`). */
  transactions: (teamCode: string, seasonId: SeasonRef, cursor?: string) =>
    teamKey(teamCode, '/transaction', { seasonId, limit: PAGE_SIZE, cursor }),
  goalStandings: (teamCode: string, seasonId: number) =>
    teamKey(teamCode, `/standings/${seasonId}/goals`),
  attendanceStandings: (teamCode: string, seasonId: number) =>
    teamKey(teamCode, `/standings/${seasonId}/attendance`),
  fineStandings: (teamCode: string, seasonId: number) =>
    teamKey(teamCode, `/standings/${seasonId}/fines`),
  seasonBalance: (teamCode: string, seasonId: number) =>
    teamKey(teamCode, `/season/${seasonId}/balance`),
  taskLists: (teamCode: string, seasonId: number) =>
    teamKey(teamCode, '/task', { seasonFilter: seasonId }),
  /** A page of a task list's draws of a season (the first without `cursor`). */
  draws: (teamCode: string, taskListId: number, seasonId: number, cursor?: string) =>
    teamKey(teamCode, `/task/${taskListId}/draws`, {
      seasonFilter: seasonId,
      limit: PAGE_SIZE,
      cursor,
    }),
  taskStandings: (teamCode: string, taskListId: number, seasonId: number) =>
    teamKey(teamCode, `/standings/${taskListId}/tasks/${seasonId}`),
  /** The charts' series (issue 31): never part of the first screen, read once a chart is in view. */
  byMatch: (teamCode: string, seasonId: number) =>
    teamKey(teamCode, `/standings/${seasonId}/by-match`),
  finesByMatch: (teamCode: string, seasonId: number) =>
    teamKey(teamCode, `/fine-pot/${seasonId}/by-match`),
};
const k = dashboardKeys;

export function useMatches(teamCode: string, seasonId: SeasonRef) {
  return useSWR<Match[]>(k.matches(teamCode, seasonId));
}

export function useMatch(teamCode: string, matchId: number | null) {
  return useSWR<Match>(matchId === null ? null : k.match(teamCode, matchId));
}

export function useFilledMatch(teamCode: string, matchId: number | null) {
  return useSWR<FilledMatch>(matchId === null ? null : k.filledMatch(teamCode, matchId));
}

/** The player-of-the-match vote of a filled match (issue 31). */
export function useVotes(teamCode: string, matchId: number | null) {
  return useSWR<MatchVotes>(matchId === null ? null : k.votes(teamCode, matchId));
}

/** A season's fines a page at a time, with the totals over all of them. */
export function useFinePages(teamCode: string, seasonId: SeasonRef, playerId: number | null) {
  return usePagedList<Fine, FineListTotals>(k.fines(teamCode, seasonId, playerId), (cursor) =>
    k.fines(teamCode, seasonId, playerId, cursor),
  );
}

/** A season's transactions a page at a time, with the totals over all of them. */
export function useTransactionPages(teamCode: string, seasonId: SeasonRef) {
  return usePagedList<Transaction, TransactionListTotals>(
    k.transactions(teamCode, seasonId),
    (cursor) => k.transactions(teamCode, seasonId, cursor),
  );
}

/** The standings and the balance need the season's id: null waits for it. */
export function useGoalStandings(teamCode: string, seasonId: number | null) {
  return useSWR<GoalStanding[]>(seasonId === null ? null : k.goalStandings(teamCode, seasonId));
}

export function useAttendanceStandings(teamCode: string, seasonId: number | null) {
  return useSWR<AttendanceStanding[]>(
    seasonId === null ? null : k.attendanceStandings(teamCode, seasonId),
  );
}

export function useFineStandings(teamCode: string, seasonId: number | null) {
  return useSWR<FineStanding[]>(seasonId === null ? null : k.fineStandings(teamCode, seasonId));
}

export function useSeasonBalance(teamCode: string, seasonId: number | null) {
  return useSWR<SeasonBalance>(seasonId === null ? null : k.seasonBalance(teamCode, seasonId));
}

/** Task lists meant for the season or for every season (obsolete ones included: their history stays). */
export function useTaskLists(teamCode: string, seasonId: number | null) {
  return useSWR<TaskList[]>(seasonId === null ? null : k.taskLists(teamCode, seasonId));
}

/** A task list's draws of a season a page at a time; null waits. */
export function useDrawPages(teamCode: string, taskListId: number | null, seasonId: number | null) {
  return usePagedList<TaskDraw, DrawListTotals>(
    taskListId === null || seasonId === null ? null : k.draws(teamCode, taskListId, seasonId),
    (cursor) => k.draws(teamCode, taskListId ?? 0, seasonId ?? 0, cursor),
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
      : k.taskStandings(teamCode, taskListId, seasonId),
  );
}

/** Attendance and goals per match, for the attendance chart; null waits (not in view, no season). */
export function useByMatch(teamCode: string, seasonId: number | null) {
  return useSWR<MatchPoint[]>(seasonId === null ? null : k.byMatch(teamCode, seasonId));
}

export function useFinesByMatch(teamCode: string, seasonId: number | null) {
  return useSWR<FinePoint[]>(seasonId === null ? null : k.finesByMatch(teamCode, seasonId));
}
