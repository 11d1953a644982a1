import { playerSchema } from '../players/player.schema.js';
import { z } from '../validation.js';

export const playerPageFineSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  type: z.string(),
  /** The manual fine's description, or the match ("vs VV Noord"). */
  description: z.string(),
  /** Euros; null for a task fine. */
  amount: z.number().nullable(),
  task: z.string().nullable(),
  paid: z.boolean(),
});

export const playerPageDrawSchema = z.object({
  id: z.number().int(),
  taskList: z.string(),
  date: z.string(),
  description: z.string(),
});

/**
 * GET /api/{team}/player/{playerId}/page (public): one player's season.
 * `fines` and `openAmount` are null for a visitor when the team hides money.
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
  fines: z.array(playerPageFineSchema).nullable(),
  openAmount: z.number().nullable(),
  draws: z.array(playerPageDrawSchema),
});
export type PlayerPage = z.infer<typeof playerPageSchema>;
export type PlayerPageFine = z.infer<typeof playerPageFineSchema>;
