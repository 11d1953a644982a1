import { isoDateSchema } from '../dates.schema.js';
import type { Page } from '../paging.js';
import { pageQueryShape, pageSchema } from '../paging.schema.js';
import { MAX_ID, z } from '../validation.js';

// 'match': a match moved into a new season with it (issue 14).
// 'draw': a task-list draw deleted and restored (issue 14's undo).
// 'sheet_import': one line per spreadsheet import, saying what it made (its id: the season).
export const AUDIT_ENTITIES = [
  'fine',
  'transaction',
  'fine_type',
  'match',
  'draw',
  'sheet_import',
] as const;
export const AUDIT_ACTIONS = [
  'created',
  'changed',
  'paid',
  'unpaid',
  'deleted',
  'restored',
  'amount_changed',
  // Issue 30: a fine that came in from a team's spreadsheet.
  'imported',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  fine: 'Boete',
  transaction: 'Transactie',
  fine_type: 'Boetetype',
  match: 'Wedstrijd',
  draw: 'Loting',
  sheet_import: 'Spreadsheet',
};

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  created: 'aangemaakt',
  changed: 'gewijzigd',
  paid: 'betaald',
  unpaid: 'onbetaald gemaakt',
  deleted: 'verwijderd',
  restored: 'hersteld',
  amount_changed: 'bedrag gewijzigd',
  imported: 'geïmporteerd',
};

/** What a money row looked like before or after a change: field → value, as the API shows it. */
export const auditSnapshotSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type AuditSnapshot = z.infer<typeof auditSnapshotSchema>;

/** One line of the log (`GET /audit`). `actor` is 'pin' or 'user:<id>', with the e-mail at the time. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  actorEmail: z.string().nullable(),
  sessionId: z.number().int().nullable(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.number().int(),
  playerId: z.number().int().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  before: auditSnapshotSchema.nullable(),
  after: auditSnapshotSchema.nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The log's page when no `limit` is asked: the most a page may hold (`MAX_PAGE_SIZE`). */
export const AUDIT_PAGE_SIZE = 100;

/** The filters of `GET /audit` and the Logboek page; `from`/`to` are dates (UTC days), inclusive. */
export const auditQuerySchema = z
  .object({
    entity: z.enum(AUDIT_ENTITIES).optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    playerId: z.coerce.number().int().positive().max(MAX_ID).optional(),
    /** Paging (issue 28): `limit` (default AUDIT_PAGE_SIZE) and the `cursor` of the page before. */
    ...pageQueryShape,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'De einddatum ligt voor de begindatum',
    path: ['to'],
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** A page of the log; it has no totals (a count over the player filter would read the whole log). */
export const auditPageSchema = pageSchema(auditEntrySchema, z.object({}));
export type AuditPage = Page<AuditEntry, Record<string, never>>;
