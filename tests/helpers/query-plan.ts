import { CompiledQuery, sql, type Compilable, type InsertObject, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../server/db/database.js';
import type { DB } from '../../server/db/schema.js';
import { insertTeam } from './fixtures.js';

/**
 * What the database's planner would do with a query, one line per step: SQLite's
 * `EXPLAIN QUERY PLAN` details, PostgreSQL's `EXPLAIN` lines. On PostgreSQL sequential
 * and bitmap scans are switched off for the question, so a small test table does not
 * make the planner prefer reading it whole and sorting it: what remains is whether an
 * index gives the order.
 */
export async function queryPlan(database: Database, query: Compilable): Promise<string[]> {
  const compiled = query.compile();
  return database.db.connection().execute(async (conn: Kysely<DB>) => {
    if (database.dialect === 'sqlite') {
      const explained = await conn.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
      );
      return explained.rows.map((row) => row.detail);
    }
    await sql`set enable_seqscan = off`.execute(conn);
    await sql`set enable_bitmapscan = off`.execute(conn);
    try {
      const explained = await conn.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]),
      );
      return explained.rows.map((row) => row['QUERY PLAN']);
    } finally {
      await sql`reset enable_seqscan`.execute(conn);
      await sql`reset enable_bitmapscan`.execute(conn);
    }
  });
}

/**
 * Gives PostgreSQL's planner the row counts of the tables just filled, as autovacuum
 * would in production; without them it guesses a handful of rows and sorts them.
 */
export async function analyzeTables(database: Database, tables: string[]): Promise<void> {
  if (database.dialect !== 'postgres') return;
  for (const table of tables) await sql`analyze ${sql.table(table)}`.execute(database.db);
}

/**
 * The steps of a plan that read all of a table or sort: SQLite's `SCAN table` (with or
 * without an index: every row of it) and `USE TEMP B-TREE`, PostgreSQL's `Seq Scan on
 * table` and any `Sort`. A page of a list should have none of them on its table.
 */
export function wholeTableSteps(plan: string[], table: string): string[] {
  const scan = new RegExp(`^\\s*(->\\s*)?(SCAN ${table}\\b|Seq Scan on ${table}\\b)`);
  return plan.filter(
    (step) => scan.test(step) || /USE TEMP B-TREE/.test(step) || /\bSort\b/.test(step),
  );
}

/** Fails on a step of the query's plan that reads all of `table` or sorts; shows the plan. */
export async function expectIndexRange(
  database: Database,
  query: Compilable,
  table: string,
): Promise<void> {
  const steps = await queryPlan(database, query);
  expect(wholeTableSteps(steps, table), steps.join('\n')).toEqual([]);
}

type ListTable = 'fines' | 'transactions' | 'task_draws';

/** The date of a list's i-th row: spread over every month of 2026, so a cursor's range is real. */
export const spreadDate = (i: number) =>
  `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;

/**
 * What a planner test asks about: a quiet team (50 rows in `table`) and a busy one
 * (3,000, so PostgreSQL's planner weighs a sort as it would for a busy team). `seed` makes
 * a team's own set-up and says its i-th row. Returns the busy team with its set-up and
 * a cursor halfway down its rows (mid-June, before its newest id).
 */
export async function quietAndBusyTeams<T extends ListTable, Setup>(
  db: Kysely<DB>,
  table: T,
  seed: (teamId: number) => Promise<{ setup: Setup; row: (i: number) => InsertObject<DB, T> }>,
): Promise<{ teamId: number; setup: Setup; halfway: { date: string; id: number } }> {
  let busy: { teamId: number; setup: Setup } | undefined;
  for (const [code, count] of [
    ['blauw', 50],
    ['oranje', 3000],
  ] as const) {
    const team = await insertTeam(db, { code });
    const { setup, row } = await seed(team.id);
    const rows = Array.from({ length: count }, (_, i) => row(i));
    // 500 at a time: one statement would pass the databases' parameter limits.
    for (let from = 0; from < rows.length; from += 500) {
      await db
        .insertInto(table)
        .values(rows.slice(from, from + 500))
        .execute();
    }
    busy = { teamId: team.id, setup };
  }
  const { teamId, setup } = busy!;
  const last = await db
    .selectFrom(table as ListTable)
    .select((eb) => eb.fn.max('id').as('id'))
    .where('team_id', '=', teamId)
    .executeTakeFirstOrThrow();
  return { teamId, setup, halfway: { date: '2026-06-15', id: Number(last.id) } };
}
