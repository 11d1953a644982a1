import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Test schemas are named t_… (API tests) and crash_… (crash-safety suite), then the time they
 * were made (base 36 milliseconds) and a random part: `t_mfx3k2a1_9c1e44d0`.
 */
export const TEST_SCHEMA_PATTERN = /^(t|crash)_(?:([0-9a-z]+)_)?[0-9a-f]+$/;

/** A run never lasts this long: a schema older than this belongs to no run still going. */
const ABANDONED_AFTER_MS = 6 * 60 * 60 * 1000;

/** A fresh test schema's name (see TEST_SCHEMA_PATTERN). */
export function newTestSchemaName(prefix: 't' | 'crash'): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/** Whether a test schema was left by a run that has ended (or by an older naming, without a time). */
export function isAbandonedTestSchema(name: string, now = Date.now()): boolean {
  const match = TEST_SCHEMA_PATTERN.exec(name);
  if (!match) return false;
  const made = match[2] === undefined ? 0 : parseInt(match[2], 36);
  return now - made > ABANDONED_AFTER_MS;
}

/**
 * Runs once before the API tests. Test schemas are not dropped while tests run:
 * Kysely's migrator read the whole catalogue, and a schema dropped by one test
 * file under another's feet made that read fail ("schema … does not exist"). Its
 * read is now limited to the test's own schema (server/db/own-schema-introspector.ts).
 * So each run clears schemas of runs that have ended, before any test starts — never those
 * of a run still going (two suites at once on one database).
 */
export default async function dropOldTestSchemas(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>('SELECT nspname FROM pg_namespace');
    for (const { nspname } of rows) {
      if (isAbandonedTestSchema(nspname)) await client.query(`DROP SCHEMA ${nspname} CASCADE`);
    }
  } finally {
    await client.end();
  }
}
