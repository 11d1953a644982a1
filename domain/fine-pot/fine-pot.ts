import { centsToEuros, eurosToCents } from '../money.js';
import type { SeasonBalance } from '../standings/standings.schema.js';

/**
 * The money of a season, in cents.
 * - paid fines: fines marked paid, i.e. money that went into the pot;
 * - unpaid fines: money still owed to the pot;
 * - transactions: income minus expenses (a signed amount);
 * - balance: what the pot holds now, paid fines plus transactions.
 * Fines with a task instead of an amount count as zero money.
 */
export interface SeasonMoneyCents {
  unpaidFines: number;
  paidFines: number;
  income: number;
  expenses: number;
}

export function seasonBalance(money: SeasonMoneyCents): SeasonBalance {
  const transactions = money.income - money.expenses;
  return {
    unpaidFines: centsToEuros(money.unpaidFines),
    paidFines: centsToEuros(money.paidFines),
    transactions: centsToEuros(transactions),
    balance: centsToEuros(money.paidFines + transactions),
  };
}

/**
 * The fine pot table of the dashboard, in cents. `totalPot` is what the pot will
 * hold once every fine is paid: all fines plus transactions. It differs from the
 * balance (the pot now) by exactly the unpaid fines.
 */
export interface FinePot {
  unpaidFines: number;
  paidFines: number;
  totalFines: number;
  transactions: number;
  totalPot: number;
}

export function finePot(balance: SeasonBalance): FinePot {
  const unpaidFines = eurosToCents(balance.unpaidFines);
  const paidFines = eurosToCents(balance.paidFines);
  const transactions = eurosToCents(balance.transactions);
  const totalFines = unpaidFines + paidFines;
  return { unpaidFines, paidFines, totalFines, transactions, totalPot: totalFines + transactions };
}
