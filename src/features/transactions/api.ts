import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { TransactionListTotals } from '../../../domain/transactions/transaction-page.schema';
import type {
  Transaction,
  TransactionInput,
} from '../../../domain/transactions/transaction.schema';

import { usePagedList } from '../../lib/paged-list';
import { listKeys, teamWriter } from '../../lib/swr';
import { transactionKey, transactionPageKey, transactionsKey } from './keys';

/** The current season's transactions a page at a time, with the totals over all of them. */
export function useTransactionPages(teamCode: string) {
  return usePagedList<Transaction, TransactionListTotals>(transactionPageKey(teamCode), (cursor) =>
    transactionPageKey(teamCode, cursor),
  );
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
    const isList = listKeys(transactionsKey(teamCode));
    const send = teamWriter(teamCode);
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
