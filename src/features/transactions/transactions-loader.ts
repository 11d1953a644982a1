import { answersLoader } from '../../lib/route-reads';
import { transactionPageKey } from './keys';

/** The transactions page's loader (src/app/TeamApp.tsx): the first page of the list. */
export const transactionsLoader = answersLoader((teamCode, read) =>
  read(transactionPageKey(teamCode)),
);
