import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  SqliteDialect,
  type CompiledQuery,
  type Migration,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import { initMigration } from './migrations/001-init.js';
import { moneyAndPrivacyMigration } from './migrations/002-money-and-privacy.js';
import { throttleExpiryMigration } from './migrations/003-authabuse-throttle-expiry.js';
import { pushSubscriptionAddressMigration } from './migrations/004-httpabuse-push-subscription-address.js';
import { nextMatchMigration } from './migrations/006-nextmatch-availability.js';
import { moneyStatementsAndCoAdminsMigration } from './migrations/007-money-statements-and-co-admins.js';
import { personalPushesMigration } from './migrations/008-personal-pushes.js';
import { underMigrationLock } from '../ops/migration-lock.js';
import { OwnSchemaPostgresDialect } from './own-schema-introspector.js';
import type { Dialect } from './dialect.js';
import { restoreSnapshotsMigration } from './migrations/009-restore-snapshots.js';
import { pagingMigration } from './migrations/010-paging.js';
import { importsMigration } from './migrations/012-imports.js';
import { matchDayMigration } from './migrations/013-match-day.js';
import { seasonBankBalanceMigration } from './migrations/014-season-bank-balance.js';
import { avgRightsMigration } from './migrations/015-avg-rights.js';
import { paging2Migration } from './migrations/016-paging2.js';
import { teamDeletionMigration } from './migrations/017-team-deletion.js';
import { fineKeepsTypeNameMigration } from './migrations/019-fine-keeps-type-name.js';
import { dropRedundantFineIndexMigration } from './migrations/022-drop-redundant-fine-index.js';
import type { DB } from './schema.js';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** PostgreSQL schema in use, when not the default one. */
  schema?: string;
  /**
   * A read compiled once by Kysely and prepared once by the driver, for the read
   * every request makes (the team lookup): compiling and preparing anew cost more
   * than such a read itself. It sees committed data only: on SQLite through a
   * connection of its own, so never a transaction in progress.
   */
  prepareRead<Row>(query: CompiledQuery<Row>): (parameters: readonly unknown[]) => Promise<Row[]>;
  /**
   * SQLite in a file only: a number that moves whenever another connection commits
   * to the database, this process's own writes included (SQLite's `PRAGMA
   * data_version`, asked on the reading connection). While it stands still, what was
   * read before is what a new read would return. Costs about a microsecond.
   */
  commitMarker?: () => number;
  /** PostgreSQL: the pool's connections, for the metrics (server/ops/metrics.ts). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * PostgreSQL: hears of an idle connection the server closed (a restart, a failover,
   * `pg_terminate_backend`). The pool has already dropped it and opens a new one when
   * needed. Returns the function that stops listening.
   */
  onConnectionLost?: (listener: (error: Error) => void) => () => void;
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
      // Names Teampot's connections in pg_stat_activity, by schema when it has one.
      application_name: options.schema ? `teampot ${options.schema}` : 'teampot',
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // pg reports an idle connection the server closed as an 'error' event on the pool;
    // Node ends a process whose 'error' event nobody hears. One closed connection is no
    // reason for that: the pool replaces it, and the app logs it (server/app.ts).
    const connectionLost = new Set<(error: Error) => void>();
    pool.on('error', (error) => {
      for (const listener of connectionLost) listener(error);
    });
    const db = new Kysely<DB>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      ...(options.schema ? { schema: options.schema } : {}),
      prepareRead: (query) => preparedPostgresRead(pool, query),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      onConnectionLost: (listener) => {
        connectionLost.add(listener);
        return () => connectionLost.delete(listener);
      },
      destroy: () => db.destroy(),
    };
  }
  if (url !== ':memory:') mkdirSync(dirname(url), { recursive: true });
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives a power cut, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  // An in-memory database exists only in its own connection.
  const reader = url === ':memory:' ? sqlite : new SQLite(url, { readonly: true });
  reader.pragma('busy_timeout = 5000');
  // In memory the reader is the writer: a connection's own commits do not move its marker.
  const marker =
    reader === sqlite ? undefined : reader.prepare<[], number>('PRAGMA data_version').pluck();
  return {
    db,
    dialect: 'sqlite',
    prepareRead: (query) => preparedSqliteRead(reader, query),
    ...(marker ? { commitMarker: () => marker.get() as number } : {}),
    destroy: async () => {
      await db.destroy();
      if (reader.open) reader.close();
    },
  };
}

const STATEMENT_CACHE_SIZE = 200;
/** Longer texts are bulk inserts with their row count in them: seldom the same twice. */
const CACHED_SQL_MAX_LENGTH = 4_000;

/**
 * Kysely's SQLite driver prepares every query anew; preparing costs about as
 * much as running a small query. The same text gets the same statement back,
 * unless that one is still busy (a streaming read).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Re-inserted: the Map's first key is then the least recently used.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (sql.length > CACHED_SQL_MAX_LENGTH || cached) return statement;
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}

/** Prepared on first use: the table may not exist before the migrations ran. */
function preparedSqliteRead<Row>(reader: SQLite.Database, query: CompiledQuery<Row>) {
  let statement: SQLite.Statement<unknown[], Row> | undefined;
  return async (parameters: readonly unknown[]): Promise<Row[]> => {
    statement ??= reader.prepare<unknown[], Row>(query.sql);
    return statement.all(...parameters);
  };
}

/** A named statement: each pooled connection parses and plans it once. */
function preparedPostgresRead<Row>(pool: pg.Pool, query: CompiledQuery<Row>) {
  const name = `read_${createHash('sha1').update(query.sql).digest('hex').slice(0, 16)}`;
  return async (parameters: readonly unknown[]): Promise<Row[]> => {
    const result = await pool.query<Row & pg.QueryResultRow>({
      name,
      text: query.sql,
      values: [...parameters],
    });
    return result.rows;
  };
}

export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '001-init': initMigration(dialect),
    '002-money-and-privacy': moneyAndPrivacyMigration(dialect),
    '003-authabuse-throttle-expiry': throttleExpiryMigration,
    '004-httpabuse-push-subscription-address': pushSubscriptionAddressMigration(dialect),
    '006-nextmatch-availability': nextMatchMigration(dialect),
    '007-money-statements-and-co-admins': moneyStatementsAndCoAdminsMigration(dialect),
    '008-personal-pushes': personalPushesMigration(dialect),
    '009-restore-snapshots': restoreSnapshotsMigration(dialect),
    '010-paging': pagingMigration,
    '012-imports': importsMigration(dialect),
    '013-match-day': matchDayMigration(dialect),
    '014-season-bank-balance': seasonBankBalanceMigration(dialect),
    '015-avg-rights': avgRightsMigration(dialect),
    '016-paging2': paging2Migration,
    '017-team-deletion': teamDeletionMigration(dialect),
    '019-fine-keeps-type-name': fineKeepsTypeNameMigration,
    '022-drop-redundant-fine-index': dropRedundantFineIndexMigration,
  };
}

/**
 * Kysely's migrator over Teampot's migrations, in the database's own schema (created when
 * missing), running on `db`: the database's, or one connection of it (migrateToLatest).
 */
export async function migratorFor(database: Database, db = database.db): Promise<Migrator> {
  const { schema } = database;
  if (schema) await db.schema.createSchema(schema).ifNotExists().execute();
  return new Migrator({
    db,
    // Kysely looks for its lock table in any schema unless told which one.
    ...(schema ? { migrationTableSchema: schema } : {}),
    provider: { getMigrations: async () => migrationsFor(database.dialect) },
  });
}

/**
 * Brings the schema up to date; run at start-up (and by `npm run admin`). One process at a
 * time (server/ops/migration-lock.ts): the others wait, then find nothing to do. Throws
 * with the failing migration's error.
 */
export async function migrateToLatest(database: Database): Promise<void> {
  await underMigrationLock(database, async (db) => {
    const { error } = await (await migratorFor(database, db)).migrateToLatest();
    if (error) throw error;
  });
}
