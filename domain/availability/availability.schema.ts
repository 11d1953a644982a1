import { playerSchema } from '../players/player.schema.js';
import { AVAILABILITY_STATUSES, type AvailabilityCounts } from './availability.js';
import { MAX_SHORTAGE_DAYS_BEFORE } from '../reminders/shortage.js';
import { z } from '../validation.js';

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
}) satisfies z.ZodType<AvailabilityCounts>;

/** `GET|PUT /api/{team}/settings/reminders`: days before a match; null: no reminders. */
export const MAX_REMINDER_DAYS = 14;
const reminderDaysSchema = z
  .number({ error: 'Kies een aantal dagen' })
  .int('Kies een aantal dagen')
  .min(1, 'Minimaal 1 dag van tevoren')
  .max(MAX_REMINDER_DAYS, `Maximaal ${MAX_REMINDER_DAYS} dagen van tevoren`)
  .nullable();
/** The shortage alarm (issue 31): fewer "Ja" than this alarms the admins; null: no alarm. */
export const MAX_MINIMUM_PLAYERS = 50;
const minimumPlayersSchema = z
  .number({ error: 'Kies een aantal spelers' })
  .int('Kies een aantal spelers')
  .min(1, 'Minimaal 1 speler')
  .max(MAX_MINIMUM_PLAYERS, `Maximaal ${MAX_MINIMUM_PLAYERS} spelers`)
  .nullable();
const shortageDaysBeforeSchema = z
  .number({ error: 'Kies een aantal dagen' })
  .int('Kies een aantal dagen')
  .min(1, 'Minimaal 1 dag van tevoren')
  .max(MAX_SHORTAGE_DAYS_BEFORE, `Maximaal ${MAX_SHORTAGE_DAYS_BEFORE} dagen van tevoren`);

export const reminderSettingsSchema = z.object({
  reminderDays: reminderDaysSchema,
  minimumPlayers: minimumPlayersSchema,
  shortageDaysBefore: shortageDaysBeforeSchema,
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** POST /api/{team}/settings/reminders/send-now: which match was reminded, to how many devices. */
export const reminderSentSchema = z.object({
  matchId: z.number(),
  date: z.string(),
  opponent: z.string(),
  devices: z.number(),
});
export type ReminderSent = z.infer<typeof reminderSentSchema>;

/** The PUT: the shortage fields may be left out (clients from before issue 31): they stay. */
export const reminderSettingsInputSchema = reminderSettingsSchema.extend({
  minimumPlayers: minimumPlayersSchema.optional(),
  shortageDaysBefore: shortageDaysBeforeSchema.optional(),
});
export type ReminderSettingsInput = z.input<typeof reminderSettingsInputSchema>;

/**
 * `GET|PUT /api/{team}/settings/money-reminder` (issue 19): a weekly push to the
 * devices whose holder has open fines; off by default.
 */
export const moneyReminderSettingsSchema = z.object({
  weekly: z.boolean({ error: 'Kies aan of uit' }),
});
export type MoneyReminderSettings = z.infer<typeof moneyReminderSettingsSchema>;
