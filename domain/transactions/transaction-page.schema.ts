import type { Page } from '../paging.js';
import { pageQueryShape, pageSchema } from '../paging.schema.js';
import { MAX_ID, z } from '../validation.js';
import { transactionSchema, type Transaction } from './transaction.schema.js';

const seasonMessage = 'Ongeldig seizoen';

/**
 * `GET /transaction`: a season (default: the current one) and the paging parameters.
 * Without `limit` and `cursor` the whole season comes as before, for other clients.
 */
export const transactionListQuerySchema = z.object({
  seasonId: z.coerce
    .number({ error: seasonMessage })
    .int(seasonMessage)
    .positive(seasonMessage)
    .max(MAX_ID, seasonMessage)
    .optional(),
  ...pageQueryShape,
});
export type TransactionListQuery = z.output<typeof transactionListQuerySchema>;

/** What the transaction list shows above its rows, over every transaction of the season, in euros. */
export const transactionTotalsSchema = z.object({
  count: z.number().int(),
  income: z.number(),
  expenses: z.number(),
  /** Income minus expenses. */
  balance: z.number(),
});
export type TransactionListTotals = z.infer<typeof transactionTotalsSchema>;

export const transactionPageSchema = pageSchema(transactionSchema, transactionTotalsSchema);
export type TransactionPage = Page<Transaction, TransactionListTotals>;
