import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Player, PlayerCreateInput, PlayerInput } from '../../../domain/players/player.schema';
import type { Season } from '../../../domain/seasons/season.schema';

import { keysStartingWith, teamKey, teamWriter } from '../../lib/swr';
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
    const refreshed = keysStartingWith(teamKey(teamCode, '/player'), teamKey(teamCode, '/season'));
    const write = teamWriter(teamCode);
    const send = async (...args: Parameters<typeof write>) => {
      const player = await write<Player>(...args);
      await mutate(refreshed);
      return player;
    };
    return {
      create: (input: PlayerCreateInput) => send('/player', 'POST', input),
      /** `ifMatch`: the version the form was loaded with (`useEditConflict`). */
      update: (playerId: number, input: PlayerInput, ifMatch?: string) =>
        send(`/player/${playerId}`, 'PUT', input, ifMatch),
      /** A player who left becomes "Oud-speler N" for good (team admins, issue 30). */
      anonymise: (playerId: number) => send(`/player/${playerId}/anonymise`, 'POST', {}),
    };
  }, [teamCode, mutate]);
}
