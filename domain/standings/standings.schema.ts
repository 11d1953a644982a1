import { playerSchema } from '../players/player.schema.js';
import { z } from '../validation.js';

// The standings rows of spec §3 and the season summaries, as they travel: money in
// euros, counts as integers, a player as the player API shows it.

const count = z.number().int().nonnegative();
const euros = z.number();

/**
 * `[player, goals, titles]`, most goals first: `titles` is how often he was
 * player of the match (issue 31). A player with a title but no goal is listed
 * with 0 goals; one with neither is left out.
 */
export const goalStandingSchema = z.tuple([playerSchema, count, count]);
export type GoalStanding = z.infer<typeof goalStandingSchema>;

export const attendanceStandingSchema = z.object({
  player: playerSchema,
  present: count,
  absent: count,
});
export type AttendanceStanding = z.infer<typeof attendanceStandingSchema>;

/**
 * `total` is the sum of the player's fines in euros, paid or not; `count` includes task fines.
 * `yellow` and `red` are the cards he was shown (issue 31); a carded player without
 * fines is listed with 0 fines.
 */
export const fineStandingSchema = z.object({
  player: playerSchema,
  total: euros,
  count,
  yellow: count,
  red: count,
});
export type FineStanding = z.infer<typeof fineStandingSchema>;

export const taskStandingSchema = z.object({ player: playerSchema, count });
export type TaskStanding = z.infer<typeof taskStandingSchema>;

/** See `seasonBalance` in fine-pot.ts for what each figure means. */
export const seasonBalanceSchema = z.object({
  unpaidFines: euros,
  paidFines: euros,
  transactions: euros,
  balance: euros,
});
export type SeasonBalance = z.infer<typeof seasonBalanceSchema>;

/** The current (newest) season with its balance and players; null before the first season. */
export const seasonSummarySchema = z
  .object({
    id: z.number().int(),
    description: z.string(),
    balance: euros,
    players: z.array(playerSchema),
  })
  .nullable();
export type SeasonSummary = z.infer<typeof seasonSummarySchema>;
