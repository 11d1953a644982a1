import { z } from '../validation.js';

/**
 * `GET /api/{team}/fine-pot/{seasonId}/by-match` (the season in charts, issue 31):
 * one point per counted match of the season (played, filled, not cancelled), oldest
 * first, money in euros. `fines` and `amount` are the match's fines (paid or not; a
 * task fine counts without money). `runningTotal` is the pot's total through that
 * match: every fine of the season dated on or before it plus the transactions dated
 * on or before it (the dashboard's "Totale pot" as it grew). With `?playerId=`
 * everything is that player's: his fines per match and his fines' running total.
 */
export const finePointSchema = z.object({
  matchId: z.number().int(),
  date: z.string(),
  opponent: z.string(),
  fines: z.number().int().nonnegative(),
  amount: z.number(),
  runningTotal: z.number(),
});
export type FinePoint = z.infer<typeof finePointSchema>;
