import { positiveMoneySchema } from '../money.schema.js';
import { z } from '../validation.js';

/**
 * A fine type costs an amount or a task, never both. On the wire the amount is
 * euros (null for a task type); the database keeps cents.
 */
export const fineTypeSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  matchRelated: z.boolean(),
  amount: z.number().nullable(),
  task: z.string().nullable(),
  obsolete: z.boolean(),
});
export type FineType = z.infer<typeof fineTypeSchema>;

export const fineTypeWithHasFinesSchema = fineTypeSchema.extend({ hasFines: z.boolean() });
export type FineTypeWithHasFines = z.infer<typeof fineTypeWithHasFinesSchema>;

export const AMOUNT_OR_TASK_REQUIRED = 'Bedrag of taak is verplicht';
export const AMOUNT_AND_TASK_EXCLUSIVE = 'Vul een bedrag of een taak in, niet allebei';

const fineTypeFields = {
  description: z
    .string({ error: 'Omschrijving is verplicht' })
    .trim()
    .min(1, 'Omschrijving is verplicht')
    .max(50, 'Omschrijving mag maximaal 50 tekens lang zijn'),
  matchRelated: z.boolean().default(false),
  // Empty means "no amount": the form sends undefined or null when the field is blank.
  amount: positiveMoneySchema.nullish().transform((value) => value ?? null),
  task: z
    .string()
    .trim()
    .max(100, 'Taak mag maximaal 100 tekens lang zijn')
    .nullish()
    .transform((value) => (value ? value : null)),
};

function amountXorTask(
  value: { amount: number | null; task: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.amount === null && value.task === null) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: AMOUNT_OR_TASK_REQUIRED });
  } else if (value.amount !== null && value.task !== null) {
    ctx.addIssue({ code: 'custom', path: ['task'], message: AMOUNT_AND_TASK_EXCLUSIVE });
  }
}

/** POST /fine/types: the new-type form. */
export const fineTypeCreateSchema = z.object(fineTypeFields).superRefine(amountXorTask);
export type FineTypeCreate = z.output<typeof fineTypeCreateSchema>;

/** PUT /fine/types/{id}: the edit form, which also has the active toggle (obsolete is its inverse). */
export const fineTypeUpdateSchema = z
  .object({ ...fineTypeFields, obsolete: z.boolean().default(false) })
  .superRefine(amountXorTask);
export type FineTypeUpdate = z.output<typeof fineTypeUpdateSchema>;
export type FineTypeFormValues = z.input<typeof fineTypeUpdateSchema>;
