import { z } from '../validation.js';

export const playerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  nickName: z.string().nullable(),
  active: z.boolean(),
});
export type Player = z.infer<typeof playerSchema>;

/** The player form and the create/update payload (spec §5). */
export const playerInputSchema = z.object({
  firstName: z
    .string({ error: 'Voornaam is verplicht' })
    .trim()
    .min(1, 'Voornaam is verplicht')
    .max(50, 'Voornaam mag maximaal 50 tekens lang zijn'),
  lastName: z
    .string({ error: 'Achternaam is verplicht' })
    .trim()
    .min(1, 'Achternaam is verplicht')
    .max(50, 'Achternaam mag maximaal 50 tekens lang zijn'),
  nickName: z
    .string()
    .trim()
    .max(30, 'Bijnaam mag maximaal 30 tekens lang zijn')
    .nullish()
    .transform((value) => (value ? value : null)),
  active: z.boolean().default(true),
});
export type PlayerInput = z.input<typeof playerInputSchema>;

/**
 * `POST /player` and the new-player form: a new player joins the current
 * season unless the switch is turned off (issue 14), so the fill wizard offers
 * him at once.
 */
export const playerCreateSchema = playerInputSchema.extend({
  addToCurrentSeason: z
    .boolean({ error: 'Kies of de speler in het huidige seizoen komt' })
    .default(true),
});
export type PlayerCreateInput = z.input<typeof playerCreateSchema>;
