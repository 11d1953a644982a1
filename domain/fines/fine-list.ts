import { compareFines, fineTypeAmountCents, type FineSortFields } from './fine-order.js';
import { playerDisplayName } from '../players/display-name.js';
import type { Fine } from './fine.schema.js';

/** A fine costs what its type costs (types are duplicated, never repriced, once used). */
export function fineAmountCents(fine: Fine): number {
  return fineTypeAmountCents(fine.type);
}

function sortFields(fine: Fine): FineSortFields {
  return {
    paid: fine.paid,
    date: fine.data.date,
    amountCents: fineAmountCents(fine),
    typeDescription: fine.type.description,
    playerName: playerDisplayName(fine.player),
  };
}

/** The order of every fine list (spec §3), ties broken by id so the order is stable. */
export function sortFines<T extends Fine>(fines: readonly T[]): T[] {
  return [...fines].sort((a, b) => compareFines(sortFields(a), sortFields(b)) || a.id - b.id);
}

export interface FineTotals {
  totalCents: number;
  outstandingCents: number;
}

/** 'Totaal' and 'Openstaand' above a fine list. */
export function fineTotals(fines: readonly Fine[]): FineTotals {
  let totalCents = 0;
  let outstandingCents = 0;
  for (const fine of fines) {
    const cents = fineAmountCents(fine);
    totalCents += cents;
    if (!fine.paid) outstandingCents += cents;
  }
  return { totalCents, outstandingCents };
}
