import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type {
  BookEntry,
  StatementImport,
  StatementResult,
} from '../../../domain/bank-statements/statement.schema';
import type { Transaction } from '../../../domain/transactions/transaction.schema';

import { teamKeys, teamWriter } from '../../lib/swr';

/** Importing pays fines and booking adds transactions: every cached read of the team may change. */
export function useStatementWrites(teamCode: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const send = async <T>(path: string, input: StatementImport | BookEntry) => {
      const result = await teamWriter(teamCode)<T>(path, 'POST', input);
      await mutate(teamKeys(teamCode));
      return result;
    };
    return {
      upload: (input: StatementImport) => send<StatementResult>('/payments/statement', input),
      book: (input: BookEntry) => send<Transaction>('/payments/statement/book', input),
    };
  }, [teamCode, mutate]);
}
