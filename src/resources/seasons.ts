import useSWR from 'swr';
import type { Season, SeasonDetail } from '../../domain/seasons/season.schema';
import type { SeasonSummary } from '../../domain/standings/standings.schema';
import { teamKey } from '../lib/swr';

export const seasonsKey = (teamCode: string) => teamKey(teamCode, '/season');

/** Newest first: the first one is the current, open season. */
export function useSeasons(teamCode: string) {
  return useSWR<Season[]>(seasonsKey(teamCode));
}

/** One season with its players; null waits. */
export function useSeasonDetail(teamCode: string, seasonId: number | null) {
  return useSWR<SeasonDetail>(seasonId === null ? null : teamKey(teamCode, `/season/${seasonId}`));
}

/** The current season and its players (null before the first season): new fines and transactions go into it. */
export function useCurrentSeasonSummary(teamCode: string) {
  return useSWR<SeasonSummary>(teamKey(teamCode, '/season/summary'));
}
