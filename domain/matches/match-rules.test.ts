import { describe, expect, it } from 'vitest';
import {
  canFillMatch,
  isMatchPlayed,
  MATCH_TYPE_LABELS,
  MATCH_TYPES,
  matchHeadline,
  matchScore,
  matchWhenWhere,
} from './match-rules.js';
import { matchTypeSchema } from './match.schema.js';

const today = '2027-03-12';

describe('match types', () => {
  it('labels every type in Dutch', () => {
    expect(MATCH_TYPES.map((type) => MATCH_TYPE_LABELS[type])).toEqual([
      'Vriendschappelijk',
      'Competitie',
      'Beker',
    ]);
  });

  it('accepts only the PascalCase wire values', () => {
    expect(matchTypeSchema.parse('League')).toBe('League');
    expect(matchTypeSchema.safeParse('league').success).toBe(false);
    expect(matchTypeSchema.safeParse('Competitie').success).toBe(false);
  });
});

describe('isMatchPlayed', () => {
  it.each([
    ['2027-03-11', false, true],
    ['2027-03-12', false, true],
    ['2027-03-13', false, false],
    ['2026-12-31', false, true],
    ['2027-03-11', true, false],
    ['2027-03-12', true, false],
    ['2027-03-13', true, false],
  ])('a match on %s, cancelled %s, is played: %s', (date, cancelled, played) => {
    expect(isMatchPlayed({ date, cancelled }, today)).toBe(played);
  });
});

describe('canFillMatch', () => {
  it('can fill a played match that is not filled yet', () => {
    expect(canFillMatch({ date: '2027-03-12', cancelled: false, filled: false }, today)).toBe(true);
  });

  it('cannot fill a match twice', () => {
    expect(canFillMatch({ date: '2027-03-01', cancelled: false, filled: true }, today)).toBe(false);
  });

  it('cannot fill a future or cancelled match', () => {
    expect(canFillMatch({ date: '2027-03-13', cancelled: false, filled: false }, today)).toBe(
      false,
    );
    expect(canFillMatch({ date: '2027-03-01', cancelled: true, filled: false }, today)).toBe(false);
  });
});

describe('a match described', () => {
  const home = { opponent: 'Voorschoten 97', home: true, scoreFor: 3, scoreAgainst: 1 };
  const away = { ...home, home: false };

  it('names the home side first, with its goals first', () => {
    expect(matchHeadline('VV Demo', home)).toBe('VV Demo – Voorschoten 97 3–1');
    expect(matchHeadline('VV Demo', away)).toBe('Voorschoten 97 – VV Demo 1–3');
  });

  it('leaves the score out until there is one, and the team out until its name is known', () => {
    expect(matchHeadline('VV Demo', { ...home, scoreFor: null })).toBe('VV Demo – Voorschoten 97');
    expect(matchHeadline(null, home)).toBe('Voorschoten 97 3–1');
    expect(matchScore({ ...home, scoreAgainst: null })).toBeNull();
  });

  it('says what is known of when and where', () => {
    expect(matchWhenWhere({ kickOff: '14:30', home: true, location: 'De Adelaar' })).toBe(
      '14:30 · thuis · De Adelaar',
    );
    expect(matchWhenWhere({ kickOff: null, home: false, location: null })).toBe('uit');
  });
});
