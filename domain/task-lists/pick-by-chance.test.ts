import { describe, expect, it } from 'vitest';
import { drawChances, mulberry32 } from './draw-chances.js';
import { pickByChance } from './pick-by-chance.js';

describe('pickByChance', () => {
  const chances = [
    ['a', 0.5],
    ['b', 0.25],
    ['c', 0.25],
  ] as const;

  it('maps the random number onto the cumulative chances', () => {
    expect(pickByChance(chances, () => 0)).toBe('a');
    expect(pickByChance(chances, () => 0.4999)).toBe('a');
    expect(pickByChance(chances, () => 0.5)).toBe('b');
    expect(pickByChance(chances, () => 0.75)).toBe('c');
    expect(pickByChance(chances, () => 0.999999)).toBe('c');
  });

  it('refuses an empty list and a random number outside [0, 1)', () => {
    expect(() => pickByChance([], () => 0.5)).toThrow(RangeError);
    expect(() => pickByChance(chances, () => 1)).toThrow(RangeError);
  });

  it('follows the chances of drawChances over many picks', () => {
    const squad = [
      { id: 1, timesDrawn: 0 },
      { id: 2, timesDrawn: 1 },
      { id: 3, timesDrawn: 3 },
    ];
    const odds = drawChances(squad).map(({ playerId, chance }) => [playerId, chance] as const);
    const random = mulberry32(42);
    const counts = new Map<number, number>();
    const picks = 20_000;
    for (let i = 0; i < picks; i++) {
      const id = pickByChance(odds, random);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const [id, chance] of odds) {
      expect((counts.get(id) ?? 0) / picks).toBeCloseTo(chance, 1);
    }
  });
});
