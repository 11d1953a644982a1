import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type {
  BookEntry,
  StatementImport,
  StatementResult,
} from '../../../domain/bank-statements/statement.schema';
import type { Transaction } from '../../../domain/transactions/transaction.schema';
import { apiFetch } from '../../lib/api-client';
import { teamKey } from '../../lib/swr';

/** Importing pays fines and booking adds transactions: every cached read of the team may change. */
export function useStatementWrites(teamCode: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const prefix = teamKey(teamCode, '/');
    const refresh = () => mutate((key) => typeof key === 'string' && key.startsWith(prefix));
    return {
      upload: async (input: StatementImport) => {
        const result = await apiFetch<StatementResult>(teamKey(teamCode, '/payments/statement'), {
          method: 'POST',
          body: input,
        });
        await refresh();
        return result;
      },
      book: async (input: BookEntry) => {
        const transaction = await apiFetch<Transaction>(
          teamKey(teamCode, '/payments/statement/book'),
          { method: 'POST', body: input },
        );
        await refresh();
        return transaction;
      },
    };
  }, [teamCode, mutate]);
}
