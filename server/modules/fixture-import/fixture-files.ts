import ICAL from 'ical.js';
import { isValidIsoDate } from '../../../domain/dates.js';
import { CALENDAR_TIME_ZONE } from '../../../domain/exports/ical.js';
import {
  fittedFixture,
  notOurs,
  readFixtureTable,
  sidesOf,
  type FileFixture,
  type FixtureRows,
} from '../../../domain/fixture-import/fixture-rules.js';
import type { FixtureFormat } from '../../../domain/fixture-import/fixture-import.schema.js';
import { toTable } from '../../../domain/import-table.js';
import { ValidationError } from '../../http/errors.js';
import { csvRows } from '../../files/csv-rows.js';

/** The fixtures in a file, the events it leaves out; a 400 in Dutch for a file that is neither. */
export function readFixtureFile(
  format: FixtureFormat,
  content: string,
  teamName: string,
): FixtureRows {
  const rows = format === 'ics' ? readCalendar(content, teamName) : readCsv(content, teamName);
  if (rows.errors.length > 0) {
    throw new ValidationError(rows.errors.map((message) => ({ path: 'content', message })));
  }
  return rows;
}

function readCsv(content: string, teamName: string): FixtureRows {
  const table = toTable(csvRows(content));
  if (!table) return notA('Dit bestand is leeg');
  return readFixtureTable(table, teamName);
}

function notA(message: string): FixtureRows {
  return { fixtures: [], skipped: [], errors: [message] };
}

const NOT_A_CALENDAR = 'Dit bestand is geen agenda (ICS)';

const dutchClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: CALENDAR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a date and a time on a Dutch clock. */
function dutchDateTime(instant: Date): { date: string; time: string } {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dutchClock.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The date and kick-off of a DTSTART: a date only (all day) has no kick-off; a
 * time in UTC, or in a zone the file defines (VTIMEZONE), is put on the Dutch
 * clock; a floating time, or one in a zone the file does not define, is taken
 * as Dutch time already (what such files mean in practice).
 */
function startOf(start: ICAL.Time): { date: string; kickOff: string | null } {
  const wallDate = `${String(start.year).padStart(4, '0')}-${pad(start.month)}-${pad(start.day)}`;
  if (start.isDate) return { date: wallDate, kickOff: null };
  if (start.zone === ICAL.Timezone.localTimezone) {
    return { date: wallDate, kickOff: `${pad(start.hour)}:${pad(start.minute)}` };
  }
  const { date, time } = dutchDateTime(new Date(start.toUnixTime() * 1000));
  return { date, kickOff: time };
}

function text(event: ICAL.Component, name: string): string {
  const value: unknown = event.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

/** Read with ical.js: every VEVENT of every calendar in the file. */
function readCalendar(content: string, teamName: string): FixtureRows {
  let calendars: ICAL.Component[];
  try {
    const parsed: unknown = ICAL.parse(content);
    const jcals = (Array.isArray(parsed) && typeof parsed[0] === 'string' ? [parsed] : parsed) as
      unknown[] | null;
    if (!Array.isArray(jcals)) return notA(NOT_A_CALENDAR);
    calendars = jcals.map((jcal) => new ICAL.Component(jcal as unknown[]));
  } catch {
    return notA(NOT_A_CALENDAR);
  }
  if (calendars.length === 0 || calendars.some((c) => c.name !== 'vcalendar')) {
    return notA(NOT_A_CALENDAR);
  }
  const events = calendars.flatMap((calendar) => calendar.getAllSubcomponents('vevent'));
  if (events.length === 0) return notA('In deze agenda staan geen afspraken');

  const rows: FixtureRows = { fixtures: [], skipped: [], errors: [] };
  for (const event of events) {
    const summary = text(event, 'summary');
    const location = text(event, 'location') || null;
    let start: { date: string; kickOff: string | null } | null = null;
    try {
      const value: unknown = event.getFirstPropertyValue('dtstart');
      if (value instanceof ICAL.Time) start = startOf(value);
    } catch {
      start = null;
    }
    const shown = { kickOff: null, opponent: summary || '(zonder titel)', home: true, location };
    if (!start || !isValidIsoDate(start.date)) {
      rows.skipped.push({ match: { ...shown, date: '' }, reason: 'Zonder geldige begintijd' });
      continue;
    }
    const sides = sidesOf(summary, teamName);
    if (!sides) {
      rows.skipped.push({ match: { ...shown, ...start }, reason: notOurs(teamName) });
      continue;
    }
    const fixture: FileFixture = fittedFixture({
      uid: text(event, 'uid') || null,
      id: null,
      ...start,
      ...sides,
      location,
    });
    if (text(event, 'status').toUpperCase() === 'CANCELLED') {
      const { uid: _uid, id: _id, ...match } = fixture;
      rows.skipped.push({ match, reason: 'Afgelast in de agenda: niets gewijzigd' });
      continue;
    }
    rows.fixtures.push(fixture);
  }
  return rows;
}
