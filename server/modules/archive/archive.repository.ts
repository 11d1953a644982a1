import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTeam } from '../../db/team-scope.js';
import type { ArchiveTable } from './archive-columns.js';
import { TEAM_SETTING_COLUMNS } from './archive-document.js';
type Row = Record<string, unknown>;

/** The team's settings as they are stored. */
export async function teamSettings(db: Kysely<DB>, teamId: number): Promise<Row> {
  return db
    .selectFrom('teams')
    .select(TEAM_SETTING_COLUMNS)
    .where('id', '=', teamId)
    .executeTakeFirstOrThrow();
}

/** One table's rows of the team, as stored, without the team's id (the archive is one team). */
export async function teamRows(
  db: Kysely<DB>,
  teamId: number,
  table: ArchiveTable,
  orderBy: readonly string[],
): Promise<Row[]> {
  // The table is a variable here; the list in archive-document.ts is typed against the schema.
  const query = inTeam(db, teamId)
    .selectFrom(table as 'players')
    .selectAll();
  const ordered = orderBy.reduce((q, column) => q.orderBy(column as 'id'), query);
  const rows = (await ordered.execute()) as Row[];
  return rows.map(({ team_id: _teamId, ...row }) => row);
}

/** The team's seasons, oldest first, for the CSV files beside the document. */
export async function teamSeasons(
  db: Kysely<DB>,
  teamId: number,
): Promise<{ id: number; description: string }[]> {
  return inTeam(db, teamId)
    .selectFrom('seasons')
    .select(['id', 'description'])
    .orderBy('id')
    .execute();
}
