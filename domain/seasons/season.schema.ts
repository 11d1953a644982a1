import { MAX_ID, z } from '../validation.js';

/** A season in lists: only the newest one is open, every older one is locked. */
export const seasonSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  locked: z.boolean(),
});
export type Season = z.infer<typeof seasonSchema>;

/** One season with the players who take part in it (the edit page and the fill wizard). */
export const seasonDetailSchema = seasonSchema.extend({
  playerIds: z.array(z.number().int()),
});
export type SeasonDetail = z.infer<typeof seasonDetailSchema>;

const MAX_DESCRIPTION = 50;

function descriptionSchema(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(MAX_DESCRIPTION, `Omschrijving mag maximaal ${MAX_DESCRIPTION} tekens lang zijn`);
}

const playerIdsSchema = z
  .array(z.number().int().positive().max(MAX_ID), { error: 'Kies de spelers van het seizoen' })
  .max(500)
  // A player ticked twice is still one player of the season.
  .transform((ids) => [...new Set(ids)]);

/**
 * The new-season wizard and `POST /season` (spec §5: 'Seizoen is verplicht').
 * `moveFutureMatches` (on unless turned off): the current season's matches
 * dated after today move into the new season instead of being locked with the
 * old one (issue 14).
 */
export const newSeasonSchema = z.object({
  description: descriptionSchema('Seizoen is verplicht'),
  playerIds: playerIdsSchema,
  moveFutureMatches: z.boolean({ error: 'Kies of de komende wedstrijden meegaan' }).default(true),
});
export type NewSeasonInput = z.input<typeof newSeasonSchema>;
export type NewSeasonValues = z.output<typeof newSeasonSchema>;

/**
 * The season edit form and `PUT /season/{id}`. Without `playerIds` the players
 * stay as they are; with it the list is replaced (players with data in the
 * season cannot be taken out).
 */
export const seasonUpdateSchema = z.object({
  description: descriptionSchema('Omschrijving is verplicht'),
  playerIds: playerIdsSchema.optional(),
});
export type SeasonUpdateInput = z.input<typeof seasonUpdateSchema>;

const seasonMatchSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  opponent: z.string(),
});
export type SeasonMatch = z.infer<typeof seasonMatchSchema>;

/**
 * `GET /season/new-season-check`: what starting a new season would meet, for
 * the wizard's first step. The played matches still to fill in and the unpaid
 * fines block it (SeasonHasUnfilledMatches, SeasonHasUnpaidFines); the matches
 * after today would move along.
 */
export const newSeasonCheckSchema = z.object({
  current: z.object({ id: z.number().int(), description: z.string() }).nullable(),
  unfilledMatches: z.array(seasonMatchSchema),
  unpaidFines: z.number().int(),
  futureMatches: z.array(seasonMatchSchema),
});
export type NewSeasonCheck = z.infer<typeof newSeasonCheckSchema>;
