import { describe, expect, it } from 'vitest';
import { compareFines, type FineSortFields } from './fine-order.js';

function fine(
  overrides: Partial<FineSortFields> & { id: string },
): FineSortFields & { id: string } {
  return {
    paid: false,
    date: '2027-03-12',
    amountCents: 250,
    typeDescription: 'Te laat',
    playerName: 'Jan',
    ...overrides,
  };
}

function order(fines: (FineSortFields & { id: string })[]): string[] {
  return [...fines].sort(compareFines).map((f) => f.id);
}

describe('compareFines', () => {
  it('puts unpaid fines first, even when older', () => {
    expect(
      order([
        fine({ id: 'paid', paid: true, date: '2027-03-12' }),
        fine({ id: 'unpaid', paid: false, date: '2020-01-01' }),
      ]),
    ).toEqual(['unpaid', 'paid']);
  });

  it('then the newest date first', () => {
    expect(
      order([
        fine({ id: 'old', date: '2027-01-01', amountCents: 1000 }),
        fine({ id: 'new', date: '2027-03-12', amountCents: 100 }),
        fine({ id: 'mid', date: '2027-02-01' }),
      ]),
    ).toEqual(['new', 'mid', 'old']);
  });

  it('then the higher amount', () => {
    expect(
      order([
        fine({ id: 'small', amountCents: 50, typeDescription: 'A' }),
        fine({ id: 'big', amountCents: 1000, typeDescription: 'Z' }),
      ]),
    ).toEqual(['big', 'small']);
  });

  it('then the type description in Dutch order', () => {
    expect(
      order([
        fine({ id: 'zeuren', typeDescription: 'Zeuren' }),
        fine({ id: 'ijs', typeDescription: 'ijsje vergeten' }),
        fine({ id: 'eigen', typeDescription: 'Eigen doelpunt' }),
        fine({ id: 'rood', typeDescription: 'Rode kaart' }),
        fine({ id: 'ecart', typeDescription: 'Écart' }),
      ]),
    ).toEqual(['ecart', 'eigen', 'ijs', 'rood', 'zeuren']);
  });

  it('then the player name', () => {
    expect(
      order([
        fine({ id: 'piet', playerName: 'Piet' }),
        fine({ id: 'anna', playerName: 'anna' }),
        fine({ id: 'bram', playerName: 'Bram' }),
      ]),
    ).toEqual(['anna', 'bram', 'piet']);
  });

  it('treats identical fines as equal', () => {
    expect(compareFines(fine({ id: 'a' }), fine({ id: 'b' }))).toBe(0);
  });

  it('combines all keys', () => {
    expect(
      order([
        fine({ id: 'paid-new', paid: true, date: '2027-03-12' }),
        fine({ id: 'old', date: '2027-03-01' }),
        fine({ id: 'new-small', date: '2027-03-12', amountCents: 100 }),
        fine({ id: 'new-big-b', date: '2027-03-12', amountCents: 500, typeDescription: 'B' }),
        fine({
          id: 'new-big-a-kees',
          date: '2027-03-12',
          amountCents: 500,
          typeDescription: 'A',
          playerName: 'Kees',
        }),
        fine({
          id: 'new-big-a-jan',
          date: '2027-03-12',
          amountCents: 500,
          typeDescription: 'A',
          playerName: 'Jan',
        }),
      ]),
    ).toEqual(['new-big-a-jan', 'new-big-a-kees', 'new-big-b', 'new-small', 'old', 'paid-new']);
  });
});
