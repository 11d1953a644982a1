import useSWR from 'swr';
import { teamKey } from '../../lib/swr';

/** Spec §4/§9: the /input session is re-checked every 5 minutes. */
export const TOKEN_VALIDATION_INTERVAL_MS = 300_000;

/**
 * Is the team session still valid? A 401/403 answer is handled by the API
 * client's policy (logout, notice, back to /login); this only reports.
 */
export function useValidateToken(teamCode: string, enabled: boolean) {
  return useSWR(enabled ? validateTokenKey(teamCode) : null, {
    refreshInterval: TOKEN_VALIDATION_INTERVAL_MS,
    // Coming back to the app after a while: check at once rather than on the next tick.
    revalidateOnFocus: true,
  });
}

export function validateTokenKey(teamCode: string): string {
  return teamKey(teamCode, '/auth/validateToken');
}
