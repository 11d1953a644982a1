import useSWR, { useSWRConfig } from 'swr';
import type { BankBalanceInput, Settlement } from '../../../domain/settlement/settlement.schema';
import { apiFetch } from '../../lib/api-client';
import { teamKey } from '../../lib/swr';

export const settlementKey = (teamCode: string, seasonId: number) =>
  teamKey(teamCode, `/season/${seasonId}/settlement`);

export function useSettlement(teamCode: string, seasonId: number | null) {
  return useSWR<Settlement>(seasonId === null ? null : settlementKey(teamCode, seasonId));
}

/** Records the bank balance; the answer is the settlement anew. */
export function useSaveBankBalance(teamCode: string, seasonId: number) {
  const { mutate } = useSWRConfig();
  return async (input: BankBalanceInput) => {
    const key = settlementKey(teamCode, seasonId);
    const saved = await apiFetch<Settlement>(key, { method: 'PUT', body: input });
    await mutate(key, saved, { revalidate: false });
    return saved;
  };
}
