/**
 * One process of tests/api/migration-lock.test.ts: migrates the database (as a
 * starting server or `npm run admin` would), then holds the migration lock a
 * while, writing when it got it and when it let go to a file of its own.
 * Usage: tsx tests/helpers/migration-lock-probe.ts URL SCHEMA|- OUT_FILE
 */
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabase, migrateToLatest } from '../../server/db/database.js';
import { underMigrationLock } from '../../server/ops/migration-lock.js';

const [url = '', schema = '-', out = ''] = process.argv.slice(2);
const database = createDatabase(url, schema === '-' ? {} : { schema });
await migrateToLatest(database);
let held = { from: 0, to: 0 };
await underMigrationLock(database, async () => {
  const from = Date.now();
  await sleep(300);
  held = { from, to: Date.now() };
});
writeFileSync(out, JSON.stringify(held));
await database.destroy();
