import { eurosToCents } from '../money.js';

export interface FineSortFields {
  paid: boolean;
  date: string;
  amountCents: number;
  typeDescription: string;
  playerName: string;
}

const dutch = new Intl.Collator('nl');

/**
 * The order of fine lists: unpaid first, then newest date first, then higher amount,
 * then type description, then player name.
 */
export function compareFines(a: FineSortFields, b: FineSortFields): number {
  if (a.paid !== b.paid) return a.paid ? 1 : -1;
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.amountCents !== b.amountCents) return b.amountCents - a.amountCents;
  return (
    dutch.compare(a.typeDescription, b.typeDescription) || dutch.compare(a.playerName, b.playerName)
  );
}

/** What a fine of this type costs, for lists and totals; a task type costs no money. */
export function fineTypeAmountCents(type: { amount: number | null }): number {
  return type.amount === null ? 0 : eurosToCents(type.amount);
}
