import type { Kysely, Transaction } from 'kysely';
import { ARCHIVE_MESSAGES } from '../../../domain/archive/archive.schema.js';
import type { Team } from '../../../domain/teams/team.schema.js';
import { isConstraintViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { ValidationError } from '../../http/errors.js';
import { insertTeam, type NewTeam } from '../teams/public.js';
import {
  ARCHIVE_COLUMNS,
  ARCHIVE_TEAM_SETTINGS,
  AUDIT_ENTITY_TABLES,
  type ArchiveColumn,
  type ArchiveTable,
  type IdTable,
} from './archive-columns.js';
import { ARCHIVE_TABLES } from './archive-document.js';
import { refuseArchive, type ArchiveDocument, type ArchiveRow } from './archive-reader.js';

/** Rows without an own id go in this many at a time (well within both dialects' parameter limits). */
const CHUNK = 500;

/**
 * A new team, the user its admin, filled from an archive's document in one
 * transaction: every row gets a new id and every pointer follows it, so nothing
 * can point outside the new team; a row that does not fit is a 400 and nothing
 * is kept. Its name, code and pin are the ones chosen now; its settings the archive's.
 */
export async function createTeamFromArchive(
  db: Kysely<DB>,
  userId: number,
  input: NewTeam,
  document: ArchiveDocument,
  now: Date,
): Promise<Team> {
  // Not teamWrite: the team does not exist yet, so there is no row to lock.
  // eslint-disable-next-line no-restricted-syntax
  return db.transaction().execute(async (trx) => {
    const team = await insertTeam(trx, userId, input, now);
    const ids = new NewIds();
    try {
      for (const [table] of ARCHIVE_TABLES) {
        await insertRows(trx, team.id, table, document.tables[table], ids);
      }
      const settings = restoreRow(ARCHIVE_TEAM_SETTINGS, document.team, ids);
      await trx.updateTable('teams').set(settings).where('id', '=', team.id).execute();
    } catch (error) {
      // Two rows the archive says are one (a pair twice, two active types of one name).
      if (isConstraintViolation(error)) refuseArchive(ARCHIVE_MESSAGES.corrupt);
      throw error;
    }
    return team;
  });
}

/** The new id of each archived id, per table; ids an audit line names that are gone get their own below zero. */
class NewIds {
  private readonly byTable = new Map<IdTable, Map<number, number>>();
  private readonly gone = new Map<string, number>();

  set(table: IdTable, oldId: unknown, newId: number): void {
    const ids = this.of(table);
    if (!isId(oldId) || ids.has(oldId)) refuseArchive(ARCHIVE_MESSAGES.corrupt);
    ids.set(oldId, newId);
  }

  get(table: IdTable, oldId: unknown): number | undefined {
    return isId(oldId) ? this.of(table).get(oldId) : undefined;
  }

  /** A deleted record's lines keep pointing at one number, which no row of the team has. */
  goneId(table: IdTable, oldId: unknown): number {
    const key = `${table}:${String(oldId)}`;
    const id = this.gone.get(key) ?? -(this.gone.size + 1);
    this.gone.set(key, id);
    return id;
  }

  private of(table: IdTable): Map<number, number> {
    let ids = this.byTable.get(table);
    if (!ids) this.byTable.set(table, (ids = new Map()));
    return ids;
  }
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

async function insertRows(
  trx: Transaction<DB>,
  teamId: number,
  table: ArchiveTable,
  rows: ArchiveRow[],
  ids: NewIds,
): Promise<void> {
  const columns: Record<string, ArchiveColumn> = ARCHIVE_COLUMNS[table];
  // The table is a variable here; ARCHIVE_COLUMNS is typed against the schema.
  const into = () => trx.insertInto(table as 'players');
  if ('id' in columns && columns.id.kind === 'id') {
    // One at a time: each new id is needed before the rows that point at it.
    for (const row of rows) {
      const values = { ...restoreRow(columns, row, ids), team_id: teamId };
      const inserted = await into()
        .values(values as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(table as IdTable, row.id, inserted.id);
    }
    return;
  }
  for (let start = 0; start < rows.length; start += CHUNK) {
    const values = rows
      .slice(start, start + CHUNK)
      .map((row) => ({ ...restoreRow(columns, row, ids), team_id: teamId }));
    await into()
      .values(values as never[])
      .execute();
  }
}

/** One row as it goes back in: checked, pointers on their new ids, the own id left to the database. */
function restoreRow(
  columns: Record<string, ArchiveColumn>,
  row: ArchiveRow,
  ids: NewIds,
): ArchiveRow {
  const restored: ArchiveRow = {};
  for (const [name, column] of Object.entries(columns)) {
    const value = row[name];
    if (column.kind === 'id' || (column.kind === 'special' && column.what === 'dropped')) continue;
    restored[name] = restoreValue(column, value, row, ids);
  }
  return restored;
}

function restoreValue(
  column: Exclude<ArchiveColumn, { kind: 'id' }>,
  value: unknown,
  row: ArchiveRow,
  ids: NewIds,
): unknown {
  switch (column.kind) {
    case 'value': {
      const checked = column.schema.safeParse(value);
      return checked.success ? checked.data : corrupt();
    }
    case 'ref':
      if (value === null && column.nullable) return null;
      return ids.get(column.table, value) ?? corrupt();
    case 'special':
      return restoreSpecial(column.what, value, row, ids);
  }
}

function restoreSpecial(
  what: Extract<ArchiveColumn, { kind: 'special' }>['what'],
  value: unknown,
  row: ArchiveRow,
  ids: NewIds,
): unknown {
  switch (what) {
    case 'fineIds': {
      // A reference names the fines it was for; a fine deleted since is left out.
      const fineIds = typeof value === 'string' ? parseJson(value) : null;
      if (!Array.isArray(fineIds)) return corrupt();
      const mapped = fineIds.map((id) => ids.get('fines', id)).filter((id) => id !== undefined);
      return JSON.stringify(mapped.sort((a, b) => a - b));
    }
    case 'auditEntityId': {
      const table = AUDIT_ENTITY_TABLES[row.entity as keyof typeof AUDIT_ENTITY_TABLES];
      if (!table || !isId(value)) return corrupt();
      return ids.get(table, value) ?? ids.goneId(table, value);
    }
    case 'auditPlayerId':
      // A line keeps naming a player who was deleted since: then it names nobody.
      return value === null ? null : (ids.get('players', value) ?? null);
    case 'dropped':
      return undefined;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function corrupt(): never {
  throw new ValidationError([{ path: 'archive', message: ARCHIVE_MESSAGES.corrupt }]);
}
