import { isoDateSchema } from '../dates.schema.js';
import { MATCH_TYPES } from '../matches.js';
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
});
export type Match = z.infer<typeof matchSchema>;

const MAX_OPPONENT = 60;

/** The match form (new and edit) and `POST /match` (spec §5). */
export const matchInputSchema = z.object({
  date: isoDateSchema,
  matchType: matchTypeSchema.default('League'),
  opponent: z
    .string({ error: 'Tegenstander is verplicht' })
    .trim()
    .min(1, 'Tegenstander is verplicht')
    .max(MAX_OPPONENT, `Tegenstander mag maximaal ${MAX_OPPONENT} tekens lang zijn`),
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
