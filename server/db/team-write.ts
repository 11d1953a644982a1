import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.js';

declare const teamLocked: unique symbol;

/**
 * A transaction that holds its team's row lock. Only `teamWrite` makes one; the
 * checks a write decides on (`assertSeasonOpen`, …) and the audit log take this
 * type, so a check-then-write outside the lock does not compile.
 */
export type TeamTransaction = Transaction<DB> & { readonly [teamLocked]: true };

/**
 * Every write to a team's data runs here: one transaction that first write-locks
 * the team's row, then reads what it checks, then writes. Two writes of one team
 * thus run one after the other, and each check sees what the other committed:
 * under PostgreSQL's READ COMMITTED every statement after the lock reads the
 * latest commits; SQLite runs one write transaction at a time anyway, and
 * writing first spares it a late upgrade from reader to writer.
 *
 * The team row rather than the rows a write touches: the rules span rows (a
 * fine and its type, a match and its fines, a season and its successor), a
 * team writes a few times a minute, and one lock always taken first cannot
 * deadlock. A no-op UPDATE rather than `SELECT … FOR UPDATE`: the same
 * statement on both dialects (SQLite has no FOR UPDATE).
 */
export function teamWrite<T>(
  db: Kysely<DB>,
  teamId: number,
  work: (trx: TeamTransaction) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('teams')
      .set((eb) => ({ data_version: eb.ref('data_version') }))
      .where('id', '=', teamId)
      .execute();
    const locked = trx as TeamTransaction;
    const guard = guardedWrites.getStore();
    if (!guard || guard.entered) return work(locked);
    guard.entered = true;
    await guard.before(locked);
    const result = await work(locked);
    await guard.after(locked);
    return result;
  });
}

/** What `underWriteGuard` runs in the first `teamWrite` of its call, holding the lock. */
export interface WriteGuard {
  /** Before the write: may throw to refuse it (a stale version, `server/http/versioned-write.ts`). */
  before: (trx: TeamTransaction) => Promise<void>;
  /** After the write, in the same transaction (the new version). */
  after: (trx: TeamTransaction) => Promise<void>;
}

const guardedWrites = new AsyncLocalStorage<WriteGuard & { entered: boolean }>();

/**
 * Runs `run` so that the first `teamWrite` it opens calls `guard.before` right after
 * taking the team's lock and `guard.after` after its work: a check and the write it
 * guards in one transaction, without the repository knowing. Resolves with what `run`
 * did and whether a `teamWrite` ran at all (a guard that never ran guarded nothing).
 */
export async function underWriteGuard<T>(
  guard: WriteGuard,
  run: () => Promise<T>,
): Promise<{ result: T; guarded: boolean }> {
  const store = { ...guard, entered: false };
  const result = await guardedWrites.run(store, run);
  return { result, guarded: store.entered };
}
