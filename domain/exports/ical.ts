import { nextDay } from '../dates.js';

// An iCalendar (RFC 5545) feed of all-day events: CRLF line ends, text values
// escaped, lines folded at 75 octets without splitting a UTF-8 character.

export interface CalendarEvent {
  /** Globally unique and stable: the same match keeps the same UID forever. */
  uid: string;
  /** YYYY-MM-DD: an all-day event without a time. */
  date: string;
  /** HH:MM in Europe/Amsterdam: a timed event of EVENT_DURATION. */
  time?: string | null;
  summary: string;
  description?: string;
  location?: string | null;
  cancelled: boolean;
  /** Rises on every change: calendars replace an event only for a higher SEQUENCE. */
  sequence: number;
}

export const CALENDAR_TIME_ZONE = 'Europe/Amsterdam';
/** A match with its warm-up and the drink after it. */
const EVENT_DURATION = 'PT2H';

// The rules of Europe/Amsterdam since 1996 (EU summer time). RFC 5545 wants a
// VTIMEZONE for every TZID used, and not every calendar app knows the tz names.
const AMSTERDAM_TIME_ZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export interface Calendar {
  name: string;
  /** When the feed was made (DTSTAMP of every event). */
  stamp: Date;
  events: CalendarEvent[];
}

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into lines of at most 75 octets; continuations start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines lose one octet to their leading space.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function dateValue(iso: string): string {
  return iso.replaceAll('-', '');
}

/** 20270312T101500Z */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const end = nextDay(event.date);
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `SEQUENCE:${event.sequence}`,
    ...(event.time
      ? [
          `DTSTART;TZID=${CALENDAR_TIME_ZONE}:${dateValue(event.date)}T${event.time.replace(':', '')}00`,
          `DURATION:${EVENT_DURATION}`,
        ]
      : [
          `DTSTART;VALUE=DATE:${dateValue(event.date)}`,
          // DTEND is exclusive: an all-day event ends the next day. On the last date there is
          // no next day; without DTEND a DATE event lasts that one day (RFC 5545 §3.6.1).
          ...(end ? [`DTEND;VALUE=DATE:${dateValue(end)}`] : []),
        ]),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

export function buildCalendar(calendar: Calendar): string {
  const stamp = utcStamp(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Teampot//Wedstrijden//NL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    // Calendar apps that honour it refresh a subscription every 6 hours.
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...(calendar.events.some((event) => event.time) ? AMSTERDAM_TIME_ZONE : []),
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
