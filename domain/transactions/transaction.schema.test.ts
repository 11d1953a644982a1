import { describe, expect, it } from 'vitest';
import { issuesOf } from '../validation.js';
import { signedTransactionCents } from './signed-amount.js';
import { transactionInputSchema } from './transaction.schema.js';

const valid = { amount: 12.5, date: '2026-09-01', reason: 'Ballen', transactionType: 'Expense' };

function issues(input: unknown) {
  const result = transactionInputSchema.safeParse(input);
  return result.success ? [] : issuesOf(result.error);
}

describe('transaction schema', () => {
  it('takes a positive amount with at most two decimals, a real date and a reason', () => {
    expect(transactionInputSchema.parse({ ...valid, reason: ' Ballen ' })).toEqual(valid);
  });

  it('says the amount is required when it is missing, and invalid otherwise', () => {
    expect(issues({ ...valid, amount: undefined })).toEqual([
      { path: 'amount', message: 'Bedrag is verplicht' },
    ]);
    for (const amount of [0, -1, 0.005, 1e9, '5']) {
      expect(issues({ ...valid, amount })).toEqual([
        { path: 'amount', message: 'Geef een geldig bedrag op' },
      ]);
    }
  });

  it('refuses impossible dates, an empty reason and an unknown type', () => {
    expect(issues({ ...valid, date: '2026-02-30' })).toEqual([
      { path: 'date', message: 'Ongeldige datum' },
    ]);
    expect(issues({ ...valid, reason: '  ' })).toEqual([
      { path: 'reason', message: 'Omschrijving is verplicht' },
    ]);
    expect(issues({ ...valid, transactionType: 'Gift' })).toEqual([
      { path: 'transactionType', message: 'Kies inkomsten of uitgaven' },
    ]);
  });
});

describe('signedTransactionCents', () => {
  it('adds income and takes expenses, in whole cents', () => {
    expect(signedTransactionCents({ transactionType: 'Income', amount: 150 })).toBe(15000);
    expect(signedTransactionCents({ transactionType: 'Expense', amount: 24.95 })).toBe(-2495);
  });
});
