import { isoDateSchema } from '../dates.schema.js';
import { positiveMoneySchema } from '../money.schema.js';
import { z } from '../validation.js';

export const TRANSACTION_TYPES = ['Income', 'Expense'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  Income: 'Inkomsten',
  Expense: 'Uitgaven',
};

/** On the wire the amount is positive euros; the type gives the sign. */
export const transactionSchema = z.object({
  id: z.number().int(),
  seasonId: z.number().int(),
  transactionType: z.enum(TRANSACTION_TYPES),
  date: z.string(),
  amount: z.number(),
  reason: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** POST /transaction and PUT /transaction/{id}, and the transaction form. */
export const transactionInputSchema = z.object({
  amount: positiveMoneySchema,
  date: isoDateSchema,
  reason: z
    .string({ error: 'Omschrijving is verplicht' })
    .trim()
    .min(1, 'Omschrijving is verplicht')
    .max(100, 'Omschrijving mag maximaal 100 tekens lang zijn'),
  transactionType: z.enum(TRANSACTION_TYPES, { error: 'Kies inkomsten of uitgaven' }),
});
export type TransactionInput = z.output<typeof transactionInputSchema>;
export type TransactionFormValues = z.input<typeof transactionInputSchema>;
