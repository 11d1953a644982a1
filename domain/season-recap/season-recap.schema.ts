import { playerSchema } from '../players/player.schema.js';
import { z } from '../validation.js';

const count = z.number().int().nonnegative();

/** The players who share first place (usually one), with the figure they share. */
const leadersOf = <T extends z.ZodRawShape>(figures: T) =>
  z.object({ players: z.array(playerSchema).min(1), ...figures });

/**
 * `GET /api/{team}/season/{id}/recap` (public, issue 31): a season told in a few
 * lines, for `/seizoen/{seasonId}` and its preview image. Names come as the
 * requester may see them (the visitor view); without money for this requester
 * (`moneyVisible` false) `mostFined` and `totalPot` are null.
 */
export const seasonRecapSchema = z.object({
  teamName: z.string(),
  seasonId: z.number().int(),
  description: z.string(),
  /** Played, filled, not cancelled matches (the ones attendance counts). */
  matches: count,
  goals: count,
  topScorer: leadersOf({ goals: count }).nullable(),
  mostPresent: leadersOf({ present: count }).nullable(),
  moneyVisible: z.boolean(),
  /** Highest total of fines (paid or not), then most fines. */
  mostFined: leadersOf({ amount: z.number(), count }).nullable(),
  /** The season's player-of-the-match titles per player, most first; empty when there are none. */
  playerOfTheMatch: z.array(z.object({ player: playerSchema, titles: count })),
  /** The dashboard's "Totale pot": every fine of the season plus its transactions, in euros. */
  totalPot: z.number().nullable(),
});
export type SeasonRecap = z.infer<typeof seasonRecapSchema>;
