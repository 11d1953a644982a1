import { describe, expect, it } from 'vitest';
import { availabilityInputSchema } from './availability.schema.js';
import {
  availabilityClosedReason,
  countAvailability,
  playersWhoSaidNo,
  reminderText,
} from './availability.js';

describe('who is coming', () => {
  const answers = [
    { player: { id: 1 }, status: 'Yes' as const },
    { player: { id: 2 }, status: 'No' as const },
    { player: { id: 3 }, status: null },
    { player: { id: 4 }, status: 'No' as const },
  ];

  it('counts the answers and those still open', () => {
    expect(countAvailability(answers)).toEqual({ yes: 1, no: 2, maybe: 0, open: 1 });
  });

  it('names who said Nee', () => {
    expect(playersWhoSaidNo(answers)).toEqual([2, 4]);
  });

  it('closes answers for a cancelled, filled or past match, not on match day', () => {
    const match = { date: '2026-11-28', cancelled: false, filled: false };
    expect(availabilityClosedReason(match, '2026-11-28')).toBeNull();
    expect(availabilityClosedReason(match, '2026-11-29')).toBe('MatchPlayed');
    expect(availabilityClosedReason({ ...match, cancelled: true }, '2026-11-20')).toBe(
      'MatchCancelled',
    );
    expect(availabilityClosedReason({ ...match, filled: true }, '2026-11-20')).toBe('MatchFilled');
  });

  it('trims the note and makes an empty one null', () => {
    expect(availabilityInputSchema.parse({ status: 'Maybe', note: '  vakantie ' })).toEqual({
      status: 'Maybe',
      note: 'vakantie',
    });
    expect(availabilityInputSchema.parse({ status: null, note: '  ' })).toEqual({
      status: null,
      note: null,
    });
  });

  it('words the team reminder as the issue does', () => {
    const match = { date: '2026-11-28', kickOff: '14:30', opponent: 'Voorschoten' };
    expect(reminderText(match, { yes: 9, no: 2, maybe: 0, open: 5 }, 'zaterdag')).toBe(
      'Zaterdag 14:30 tegen Voorschoten: 9 ja, 2 nee, 5 nog niet',
    );
    expect(
      reminderText({ ...match, kickOff: null }, { yes: 1, no: 0, maybe: 3, open: 0 }, 'zaterdag'),
    ).toBe('Zaterdag tegen Voorschoten: 1 ja, 0 nee, 3 misschien, 0 nog niet');
  });
});
