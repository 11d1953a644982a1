/**
 * `npm run backup -- FILE`: a consistent copy of the database of DATABASE_URL
 * (and DATABASE_SCHEMA) while the app keeps serving. SQLite: a database file;
 * PostgreSQL: a pg_dump custom-format file (pg_dump's major version must be the
 * server's). docs/operations.md "Backups" says when and where.
 */
import { statSync } from 'node:fs';
import { loadEnv } from '../server/env.js';
import { backupDatabase } from '../server/ops/backup.js';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Gebruik: npm run backup -- BESTAND');
  process.exit(2);
}
try {
  const env = loadEnv();
  const started = Date.now();
  await backupDatabase(
    { url: env.DATABASE_URL, ...(env.DATABASE_SCHEMA ? { schema: env.DATABASE_SCHEMA } : {}) },
    file,
  );
  const kilobytes = Math.round(statSync(file).size / 1024);
  console.log(`Back-up geschreven: ${file} (${kilobytes} kB, ${Date.now() - started} ms)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
