import {
  expressionBuilder,
  type Expression,
  type Kysely,
  type Selectable,
  type SqlBool,
} from 'kysely';
import { NotFoundError } from '../http/errors.js';
import type { DB } from './schema.js';

/**
 * The team scope, in one place (docs/architecture.md "Persistence"): every query on a
 * team's rows starts from `inTeam(db, teamId)`, which puts the team's id into it;
 * a query that must span teams says so with `crossTeam(db, why)`. In tests
 * `TeamScopeGuard` (team-scope-guard.ts) fails every other query on these tables
 * that lacks the team's id.
 */

/** Tables whose rows belong to one team: each has `team_id NOT NULL`. */
export type TeamTable = {
  [T in keyof DB]: DB[T] extends { team_id: number } ? T : never;
}[keyof DB];

/** The same list at run time, for the guard; the check below keeps both equal. */
export const TEAM_TABLES = [
  'team_admins',
  'players',
  'seasons',
  'season_players',
  'matches',
  'match_absences',
  'match_goals',
  'match_availability',
  'fine_types',
  'fines',
  'transactions',
  'task_lists',
  'task_draws',
  'push_subscriptions',
  'audit_log',
  'reminder_sends',
  'availability_answer_tokens',
  'money_reminder_sends',
  'payment_references',
  'statement_entries',
  'team_invitations',
  'restore_snapshots',
  'match_cards',
  'match_votes',
  'shortage_alarm_sends',
] as const satisfies readonly TeamTable[];

/** Fails to compile when a table with `team_id` is missing from TEAM_TABLES. */
const everyTeamTableListed: Exclude<TeamTable, (typeof TEAM_TABLES)[number]> extends never
  ? true
  : never = true;
void everyTeamTableListed;

/** A team table, or one under an alias (`'fines as f'`). */
type TeamTableExpression = TeamTable | `${TeamTable} as ${string}`;

function teamCondition(table: string, teamId: number): Expression<SqlBool> {
  const alias = table.split(' as ')[1] ?? table;
  // Untyped: the table is generic here; `inTeam`'s signatures keep the callers typed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const eb = expressionBuilder<any, any>();
  return eb(eb.ref(`${alias}.team_id`), '=', teamId);
}

/** `where` keeps a builder's type; TypeScript cannot resolve its overloads for a generic table. */
function scoped<Q>(query: Q, table: string, teamId: number): Q {
  return (query as { where(condition: Expression<SqlBool>): Q }).where(
    teamCondition(table, teamId),
  );
}

/**
 * Queries on one team's rows: `inTeam(db, teamId).selectFrom('fines')` is
 * `db.selectFrom('fines').where('fines.team_id', '=', teamId)`, likewise
 * `updateTable` and `deleteFrom`. A joined team table joins on `team_id` too
 * (`.onRef('players.team_id', '=', 'fines.team_id')`); an insert sets `team_id`.
 *
 * What it cannot express is written by hand, and is all that
 * `grep -rn "\.team_id'," server/modules` shows besides those joins: a
 * subquery built from the outer query's expression builder (`eb.selectFrom`,
 * to refer to the outer row) pins its own table with `.where('x.team_id', …)`;
 * a cross-team query correlates by `.whereRef('x.team_id', '=', 'teams.id')`;
 * a grouped or selected `team_id` is no filter; and `sessions`, whose
 * `team_id` is empty for a user's session, is no team table.
 */
export function inTeam(db: Kysely<DB>, teamId: number) {
  return {
    selectFrom<E extends TeamTableExpression>(table: E) {
      return scoped(db.selectFrom(table), table, teamId);
    },
    updateTable<E extends TeamTableExpression>(table: E) {
      return scoped(db.updateTable(table), table, teamId);
    },
    deleteFrom<E extends TeamTableExpression>(table: E) {
      return scoped(db.deleteFrom(table), table, teamId);
    },
  };
}

/**
 * The escape for a query that spans teams on purpose (a reminder run over every
 * team, a session found by its token, the migrations): the reason is for the
 * reader, and `grep crossTeam` lists them all. It drops Kysely's plugins, of
 * which the test-time guard is the only one.
 */
export function crossTeam<D extends Kysely<DB>>(db: D, reason: string): D {
  void reason;
  return db.withoutPlugins() as D;
}

/** Team tables whose rows have their own `id`. */
type TeamRecordTable = {
  [T in TeamTable]: DB[T] extends { id: unknown } ? T : never;
}[TeamTable];

/**
 * The team's row of `table` with this id, all its columns; one of another team (or none) is a
 * `NotFoundError` with `message`, as for any id a request names.
 */
export async function teamRecord<T extends TeamRecordTable>(
  db: Kysely<DB>,
  teamId: number,
  table: T,
  id: number,
  message: string,
): Promise<Selectable<DB[T]>> {
  // Untyped: `where` on a generic table has no resolvable overload; the signature keeps callers typed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const query = inTeam(db, teamId).selectFrom(table).selectAll() as any;
  const row = (await query.where(`${table}.id`, '=', id).executeTakeFirst()) as
    Selectable<DB[T]> | undefined;
  if (!row) throw new NotFoundError(message);
  return row;
}
