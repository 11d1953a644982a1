import { addDays } from '../dates.js';

/**
 * The shortage alarm (issue 31): `daysBefore` days before kick-off (18:00 that
 * day when the match has no time), when fewer than the team's minimum said
 * "Ja", the team's admins get one push. Times are Europe/Amsterdam wall times,
 * whatever the server's own zone.
 */

export const TEAM_TIME_ZONE = 'Europe/Amsterdam';
/** When a match without a kick-off is checked, on the day `daysBefore` before it. */
export const CHECK_TIME_WITHOUT_KICK_OFF = '18:00';
export const MAX_SHORTAGE_DAYS_BEFORE = 7;

interface MatchTime {
  date: string;
  /** HH:MM, or null when not known. */
  kickOff: string | null;
}

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TEAM_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far the team's clock is ahead of UTC at this instant, in milliseconds. */
function offsetAt(instant: number): number {
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second) - instant;
}

/**
 * The instant a wall time in the team's zone names (`2026-03-14`, `14:30`).
 * Twice round the offset: the offset of the guess is the right one except
 * within an hour of a change of summer time.
 */
export function teamInstant(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

/** When the shortage of this match is checked. */
export function shortageCheckAt(match: MatchTime, daysBefore: number): Date {
  return teamInstant(
    addDays(match.date, -daysBefore),
    match.kickOff ?? CHECK_TIME_WITHOUT_KICK_OFF,
  );
}

/** Until when a check still makes sense: kick-off, or the end of the match day without a time. */
export function shortageCheckEndsAt(match: MatchTime): Date {
  return match.kickOff !== null
    ? teamInstant(match.date, match.kickOff)
    : teamInstant(addDays(match.date, 1), '00:00');
}

/** Whether the check of this match is due at `now`: from its moment until kick-off. */
export function isShortageCheckDue(match: MatchTime, daysBefore: number, now: Date): boolean {
  const time = now.getTime();
  return (
    time >= shortageCheckAt(match, daysBefore).getTime() &&
    time < shortageCheckEndsAt(match).getTime()
  );
}

/** The "sent" key of a match's check: a moved match (date or kick-off) is a new one. */
export function matchStartKey(match: MatchTime): string {
  return match.kickOff === null ? match.date : `${match.date} ${match.kickOff}`;
}

/** "Te weinig spelers voor zaterdag: 9 van de 11" */
export function shortageText(weekday: string, yes: number, minimum: number): string {
  return `Te weinig spelers voor ${weekday}: ${yes} van de ${minimum}`;
}
