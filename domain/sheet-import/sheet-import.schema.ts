import { MAX_ID, z } from '../validation.js';

export const SHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];

/** The columns an import needs; `paid` may be left out (then nothing was paid). */
export const SHEET_FIELDS = ['player', 'date', 'description', 'amount', 'paid'] as const;
export type SheetField = (typeof SHEET_FIELDS)[number];

export const SHEET_FIELD_LABELS: Record<SheetField, string> = {
  player: 'Speler',
  date: 'Datum',
  description: 'Omschrijving',
  amount: 'Bedrag',
  paid: 'Betaald',
};

const columnName = z
  .string({ error: 'Kies een kolom' })
  .trim()
  .max(200, 'Kies een kolom')
  .nullish()
  .transform((value) => (value ? value : null));

/** Field → the file's column name; a field left out is guessed from the header. */
export const sheetMappingSchema = z.object({
  player: columnName,
  date: columnName,
  description: columnName,
  amount: columnName,
  paid: columnName,
});
export type SheetMappingInput = z.input<typeof sheetMappingSchema>;
export type SheetMapping = Record<SheetField, string | null>;

/** POST /api/{team}/import/sheet: a CSV's text or an XLSX in base64. */
export const sheetImportSchema = z.object({
  format: z.enum(SHEET_FORMATS, { error: 'Kies een CSV- of Excel-bestand (xlsx)' }),
  content: z.string({ error: 'Kies een bestand' }).min(1, 'Kies een bestand'),
  mapping: sheetMappingSchema.optional(),
  /** The season the fines go into; the current one when left out. */
  seasonId: z
    .number({ error: 'Kies een seizoen' })
    .int('Kies een seizoen')
    .positive('Kies een seizoen')
    .max(MAX_ID, 'Kies een seizoen')
    .optional(),
  /** An import into a locked season: only when the admin said so. */
  confirmLockedSeason: z.boolean({ error: 'Bevestig het afgesloten seizoen' }).default(false),
  dryRun: z.boolean({ error: 'Geef aan of het een proef is' }).default(false),
  skipInvalid: z.boolean({ error: 'Geef aan of foute regels worden overgeslagen' }).default(false),
});
export type SheetImport = z.input<typeof sheetImportSchema>;

/** A row as the file has it, and as the import reads it (null when it cannot). */
export const sheetPreviewRowSchema = z.object({
  row: z.number().int(),
  /** Every cell of the row as text, in the order of `columns`. */
  cells: z.array(z.string()),
  /** The cells of the mapped columns (empty for a field left out). */
  values: z.record(z.enum(SHEET_FIELDS), z.string()),
  read: z
    .object({
      player: z.string(),
      date: z.string(),
      description: z.string(),
      amount: z.number(),
      paid: z.boolean(),
    })
    .nullable(),
  error: z.string().nullable(),
});
export type SheetPreviewRow = z.infer<typeof sheetPreviewRowSchema>;

export const sheetImportResultSchema = z.object({
  /** Whether it was written: false on a dry run. */
  imported: z.boolean(),
  columns: z.array(z.string()),
  mapping: z.object({
    player: z.string().nullable(),
    date: z.string().nullable(),
    description: z.string().nullable(),
    amount: z.string().nullable(),
    paid: z.string().nullable(),
  }),
  season: z.object({ id: z.number().int(), description: z.string(), locked: z.boolean() }),
  /** The rows with anything in them under the header. */
  rows: z.number().int(),
  /** The first rows, to check the columns on. */
  preview: z.array(sheetPreviewRowSchema),
  players: z.object({
    created: z.array(z.string()),
    matched: z.array(
      z.object({ name: z.string(), playerId: z.number().int(), player: z.string() }),
    ),
  }),
  fineTypes: z.object({
    created: z.array(z.object({ description: z.string(), amount: z.number() })),
  }),
  fines: z.object({ created: z.number().int() }),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type SheetImportResult = z.infer<typeof sheetImportResultSchema>;
