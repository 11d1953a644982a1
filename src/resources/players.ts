import useSWR from 'swr';
import type { Player } from '../../domain/players/player.schema';
import { teamKey } from '../lib/swr';

/** Active players, or everyone with `all` (spec §7 "an all flag"). */
export function usePlayers(teamCode: string, { all }: { all: boolean }) {
  return useSWR<Player[]>(playersKey(teamCode, { all }));
}

export function playersKey(teamCode: string, { all }: { all: boolean }): string {
  return teamKey(teamCode, '/player', { all: all || undefined });
}

/** Everyone, inactive players too: a season, a log or a bank statement may name a player who stopped since. */
export function useAllPlayers(teamCode: string) {
  return usePlayers(teamCode, { all: true });
}
