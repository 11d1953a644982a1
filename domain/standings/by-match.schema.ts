import { z } from '../validation.js';

/**
 * `GET /api/{team}/standings/{seasonId}/by-match` (the season in charts, issue 31):
 * one point per counted match of the season (played, filled, not cancelled), oldest
 * first. For the team, `present` and `absent` count the season's players; with
 * `?playerId=` they are that player's 1 or 0 (both 0 when he is not in the season's
 * squad) and `goals` are his.
 */
export const matchPointSchema = z.object({
  matchId: z.number().int(),
  date: z.string(),
  opponent: z.string(),
  present: z.number().int().nonnegative(),
  absent: z.number().int().nonnegative(),
  goals: z.number().int().nonnegative(),
});
export type MatchPoint = z.infer<typeof matchPointSchema>;
