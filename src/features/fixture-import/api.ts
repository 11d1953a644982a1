import useSWR, { useSWRConfig } from 'swr';
import type {
  FederationName,
  FixtureImport,
  FixtureImportResult,
} from '../../../domain/fixture-import/fixture-import.schema';
import { apiFetch } from '../../lib/api-client';
import { teamKey, useTeamImport } from '../../lib/swr';

export const federationNameKey = (teamCode: string) =>
  teamKey(teamCode, '/settings/federation-name');

/** The team's name in the federation's fixtures (the team's own name until an admin sets it). */
export function useFederationName(teamCode: string) {
  return useSWR<FederationName>(federationNameKey(teamCode));
}

/** A dry run shows; an import adds and moves matches. */
export function useFixtureImport(teamCode: string) {
  return useTeamImport<FixtureImport, FixtureImportResult>(teamCode, '/import/fixtures');
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
