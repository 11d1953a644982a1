import { isoDateSchema } from '../dates.schema.js';
import { MATCH_TYPES } from './match-rules.js';
import { z } from '../validation.js';

export const matchTypeSchema = z.enum(MATCH_TYPES);

export const matchSchema = z.object({
  id: z.number().int(),
  seasonId: z.number().int(),
  date: z.string(),
  matchType: matchTypeSchema,
  opponent: z.string(),
  cancelled: z.boolean(),
  filled: z.boolean(),
  /** HH:MM, Dutch time; null when not known. */
  kickOff: z.string().nullable(),
  location: z.string().nullable(),
  /** true: a home match (we are named first). */
  home: z.boolean(),
  /** The result, once filled: our goals and the opponent's. */
  scoreFor: z.number().int().nullable(),
  scoreAgainst: z.number().int().nullable(),
});
export type Match = z.infer<typeof matchSchema>;

export const MAX_OPPONENT = 60;
export const MAX_LOCATION = 100;

export const KICK_OFF_MESSAGE = 'Geef een tijd op als uu:mm';

/** HH:MM on a 24-hour clock; empty means "not known". */
export const kickOffSchema = z
  .string({ error: KICK_OFF_MESSAGE })
  .trim()
  .regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, KICK_OFF_MESSAGE)
  .nullish()
  .transform((value) => (value ? value : null));

export const locationSchema = z
  .string({ error: 'Geef een geldige locatie op' })
  .trim()
  .max(MAX_LOCATION, `Locatie mag maximaal ${MAX_LOCATION} tekens lang zijn`)
  .nullish()
  .transform((value) => (value ? value : null));

/** A score of one side: what the fill wizard's score step accepts. */
export const scoreSchema = z
  .number({ error: 'Geef een geldige score op' })
  .int('Geef een geldige score op')
  .min(0, 'Een score kan niet negatief zijn')
  .max(99, 'Geef een geldige score op');

/** The match form (new and edit) and `POST /match` (spec §5). */
export const matchInputSchema = z.object({
  date: isoDateSchema,
  matchType: matchTypeSchema.default('League'),
  opponent: z
    .string({ error: 'Tegenstander is verplicht' })
    .trim()
    .min(1, 'Tegenstander is verplicht')
    .max(MAX_OPPONENT, `Tegenstander mag maximaal ${MAX_OPPONENT} tekens lang zijn`),
  kickOff: kickOffSchema,
  location: locationSchema,
  home: z.boolean({ error: 'Geef aan of het een thuiswedstrijd is' }).default(true),
});
export type MatchInput = z.input<typeof matchInputSchema>;

/**
 * `PUT /match/{id}`: the form plus the cancelled flag the buttons 'Afgelast' and
 * 'Herstel' toggle. While a match is cancelled its stored date is kept and a date
 * in the payload is ignored (spec §4: a cancelled match has its date disabled).
 */
export const matchUpdateSchema = matchInputSchema.extend({
  cancelled: z.boolean({ error: 'Geef aan of de wedstrijd is afgelast' }),
});
export type MatchUpdateInput = z.input<typeof matchUpdateSchema>;
