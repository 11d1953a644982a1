import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Player, PlayerCreateInput, PlayerInput } from '../../../domain/players/player.schema';
import type { Season } from '../../../domain/seasons/season.schema';
import { apiFetch } from '../../lib/api-client';
import { teamKey } from '../../lib/swr';
import { useSeasons } from '../../resources/seasons';

export function usePlayer(teamCode: string, playerId: number | null) {
  return useSWR<Player>(playerId === null ? null : teamKey(teamCode, `/player/${playerId}`));
}

/** The current season (the first of the list), or null before the first one; undefined while loading. */
export function useCurrentSeason(teamCode: string): Season | null | undefined {
  const seasons = useSeasons(teamCode);
  return seasons.data ? (seasons.data[0] ?? null) : undefined;
}

/**
 * Creating or editing a player revalidates every cached player query of the
 * team, and the seasons: a new player may have joined the current one.
 */
export function usePlayerWrites(teamCode: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const prefixes = [teamKey(teamCode, '/player'), teamKey(teamCode, '/season')];
    const refresh = () =>
      mutate((key) => typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix)));
    const send = async (
      path: string,
      method: 'POST' | 'PUT',
      body: PlayerInput | PlayerCreateInput,
      ifMatch?: string,
    ) => {
      const player = await apiFetch<Player>(teamKey(teamCode, path), { method, body, ifMatch });
      await refresh();
      return player;
    };
    return {
      create: (input: PlayerCreateInput) => send('/player', 'POST', input),
      /** `ifMatch`: the version the form was loaded with (`useEditConflict`). */
      update: (playerId: number, input: PlayerInput, ifMatch?: string) =>
        send(`/player/${playerId}`, 'PUT', input, ifMatch),
      /** A player who left becomes "Oud-speler N" for good (team admins, issue 30). */
      anonymise: async (playerId: number) => {
        const player = await apiFetch<Player>(teamKey(teamCode, `/player/${playerId}/anonymise`), {
          method: 'POST',
          body: {},
        });
        await refresh();
        return player;
      },
    };
  }, [teamCode, mutate]);
}
