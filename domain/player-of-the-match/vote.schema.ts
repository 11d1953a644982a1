import { playerSchema } from '../players/player.schema.js';
import { MAX_ID, z } from '../validation.js';

const playerId = z
  .number({ error: 'Kies een speler' })
  .int('Kies een speler')
  .positive('Kies een speler')
  .max(MAX_ID, 'Kies een speler');

/** `POST /api/{team}/match/{id}/vote`: the device's holder (`voterId`) votes for `playerId`. */
export const voteInputSchema = z.object({ voterId: playerId, playerId });
export type VoteInput = z.infer<typeof voteInputSchema>;

/**
 * `GET /api/{team}/match/{id}/votes` (public). Who voted for whom is never
 * shown; while the vote is open only how many voted, the counts and the
 * winners once it closed. `closesAt` is null for a match without a vote (not
 * filled, or filled before votes existed).
 */
export const matchVotesSchema = z.object({
  closesAt: z.string().nullable(),
  open: z.boolean(),
  /** How many have voted. */
  ballots: z.number().int(),
  /** Most votes first; empty while the vote is open. */
  counts: z.array(
    z.object({ playerId: z.number().int(), player: playerSchema, votes: z.number().int() }),
  ),
  /** Most votes; several on a tie, none without votes or while the vote is open. */
  winners: z.array(z.number().int()),
  /** Who was there: who may vote, and be voted for. */
  candidates: z.array(playerSchema),
});
export type MatchVotes = z.infer<typeof matchVotesSchema>;
