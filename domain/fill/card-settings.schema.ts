import { MAX_ID, z } from '../validation.js';

const fineTypeId = z
  .number({ error: 'Kies een boetetype' })
  .int('Kies een boetetype')
  .positive('Kies een boetetype')
  .max(MAX_ID, 'Kies een boetetype')
  .nullable();

/**
 * `GET|PUT /api/{team}/settings/cards` (issue 31): the fine type a yellow and a
 * red card charge, each an active, match-related money type of the team, or
 * null for no fine. Applies to fills from then on.
 */
export const cardSettingsSchema = z.object({
  yellowFineTypeId: fineTypeId,
  redFineTypeId: fineTypeId,
});
export type CardSettings = z.infer<typeof cardSettingsSchema>;

/** The 400 for a type that exists but cannot be a card's (a task, not for matches, inactive). */
export const CARD_FINE_TYPE_MESSAGE = 'Kies een actieve wedstrijdboete met een bedrag';
