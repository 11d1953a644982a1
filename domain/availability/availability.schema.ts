import { playerSchema } from '../players/player.schema.js';
import { formatMoney } from '../money.js';
import { z } from '../validation.js';

/** Who's coming (issue 17): each season player's answer for a match not played yet. */
export const AVAILABILITY_STATUSES = ['Yes', 'No', 'Maybe'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

export const AVAILABILITY_LABELS: Record<AvailabilityStatus, string> = {
  Yes: 'Ja',
  No: 'Nee',
  Maybe: 'Misschien',
};

const MAX_NOTE = 60;

export const availabilitySchema = z.object({
  player: playerSchema,
  /** null: no answer yet. */
  status: z.enum(AVAILABILITY_STATUSES).nullable(),
  /** "blessure", "vakantie"; members only. */
  note: z.string().nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** `PUT /match/{id}/availability/{playerId}`; a null status takes the answer back. */
export const availabilityInputSchema = z.object({
  status: z.enum(AVAILABILITY_STATUSES, { error: 'Kies Ja, Nee of Misschien' }).nullable(),
  note: z
    .string({ error: 'Geef een geldige opmerking op' })
    .trim()
    .max(MAX_NOTE, `Opmerking mag maximaal ${MAX_NOTE} tekens lang zijn`)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type AvailabilityInput = z.input<typeof availabilityInputSchema>;

/**
 * `POST /match/{id}/availability/{playerId}/by-token`: Ja / Nee on a personal
 * reminder, sent by the service worker with the token the push carried.
 */
export const availabilityByTokenSchema = z.object({
  token: z
    .string({ error: 'Token is verplicht' })
    .min(1, { error: 'Token is verplicht', abort: true })
    .max(100, 'Token is ongeldig'),
  status: z.enum(['Yes', 'No'], { error: 'Kies Ja of Nee' }),
});

export const availabilityCountsSchema = z.object({
  yes: z.number().int(),
  no: z.number().int(),
  maybe: z.number().int(),
  /** Season players without an answer. */
  open: z.number().int(),
});
export type AvailabilityCounts = z.infer<typeof availabilityCountsSchema>;

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

/** `GET|PUT /api/{team}/settings/reminders`: days before a match; null: no reminders. */
export const MAX_REMINDER_DAYS = 14;
export const reminderSettingsSchema = z.object({
  reminderDays: z
    .number({ error: 'Kies een aantal dagen' })
    .int('Kies een aantal dagen')
    .min(1, 'Minimaal 1 dag van tevoren')
    .max(MAX_REMINDER_DAYS, `Maximaal ${MAX_REMINDER_DAYS} dagen van tevoren`)
    .nullable(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

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

/**
 * `GET|PUT /api/{team}/settings/money-reminder` (issue 19): a weekly push to the
 * devices whose holder has open fines; off by default.
 */
export const moneyReminderSettingsSchema = z.object({
  weekly: z.boolean({ error: 'Kies aan of uit' }),
});
export type MoneyReminderSettings = z.infer<typeof moneyReminderSettingsSchema>;

/** The weekly money reminder's text: `Je hebt nog € 7,50 openstaan`. */
export function moneyReminderText(openCents: number): string {
  return `Je hebt nog ${formatMoney(openCents)} openstaan`;
}
