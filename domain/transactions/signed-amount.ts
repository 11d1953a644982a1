import { eurosToCents } from '../money.js';

/** The signed amount in cents: income adds to the pot, an expense takes from it. */
export function signedTransactionCents(t: {
  transactionType: 'Income' | 'Expense';
  amount: number;
}): number {
  const cents = eurosToCents(t.amount);
  return t.transactionType === 'Income' ? cents : -cents;
}
