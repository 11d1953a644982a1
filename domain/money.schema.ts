import { MAX_MONEY_EUROS } from './money.js';
import { z } from './validation.js';

// The wire rules for amounts; the arithmetic and notation live in money.ts,
// which the read-only pages load without a schema library.

function hasAtMostTwoDecimals(euros: number): boolean {
  const cents = euros * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

function moneyNumber() {
  return z.number({
    error: (issue) =>
      issue.input === undefined ||
      issue.input === null ||
      issue.input === '' ||
      Number.isNaN(issue.input)
        ? 'Bedrag is verplicht'
        : 'Geef een geldig bedrag op',
  });
}

const invalidAmount = 'Geef een geldig bedrag op';

/** An amount in euros on the wire: 0 up to 100.000, at most two decimals. */
export const moneySchema = moneyNumber()
  .min(0, invalidAmount)
  .max(MAX_MONEY_EUROS, invalidAmount)
  .refine(hasAtMostTwoDecimals, invalidAmount);

/** Like moneySchema, but zero is not allowed. */
export const positiveMoneySchema = moneyNumber()
  .positive(invalidAmount)
  .max(MAX_MONEY_EUROS, invalidAmount)
  .refine(hasAtMostTwoDecimals, invalidAmount);

/** A balance as a bank shows it: like moneySchema, but below zero too (an overdrawn account). */
export const signedMoneySchema = moneyNumber()
  .min(-MAX_MONEY_EUROS, invalidAmount)
  .max(MAX_MONEY_EUROS, invalidAmount)
  .refine(hasAtMostTwoDecimals, invalidAmount);
