import type { Page } from '../paging.js';
import { pageQueryShape, pageSchema } from '../paging.schema.js';
import { MAX_ID, z } from '../validation.js';
import { fineSchema, type Fine } from './fine.schema.js';

const filterId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/**
 * `GET /fine`: a season (default: the current one), the paging parameters and the
 * filters of a paged list. Without `limit` and `cursor` the whole season comes as
 * before, for other clients; the filters need the paged answer.
 */
export const fineListQuerySchema = z.object({
  seasonId: filterId('Ongeldig seizoen').optional(),
  ...pageQueryShape,
  playerId: filterId('Ongeldige speler').optional(),
  typeId: filterId('Ongeldig boetetype').optional(),
  open: z
    .enum(['true', 'false'], { error: 'Kies true of false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type FineListQuery = z.output<typeof fineListQuerySchema>;

/** What a fine list shows above its rows, over every row of the (filtered) list, in euros. */
export const fineTotalsSchema = z.object({
  count: z.number().int(),
  total: z.number(),
  outstanding: z.number(),
});
export type FineListTotals = z.infer<typeof fineTotalsSchema>;

export const finePageSchema = pageSchema(fineSchema, fineTotalsSchema);
export type FinePage = Page<Fine, FineListTotals>;
