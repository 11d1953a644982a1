import { describe, expect, it } from 'vitest';
import { fineTotals, sortFines } from './fine-list.js';
import type { Fine } from './fine.schema.js';

function fine(
  id: number,
  overrides: {
    paid?: boolean;
    date?: string;
    amount?: number | null;
    task?: string;
    player?: string;
  } = {},
): Fine {
  const task = overrides.task ?? null;
  return {
    id,
    player: {
      id: id * 10,
      firstName: overrides.player ?? 'Jan',
      lastName: 'Jansen',
      nickName: null,
      active: true,
    },
    seasonId: 1,
    type: {
      id: id * 100,
      description: 'Te laat',
      matchRelated: false,
      amount: task === null ? (overrides.amount ?? 2.5) : null,
      task,
      obsolete: false,
    },
    data: { date: overrides.date ?? '2026-09-12', description: 'x' },
    paid: overrides.paid ?? false,
  };
}

describe('sortFines', () => {
  it('orders by the spec: unpaid, newest, highest amount, then names; equal fines by id', () => {
    const fines = [
      fine(1, { paid: true, date: '2026-12-01' }),
      fine(2, { date: '2026-09-01' }),
      fine(3, { date: '2026-10-01', amount: 1 }),
      fine(4, { date: '2026-10-01', amount: 5 }),
      fine(6, { date: '2026-10-01', amount: 5 }),
      fine(5, { date: '2026-10-01', amount: 5 }),
      fine(7, { date: '2026-10-01', amount: 5, player: 'Anna' }),
    ];
    expect(sortFines(fines).map((f) => f.id)).toEqual([7, 4, 5, 6, 3, 2, 1]);
  });

  it('counts a task fine as no money, after the priced ones of the same day', () => {
    expect(
      sortFines([fine(1, { task: 'Ballen pompen' }), fine(2, { amount: 0.5 })]).map((f) => f.id),
    ).toEqual([2, 1]);
  });

  it('leaves its input as it was', () => {
    const fines = [fine(1, { paid: true }), fine(2)];
    sortFines(fines);
    expect(fines.map((f) => f.id)).toEqual([1, 2]);
  });
});

describe('fineTotals', () => {
  it('sums all fines and the unpaid ones, in cents, tasks as nothing', () => {
    const fines = [
      fine(1, { amount: 2.5 }),
      fine(2, { amount: 0.1, paid: true }),
      fine(3, { amount: 0.2 }),
      fine(4, { task: 'Bardienst' }),
    ];
    expect(fineTotals(fines)).toEqual({ totalCents: 280, outstandingCents: 270 });
  });

  it('is zero for no fines', () => {
    expect(fineTotals([])).toEqual({ totalCents: 0, outstandingCents: 0 });
  });
});
