import { describe, expect, it } from 'vitest';
import { drawChances, drawPlayers, drawWeights, mulberry32 } from './draw-chances.js';

const squad = [
  { id: 1, timesDrawn: 0 },
  { id: 2, timesDrawn: 0 },
  { id: 3, timesDrawn: 1 },
  { id: 4, timesDrawn: 2 },
  { id: 5, timesDrawn: 5 },
];

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

describe('drawWeights', () => {
  it('weighs a player 1 / (1 + timesDrawn)', () => {
    expect([...drawWeights(squad)]).toEqual([
      [1, 1],
      [2, 1],
      [3, 1 / 2],
      [4, 1 / 3],
      [5, 1 / 6],
    ]);
  });

  it('refuses duplicate players and impossible counts', () => {
    expect(() =>
      drawWeights([
        { id: 1, timesDrawn: 0 },
        { id: 1, timesDrawn: 2 },
      ]),
    ).toThrow(RangeError);
    expect(() => drawWeights([{ id: 1, timesDrawn: -1 }])).toThrow(RangeError);
    expect(() => drawWeights([{ id: 1, timesDrawn: 1.5 }])).toThrow(RangeError);
  });
});

describe('drawChances', () => {
  it('gives fractions that sum to 1', () => {
    const chances = drawChances(squad);
    expect(chances.map((c) => c.playerId)).toEqual([1, 2, 3, 4, 5]);
    expect(sum(chances.map((c) => c.chance))).toBeCloseTo(1, 12);
  });

  it('computes weight over total weight', () => {
    // weights 1, 1, 1/2, 1/3, 1/6 → total 3
    expect(drawChances(squad).map((c) => c.chance)).toEqual(
      [1 / 3, 1 / 3, 1 / 6, 1 / 9, 1 / 18].map((expected) => expect.closeTo(expected, 12)),
    );
  });

  it('gives a player with fewer draws a higher chance', () => {
    const chances = new Map(drawChances(squad).map((c) => [c.playerId, c.chance]));
    expect(chances.get(1)).toBe(chances.get(2));
    expect(chances.get(2)!).toBeGreaterThan(chances.get(3)!);
    expect(chances.get(3)!).toBeGreaterThan(chances.get(4)!);
    expect(chances.get(4)!).toBeGreaterThan(chances.get(5)!);
  });

  it('is even when nobody has been drawn yet', () => {
    const chances = drawChances([1, 2, 3, 4].map((id) => ({ id, timesDrawn: 0 })));
    expect(chances.map((c) => c.chance)).toEqual([0.25, 0.25, 0.25, 0.25]);
  });

  it('gives a single player certainty, and no players no chances', () => {
    expect(drawChances([{ id: 7, timesDrawn: 3 }])).toEqual([{ playerId: 7, chance: 1 }]);
    expect(drawChances([])).toEqual([]);
  });
});

describe('drawPlayers', () => {
  it('matches drawChances for the first pick over 20,000 seeded draws', () => {
    const random = mulberry32(20270312);
    const runs = 20_000;
    const firstPicks = new Map<number, number>();
    for (let run = 0; run < runs; run++) {
      const [first] = drawPlayers(squad, 2, random);
      firstPicks.set(first!, (firstPicks.get(first!) ?? 0) + 1);
    }
    for (const { playerId, chance } of drawChances(squad)) {
      const observed = (firstPicks.get(playerId) ?? 0) / runs;
      expect(Math.abs(observed - chance)).toBeLessThan(0.015);
    }
  });

  it('draws distinct players from the list only', () => {
    const random = mulberry32(42);
    const ids = new Set(squad.map((p) => p.id));
    for (let run = 0; run < 1000; run++) {
      const count = 1 + (run % squad.length);
      const drawn = drawPlayers(squad, count, random);
      expect(drawn).toHaveLength(count);
      expect(new Set(drawn).size).toBe(count);
      for (const id of drawn) expect(ids.has(id)).toBe(true);
    }
  });

  it('draws everyone when count equals the number of players', () => {
    expect(drawPlayers(squad, squad.length, mulberry32(1)).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('walks the cumulative weights', () => {
    // weights 1, 1, 1/2, 1/3, 1/6 (total 3): r * 3 falls in [0,1) [1,2) [2,2.5) [2.5,2.83) [2.83,3)
    const pickFirst = (r: number) => drawPlayers(squad, 1, () => r);
    expect(pickFirst(0)).toEqual([1]);
    expect(pickFirst(0.34)).toEqual([2]);
    expect(pickFirst(0.7)).toEqual([3]);
    expect(pickFirst(0.9)).toEqual([4]);
    expect(pickFirst(0.99)).toEqual([5]);
    expect(pickFirst(1 - Number.EPSILON / 2)).toEqual([5]);
  });

  it('takes later picks from the players that are left', () => {
    // First r = 0 picks player 1; then among 2..5 (total 2) r = 0 picks player 2.
    expect(drawPlayers(squad, 2, () => 0)).toEqual([1, 2]);
    // r just below 1 always takes the last remaining player.
    expect(drawPlayers(squad, 3, () => 0.999999)).toEqual([5, 4, 3]);
  });

  it('never picks a player with almost no weight when others fill the range', () => {
    const players = [
      { id: 1, timesDrawn: 0 },
      { id: 2, timesDrawn: 1_000_000 },
    ];
    expect(drawPlayers(players, 1, () => 0.5)).toEqual([1]);
  });

  it('refuses a count below 1 or above the number of players', () => {
    const random = mulberry32(1);
    expect(() => drawPlayers(squad, 0, random)).toThrow(RangeError);
    expect(() => drawPlayers(squad, -1, random)).toThrow(RangeError);
    expect(() => drawPlayers(squad, 1.5, random)).toThrow(RangeError);
    expect(() => drawPlayers(squad, 6, random)).toThrow(RangeError);
    expect(() => drawPlayers([], 1, random)).toThrow(RangeError);
  });

  it('uses the Dutch messages of the draw form', () => {
    expect(() => drawPlayers(squad, 0, Math.random)).toThrow(
      'Aantal lotingen moet minimaal 1 zijn',
    );
    expect(() => drawPlayers(squad, 6, Math.random)).toThrow(
      'Aantal lotingen kan niet groter zijn dan het aantal spelers',
    );
  });

  it('refuses a random source outside [0, 1)', () => {
    expect(() => drawPlayers(squad, 1, () => 1)).toThrow(RangeError);
    expect(() => drawPlayers(squad, 1, () => -0.1)).toThrow(RangeError);
    expect(() => drawPlayers(squad, 1, () => Number.NaN)).toThrow(RangeError);
  });
});

describe('mulberry32', () => {
  // The published reference implementation, to pin down the sequence.
  function reference(a: number) {
    return function () {
      a |= 0;
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it('follows the reference sequence', () => {
    for (const seed of [0, 1, 42, 20270312, 0xffffffff]) {
      const ours = mulberry32(seed);
      const theirs = reference(seed);
      for (let i = 0; i < 100; i++) expect(ours()).toBe(theirs());
    }
  });

  it('is deterministic per seed and stays in [0, 1)', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const c = mulberry32(8);
    const fromA = Array.from({ length: 1000 }, a);
    expect(Array.from({ length: 1000 }, b)).toEqual(fromA);
    expect(Array.from({ length: 1000 }, c)).not.toEqual(fromA);
    for (const value of fromA) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
