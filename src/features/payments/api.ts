import useSWR from 'swr';
import type { MoneySettings } from '../../../domain/payments/money-settings.schema';
import { teamKey } from '../../lib/swr';

export const moneySettingsKey = (teamCode: string) => teamKey(teamCode, '/settings/money');

export function useMoneySettings(teamCode: string) {
  return useSWR<MoneySettings>(moneySettingsKey(teamCode));
}
