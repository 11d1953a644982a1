import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  Transaction,
  TransactionInput,
} from '../../../domain/transactions/transaction.schema';
import { apiFetch } from '../../lib/api-client';
import { teamKey } from '../../lib/swr';

/** The transactions of the current season (the server picks it), newest first. */
export function transactionsKey(teamCode: string): string {
  return teamKey(teamCode, '/transaction');
}

export function transactionKey(teamCode: string, transactionId: number): string {
  return teamKey(teamCode, `/transaction/${transactionId}`);
}

export function useTransactions(teamCode: string) {
  return useSWR<Transaction[]>(transactionsKey(teamCode));
}

/** `transactionId` null on the new-transaction page. */
export function useTransaction(teamCode: string, transactionId: number | null) {
  return useSWR<Transaction>(
    transactionId === null ? null : transactionKey(teamCode, transactionId),
  );
}

/** Writes revalidate the team's cached transaction lists (a deleted transaction is not asked for again: it would only 404). */
export function useTransactionWrites(teamCode: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const list = transactionsKey(teamCode);
    const isList = (key: unknown) =>
      key === list || (typeof key === 'string' && key.startsWith(`${list}?`));
    const send = <T>(
      path: string,
      method: 'POST' | 'PUT' | 'DELETE',
      body?: unknown,
      ifMatch?: string,
    ) => apiFetch<T>(teamKey(teamCode, path), { method, body, ifMatch });
    const saved = async (transaction: Transaction) => {
      await Promise.all([
        mutate(isList),
        mutate(transactionKey(teamCode, transaction.id), transaction, { revalidate: false }),
      ]);
      return transaction;
    };
    return {
      create: async (input: TransactionInput) =>
        saved(await send<Transaction>('/transaction', 'POST', input)),
      /** `ifMatch`: the version the form was loaded with (`useEditConflict`). */
      update: async (transactionId: number, input: TransactionInput, ifMatch?: string) =>
        saved(await send<Transaction>(`/transaction/${transactionId}`, 'PUT', input, ifMatch)),
      remove: async (transactionId: number) => {
        await send(`/transaction/${transactionId}`, 'DELETE');
        await mutate(isList);
      },
    };
  }, [teamCode, mutate]);
}
