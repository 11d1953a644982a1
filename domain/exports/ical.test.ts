import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine } from './ical.js';

const stamp = new Date('2027-03-01T10:15:00Z');

describe('iCalendar feed', () => {
  const feed = buildCalendar({
    name: 'VV Oranje JO19',
    stamp,
    events: [
      {
        uid: 'match-1@teampot',
        date: '2027-03-12',
        summary: 'Competitie tegen VV Hoek',
        cancelled: false,
        sequence: 0,
      },
      {
        uid: 'match-2@teampot',
        date: '2027-12-31',
        summary: 'Afgelast: Beker tegen SV; "Zuid"',
        cancelled: true,
        sequence: 0,
      },
    ],
  });

  it('is valid for ical.js with all-day dates, UIDs, stamps and status', () => {
    const calendar = new ICAL.Component(ICAL.parse(feed));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('VV Oranje JO19');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(2);
    expect(events.map((e) => e.uid)).toEqual(['match-1@teampot', 'match-2@teampot']);
    expect(events[0]?.startDate.isDate).toBe(true);
    expect(events[0]?.startDate.toString()).toBe('2027-03-12');
    expect(events[1]?.endDate.toString()).toBe('2028-01-01');
    expect(events[1]?.summary).toBe('Afgelast: Beker tegen SV; "Zuid"');
    expect(events[1]?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(events[0]?.component.getFirstPropertyValue('dtstamp')?.toString()).toBe(
      '2027-03-01T10:15:00Z',
    );
  });

  it('ends an event on the furthest date after that one day, without a five-digit year', () => {
    const last = buildCalendar({
      name: 'Verre toekomst',
      stamp,
      events: [
        {
          uid: 'match-3@teampot',
          date: '9999-12-31',
          summary: 'Finale',
          cancelled: false,
          sequence: 0,
        },
      ],
    });
    expect(last).not.toMatch(/DTEND/);
    expect(last).not.toMatch(/10000/);
    const [event] = new ICAL.Component(ICAL.parse(last))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(event?.startDate.toString()).toBe('9999-12-31');
    expect(event?.startDate.isDate).toBe(true);
    expect(event?.duration.toSeconds()).toBe(24 * 60 * 60);
  });

  it('ends every line in CRLF', () => {
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets without splitting a character, and unfolds to the same line', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const line = `SUMMARY:${text}`;
        const folded = foldLine(line);
        for (const part of folded.split('\r\n')) {
          expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
        }
        expect(folded.replaceAll('\r\n ', '')).toBe(line);
      }),
    );
  });

  it('gives a timed event its Amsterdam time zone, location and sequence', () => {
    const timed = buildCalendar({
      name: 'VV Demo',
      stamp,
      events: [
        {
          uid: 'match-3@teampot',
          date: '2027-03-13',
          time: '14:30',
          summary: 'Competitie tegen Voorschoten',
          location: 'De Adelaar, Voorschoten',
          cancelled: false,
          sequence: 4,
        },
      ],
    });
    expect(timed).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Amsterdam');
    expect(timed).toContain('DTSTART;TZID=Europe/Amsterdam:20270313T143000\r\nDURATION:PT2H');
    expect(timed).toContain('LOCATION:De Adelaar\\, Voorschoten');
    expect(timed).toContain('SEQUENCE:4');
    expect(feed).not.toContain('VTIMEZONE');
  });
});
