// Dates are calendar dates `YYYY-MM-DD` (years 0000–9999). All arithmetic here is
// on day numbers, never on Date objects, so time zones and DST cannot shift a day.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAY_NAMES = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'];
const DAY_NAMES_SHORT = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'];
const MONTH_NAMES = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];
const MONTH_NAMES_SHORT = [
  'jan',
  'feb',
  'mrt',
  'apr',
  'mei',
  'jun',
  'jul',
  'aug',
  'sep',
  'okt',
  'nov',
  'dec',
];

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseIsoDate(s: string): CalendarDate | null {
  const match = ISO_DATE.exec(s);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function requireIsoDate(s: string): CalendarDate {
  const date = parseIsoDate(s);
  if (!date) throw new RangeError(`Ongeldige datum: ${s}`);
  return date;
}

// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's algorithm).
function toDayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function fromDayNumber(dayNumber: number): CalendarDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** 0 = Monday … 6 = Sunday, the Dutch week. */
function weekdayIndex(date: CalendarDate): number {
  // 1970-01-01 was a Thursday (index 3).
  return (((toDayNumber(date) + 3) % 7) + 7) % 7;
}

function pad(value: number, length: number): string {
  return value.toString().padStart(length, '0');
}

function formatIso({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** True for `YYYY-MM-DD` naming a real day in years 0000–9999. */
export function isValidIsoDate(s: string): boolean {
  return parseIsoDate(s) !== null;
}

/** The calendar date of a Date in local time. */
export function toIsoDate(d: Date): string {
  return formatIso({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() });
}

export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now);
}

/** The Sunday closing the Monday–Sunday week that contains `today`. */
export function endOfWeekIso(today: string): string {
  const date = requireIsoDate(today);
  return formatIso(fromDayNumber(toDayNumber(date) + 6 - weekdayIndex(date)));
}

/**
 * The date `days` days after (or, negative, before) `iso`. A RangeError when that
 * leaves years 0000–9999: a five-digit year is no date here, and as text it sorts
 * before every real one ('10000-01-01' < '2026-…').
 */
export function addDays(iso: string, days: number): string {
  const date = fromDayNumber(toDayNumber(requireIsoDate(iso)) + days);
  if (date.year < 0 || date.year > 9999) {
    throw new RangeError(`Geen datum: ${days} dagen na ${iso}`);
  }
  return formatIso(date);
}

/** The furthest date there is (years 0000–9999). */
export const LAST_DATE = '9999-12-31';

/** The day after `iso`, or null after `LAST_DATE`: an end that is exclusive has no end there. */
export function nextDay(iso: string): string | null {
  return iso === LAST_DATE ? null : addDays(iso, 1);
}

/** '12-03-2027' */
export function formatDate(iso: string): string {
  const { year, month, day } = requireIsoDate(iso);
  return `${pad(day, 2)}-${pad(month, 2)}-${pad(year, 4)}`;
}

/** '12-03': a day on a chart's axis, where the season gives the year. */
export function formatDayMonth(iso: string): string {
  const { month, day } = requireIsoDate(iso);
  return `${pad(day, 2)}-${pad(month, 2)}`;
}

/** A stored moment (ISO timestamp) as the viewer's clock shows it: '12-03-2027 14:05'. */
export function formatTimestamp(iso: string): string {
  return `${formatDate(toIsoDate(new Date(iso)))} ${formatClockTime(iso)}`;
}

/** The time of day of a stored moment on the viewer's clock: '14:05'. */
export function formatClockTime(iso: string): string {
  const at = new Date(iso);
  return `${pad(at.getHours(), 2)}:${pad(at.getMinutes(), 2)}`;
}

/** 'vrijdag 12 maart 2027' */
export function formatDateLong(iso: string): string {
  const date = requireIsoDate(iso);
  return `${DAY_NAMES[weekdayIndex(date)]} ${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year}`;
}

/** 'vr 12 mrt' */
export function formatDateShort(iso: string): string {
  const date = requireIsoDate(iso);
  return `${DAY_NAMES_SHORT[weekdayIndex(date)]} ${date.day} ${MONTH_NAMES_SHORT[date.month - 1]}`;
}

const WEEKDAY_PREFIX = new RegExp(
  `^(?:${[...DAY_NAMES, ...DAY_NAMES_SHORT].join('|')})\\.?,?\\s+`,
  'i',
);
const NUMERIC_DATE = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})$/;
const WORDED_DATE = /^(\d{1,2})\s+([a-z]+)\.?\s+(\d{4})$/i;
/** A time after the date, as spreadsheets and exports write it: ' 00:00', 'T14:30:00'. */
const TIME_SUFFIX = /(?:[T\s]\d{1,2}[:.]\d{2}(?::\d{2}(?:\.\d+)?)?Z?)$/;

function monthOfName(name: string): number | null {
  const lower = name.toLowerCase();
  const index = MONTH_NAMES.findIndex(
    (full, i) => full === lower || MONTH_NAMES_SHORT[i] === lower,
  );
  // 'mar' and 'maa' for maart, as people also abbreviate it.
  if (index === -1 && (lower === 'mar' || lower === 'maa')) return 3;
  return index === -1 ? null : index + 1;
}

/**
 * A date as people type it in a Dutch file: `12-3-2026`, `12/03/2026`,
 * `12.3.26` (day first; a two-digit year is 20xx), `12 maart 2026`,
 * `za 12-3-2026`, or ISO `2026-03-12`, each with a time after it left out.
 * Returns `YYYY-MM-DD`, or null for text that names no real day.
 */
export function parseDateInput(text: string): string | null {
  const s = text.trim().replace(WEEKDAY_PREFIX, '').replace(TIME_SUFFIX, '').trim();
  if (parseIsoDate(s)) return s;
  let date: CalendarDate | null = null;
  const numeric = NUMERIC_DATE.exec(s);
  if (numeric) {
    const [, day = '', , month = '', yearText = ''] = numeric;
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    date = { year, month: Number(month), day: Number(day) };
  }
  const worded = WORDED_DATE.exec(s);
  if (worded) {
    const [, day = '', name = '', year = ''] = worded;
    const month = monthOfName(name);
    if (month !== null) date = { year: Number(year), month, day: Number(day) };
  }
  if (!date) return null;
  return parseIsoDate(formatIso(date)) ? formatIso(date) : null;
}
