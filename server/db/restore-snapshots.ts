import type { DB, RestoreKind } from './schema.js';
import { isConstraintViolation } from './errors.js';
import { inTeam } from './team-scope.js';
import type { TeamTransaction } from './team-write.js';
import { DomainError, NotFoundError } from '../http/errors.js';

/**
 * The undo of a delete (issue 14): the delete keeps the rows it removes, the
 * undo puts exactly those rows back — same ids, so whatever points at them
 * (the audit log, a draw's match, a link in a push) is whole again. One
 * mechanism for every delete; the resource module says which rows go.
 */

/** The tables a delete takes rows from, and a restore puts them back into. */
export type RestorableTable = Extract<
  keyof DB,
  | 'matches'
  | 'match_absences'
  | 'match_goals'
  | 'fines'
  | 'task_draws'
  | 'match_availability'
  | 'reminder_sends'
  | 'availability_answer_tokens'
  | 'match_cards'
  | 'match_votes'
  | 'shortage_alarm_sends'
>;

/** Rows of one table, as the database gave them (column → value). */
export interface RemovedRows {
  table: RestorableTable;
  rows: Record<string, unknown>[];
}

/** How long after a delete its undo still applies; older snapshots are dropped. */
export const RESTORE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Reads the rows about to be deleted: of each table, those of this team whose
 * `column` is `id`. Call it in the delete's transaction, before the delete,
 * parents first (the order a restore inserts in).
 */
export async function rowsToKeep(
  trx: TeamTransaction,
  teamId: number,
  id: number,
  parts: readonly { table: RestorableTable; column: 'id' | 'match_id' }[],
): Promise<RemovedRows[]> {
  const removed: RemovedRows[] = [];
  for (const { table, column } of parts) {
    // The table varies at run time: Kysely cannot type a union of tables' columns.
    const rows = (await inTeam(trx, teamId)
      .selectFrom(table as 'matches')
      .selectAll()
      .where(column as 'id', '=', id)
      .execute()) as Record<string, unknown>[];
    if (rows.length > 0) removed.push({ table, rows });
  }
  return removed;
}

/** Keeps what a delete removed (replacing an older snapshot of the same thing). */
export async function keepForRestore(
  trx: TeamTransaction,
  teamId: number,
  entity: RestoreKind,
  entityId: number,
  removed: RemovedRows[],
  now: Date,
): Promise<void> {
  await inTeam(trx, teamId)
    .deleteFrom('restore_snapshots')
    .where((eb) =>
      eb.or([
        eb('deleted_at', '<', new Date(now.getTime() - RESTORE_WINDOW_MS).toISOString()),
        eb.and([eb('entity', '=', entity), eb('entity_id', '=', entityId)]),
      ]),
    )
    .execute();
  await trx
    .insertInto('restore_snapshots')
    .values({
      team_id: teamId,
      entity,
      entity_id: entityId,
      deleted_at: now.toISOString(),
      rows: JSON.stringify(removed),
    })
    .execute();
}

/**
 * The rows a delete removed, if it can still be undone: 404 when nothing of
 * that id was deleted (or it was restored already), `CannotRestore` when the
 * window has passed. The caller checks its own rules (an open season), then
 * calls `putBack`.
 */
export async function takeRestoreSnapshot(
  trx: TeamTransaction,
  teamId: number,
  entity: RestoreKind,
  entityId: number,
  now: Date,
): Promise<RemovedRows[]> {
  const snapshot = await inTeam(trx, teamId)
    .selectFrom('restore_snapshots')
    .select(['deleted_at', 'rows'])
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
  if (!snapshot) throw new NotFoundError('Niets om terug te zetten');
  if (now.getTime() - Date.parse(snapshot.deleted_at) > RESTORE_WINDOW_MS) {
    throw new DomainError('CannotRestore');
  }
  await inTeam(trx, teamId)
    .deleteFrom('restore_snapshots')
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .execute();
  return JSON.parse(snapshot.rows) as RemovedRows[];
}

/**
 * Inserts the kept rows again. A row that clashes with one made since (same
 * key) or points at one deleted since (a player, a task list) refuses the
 * whole restore: `CannotRestore`, and the transaction rolls back.
 */
export async function putBack(trx: TeamTransaction, removed: RemovedRows[]): Promise<void> {
  for (const { table, rows } of removed) {
    try {
      await trx
        .insertInto(table as 'matches')
        .values(rows as never[])
        .execute();
    } catch (error) {
      if (isConstraintViolation(error)) throw new DomainError('CannotRestore');
      throw error;
    }
  }
}
