import {
  createQueryId,
  DefaultQueryCompiler,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RawNode,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { Database } from './database.js';
import { TEAM_TABLES } from './team-scope.js';

const teamTables = new Set<string>(TEAM_TABLES);

/**
 * Test-time guard of the team scope (see team-scope.ts): every query that reads,
 * changes or deletes rows of a team table must pin each such table to a team,
 * by `<table>.team_id = <value>` or by `team_id` equal to a pinned table's
 * (`join … on players.team_id = fines.team_id`), in the WHERE or a join's ON,
 * not under an OR; every insert into one must set `team_id`. Subqueries are
 * checked on their own; one that refers to its outer query's `team_id` counts
 * as pinned (the outer query is checked too).
 *
 * An operation-node walk, not a look at the SQL text: the same on SQLite and
 * PostgreSQL, and no parser needed. Raw SQL (`sql\`…\``, a whole query or a
 * piece of one) has no tree to walk; it gets a plain textual check instead
 * (`unscopedInRawSql`). The API tests give the app a guarded
 * database (`withTeamScopeGuard`); their own set-up and checks use the plain
 * one. `crossTeam(db, why)` goes around it.
 */
export class TeamScopeGuard implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const unscoped = [...unscopedTables(node), ...unscopedInRawSql(node)];
    if (unscoped.length > 0) {
      throw new Error(
        `${node.kind} on ${unscoped.join(', ')} without the team's id: scope it with ` +
          `inTeam(db, teamId), join on team_id, or mark it crossTeam(db, why)`,
      );
    }
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/** The same database, its queries checked by the guard: what the API tests give the app. */
export function withTeamScopeGuard(database: Database): Database {
  return { ...database, db: database.db.withPlugin(new TeamScopeGuard()) };
}

/** The team tables of the node's queries (and subqueries) that no condition pins to a team. */
export function unscopedTables(root: OperationNode): string[] {
  const unscoped: string[] = [];
  walk(root, (node) => unscoped.push(...unscopedInQuery(node)));
  return unscoped;
}

type AnyNode = OperationNode & Record<string, unknown>;

function walk(node: OperationNode, visit: (node: AnyNode) => void): void {
  visit(node as AnyNode);
  for (const child of children(node)) walk(child, visit);
}

function children(node: OperationNode): OperationNode[] {
  return Object.values(node)
    .flatMap((value: unknown) => (Array.isArray(value) ? (value as unknown[]) : [value]))
    .filter(isNode);
}

function isNode(value: unknown): value is OperationNode {
  return typeof value === 'object' && value !== null && typeof (value as AnyNode).kind === 'string';
}

interface TableUse {
  /** The name the query refers to it by: its alias, else its own name. */
  name: string;
  table: string;
}

function unscopedInQuery(node: AnyNode): string[] {
  switch (node.kind) {
    case 'InsertQueryNode': {
      const into = tableUse(node.into as OperationNode | undefined);
      if (!into || !teamTables.has(into.table)) return [];
      const columns = (node.columns ?? []) as { column: { name: string } }[];
      return columns.some((c) => c.column.name === 'team_id') ? [] : [into.table];
    }
    case 'SelectQueryNode':
    case 'UpdateQueryNode':
    case 'DeleteQueryNode':
      return unscopedReads(node);
    default:
      return [];
  }
}

function unscopedReads(node: AnyNode): string[] {
  const sources: (OperationNode | undefined)[] = [
    node.table as OperationNode | undefined,
    ...((node.from as { froms: OperationNode[] } | undefined)?.froms ?? []),
    ...((node.using as { tables: OperationNode[] } | undefined)?.tables ?? []),
  ];
  const joins = (node.joins ?? []) as { table: OperationNode; on?: { on: OperationNode } }[];
  const uses = [...sources, ...joins.map((j) => j.table)]
    .map(tableUse)
    .filter((use): use is TableUse => use !== undefined);
  const teamUses = uses.filter((use) => teamTables.has(use.table));
  if (teamUses.length === 0) return [];

  const conditions = [
    ...conjuncts((node.where as { where: OperationNode } | undefined)?.where),
    ...joins.flatMap((j) => conjuncts(j.on?.on)),
  ];
  const names = new Set(uses.map((use) => use.name));
  const tableOf = new Map(uses.map((use) => [use.name, use.table]));
  // An unqualified `team_id` is the first table's: SQL would refuse it as ambiguous otherwise.
  const ownerOf = (ref: TeamIdRef) => ref.table ?? uses[0]?.name ?? '';
  const pinned = new Set<string>();
  const links: [string, string][] = [];
  for (const condition of conditions) {
    const equality = teamIdEquality(condition, tableOf);
    if (!equality) continue;
    const [left, right] = equality;
    if (left && right) {
      const [a, b] = [ownerOf(left), ownerOf(right)];
      // The outer query's team_id (a correlated subquery): pinned there.
      if (!names.has(a)) pinned.add(b);
      else if (!names.has(b)) pinned.add(a);
      else links.push([a, b]);
    } else {
      const ref = left ?? right;
      if (ref) pinned.add(ownerOf(ref));
    }
  }
  for (let grew = true; grew;) {
    grew = false;
    for (const [a, b] of links) {
      if (pinned.has(a) !== pinned.has(b)) {
        pinned.add(a);
        pinned.add(b);
        grew = true;
      }
    }
  }
  return teamUses.filter((use) => !pinned.has(use.name)).map((use) => use.table);
}

function tableUse(node: OperationNode | undefined): TableUse | undefined {
  if (!node) return undefined;
  const n = node as AnyNode;
  if (n.kind === 'TableNode') {
    const name = (n.table as { identifier: { name: string } }).identifier.name;
    return { name, table: name };
  }
  if (n.kind === 'AliasNode') {
    const inner = tableUse(n.node as OperationNode);
    const alias = (n.alias as AnyNode).name;
    if (inner && typeof alias === 'string') return { name: alias, table: inner.table };
  }
  return undefined;
}

/** The parts of a condition that must all hold: AND's operands, through parentheses. */
function conjuncts(node: OperationNode | undefined): OperationNode[] {
  if (!node) return [];
  const n = node as AnyNode;
  if (n.kind === 'AndNode') {
    return [...conjuncts(n.left as OperationNode), ...conjuncts(n.right as OperationNode)];
  }
  if (n.kind === 'ParensNode') return conjuncts(n.node as OperationNode);
  return [node];
}

interface TeamIdRef {
  table: string | undefined;
}

/**
 * For `x = y` with `team_id` on at least one side: each side's reference to a
 * `team_id` column (undefined for a value, a parameter or another column).
 */
function teamIdEquality(
  node: OperationNode,
  tableOf: Map<string, string>,
): [TeamIdRef?, TeamIdRef?] | undefined {
  const n = node as AnyNode;
  if (n.kind !== 'BinaryOperationNode') return undefined;
  if ((n.operator as AnyNode).operator !== '=') return undefined;
  const left = teamIdRef(n.leftOperand as OperationNode, tableOf);
  const right = teamIdRef(n.rightOperand as OperationNode, tableOf);
  if (!left && !right) return undefined;
  // A team_id compared with another column than a team_id pins nothing.
  if (!left && isColumn(n.leftOperand as OperationNode)) return undefined;
  if (!right && isColumn(n.rightOperand as OperationNode)) return undefined;
  return [left, right];
}

/** A `team_id` column, or `teams.id`: the team's own key. */
function teamIdRef(node: OperationNode, tableOf: Map<string, string>): TeamIdRef | undefined {
  const n = node as AnyNode;
  if (n.kind === 'ReferenceNode') {
    const column = n.column as AnyNode;
    if (column.kind !== 'ColumnNode') return undefined;
    const name = (column.column as { name: string }).name;
    const table = (n.table as { table: { identifier: { name: string } } } | undefined)?.table
      .identifier.name;
    if (name === 'team_id') return { table };
    if (name === 'id' && table !== undefined && (tableOf.get(table) ?? table) === 'teams') {
      return { table };
    }
    return undefined;
  }
  if (n.kind === 'ColumnNode') {
    return (n.column as { name: string }).name === 'team_id' ? { table: undefined } : undefined;
  }
  return undefined;
}

function isColumn(node: OperationNode): boolean {
  return node.kind === 'ReferenceNode' || node.kind === 'ColumnNode';
}

// Kysely's generic compiler: its SQL differs from the dialects' in quoting and
// placeholders only, which `teamTableName` allows for.
const rawSqlCompiler = new DefaultQueryCompiler();

/** A team table's name as a word, quoted or not, and not followed by `.` (then a column of it). */
const teamTableName = new RegExp(`(?<![\\w."])("?)(${TEAM_TABLES.join('|')})\\1(?![\\w."])`, 'g');

/**
 * The team tables that raw SQL in the query (`sql\`…\``, the whole query or a
 * piece of one) names without any `team_id` in it. A textual check on the raw
 * part compiled to SQL, deliberately simple: a team table's name as a word
 * (quoted or not) counts as touching it, unless it qualifies a column
 * (`matches.filled`: the table is then the query's, which the walk checks);
 * a `team_id` anywhere in the same raw part counts as scoping it. So
 * `sql\`select count(*) from fines\`` is refused and
 * `sql\`… from fines where team_id = ${teamId}\`` runs. Raw SQL that spans
 * teams on purpose runs on `crossTeam(db, why)`, like any other query.
 */
export function unscopedInRawSql(root: OperationNode): string[] {
  // Raw SQL inside raw SQL is part of the outer one's text, checked with it.
  if (root.kind !== 'RawNode') return children(root).flatMap(unscopedInRawSql);
  const text = rawSqlCompiler.compileQuery(root as RawNode, createQueryId()).sql;
  if (/\bteam_id\b/.test(text)) return [];
  return [...new Set(Array.from(text.matchAll(teamTableName), (match) => match[2] ?? ''))];
}
