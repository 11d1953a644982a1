import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import pg from 'pg';
import { initMigration } from './migrations/001-init.js';
import { moneyAndPrivacyMigration } from './migrations/002-money-and-privacy.js';
import type { DB } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** PostgreSQL schema in use, when not the default one. */
  schema?: string;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL only: the schema to use (created when missing); tests get one each. */
  schema?: string;
}

// PostgreSQL returns bigint (count, sum) as strings; every number we store fits in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** `postgres://…` or `postgresql://…` selects PostgreSQL; anything else is a SQLite file path. */
export function createDatabase(url: string, options: DatabaseOptions = {}): Database {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', ...(options.schema ? { schema: options.schema } : {}), destroy: () => db.destroy() };
  }
  if (url !== ':memory:') mkdirSync(dirname(url), { recursive: true });
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives a power cut, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '001-init': initMigration(dialect),
    '002-money-and-privacy': moneyAndPrivacyMigration(dialect),
  };
}

/** Brings the schema up to date; run at start-up. Throws with the failing migration's error. */
export async function migrateToLatest(database: Database): Promise<void> {
  const { schema } = database;
  if (schema) await database.db.schema.createSchema(schema).ifNotExists().execute();
  const migrator = new Migrator({
    db: database.db,
    // Kysely looks for its lock table in any schema unless told which one.
    ...(schema ? { migrationTableSchema: schema } : {}),
    provider: { getMigrations: async () => migrationsFor(database.dialect) },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
