import { describe, expect, it } from 'vitest';
import { rankRows } from './rank-rows.js';

describe('rankRows', () => {
  it('numbers distinct scores 1, 2, 3', () => {
    const rows = [
      { name: 'A', goals: 5 },
      { name: 'B', goals: 3 },
      { name: 'C', goals: 1 },
    ];
    expect(rankRows(rows, (r) => r.goals).map((r) => r.rank)).toEqual([1, 2, 3]);
  });

  it('lets equal scores share a rank and skips the next ones', () => {
    const rows = [
      { name: 'A', goals: 5 },
      { name: 'B', goals: 5 },
      { name: 'C', goals: 3 },
      { name: 'D', goals: 3 },
      { name: 'E', goals: 3 },
      { name: 'F', goals: 0 },
    ];
    expect(rankRows(rows, (r) => r.goals).map((r) => [r.name, r.rank])).toEqual([
      ['A', 1],
      ['B', 1],
      ['C', 3],
      ['D', 3],
      ['E', 3],
      ['F', 6],
    ]);
  });

  it('only merges neighbours, trusting the given order', () => {
    const rows = [{ s: 2 }, { s: 1 }, { s: 2 }];
    expect(rankRows(rows, (r) => r.s).map((r) => r.rank)).toEqual([1, 2, 3]);
  });

  it('compares array scores element by element', () => {
    const rows = [
      { name: 'A', total: 1000, count: 4 },
      { name: 'B', total: 1000, count: 4 },
      { name: 'C', total: 1000, count: 2 },
      { name: 'D', total: 500, count: 2 },
    ];
    expect(rankRows(rows, (r) => [r.total, r.count]).map((r) => r.rank)).toEqual([1, 1, 3, 4]);
  });

  it('compares string scores exactly', () => {
    const rows = [{ k: '66.67' }, { k: '66.67' }, { k: '50.00' }];
    expect(rankRows(rows, (r) => r.k).map((r) => r.rank)).toEqual([1, 1, 3]);
  });

  it('keeps the row fields and does not change the input', () => {
    const rows = [{ player: 'Jan', count: 2 }];
    const ranked = rankRows(rows, (r) => r.count);
    expect(ranked).toEqual([{ player: 'Jan', count: 2, rank: 1 }]);
    expect(rows[0]).not.toHaveProperty('rank');
  });

  it('returns nothing for no rows', () => {
    expect(rankRows([] as { n: number }[], (r) => r.n)).toEqual([]);
  });
});
