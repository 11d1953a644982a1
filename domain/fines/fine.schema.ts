import { isoDateSchema } from '../dates.schema.js';
import { playerSchema } from '../players/player.schema.js';
import { MAX_ID, z } from '../validation.js';
import { fineTypeSchema } from './fine-type.schema.js';

/** A fine given by hand: its own date and description. */
export const manualFineDataSchema = z.object({
  date: isoDateSchema,
  description: z
    .string({ error: 'Omschrijving is verplicht' })
    .trim()
    .min(1, 'Omschrijving is verplicht')
    .max(100, 'Omschrijving mag maximaal 100 tekens lang zijn'),
});
export type ManualFineData = z.infer<typeof manualFineDataSchema>;

/** A fine of a filled match: the match, with its date and opponent so lists need no second call. */
export const matchFineDataSchema = z.object({
  matchId: z.number().int(),
  date: z.string(),
  opponent: z.string(),
});
export type MatchFineData = z.infer<typeof matchFineDataSchema>;

export const fineSchema = z.object({
  id: z.number().int(),
  player: playerSchema,
  seasonId: z.number().int(),
  type: fineTypeSchema,
  data: z.union([matchFineDataSchema, manualFineDataSchema]),
  paid: z.boolean(),
});
export type Fine = z.infer<typeof fineSchema>;

export function isMatchFine(fine: Fine): fine is Fine & { data: MatchFineData } {
  return 'matchId' in fine.data;
}

const playerIdSchema = z
  .number({ error: 'Speler is verplicht' })
  .int('Speler is verplicht')
  .positive('Speler is verplicht')
  .max(MAX_ID, 'Speler is verplicht');
const fineTypeIdSchema = z
  .number({ error: 'Boete is verplicht' })
  .int('Boete is verplicht')
  .positive('Boete is verplicht')
  .max(MAX_ID, 'Boete is verplicht');

/** POST /fine: a manual fine, into the current season. */
export const fineCreateSchema = z.object({
  playerId: playerIdSchema,
  typeId: fineTypeIdSchema,
  data: manualFineDataSchema,
});
export type FineCreate = z.output<typeof fineCreateSchema>;

/**
 * PUT /fine/{id}, and the manual fine form (new and edit): spec §7 names the
 * type `typeId` on create and `fineTypeId` on update.
 */
export const fineUpdateSchema = z.object({
  playerId: playerIdSchema,
  fineTypeId: fineTypeIdSchema,
  data: manualFineDataSchema,
});
export type FineUpdate = z.output<typeof fineUpdateSchema>;
export type FineFormValues = z.input<typeof fineUpdateSchema>;

export const finePaidSchema = z.object({ paid: z.boolean({ error: 'Betaald is verplicht' }) });
