import useSWR from 'swr';
import type {
  MoneySettings,
  Payment,
  Visibility,
} from '../../../domain/payments/money-settings.schema';
import { teamKey } from '../../lib/swr';

export const visibilityKey = (teamCode: string) => teamKey(teamCode, '/settings/visibility');
export const moneySettingsKey = (teamCode: string) => teamKey(teamCode, '/settings/money');

/** What this visitor or member may see on the dashboard: names, money, pay-by-QR. */
export function useVisibility(teamCode: string) {
  return useSWR<Visibility>(visibilityKey(teamCode));
}

export function useMoneySettings(teamCode: string) {
  return useSWR<MoneySettings>(moneySettingsKey(teamCode));
}

/** Null waits: the dialog asks only once it opens. */
export function usePayment(teamCode: string, playerId: number | null) {
  return useSWR<Payment>(playerId === null ? null : teamKey(teamCode, `/fine/payment/${playerId}`));
}
