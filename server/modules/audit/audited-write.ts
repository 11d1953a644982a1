import type { AuditAction } from '../../db/schema.js';
import type { TeamTransaction } from '../../db/team-write.js';
import {
  fineSnapshot,
  recordAudit,
  transactionSnapshot,
  type AuditContext,
} from './audit.repository.js';

/** How the log reads each kind of row it keeps a snapshot of. */
const SNAPSHOTS = {
  fine: fineSnapshot,
  transaction: transactionSnapshot,
};

/** A row the log keeps snapshots of, and what was done to it. */
export interface AuditedRow {
  entity: keyof typeof SNAPSHOTS;
  id: number;
  action: AuditAction;
}

/**
 * Does `write` to one row and logs it with the row as it was before and after (none once
 * deleted), all in the caller's `teamWrite` transaction; resolves with what `write` did.
 */
export async function audited<T>(
  trx: TeamTransaction,
  audit: AuditContext,
  { entity, id, action }: AuditedRow,
  write: () => Promise<T>,
): Promise<T> {
  const snapshot = SNAPSHOTS[entity];
  const before = await snapshot(trx, audit.teamId, id);
  const result = await write();
  const after = await snapshot(trx, audit.teamId, id);
  await recordAudit(trx, audit, { entity, entityId: id, action, before, after });
  return result;
}

/** Logs a row `write` just created, as it is now. */
export async function auditCreated(
  trx: TeamTransaction,
  audit: AuditContext,
  entity: AuditedRow['entity'],
  id: number,
): Promise<void> {
  const after = await SNAPSHOTS[entity](trx, audit.teamId, id);
  await recordAudit(trx, audit, { entity, entityId: id, action: 'created', before: null, after });
}
