import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Match } from '../../../domain/matches/match.schema';
import { PAGE_SIZE } from '../../../domain/paging';
import type {
  DrawChances,
  DrawInput,
  DrawListTotals,
  DrawResult,
  TaskDraw,
} from '../../../domain/task-lists/draw.schema';
import type {
  TaskList,
  TaskListCreate,
  TaskListUpdate,
} from '../../../domain/task-lists/task-list.schema';

import { apiFetch } from '../../lib/api-client';
import { usePagedList } from '../../lib/paged-list';
import { keysStartingWith, teamKey, teamWriter } from '../../lib/swr';
import { writeShownAtOnce } from '../../lib/tapped-write';

// Every key comes from teamKey, so it carries the team code (spec §9).

export function useTaskLists(teamCode: string) {
  return useSWR<TaskList[]>(teamKey(teamCode, '/task'));
}

export function useTaskList(teamCode: string, taskListId: number | null) {
  return useSWR<TaskList>(taskListId === null ? null : teamKey(teamCode, `/task/${taskListId}`));
}

/** A page of a task list's draws of every season, newest first; `cursor` from the page before. */
export function drawPageKey(teamCode: string, taskListId: number, cursor?: string): string {
  return teamKey(teamCode, `/task/${taskListId}/draws`, { limit: PAGE_SIZE, cursor });
}

/** A task list's draws a page at a time, with how many there are. */
export function useDrawPages(teamCode: string, taskListId: number) {
  return usePagedList<TaskDraw, DrawListTotals>(drawPageKey(teamCode, taskListId), (cursor) =>
    drawPageKey(teamCode, taskListId, cursor),
  );
}

/** The odds without the left-out players; the previous odds stay on screen while new ones load. */
export function useDrawChances(teamCode: string, taskListId: number, ignorePlayerIds: number[]) {
  return useSWR<DrawChances>(
    teamKey(teamCode, `/task/${taskListId}/drawChance`, {
      ignorePlayerId: [...ignorePlayerIds].sort((a, b) => a - b),
    }),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

export function useSeasonMatches(teamCode: string, seasonId: number | null) {
  return useSWR<Match[]>(seasonId === null ? null : teamKey(teamCode, '/match', { seasonId }));
}

/**
 * Writes revalidate every cached task answer of the team (lists, draws, odds)
 * and the standings, whose task-list table counts the draws.
 */
export function useTaskWrites(teamCode: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refreshed = keysStartingWith(
      teamKey(teamCode, '/task'),
      teamKey(teamCode, '/standings'),
      teamKey(teamCode, '/match/'),
    );
    const write = teamWriter(teamCode);
    const send = async <T>(...args: Parameters<typeof write>) => {
      const result = await write<T>(...args);
      await mutate(refreshed);
      return result;
    };
    return {
      create: (input: TaskListCreate) => send<TaskList>('/task', 'POST', input),
      /** `ifMatch`: the version the form was loaded with (`useEditConflict`). */
      update: (taskListId: number, input: TaskListUpdate, ifMatch?: string) =>
        send<TaskList>(`/task/${taskListId}`, 'PUT', input, ifMatch),
      /**
       * The list's switch: shown at once (back if the save fails), and a list's switches reach
       * the server in turn, so a tap undone at once is not lost to the first tap's save.
       */
      setActive: async (list: TaskList, active: boolean) => {
        const input: TaskListUpdate = {
          name: list.name,
          forSeason: list.season?.id ?? null,
          obsolete: !active,
        };
        const address = teamKey(teamCode, `/task/${list.id}`);
        await writeShownAtOnce<TaskList[]>(mutate, {
          key: teamKey(teamCode, '/task'),
          shown: (lists) => lists?.map((l) => (l.id === list.id ? { ...l, obsolete: !active } : l)),
          address,
          write: () => apiFetch<TaskList>(address, { method: 'PUT', body: input }),
        });
        await mutate(refreshed);
      },
      draw: (taskListId: number, input: DrawInput) =>
        send<DrawResult>(`/task/${taskListId}/draw`, 'POST', input),
      deleteDraw: (drawId: number) => send(`/task/draws/${drawId}`, 'DELETE'),
      /** The undo of `deleteDraw`: the same draw (same id) is back. */
      restoreDraw: (drawId: number) => send<TaskDraw>(`/task/draws/${drawId}/restore`, 'POST', {}),
    };
  }, [teamCode, mutate]);
}
