import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  NewSeasonCheck,
  NewSeasonInput,
  SeasonDetail,
  SeasonUpdateInput,
} from '../../../domain/seasons/season.schema';
import { apiFetch } from '../../lib/api-client';
import { keysStartingWith, teamKey, teamKeys } from '../../lib/swr';

/** What a new season would meet now: the current season's blockers and its matches to come. */
export function useNewSeasonCheck(teamCode: string) {
  return useSWR<NewSeasonCheck>(teamKey(teamCode, '/season/new-season-check'));
}

export function useSeasonWrites(teamCode: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    return {
      /** A new season changes the default season of every list and locks the old one: refresh all of the team. */
      create: async (input: NewSeasonInput) => {
        const season = await apiFetch<SeasonDetail>(teamKey(teamCode, '/season'), {
          method: 'POST',
          body: input,
        });
        await mutate(teamKeys(teamCode));
        return season;
      },
      /** `ifMatch`: the version the form was loaded with (`useEditConflict`). */
      update: async (seasonId: number, input: SeasonUpdateInput, ifMatch?: string) => {
        const season = await apiFetch<SeasonDetail>(teamKey(teamCode, `/season/${seasonId}`), {
          method: 'PUT',
          body: input,
          ifMatch,
        });
        await mutate(keysStartingWith(teamKey(teamCode, '/season')));
        return season;
      },
    };
  }, [teamCode, mutate]);
}
