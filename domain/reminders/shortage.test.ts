import { describe, expect, it } from 'vitest';
import {
  isShortageCheckDue,
  matchStartKey,
  shortageCheckAt,
  shortageText,
  teamInstant,
} from './shortage.js';

describe('the shortage alarm', () => {
  it('reads wall times in Europe/Amsterdam, in winter and in summer time', () => {
    expect(teamInstant('2026-01-10', '14:30').toISOString()).toBe('2026-01-10T13:30:00.000Z');
    expect(teamInstant('2026-07-11', '14:30').toISOString()).toBe('2026-07-11T12:30:00.000Z');
    // The Saturday before the clocks go forward (29 March 2026) and the Monday after.
    expect(teamInstant('2026-03-28', '18:00').toISOString()).toBe('2026-03-28T17:00:00.000Z');
    expect(teamInstant('2026-03-30', '18:00').toISOString()).toBe('2026-03-30T16:00:00.000Z');
  });

  it('checks the days before at kick-off time, or at 18:00 without a time', () => {
    expect(shortageCheckAt({ date: '2026-03-14', kickOff: '14:30' }, 1).toISOString()).toBe(
      '2026-03-13T13:30:00.000Z',
    );
    expect(shortageCheckAt({ date: '2026-03-14', kickOff: null }, 2).toISOString()).toBe(
      '2026-03-12T17:00:00.000Z',
    );
  });

  it('is due from that moment until kick-off (the end of the match day without a time)', () => {
    const timed = { date: '2026-03-14', kickOff: '14:30' };
    expect(isShortageCheckDue(timed, 1, new Date('2026-03-13T13:29:00.000Z'))).toBe(false);
    expect(isShortageCheckDue(timed, 1, new Date('2026-03-13T13:30:00.000Z'))).toBe(true);
    expect(isShortageCheckDue(timed, 1, new Date('2026-03-14T13:29:00.000Z'))).toBe(true);
    expect(isShortageCheckDue(timed, 1, new Date('2026-03-14T13:30:00.000Z'))).toBe(false);
    const untimed = { date: '2026-03-14', kickOff: null };
    expect(isShortageCheckDue(untimed, 1, new Date('2026-03-14T22:59:00.000Z'))).toBe(true);
    expect(isShortageCheckDue(untimed, 1, new Date('2026-03-14T23:00:00.000Z'))).toBe(false);
  });

  it('keys a check on the date and the kick-off, so a moved match is checked again', () => {
    expect(matchStartKey({ date: '2026-03-14', kickOff: '14:30' })).toBe('2026-03-14 14:30');
    expect(matchStartKey({ date: '2026-03-14', kickOff: null })).toBe('2026-03-14');
  });

  it('says it the way the issue asks', () => {
    expect(shortageText('zaterdag', 9, 11)).toBe('Te weinig spelers voor zaterdag: 9 van de 11');
  });
});
