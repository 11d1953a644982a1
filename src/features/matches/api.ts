import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Match, MatchInput, MatchUpdateInput } from '../../../domain/matches/match.schema';

import { listKeys, teamKey, teamWriter } from '../../lib/swr';
import { matchKey } from '../../resources/matches';

/** `/api/{team}/match?seasonId=…`; without a season the server takes the current one. */
export function matchesKey(
  teamCode: string,
  query: { seasonId?: number; onlyFilled?: boolean } = {},
): string {
  return teamKey(teamCode, '/match', query);
}

export function useMatches(
  teamCode: string,
  query: { seasonId?: number; onlyFilled?: boolean } = {},
) {
  return useSWR<Match[]>(matchesKey(teamCode, query));
}

/**
 * Writes to matches. Each one revalidates the team's cached match lists (any
 * season) and the match itself, so no page shows the old state. A deleted
 * match is not asked for again: that would only 404 on the page that deleted it.
 */
export function useMatchWrites(teamCode: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const isList = listKeys(teamKey(teamCode, '/match'));
    const send = teamWriter(teamCode);
    const saved = async (match: Match) => {
      await Promise.all([
        mutate(isList),
        mutate(matchKey(teamCode, match.id), match, { revalidate: false }),
      ]);
      return match;
    };
    return {
      create: async (input: MatchInput) => saved(await send<Match>('/match', 'POST', input)),
      /** `ifMatch`: the version the form was loaded with (`useEditConflict`). */
      update: async (matchId: number, input: MatchUpdateInput, ifMatch?: string) =>
        saved(await send<Match>(`/match/${matchId}`, 'PUT', input, ifMatch)),
      remove: async (matchId: number) => {
        await send(`/match/${matchId}`, 'DELETE');
        // Out of every cached list at once, also the lists no page shows right now: the list
        // the user returns to must not show the deleted match until it has revalidated.
        await mutate(isList, (list?: Match[]) => list?.filter((match) => match.id !== matchId));
      },
      /** The undo of `remove`: the same match (same id) is back. */
      restore: async (matchId: number) =>
        saved(await send<Match>(`/match/${matchId}/restore`, 'POST', {})),
    };
  }, [teamCode, mutate]);
}
