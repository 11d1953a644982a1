import { PAGE_SIZE } from '../../../domain/paging';
import { teamKey } from '../../lib/swr';

// The SWR keys of the transactions pages: in a module of their own, so the route's loader
// (transactions-loader.ts, in the app's first chunk) takes them without the pages' hooks.

/** The transactions of the current season (the server picks it), newest first: every list's prefix. */
export function transactionsKey(teamCode: string): string {
  return teamKey(teamCode, '/transaction');
}

/** A page of the current season's transactions; `cursor` from the page before. */
export function transactionPageKey(teamCode: string, cursor?: string): string {
  return teamKey(teamCode, '/transaction', { limit: PAGE_SIZE, cursor });
}

export function transactionKey(teamCode: string, transactionId: number): string {
  return teamKey(teamCode, `/transaction/${transactionId}`);
}
