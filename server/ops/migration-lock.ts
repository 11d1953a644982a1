import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';

/** How long a process waits for another one's migrations before it gives up. */
const WAIT_MS = 10 * 60 * 1000;

/**
 * Runs the migrations (`migrate`, given the connection to run them on) while
 * no other process migrates the same database: two instances started together,
 * a rolling restart, or `npm run admin` beside a running server. The one that
 * waited then finds nothing left to do.
 *
 * PostgreSQL: a session advisory lock per schema around everything, the
 * creation of the schema and of Kysely's own tables included (Kysely's
 * Migrator takes its advisory lock only after creating those, and two creations
 * at once can collide).
 *
 * SQLite: Kysely takes no lock at all there (its adapter's lock is a no-op: it
 * only thinks of one process). Here the migrations run inside one
 * `BEGIN IMMEDIATE` transaction, which holds SQLite's write lock on the file:
 * a second process waits for it, then reads the migrations as done. The
 * migrations are then also all-or-nothing.
 */
export async function underMigrationLock(
  database: Database,
  migrate: (db: Kysely<DB>) => Promise<void>,
): Promise<void> {
  if (database.dialect === 'postgres') {
    const key = `teampot-migrations:${database.schema ?? 'public'}`;
    await database.db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(hashtext(${key}))`.execute(connection);
      try {
        await migrate(database.db);
      } finally {
        await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(connection);
      }
    });
    return;
  }
  await database.db.connection().execute(async (connection) => {
    await beginImmediate(connection);
    try {
      await migrate(connection);
      await sql`commit`.execute(connection);
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

/** SQLite's write lock: waits busy_timeout (5 s) a try, and tries again until WAIT_MS is over. */
async function beginImmediate(connection: Kysely<DB>): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      await sql`begin immediate`.execute(connection);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === 'SQLITE_BUSY';
      if (!busy || Date.now() > deadline) throw error;
      await sleep(100);
    }
  }
}
