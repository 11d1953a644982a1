import { describe, expect, it } from 'vitest';
import { chooseSeason } from './season';

const seasons = [
  { id: 7, description: '2025-2026', locked: false },
  { id: 4, description: '2024-2025', locked: true },
];

describe('chooseSeason', () => {
  it('takes the newest season, asking the lists for the current one', () => {
    expect(chooseSeason(seasons, null)).toEqual({ id: 7, listId: null, none: false });
    expect(chooseSeason(seasons, 7)).toEqual({ id: 7, listId: null, none: false });
  });

  it('takes an older season by its id', () => {
    expect(chooseSeason(seasons, 4)).toEqual({ id: 4, listId: 4, none: false });
  });

  it('falls back to the newest for a season the team does not have', () => {
    expect(chooseSeason(seasons, 99)).toEqual({ id: 7, listId: null, none: false });
  });

  it('asks for the current season before the list is known, and marks a team without seasons', () => {
    expect(chooseSeason(undefined, null)).toEqual({ id: null, listId: null, none: false });
    expect(chooseSeason(undefined, 4)).toEqual({ id: 4, listId: 4, none: false });
    expect(chooseSeason([], null)).toEqual({ id: null, listId: null, none: true });
  });
});
