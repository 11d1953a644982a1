import { describe, expect, it } from 'vitest';
import { isVotingOpen, timeLeftText, votingClosesAt, winnersOf } from './voting.js';

describe('the player-of-the-match vote', () => {
  it('closes 48 hours after the fill', () => {
    const closes = votingClosesAt('2026-03-14T17:00:00.000Z');
    expect(closes).toBe('2026-03-16T17:00:00.000Z');
    expect(isVotingOpen(closes, new Date('2026-03-16T16:59:59.999Z'))).toBe(true);
    expect(isVotingOpen(closes, new Date('2026-03-16T17:00:00.000Z'))).toBe(false);
    expect(isVotingOpen(null, new Date())).toBe(false);
  });

  it('gives the title to the most votes, shared on a tie, to nobody without votes', () => {
    expect(
      winnersOf([
        { playerId: 1, votes: 3 },
        { playerId: 2, votes: 1 },
      ]),
    ).toEqual([1]);
    expect(
      winnersOf([
        { playerId: 1, votes: 2 },
        { playerId: 2, votes: 2 },
        { playerId: 3, votes: 1 },
      ]),
    ).toEqual([1, 2]);
    expect(winnersOf([])).toEqual([]);
  });

  it('says how long the vote still runs', () => {
    const closes = '2026-03-16T17:00:00.000Z';
    expect(timeLeftText(closes, new Date('2026-03-14T17:00:00.000Z'))).toBe('nog 2 dagen');
    expect(timeLeftText(closes, new Date('2026-03-15T16:00:00.000Z'))).toBe('nog 1 dag');
    expect(timeLeftText(closes, new Date('2026-03-16T12:00:00.000Z'))).toBe('nog 5 uur');
    expect(timeLeftText(closes, new Date('2026-03-16T15:30:00.000Z'))).toBe('nog 1 uur');
    expect(timeLeftText(closes, new Date('2026-03-16T16:30:00.000Z'))).toBe('nog even');
  });
});
