import useSWR from 'swr';
import type { SeasonRecap } from '../../../domain/season-recap/season-recap.schema';
import { teamKey } from '../../lib/swr';

export function useSeasonRecap(teamCode: string, seasonId: number | null) {
  return useSWR<SeasonRecap>(
    seasonId === null ? null : teamKey(teamCode, `/season/${seasonId}/recap`),
  );
}
