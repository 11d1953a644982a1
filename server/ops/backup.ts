import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (scripts/backup.ts,
 * scripts/restore.ts) on the database of DATABASE_URL (and DATABASE_SCHEMA).
 *
 * A backup is taken while the app keeps serving, and is one consistent moment:
 * SQLite's online backup API (better-sqlite3's `.backup()`), PostgreSQL's
 * `pg_dump` in its custom format (one snapshot). A restore loads it into an
 * empty database; one that holds teams is refused unless `force`, which
 * empties it first. Stop the instances before a restore.
 */
export interface Target {
  url: string;
  schema?: string;
}

const run = promisify(execFile);
const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url);

export async function backupDatabase(target: Target, file: string): Promise<void> {
  if (isPostgres(target.url)) return dumpPostgres(target, file);
  const source = new SQLite(target.url, { readonly: true, fileMustExist: true });
  try {
    // The first step copies 100 pages; the rest goes in one step. A step that another
    // connection's commit interrupts starts the copy again, so a busy database is
    // copied whole in one read transaction rather than restarted again and again.
    await source.backup(file, { progress: () => 1_000_000_000 });
  } finally {
    source.close();
  }
}

export async function restoreDatabase(
  target: Target,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<void> {
  if (!existsSync(file)) throw new Error(`Geen back-up gevonden op ${file}`);
  const teams = await teamCount(target);
  if (teams > 0 && !force) {
    throw new Error(
      `De database heeft al ${teams} team(s): zet de back-up terug in een lege database, of geef --force om deze eerst te legen`,
    );
  }
  if (isPostgres(target.url)) return restorePostgres(target, file);
  // The backup API writes the whole database through SQLite (its WAL included): what was there is gone.
  const backup = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    await backup.backup(target.url);
  } finally {
    backup.close();
  }
}

/** The teams in the target database; 0 when it has no Teampot tables (yet). */
async function teamCount(target: Target): Promise<number> {
  if (isPostgres(target.url)) {
    return withClient(target, async (client) => {
      const schema = target.schema ?? 'public';
      const { rows } = await client.query<{ exists: boolean }>(
        `select to_regclass($1) is not null as exists`,
        [`"${schema}".teams`],
      );
      if (!rows[0]?.exists) return 0;
      const count = await client.query<{ n: number }>(
        `select count(*)::int as n from "${schema}".teams`,
      );
      return count.rows[0]?.n ?? 0;
    });
  }
  if (!existsSync(target.url)) return 0;
  const database = new SQLite(target.url, { readonly: true });
  try {
    const table = database
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'teams'")
      .get();
    if (!table) return 0;
    return (database.prepare('select count(*) as n from teams').get() as { n: number }).n;
  } finally {
    database.close();
  }
}

async function dumpPostgres(target: Target, file: string): Promise<void> {
  await assertSameMajorVersion(target, 'pg_dump');
  const schema = target.schema ?? 'public';
  await run('pg_dump', [
    '--format=custom',
    `--schema=${schema}`,
    `--file=${file}`,
    `--dbname=${target.url}`,
  ]);
}

async function restorePostgres(target: Target, file: string): Promise<void> {
  await assertSameMajorVersion(target, 'pg_restore');
  const schema = target.schema ?? 'public';
  const { stdout: listing } = await run('pg_restore', ['--list', file]);
  const dumped = /\sTABLE (\S+) teams\s/.exec(listing)?.[1];
  if (dumped !== schema) {
    throw new Error(
      `De back-up bevat schema ${dumped ?? '(geen teams)'}, de database gebruikt ${schema}: zet DATABASE_SCHEMA=${dumped ?? ''}`,
    );
  }
  // Emptied: the schema made anew (public, which every database has, emptied table by
  // table), then everything of the dump but its CREATE SCHEMA restored into it.
  await withClient(target, async (client) => {
    if (schema === 'public') {
      const { rows } = await client.query<{ tablename: string }>(
        `select tablename from pg_tables where schemaname = 'public'`,
      );
      for (const { tablename } of rows) {
        await client.query(`drop table public."${tablename}" cascade`);
      }
    } else {
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.query(`create schema "${schema}"`);
    }
  });
  const entries = listing
    .split('\n')
    .filter((line) => !/ (SCHEMA|COMMENT) - (SCHEMA )?\S+ /.test(line))
    .join('\n');
  const listFile = join(mkdtempSync(join(tmpdir(), 'teampot-restore-')), 'entries.list');
  writeFileSync(listFile, entries);
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--use-list=${listFile}`,
    `--dbname=${target.url}`,
    file,
  ]);
}

/**
 * pg_dump reads only servers up to its own version, and a dump restores cleanly only
 * into the version it was made for: the tool's major version must be the server's.
 */
async function assertSameMajorVersion(
  target: Target,
  tool: 'pg_dump' | 'pg_restore',
): Promise<void> {
  let toolVersion: string;
  try {
    toolVersion = (await run(tool, ['--version'])).stdout;
  } catch {
    throw new Error(
      `${tool} niet gevonden: installeer Debian's PostgreSQL-client (apt-get install -y postgresql-client)`,
    );
  }
  const toolMajor = Number(/(\d+)(\.\d+)?/.exec(toolVersion)?.[1]);
  const serverMajor = await withClient(target, async (client) => {
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
    return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
  });
  if (toolMajor !== serverMajor) {
    throw new Error(
      `${tool} is versie ${toolMajor}, de PostgreSQL-server versie ${serverMajor}: installeer de client van versie ${serverMajor} (apt-get install -y postgresql-client-${serverMajor}) en zet die vooraan in PATH`,
    );
  }
}

async function withClient<T>(target: Target, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
