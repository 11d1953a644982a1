import { describe, expect, it } from 'vitest';
import { drawOccasion } from './draw-occasion';

describe('drawOccasion', () => {
  it('names the opponent of a match draw and the description of a manual one', () => {
    expect(drawOccasion({ matchId: 3, date: '2027-03-12', opponent: 'Blauw' })).toBe(
      'vr 12 mrt 2027 · tegen Blauw',
    );
    expect(drawOccasion({ date: '2027-03-13', description: 'Toernooi' })).toBe(
      'za 13 mrt 2027 · Toernooi',
    );
  });
});
