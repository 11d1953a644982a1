import { formatMoney } from '../money.js';

/**
 * Who's coming (issue 17): the answers and the rules on them, without zod, so a
 * page that only shows them (the dashboard's next-match card) loads no schema
 * code. The payloads' schemas are in availability/availability.schema.ts.
 */

/** Each season player's answer for a match not played yet. */
export const AVAILABILITY_STATUSES = ['Yes', 'No', 'Maybe'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

export const AVAILABILITY_LABELS: Record<AvailabilityStatus, string> = {
  Yes: 'Ja',
  No: 'Nee',
  Maybe: 'Misschien',
};

export interface AvailabilityCounts {
  yes: number;
  no: number;
  maybe: number;
  /** Season players without an answer. */
  open: number;
}

export function countAvailability(
  rows: { status: AvailabilityStatus | null }[],
): AvailabilityCounts {
  const count = (status: AvailabilityStatus | null) =>
    rows.filter((row) => row.status === status).length;
  return { yes: count('Yes'), no: count('No'), maybe: count('Maybe'), open: count(null) };
}

/**
 * Answers are open until the match is over: not cancelled, not filled, and not
 * dated before today (on the day itself people still call off).
 */
export function availabilityClosedReason(
  match: { date: string; cancelled: boolean; filled: boolean },
  today: string,
): 'MatchCancelled' | 'MatchFilled' | 'MatchPlayed' | null {
  if (match.cancelled) return 'MatchCancelled';
  if (match.filled) return 'MatchFilled';
  if (match.date < today) return 'MatchPlayed';
  return null;
}

/** Who said they are not coming: absent in the fill wizard and out of a match's draw by default. */
export function playersWhoSaidNo(
  answers: { player: { id: number }; status: string | null }[],
): number[] {
  return answers.filter((a) => a.status === 'No').map((a) => a.player.id);
}

/** "Zaterdag 14:30 tegen Voorschoten: 9 ja, 2 nee, 5 nog niet" (a weekday, the date is near). */
export function reminderText(
  match: { date: string; kickOff: string | null; opponent: string },
  counts: AvailabilityCounts,
  weekday: string,
): string {
  const when = [weekday.charAt(0).toUpperCase() + weekday.slice(1), match.kickOff]
    .filter(Boolean)
    .join(' ');
  const tally = [
    `${counts.yes} ja`,
    `${counts.no} nee`,
    ...(counts.maybe > 0 ? [`${counts.maybe} misschien`] : []),
    `${counts.open} nog niet`,
  ].join(', ');
  return `${when} tegen ${match.opponent}: ${tally}`;
}

/** The weekly money reminder's text: `Je hebt nog € 7,50 openstaan`. */
export function moneyReminderText(openCents: number): string {
  return `Je hebt nog ${formatMoney(openCents)} openstaan`;
}
