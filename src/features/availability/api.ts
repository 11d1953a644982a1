import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  Availability,
  AvailabilityInput,
} from '../../../domain/availability/availability.schema';
import type { AvailabilityCounts } from '../../../domain/availability/availability';
import type { Match } from '../../../domain/matches/match.schema';
import { apiFetch } from '../../lib/api-client';
import { teamKey } from '../../lib/swr';
import { writeShownAtOnce } from '../../lib/tapped-write';
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

/**
 * Saves a player's answer: shown at once, and a player's answers reach the server in turn
 * (`writeShownAtOnce`), so "Ja" taken back at once stays taken back.
 */
export function useAnswer(teamCode: string, matchId: number) {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => async (playerId: number, input: AvailabilityInput) => {
      const address = teamKey(teamCode, `/match/${matchId}/availability/${playerId}`);
      await writeShownAtOnce<Availability[]>(mutate, {
        key: availabilityKey(teamCode, matchId),
        shown: (list) =>
          list?.map((a) =>
            a.player.id === playerId ? { ...a, status: input.status, note: input.note ?? null } : a,
          ),
        address,
        write: () => apiFetch<Availability>(address, { method: 'PUT', body: input }),
      });
      await Promise.all([
        mutate(availabilityKey(teamCode, matchId)),
        mutate(availabilityCountsKey(teamCode, matchId)),
      ]);
    },
    [teamCode, matchId, mutate],
  );
}
