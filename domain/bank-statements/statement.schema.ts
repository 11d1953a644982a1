import { transactionInputSchema, TRANSACTION_TYPES } from '../transactions/transaction.schema.js';
import { z } from '../validation.js';

export const STATEMENT_FORMATS = ['camt053', 'mt940'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** A year of a busy club account's statements; the route takes a file upload's body (server/files/upload.ts). */
export const MAX_STATEMENT_CHARS = 900_000;

/** POST /api/{team}/payments/statement: the file's text as the bank exported it; the content tells its format. */
export const statementImportSchema = z.object({
  content: z
    .string({ error: 'Kies een bankafschrift' })
    .min(1, 'Kies een bankafschrift')
    .max(MAX_STATEMENT_CHARS, 'Dit bestand is te groot voor een bankafschrift'),
});
export type StatementImport = z.infer<typeof statementImportSchema>;

/** A credit that paid exactly the fines of its reference. */
export const matchedEntrySchema = z.object({
  reference: z.string(),
  amount: z.number(),
  date: z.string(),
  playerId: z.number().int(),
  fineIds: z.array(z.number().int()),
});
export type MatchedEntry = z.infer<typeof matchedEntrySchema>;

export const UNMATCHED_REASONS = [
  'debit',
  'noReference',
  'unknownReference',
  'amountDiffers',
  'alreadyPaid',
] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];

export const UNMATCHED_REASON_LABELS: Record<UnmatchedReason, string> = {
  debit: 'Afschrijving',
  noReference: 'Geen betalingskenmerk',
  unknownReference: 'Onbekend betalingskenmerk',
  amountDiffers: 'Bedrag wijkt af van de open boetes',
  alreadyPaid: 'Deze boetes zijn al betaald',
};

/**
 * An entry left for the treasurer: a credit becomes income, a debit an
 * expense (`transactionType`), with one tap. `amount` is positive euros.
 */
export const unmatchedEntrySchema = z.object({
  statementEntry: z.string(),
  amount: z.number(),
  date: z.string(),
  name: z.string(),
  description: z.string(),
  transactionType: z.enum(TRANSACTION_TYPES),
  reason: z.enum(UNMATCHED_REASONS),
  reference: z.string().nullable(),
  playerId: z.number().int().nullable(),
});
export type UnmatchedEntry = z.infer<typeof unmatchedEntrySchema>;

export const statementResultSchema = z.object({
  matched: z.array(matchedEntrySchema),
  unmatched: z.array(unmatchedEntrySchema),
  /** Entries applied or booked by an earlier import: left alone. */
  alreadyImported: z.number().int(),
});
export type StatementResult = z.infer<typeof statementResultSchema>;

/** POST /api/{team}/payments/statement/book: an unmatched entry as a transaction, once. */
export const bookEntrySchema = transactionInputSchema.extend({
  statementEntry: z
    .string({ error: 'Regel van het bankafschrift ontbreekt' })
    .min(1, 'Regel van het bankafschrift ontbreekt')
    .max(200, 'Regel van het bankafschrift ontbreekt'),
});
export type BookEntry = z.output<typeof bookEntrySchema>;
