import { describe, expect, it } from 'vitest';
import { nextSeasonName } from './next-season-name.js';

describe('nextSeasonName', () => {
  it.each([
    [['2026-2027', '2025-2026'], '2027-2028'],
    [['2026/27'], '2027/28'],
    [['2099-2100'], '2100-2101'],
    [['1999/00'], '2000/01'],
    [['2026'], '2027'],
    [['Seizoen 2026-2027'], 'Seizoen 2027-2028'],
  ])('after %j comes %s', (existing, next) => {
    expect(nextSeasonName(existing, '2026-11-23')).toBe(next);
  });

  it('takes the season of today when there is none, or the newest has no years', () => {
    expect(nextSeasonName([], '2026-11-23')).toBe('2026-2027');
    expect(nextSeasonName([], '2027-03-01')).toBe('2026-2027');
    expect(nextSeasonName([], '2027-07-01')).toBe('2027-2028');
    expect(nextSeasonName(['Najaar'], '2026-11-23')).toBe('2026-2027');
  });

  it('never suggests a name the team already has', () => {
    expect(nextSeasonName(['2026-2027', '2027-2028'], '2026-11-23')).toBe('2028-2029');
    expect(nextSeasonName(['Najaar', '2026-2027'], '2026-11-23')).toBe('2027-2028');
  });
});
