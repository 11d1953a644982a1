import { fineTotalsSchema } from '../fines/fine-page.schema.js';
import { playerSchema } from '../players/player.schema.js';
import { z } from '../validation.js';

export const playerPageDrawSchema = z.object({
  id: z.number().int(),
  taskList: z.string(),
  date: z.string(),
  description: z.string(),
});

/**
 * GET /api/{team}/player/{playerId}/page (public): one player's season.
 * `fineTotals` and `openAmount` are null for a visitor when the team hides money.
 * The fines themselves are a paged list of their own (`GET /fine?playerId=…&limit=…`,
 * issue 28): the page has their totals, over all of them, from SQL.
 */
export const playerPageSchema = z.object({
  player: playerSchema,
  seasonId: z.number().int().nullable(),
  goals: z.number().int(),
  /** Cards shown to him in the season (issue 31). */
  cards: z.object({ yellow: z.number().int(), red: z.number().int() }),
  /** How often he was player of the match in the season (issue 31). */
  titles: z.number().int(),
  /** Null when the player is not in the season's squad. */
  attendance: z.object({ present: z.number().int(), absent: z.number().int() }).nullable(),
  /** Count, total and outstanding over all his fines of the season, in euros. */
  fineTotals: fineTotalsSchema.nullable(),
  /** What he still has to pay (the totals' outstanding). */
  openAmount: z.number().nullable(),
  draws: z.array(playerPageDrawSchema),
});
export type PlayerPage = z.infer<typeof playerPageSchema>;
