import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Player, PlayerInput } from '../../../domain/players/player.schema';
import { apiFetch } from '../../lib/api-client';
import { teamKey } from '../../lib/swr';

/** Active players, or everyone with `all` (spec §7 "an all flag"). */
export function usePlayers(teamCode: string, { all }: { all: boolean }) {
  return useSWR<Player[]>(teamKey(teamCode, '/player', { all: all || undefined }));
}

export function usePlayer(teamCode: string, playerId: number | null) {
  return useSWR<Player>(playerId === null ? null : teamKey(teamCode, `/player/${playerId}`));
}

/** Creating or editing a player revalidates every cached player query of the team. */
export function usePlayerWrites(teamCode: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const prefix = teamKey(teamCode, '/player');
    const refresh = () => mutate((key) => typeof key === 'string' && key.startsWith(prefix));
    const send = async (path: string, method: 'POST' | 'PUT', body: PlayerInput) => {
      const player = await apiFetch<Player>(teamKey(teamCode, path), { method, body });
      await refresh();
      return player;
    };
    return {
      create: (input: PlayerInput) => send('/player', 'POST', input),
      update: (playerId: number, input: PlayerInput) => send(`/player/${playerId}`, 'PUT', input),
    };
  }, [teamCode, mutate]);
}
