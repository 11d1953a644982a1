import { pinSchema, teamCodeSchema, teamNameSchema } from '../team-code.js';
import { z } from '../validation.js';

/** Spec §3. The pin never leaves the server. */
export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  teamCode: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

/** POST /api/user/team. */
export const teamCreateInputSchema = z.object({
  name: teamNameSchema,
  teamCode: teamCodeSchema,
  pin: pinSchema,
});
export type TeamCreateInput = z.input<typeof teamCreateInputSchema>;

/** On edit the pin is optional (spec §5): empty or missing keeps the current one. */
const newPinSchema = z
  .string()
  .superRefine((pin, ctx) => {
    if (pin === '') return;
    for (const issue of pinSchema.safeParse(pin).error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message });
    }
  })
  .nullish()
  .transform((pin) => (pin ? pin : undefined));

/** PUT /api/{team}/team. */
export const teamUpdateInputSchema = z.object({
  name: teamNameSchema,
  teamCode: teamCodeSchema,
  pin: newPinSchema,
});
export type TeamUpdateInput = z.input<typeof teamUpdateInputSchema>;

const PINS_DIFFER = { message: 'Pincodes komen niet overeen', path: ['pinConfirmation'] };

/** The new-team form: the payload plus a pin confirmation. */
export const teamCreateFormSchema = teamCreateInputSchema
  .extend({ pinConfirmation: z.string() })
  .refine((form) => form.pin === form.pinConfirmation, PINS_DIFFER);
export type TeamCreateForm = z.input<typeof teamCreateFormSchema>;

/** The settings form: a new pin is optional, but when given it must be confirmed. */
export const teamUpdateFormSchema = teamUpdateInputSchema
  .extend({ pinConfirmation: z.string() })
  .refine((form) => (form.pin ?? '') === form.pinConfirmation, PINS_DIFFER);
export type TeamUpdateForm = z.input<typeof teamUpdateFormSchema>;

/** POST /api/{team}/auth/login. */
export const pinLoginInputSchema = z.object({ pin: pinSchema });
export type PinLoginInput = z.input<typeof pinLoginInputSchema>;

/** GET /api/{team}/auth/validateToken: who the session is, here. */
export const teamLoginStateSchema = z.object({ loginState: z.enum(['team', 'user']) });
export type TeamLoginState = z.infer<typeof teamLoginStateSchema>;

/** The message when the name typed to delete a team is not the team's exact name. */
export const TEAM_NAME_MISMATCH = 'Typ de naam van het team precies over';

/** DELETE /api/{team}/team: the team's exact name, typed over as a confirmation. */
export const teamDeleteInputSchema = z.object({
  name: z.string({ error: 'Typ de naam van het team' }).min(1, 'Typ de naam van het team'),
});
export type TeamDeleteInput = z.input<typeof teamDeleteInputSchema>;

/** The delete form: the typed name must be the team's, exactly. */
export function teamDeleteFormSchema(teamName: string) {
  return teamDeleteInputSchema.refine((form) => form.name === teamName, {
    message: TEAM_NAME_MISMATCH,
    path: ['name'],
  });
}

/** GET /api/user/team/deleted: a deleted team of the user's, with the days it can still be restored. */
export const deletedTeamSchema = teamSchema.extend({
  deletedAt: z.string(),
  daysLeft: z.number().int(),
});
export type DeletedTeam = z.infer<typeof deletedTeamSchema>;
