import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, migrateToLatest, type Database } from '../../server/db/database.js';
import { createTestDatabase, type testDatabases } from './test-app.js';

/** A migrated database and a way to open more connections to it, as more server instances would. */
export async function sharedDatabase(
  kind: (typeof testDatabases)[number],
): Promise<{ first: Database; connect: () => Database }> {
  if (kind.name === 'sqlite') {
    const file = join(mkdtempSync(join(tmpdir(), 'teampot-reminders-')), 'test.db');
    const first = createDatabase(file);
    await migrateToLatest(first);
    return { first, connect: () => createDatabase(file) };
  }
  const first = await createTestDatabase(kind);
  const options = first.schema ? { schema: first.schema } : {};
  return { first, connect: () => createDatabase(kind.url, options) };
}
