import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { FineType } from '../../../domain/fines/fine-type.schema';
import type { CardSettings } from '../../../domain/fill/card-settings.schema';
import type { FilledMatch, MatchDataInput, MatchReport } from '../../../domain/fill/fill.schema';
import type { Match } from '../../../domain/matches/match.schema';
import type { DrawChances } from '../../../domain/task-lists/draw.schema';
import type { TaskList } from '../../../domain/task-lists/task-list.schema';
import { apiFetch } from '../../lib/api-client';
import { teamKey, teamKeys } from '../../lib/swr';
import { writeShownAtOnce } from '../../lib/tapped-write';
import { finePaidWrite } from '../../resources/fine-paid';
import { matchKey } from '../../resources/matches';

export function filledKey(teamCode: string, matchId: number): string {
  return teamKey(teamCode, `/match/${matchId}/filled`);
}

export function useFilledMatch(teamCode: string, matchId: number | null) {
  return useSWR<FilledMatch>(matchId === null ? null : filledKey(teamCode, matchId));
}

export const cardSettingsKey = (teamCode: string) => teamKey(teamCode, '/settings/cards');

/** Which fine type each card colour brings (issue 31): members read them, admins set them. */
export function useCardSettings(teamCode: string) {
  return useSWR<CardSettings>(cardSettingsKey(teamCode));
}

/** The match report to share (issue 31); asked only for a filled match. */
export function useMatchReport(teamCode: string, matchId: number | null) {
  return useSWR<MatchReport>(
    matchId === null ? null : teamKey(teamCode, `/match/${matchId}/report`),
  );
}

/** The active fine types; the wizard offers only the match-related ones (spec §5). */
export function useActiveFineTypes(teamCode: string) {
  return useSWR<FineType[]>(teamKey(teamCode, '/fine/types'));
}

export function useSeasonTaskLists(teamCode: string, seasonId: number | null) {
  return useSWR<TaskList[]>(
    seasonId === null ? null : teamKey(teamCode, '/task', { seasonFilter: seasonId }),
  );
}

/** The lottery odds for a task list without the given players (absent, or already on the task). */
export function fetchDrawChances(teamCode: string, taskListId: number, ignorePlayerIds: number[]) {
  return apiFetch<DrawChances>(
    teamKey(teamCode, `/task/${taskListId}/drawChance`, { ignorePlayerId: ignorePlayerIds }),
  );
}

/**
 * Saving, resetting and paying. A fill touches almost everything the team sees
 * (matches, fines, standings, draws, the pot), so each write revalidates every
 * cached answer of the team.
 */
export function useFillWrites(teamCode: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refreshTeam = () => mutate(teamKeys(teamCode));
    // The page switches between wizard and saved overview on `filled`: flip it at once.
    const markFilled = (matchId: number, filled: boolean) =>
      mutate<Match>(matchKey(teamCode, matchId), (match) => match && { ...match, filled }, {
        revalidate: false,
      });
    return {
      save: async (matchId: number, data: MatchDataInput) => {
        const filled = await apiFetch<FilledMatch>(teamKey(teamCode, `/match/${matchId}/data`), {
          method: 'POST',
          body: data,
        });
        await mutate(filledKey(teamCode, matchId), filled, { revalidate: false });
        await markFilled(matchId, true);
        await refreshTeam();
        return filled;
      },
      /** Lost a fill race: the match as saved, so the page shows its filled view. */
      showFilled: (matchId: number) => mutate(matchKey(teamCode, matchId)),
      reset: async (matchId: number) => {
        await apiFetch(teamKey(teamCode, `/match/${matchId}/data`), { method: 'DELETE' });
        await markFilled(matchId, false);
        await refreshTeam();
      },
      /** The undo of `reset`: the same data is back and the match filled again. */
      restore: async (matchId: number) => {
        await apiFetch(teamKey(teamCode, `/match/${matchId}/data/restore`), {
          method: 'POST',
          body: {},
        });
        await markFilled(matchId, true);
        await refreshTeam();
      },
      /** Shown at once, and in turn with the fine's other taps (also the fines list's). */
      setPaid: async (matchId: number, fineId: number, paid: boolean) => {
        await writeShownAtOnce<FilledMatch>(mutate, {
          key: filledKey(teamCode, matchId),
          shown: (filled) =>
            filled && {
              ...filled,
              fines: filled.fines.map((f) => (f.id === fineId ? { ...f, paid } : f)),
            },
          ...finePaidWrite(teamCode, fineId, paid),
        });
        await refreshTeam();
      },
    };
  }, [teamCode, mutate]);
}
