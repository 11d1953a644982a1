import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest, type Database } from '../../server/db/database.js';
import { seedTeamWorld } from '../helpers/tenant-world.js';
import { createTestApp, createTestDatabase, testDatabases } from '../helpers/test-app.js';

/**
 * `npm run backup` while the app takes a stream of writes, `npm run restore` into
 * a fresh database: every write acknowledged before the backup started is there.
 */
describe.each(testDatabases)('backup and restore on $name', (kind) => {
  const dir = mkdtempSync(join(tmpdir(), 'teampot-backup-'));
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** The environment that points the scripts at a database. */
  const envOf = (database: Database, url: string): NodeJS.ProcessEnv => ({
    ...process.env,
    DATABASE_URL: url,
    ...(database.schema ? { DATABASE_SCHEMA: database.schema } : {}),
  });

  /** A fresh, empty place to restore into: a new SQLite file, or a new PostgreSQL database. */
  async function freshTarget(name: string): Promise<string> {
    if (kind.name === 'sqlite') return join(dir, `${name}.db`);
    const database = `teampot_restore_${randomBytes(5).toString('hex')}`;
    await adminQuery(`create database ${database}`);
    cleanups.push(() => adminQuery(`drop database if exists ${database} with (force)`));
    const url = new URL(kind.url);
    url.pathname = `/${database}`;
    return url.href;
  }
  const adminQuery = async (text: string) => {
    const client = new pg.Client({ connectionString: kind.url });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };

  it('restores every write acknowledged before the backup started, taken while writes go on', async () => {
    // The source: a SQLite file of its own (its path is what the scripts are given), or a fresh schema.
    const sourceUrl = kind.name === 'sqlite' ? join(dir, 'source.db') : kind.url;
    const source =
      kind.name === 'sqlite' ? createDatabase(sourceUrl) : await createTestDatabase(kind);
    await migrateToLatest(source);
    const t = await createTestApp(kind, { database: source });
    cleanups.push(() => t.close());
    const world = await seedTeamWorld(t.database.db, { code: 'kluis', pin: '314159' });

    const acknowledged = new Set<string>();
    let sent = 0;
    let writing = true;
    const writer = async (n: number) => {
      for (let i = 0; writing; i++) {
        const reason = `Kas ${n}-${i}`;
        sent++;
        const response = await t.inject({
          method: 'POST',
          url: `/api/${world.code}/transaction`,
          headers: { cookie: world.pinCookie },
          payload: { amount: 1.25, reason, transactionType: 'Income', date: '2025-02-01' },
        });
        if (response.statusCode === 200) acknowledged.add(reason);
      }
    };
    const writers = [0, 1, 2].map(writer);
    await until(() => acknowledged.size >= 30, '30 acknowledged writes');

    const beforeBackup = new Set(acknowledged);
    const file = join(dir, kind.name === 'sqlite' ? 'kluis.db' : 'kluis.dump');
    const backup = await script('backup', [file], envOf(t.database, sourceUrl));
    const duringBackup = acknowledged.size - beforeBackup.size;
    writing = false;
    await Promise.all(writers);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('Back-up geschreven');

    const targetUrl = await freshTarget('restored');
    const restore = await script('restore', [file], envOf(t.database, targetUrl));
    expect(restore.code, restore.output).toBe(0);

    const restored = createDatabase(
      targetUrl,
      t.database.schema ? { schema: t.database.schema } : {},
    );
    const served = await createTestApp(kind, { database: restored });
    const rows = await restored.db
      .selectFrom('transactions')
      .select('reason')
      .where('team_id', '=', world.teamId)
      .execute();
    const reasons = new Set(rows.map((row) => row.reason));
    const missing = [...beforeBackup].filter((reason) => !reasons.has(reason));
    console.log(
      `[backup, ${kind.name}] writes sent ${sent}, acknowledged ${acknowledged.size}, ` +
        `acknowledged before the backup started ${beforeBackup.size} (during it ${duringBackup}), ` +
        `found after the restore ${beforeBackup.size - missing.length}, missing ${missing.length}`,
    );
    expect(missing).toEqual([]);
    // The restored database is Teampot's whole: the app serves the team's money from it.
    const list = await served.inject({
      url: `/api/${world.code}/transaction?seasonId=${world.ids.season[0]}`,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`"reason":"${[...beforeBackup][0]}"`);
    await restored.db.deleteFrom('transactions').where('team_id', '=', world.teamId).execute();
    await served.close();

    // Into a database that has teams: refused, unless --force, which empties it first.
    const refused = await script('restore', [file], envOf(t.database, targetUrl));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('De database heeft al 1 team(s)');
    expect(refused.output).toContain('--force');
    const forced = await script('restore', [file, '--force'], envOf(t.database, targetUrl));
    expect(forced.code, forced.output).toBe(0);
    const again = createDatabase(targetUrl, t.database.schema ? { schema: t.database.schema } : {});
    cleanups.push(() => again.destroy());
    const after = await again.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('team_id', '=', world.teamId)
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(rows.length);
  }, 120_000);

  if (kind.name === 'postgres') {
    it("stops with a clear message when pg_dump's major version is not the server's", async () => {
      const t = await createTestApp(kind);
      cleanups.push(() => t.close());
      const bin = mkdtempSync(join(tmpdir(), 'teampot-old-pg-'));
      writeFileSync(join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 13.16"\n');
      chmodSync(join(bin, 'pg_dump'), 0o755);
      const env = { ...envOf(t.database, kind.url), PATH: `${bin}:${process.env.PATH}` };
      const result = await script('backup', [join(dir, 'never.dump')], env);
      expect(result.code).toBe(1);
      expect(result.output).toMatch(/pg_dump is versie 13, de PostgreSQL-server versie \d+/);
      expect(result.output).toContain('postgresql-client-');
    });
  }
});

function script(
  name: 'backup' | 'restore',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waited 20 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
