/**
 * `npm run restore -- FILE [--force]`: loads a backup of `npm run backup` into the
 * database of DATABASE_URL (and DATABASE_SCHEMA). Refuses a database that has
 * teams unless --force, which empties it first. Stop the instances first.
 */
import { loadEnv } from '../server/env.js';
import { restoreDatabase } from '../server/ops/backup.js';

const args = process.argv.slice(2);
const force = args.includes('--force');
const [file, ...rest] = args.filter((arg) => arg !== '--force');
if (!file || rest.length > 0) {
  console.error('Gebruik: npm run restore -- BESTAND [--force]');
  process.exit(2);
}
try {
  const env = loadEnv();
  await restoreDatabase(
    { url: env.DATABASE_URL, ...(env.DATABASE_SCHEMA ? { schema: env.DATABASE_SCHEMA } : {}) },
    file,
    { force },
  );
  console.log(`Back-up teruggezet: ${file}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
