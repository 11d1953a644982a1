import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  FederationName,
  FixtureImport,
  FixtureImportResult,
} from '../../../domain/fixture-import/fixture-import.schema';
import { apiFetch } from '../../lib/api-client';
import { teamKey } from '../../lib/swr';

export const federationNameKey = (teamCode: string) =>
  teamKey(teamCode, '/settings/federation-name');

/** The team's name in the federation's fixtures (the team's own name until an admin sets it). */
export function useFederationName(teamCode: string) {
  return useSWR<FederationName>(federationNameKey(teamCode));
}

/** A dry run shows; an import adds and moves matches: then every cached read of the team may change. */
export function useFixtureImport(teamCode: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const prefix = teamKey(teamCode, '/');
    return async (input: FixtureImport) => {
      const result = await apiFetch<FixtureImportResult>(teamKey(teamCode, '/import/fixtures'), {
        method: 'POST',
        body: input,
      });
      if (!input.dryRun) {
        await mutate((key) => typeof key === 'string' && key.startsWith(prefix));
      }
      return result;
    };
  }, [teamCode, mutate]);
}

export function useFederationNameSave(teamCode: string) {
  const { mutate } = useSWRConfig();
  return async (federationName: string) => {
    const key = federationNameKey(teamCode);
    const saved = await apiFetch<FederationName>(key, { method: 'PUT', body: { federationName } });
    await mutate(key, saved, { revalidate: false });
    return saved;
  };
}
