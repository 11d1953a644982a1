import { describe, expect, it } from 'vitest';
import {
  addDays,
  endOfWeekIso,
  LAST_DATE,
  nextDay,
  formatDate,
  formatDateLong,
  formatDateShort,
  formatClockTime,
  formatTimestamp,
  isValidIsoDate,
  parseDateInput,
  todayIso,
  toIsoDate,
} from './dates.js';
import { isoDateSchema } from './dates.schema.js';

describe('isValidIsoDate', () => {
  it.each([
    '2026-03-12',
    '2024-02-29',
    '2000-02-29',
    '0000-01-01',
    '0000-02-29',
    '9999-12-31',
    '2026-01-31',
    '2026-04-30',
  ])('%s is valid', (s) => {
    expect(isValidIsoDate(s)).toBe(true);
  });

  it.each([
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-01-32',
    '10000-01-01',
    '999-01-01',
    '2026-1-01',
    '2026-01-1',
    '2026/01/01',
    '2026-01-01T00:00',
    ' 2026-01-01',
    '2026-01-01 ',
    '+2026-01-01',
    '２０２６-01-01',
    '',
  ])('%j is not valid', (s) => {
    expect(isValidIsoDate(s)).toBe(false);
  });
});

describe('isoDateSchema', () => {
  const messageOf = (input: unknown) =>
    isoDateSchema.safeParse(input).error?.issues.map((issue) => issue.message);

  it('accepts a calendar date', () => {
    expect(isoDateSchema.parse('2026-03-12')).toBe('2026-03-12');
  });

  it.each([undefined, null, ''])('%j is missing', (input) => {
    expect(messageOf(input)).toEqual(['Datum is verplicht']);
  });

  it.each(['2026-02-30', '12-03-2026', 'morgen', 20260312])('%j is invalid', (input) => {
    expect(messageOf(input)).toEqual(['Ongeldige datum']);
  });
});

describe('toIsoDate and todayIso', () => {
  it('uses the local calendar day, also just before midnight', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 59, 59))).toBe('2026-01-05');
    expect(toIsoDate(new Date(2026, 11, 31, 0, 0, 0))).toBe('2026-12-31');
  });

  it('pads small years to four digits', () => {
    const d = new Date(2000, 0, 1);
    d.setFullYear(50, 6, 4);
    expect(toIsoDate(d)).toBe('0050-07-04');
  });

  it('takes the moment to use as today', () => {
    expect(todayIso(new Date(2027, 2, 12, 12))).toBe('2027-03-12');
  });

  it('defaults to now', () => {
    expect(todayIso()).toBe(toIsoDate(new Date()));
  });
});

describe('endOfWeekIso', () => {
  it.each([
    ['2027-03-08', '2027-03-14'], // Monday
    ['2027-03-12', '2027-03-14'], // Friday
    ['2027-03-13', '2027-03-14'], // Saturday
    ['2027-03-14', '2027-03-14'], // Sunday maps to itself
    ['2026-12-29', '2027-01-03'], // across the year
    ['2024-02-27', '2024-03-03'], // across a leap day
    ['2026-10-22', '2026-10-25'], // DST change on that Sunday in Europe
    ['0000-01-01', '0000-01-02'],
  ])('%s ends its week on %s', (today, sunday) => {
    expect(endOfWeekIso(today)).toBe(sunday);
  });

  it('agrees with the UTC calendar of Date for every day of several years', () => {
    const day = new Date(Date.UTC(1999, 0, 1));
    while (day.getUTCFullYear() < 2031) {
      const iso = day.toISOString().slice(0, 10);
      const sunday = new Date(day);
      sunday.setUTCDate(day.getUTCDate() + ((7 - day.getUTCDay()) % 7));
      expect(endOfWeekIso(iso)).toBe(sunday.toISOString().slice(0, 10));
      day.setUTCDate(day.getUTCDate() + 1);
    }
  });

  it('refuses an invalid date', () => {
    expect(() => endOfWeekIso('2026-02-30')).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it('formats a stored moment as the local clock shows it, date and time', () => {
    const at = new Date(2027, 2, 12, 9, 5);
    expect(formatTimestamp(at.toISOString())).toBe('12-03-2027 09:05');
    expect(formatTimestamp(new Date(2026, 11, 31, 23, 59).toISOString())).toBe('31-12-2026 23:59');
    expect(formatClockTime(at.toISOString())).toBe('09:05');
  });

  it('formats numerically as day-month-year', () => {
    expect(formatDate('2027-03-12')).toBe('12-03-2027');
    expect(formatDate('0050-01-02')).toBe('02-01-0050');
  });

  it('formats the long Dutch form', () => {
    expect(formatDateLong('2027-03-12')).toBe('vrijdag 12 maart 2027');
    expect(formatDateLong('2026-01-04')).toBe('zondag 4 januari 2026');
    expect(formatDateLong('2024-02-29')).toBe('donderdag 29 februari 2024');
  });

  it('formats the short Dutch form', () => {
    expect(formatDateShort('2027-03-12')).toBe('vr 12 mrt');
    expect(formatDateShort('2026-01-05')).toBe('ma 5 jan');
    expect(formatDateShort('2026-10-07')).toBe('wo 7 okt');
  });

  it('names every weekday', () => {
    const week = [
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
      '2026-06-07',
    ];
    expect(week.map((d) => formatDateLong(d).split(' ')[0])).toEqual([
      'maandag',
      'dinsdag',
      'woensdag',
      'donderdag',
      'vrijdag',
      'zaterdag',
      'zondag',
    ]);
  });

  it.each([
    ['2026-01-01', 'do 1 jan', 'donderdag 1 januari 2026'],
    ['2026-02-01', 'zo 1 feb', 'zondag 1 februari 2026'],
    ['2026-03-01', 'zo 1 mrt', 'zondag 1 maart 2026'],
    ['2026-04-01', 'wo 1 apr', 'woensdag 1 april 2026'],
    ['2026-05-01', 'vr 1 mei', 'vrijdag 1 mei 2026'],
    ['2026-06-01', 'ma 1 jun', 'maandag 1 juni 2026'],
    ['2026-07-01', 'wo 1 jul', 'woensdag 1 juli 2026'],
    ['2026-08-01', 'za 1 aug', 'zaterdag 1 augustus 2026'],
    ['2026-09-01', 'di 1 sep', 'dinsdag 1 september 2026'],
    ['2026-10-01', 'do 1 okt', 'donderdag 1 oktober 2026'],
    ['2026-11-01', 'zo 1 nov', 'zondag 1 november 2026'],
    ['2026-12-01', 'di 1 dec', 'dinsdag 1 december 2026'],
  ])('names the month of %s: %s, %s', (iso, short, long) => {
    expect(formatDateShort(iso)).toBe(short);
    expect(formatDateLong(iso)).toBe(long);
  });

  it('refuses invalid dates instead of showing nonsense', () => {
    expect(() => formatDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatDateLong('')).toThrow(RangeError);
    expect(() => formatDateShort('12-03-2027')).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('moves across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-11-22', -365)).toBe('2025-11-22');
  });

  it('never leaves years 0000–9999: no five-digit year, no negative one', () => {
    expect(addDays('9999-12-30', 1)).toBe(LAST_DATE);
    expect(() => addDays(LAST_DATE, 1)).toThrow(RangeError);
    expect(addDays('0000-01-02', -1)).toBe('0000-01-01');
    expect(() => addDays('0000-01-01', -1)).toThrow(RangeError);
  });
});

describe('nextDay', () => {
  it('is the day after, and none after the furthest date', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('9999-12-30')).toBe('9999-12-31');
    expect(nextDay('9999-12-31')).toBeNull();
    expect(isoDateSchema.parse(LAST_DATE)).toBe('9999-12-31');
  });
});

describe('parseDateInput', () => {
  it.each([
    ['12-3-2026', '2026-03-12'],
    ['12-03-2026', '2026-03-12'],
    ['1/9/2025', '2025-09-01'],
    ['01.09.2025', '2025-09-01'],
    ['12-3-26', '2026-03-12'],
    ['2026-03-12', '2026-03-12'],
    ['2026-03-12 00:00:00', '2026-03-12'],
    ['2026-03-12T14:30:00Z', '2026-03-12'],
    ['12-3-2026 14:30', '2026-03-12'],
    [' za 14-3-2026 ', '2026-03-14'],
    ['zaterdag 14-03-2026', '2026-03-14'],
    ['12 maart 2026', '2026-03-12'],
    ['12 mrt 2026', '2026-03-12'],
    ['29-2-2024', '2024-02-29'],
  ])('%s is %s', (text, iso) => {
    expect(parseDateInput(text)).toBe(iso);
  });

  it.each([
    '',
    'morgen',
    '31-2-2026',
    '12-13-2026',
    '2026-02-30',
    '3/12',
    '12 foo 2026',
    '1-1-12345',
  ])('%j is no date', (text) => {
    expect(parseDateInput(text)).toBeNull();
  });
});
