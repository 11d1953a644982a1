import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newTestSchemaName } from '../helpers/pg-global-setup.js';
import { createDatabase, migrationsFor } from '../../server/db/database.js';
import { testDatabases } from '../helpers/test-app.js';

const PROCESSES = 3;

/**
 * Several processes migrate one fresh database at once (two instances starting
 * together, `npm run admin` beside a server): each waits for the other's lock,
 * every one succeeds, each migration is recorded once, and no two hold the lock
 * at the same time.
 */
describe.each(testDatabases)('the migration lock on $name', (kind) => {
  it('lets one process at a time migrate', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'teampot-lock-'));
    const url = kind.name === 'sqlite' ? join(dir, 'teampot.db') : kind.url;
    const schema = kind.name === 'postgres' ? newTestSchemaName('t') : '-';
    const outputs = Array.from({ length: PROCESSES }, (_, i) => join(dir, `held-${i}.json`));
    const exits = await Promise.all(
      outputs.map((out) =>
        run(['--import', 'tsx', 'tests/helpers/migration-lock-probe.ts', url, schema, out]),
      ),
    );
    expect(
      exits.map((exit) => exit.code),
      exits.map((exit) => exit.output).join('\n'),
    ).toEqual(outputs.map(() => 0));

    const held = outputs
      .map((out) => JSON.parse(readFileSync(out, 'utf8')) as { from: number; to: number })
      .sort((a, b) => a.from - b.from);
    for (let i = 1; i < held.length; i++) {
      expect(held[i]!.from).toBeGreaterThanOrEqual(held[i - 1]!.to);
    }

    const database = createDatabase(url, schema === '-' ? {} : { schema });
    try {
      const recorded = await database.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      const names = (recorded as { name: string }[]).map((row) => row.name).sort();
      expect(names).toEqual(Object.keys(migrationsFor(database.dialect)).sort());
    } finally {
      await database.destroy();
    }
  }, 60_000);
});

function run(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
