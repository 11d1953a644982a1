import { z } from '../validation.js';

/**
 * A new team's first steps (issue 32), each true once the team's own data shows it done:
 * the admin's checklist on the dashboard until the first match is played.
 */
export const firstRunSchema = z.object({
  /** An active player. */
  players: z.boolean(),
  /** A season. */
  season: z.boolean(),
  /** A match with its kick-off time. */
  matches: z.boolean(),
  /** A fine type in use. */
  fineTypes: z.boolean(),
  /** The IBAN fines are paid to. */
  iban: z.boolean(),
  /** A member answered for a match or a device subscribed to the team's messages: the link went round. */
  shared: z.boolean(),
  /** A match was played and filled in: the checklist has done its work. */
  played: z.boolean(),
});
export type FirstRun = z.infer<typeof firstRunSchema>;

/** The steps in the order a new team takes them. */
export const FIRST_RUN_STEPS = [
  'players',
  'season',
  'matches',
  'fineTypes',
  'iban',
  'shared',
] as const;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];
