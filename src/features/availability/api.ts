import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  Availability,
  AvailabilityInput,
} from '../../../domain/availability/availability.schema';
import type { AvailabilityCounts } from '../../../domain/availability/availability';
import type { Match } from '../../../domain/matches/match.schema';
import { apiFetch } from '../../lib/api-client';
import { inTurnPerKey } from '../../lib/in-turn';
import { teamKey } from '../../lib/swr';
import {
  availabilityCountsKey,
  availabilityKey,
  currentMatchesKey,
  nextMatchOf,
  whoIsComingKey,
} from '../../resources/matches';
import { namesVisibleIn, useVisibility } from '../../resources/visibility';

/**
 * Who's coming: the names per answer when this requester may see them (a member,
 * or a visitor of a team that shows names in full), else the counts only.
 */
export function useAvailability(teamCode: string, matchId: number | null) {
  const visibility = useVisibility(teamCode);
  const namesVisible = visibility.data ? namesVisibleIn(visibility.data) : undefined;
  const key =
    matchId !== null && namesVisible !== undefined
      ? whoIsComingKey(teamCode, matchId, namesVisible)
      : null;
  const list = useSWR<Availability[]>(namesVisible === true ? key : null);
  const counts = useSWR<AvailabilityCounts>(namesVisible === false ? key : null);
  return { namesVisible, list, counts };
}

export function useNextMatch(teamCode: string, today: string) {
  const matches = useSWR<Match[]>(currentMatchesKey(teamCode));
  const next = matches.data ? nextMatchOf(matches.data, today) : null;
  return { ...matches, next };
}

// Answers of one player to one match, for the whole app.
const answerInTurn = inTurnPerKey<string>();

/**
 * Saves a player's answer. The tapped answer shows at once (a phone in the canteen may take a
 * second to reach the server) and goes back if the save fails. A player's answers reach the
 * server in turn: two under way at once ("Ja" and at once back) may be applied in the other
 * order, and the last tap would be lost.
 */
export function useAnswer(teamCode: string, matchId: number) {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => async (playerId: number, input: AvailabilityInput) => {
      const withAnswer = (list: Availability[] | undefined) =>
        list?.map((a) =>
          a.player.id === playerId ? { ...a, status: input.status, note: input.note ?? null } : a,
        );
      await mutate<Availability[]>(
        availabilityKey(teamCode, matchId),
        async () => {
          await answerInTurn(`${teamCode}/${matchId}/${playerId}`, () =>
            apiFetch<Availability>(
              teamKey(teamCode, `/match/${matchId}/availability/${playerId}`),
              { method: 'PUT', body: input },
            ),
          );
          return undefined;
        },
        {
          // On what is shown: another player's answer still saving stays too.
          optimisticData: (committed, displayed) =>
            withAnswer(displayed ?? committed) as Availability[],
          populateCache: false,
          rollbackOnError: true,
          revalidate: true,
        },
      );
      await mutate(availabilityCountsKey(teamCode, matchId));
    },
    [teamCode, matchId, mutate],
  );
}
