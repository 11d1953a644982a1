import pg from 'pg';

/** Test schemas are named t_… (API tests) and crash_… (crash-safety suite). */
export const TEST_SCHEMA_PATTERN = /^(t|crash)_[0-9a-f]+$/;

/**
 * Runs once before the API tests. Test schemas are not dropped while tests run:
 * Kysely's migrator reads the whole catalogue, and a schema dropped by one test
 * file under another's feet made that read fail ("schema … does not exist").
 * So each run clears the previous run's schemas here, before any test starts.
 */
export default async function dropOldTestSchemas(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>('SELECT nspname FROM pg_namespace');
    for (const { nspname } of rows) {
      if (TEST_SCHEMA_PATTERN.test(nspname)) await client.query(`DROP SCHEMA ${nspname} CASCADE`);
    }
  } finally {
    await client.end();
  }
}
