import useSWR from 'swr';
import type { Visibility } from '../../domain/payments/money-settings.schema';
import { teamKey } from '../lib/swr';

export const visibilityKey = (teamCode: string) => teamKey(teamCode, '/settings/visibility');

/** What this visitor or member may see on the dashboard: names, money, pay-by-QR. */
export function useVisibility(teamCode: string) {
  return useSWR<Visibility>(visibilityKey(teamCode));
}

/** Names in full (a member always; a visitor when the team shows them): who's coming by name. */
export const namesVisibleIn = (visibility: Visibility) => visibility.showNames === 'full';
