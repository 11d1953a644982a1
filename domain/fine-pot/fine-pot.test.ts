import { describe, expect, it } from 'vitest';
import { finePot, seasonBalance } from './fine-pot.js';

describe('seasonBalance', () => {
  it('is paid fines plus income minus expenses, in euros', () => {
    expect(
      seasonBalance({ unpaidFines: 750, paidFines: 1250, income: 5000, expenses: 2025 }),
    ).toEqual({
      unpaidFines: 7.5,
      paidFines: 12.5,
      transactions: 29.75,
      balance: 42.25,
    });
  });

  it('goes negative when expenses exceed what came in', () => {
    expect(seasonBalance({ unpaidFines: 0, paidFines: 100, income: 0, expenses: 350 })).toEqual({
      unpaidFines: 0,
      paidFines: 1,
      transactions: -3.5,
      balance: -2.5,
    });
  });
});

describe('finePot', () => {
  it('adds all fines and the transactions into the total pot, in cents', () => {
    const balance = seasonBalance({
      unpaidFines: 750,
      paidFines: 1250,
      income: 5000,
      expenses: 2025,
    });
    expect(finePot(balance)).toEqual({
      unpaidFines: 750,
      paidFines: 1250,
      totalFines: 2000,
      transactions: 2975,
      totalPot: 4975,
    });
  });

  it('differs from the balance by exactly the unpaid fines, without float dust', () => {
    const balance = { unpaidFines: 0.1, paidFines: 0.2, transactions: -0.3, balance: -0.1 };
    const pot = finePot(balance);
    expect(pot.totalPot).toBe(0);
    expect(pot.totalPot - pot.unpaidFines).toBe(-10);
  });
});
