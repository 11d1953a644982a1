import type { Kysely } from 'kysely';
import { cellAt, cellText, type ImportTable } from '../../../domain/import-table.js';
import { centsToEuros } from '../../../domain/money.js';
import {
  SHEET_FIELDS,
  SHEET_FIELD_LABELS,
  type SheetImportResult,
  type SheetMapping,
  type SheetPreviewRow,
} from '../../../domain/sheet-import/sheet-import.schema.js';
import {
  fieldColumns,
  guessMapping,
  planSheetImport,
  readSheetRow,
  rowValues,
  type Ref,
  type SheetFine,
  type SheetPlan,
} from '../../../domain/sheet-import/sheet-rules.js';
import type { DB } from '../../db/schema.js';
import { inTeam } from '../../db/team-scope.js';
import { teamWrite, type TeamTransaction } from '../../db/team-write.js';
import { DomainError, NotFoundError, ValidationError } from '../../http/errors.js';
import { recordAudit, recordFinesAudit, type AuditContext } from '../audit/public.js';
import { currentSeason, isSeasonLocked } from '../seasons/public.js';

export interface SheetImportInput {
  table: ImportTable;
  /** Undefined: guessed from the header. */
  mapping: SheetMapping | undefined;
  seasonId: number | undefined;
  confirmLockedSeason: boolean;
  dryRun: boolean;
  skipInvalid: boolean;
}

/** How many rows the answer shows to check the columns on. */
const PREVIEW_ROWS = 10;
/** Fines in chunks: thousands in a few statements, within both databases' parameter limits. */
const INSERT_CHUNK = 500;

async function seasonOf(db: Kysely<DB>, teamId: number, seasonId: number | undefined) {
  const season =
    seasonId === undefined
      ? await currentSeason(db, teamId)
      : await inTeam(db, teamId)
          .selectFrom('seasons')
          .select(['id', 'description'])
          .where('id', '=', seasonId)
          .executeTakeFirst();
  if (!season) {
    if (seasonId === undefined) throw new DomainError('NoSeason');
    throw new NotFoundError('Seizoen niet gevonden');
  }
  return { ...season, locked: await isSeasonLocked(db, teamId, season.id) };
}

/** The mapping asked for, each of its columns in the file; else the one guessed from the header. */
function mappingFor(table: ImportTable, asked: SheetMapping | undefined): SheetMapping {
  if (!asked) return guessMapping(table.columns);
  const issues = SHEET_FIELDS.flatMap((field) => {
    const column = asked[field];
    return column !== null && !table.columns.includes(column)
      ? // The field, not the column asked for: a refusal never repeats what the caller sent.
        [
          {
            path: `mapping.${field}`,
            message: `De kolom voor ${SHEET_FIELD_LABELS[field]} staat niet in het bestand`,
          },
        ]
      : [];
  });
  if (issues.length > 0) throw new ValidationError(issues);
  return asked;
}

const REQUIRED = ['player', 'date', 'description', 'amount'] as const;

function requireComplete(mapping: SheetMapping): void {
  const issues = REQUIRED.filter((field) => mapping[field] === null).map((field) => ({
    path: `mapping.${field}`,
    message: `Kies de kolom voor ${SHEET_FIELD_LABELS[field]}`,
  }));
  if (issues.length > 0) throw new ValidationError(issues);
}

interface ReadRows {
  fines: SheetFine[];
  errors: { row: number; message: string }[];
  rows: number;
  preview: SheetPreviewRow[];
}

function readRows(table: ImportTable, mapping: SheetMapping): ReadRows {
  const columns = fieldColumns(table.columns, mapping);
  const complete = REQUIRED.every((field) => mapping[field] !== null);
  const read: ReadRows = { fines: [], errors: [], rows: 0, preview: [] };
  for (const row of table.rows) {
    const values = rowValues(row, columns);
    const cells = table.columns.map((_, index) => cellText(cellAt(row, index)));
    // Until every column is chosen the rows are only shown, to choose them on.
    const outcome = complete ? readSheetRow(row, columns) : ('unmapped' as const);
    if (outcome === null) continue;
    read.rows += 1;
    if (outcome !== 'unmapped' && 'error' in outcome) {
      read.errors.push({ row: row.line, message: outcome.error });
    }
    if (outcome !== 'unmapped' && 'fine' in outcome) read.fines.push(outcome.fine);
    if (read.preview.length < PREVIEW_ROWS) {
      const fine = outcome !== 'unmapped' && 'fine' in outcome ? outcome.fine : null;
      read.preview.push({
        row: row.line,
        cells,
        values,
        read: fine && {
          player: fine.player,
          date: fine.date,
          description: fine.description,
          amount: centsToEuros(fine.amountCents),
          paid: fine.paid,
        },
        error: outcome !== 'unmapped' && 'error' in outcome ? outcome.error : null,
      });
    }
  }
  return read;
}

async function teamPlayersAndTypes(db: Kysely<DB>, teamId: number) {
  const players = await inTeam(db, teamId)
    .selectFrom('players')
    .select(['id', 'first_name', 'last_name', 'nick_name'])
    .orderBy('id')
    .execute();
  const types = await inTeam(db, teamId)
    .selectFrom('fine_types')
    .select(['id', 'description', 'amount_cents'])
    .where('obsolete', '=', 0)
    .orderBy('id')
    .execute();
  return {
    players: players.map((p) => ({
      id: p.id,
      firstName: p.first_name,
      lastName: p.last_name,
      nickName: p.nick_name,
    })),
    fineTypes: types.map((t) => ({
      id: t.id,
      description: t.description,
      amountCents: t.amount_cents,
    })),
  };
}

function plan(read: ReadRows, team: Awaited<ReturnType<typeof teamPlayersAndTypes>>) {
  const planned = planSheetImport(read.fines, team.players, team.fineTypes);
  const errors = [...read.errors, ...planned.errors].sort((a, b) => a.row - b.row);
  // A name that fits two players is an error of its row: the preview says so too.
  const previewed = read.preview.map((row) => {
    const error = planned.errors.find((e) => e.row === row.row);
    return error ? { ...row, read: null, error: error.message } : row;
  });
  return { planned, errors, preview: previewed };
}

function resultOf(
  imported: boolean,
  table: ImportTable,
  mapping: SheetMapping,
  season: { id: number; description: string; locked: boolean },
  read: ReadRows,
  planned: ReturnType<typeof plan>,
): SheetImportResult {
  const { players, fineTypes, fines } = planned.planned;
  return {
    imported,
    columns: table.columns,
    mapping,
    season,
    rows: read.rows,
    preview: planned.preview,
    players: { created: players.created.map((p) => p.name), matched: players.matched },
    fineTypes: {
      created: fineTypes.created.map((t) => ({
        description: t.description,
        amount: centsToEuros(t.amountCents),
      })),
    },
    fines: { created: fines.length },
    errors: planned.errors,
  };
}

/** Writes a plan: its new players and fine types, the season's players, the fines; the fines' ids. */
async function writePlan(
  trx: TeamTransaction,
  teamId: number,
  seasonId: number,
  planned: SheetPlan,
  now: Date,
): Promise<number[]> {
  const playerIds: number[] = [];
  for (const player of planned.players.created) {
    const row = await trx
      .insertInto('players')
      .values({
        team_id: teamId,
        first_name: player.firstName,
        last_name: player.lastName,
        nick_name: null,
        active: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    playerIds.push(row.id);
  }
  const typeIds: number[] = [];
  for (const type of planned.fineTypes.created) {
    const row = await trx
      .insertInto('fine_types')
      .values({
        team_id: teamId,
        description: type.description,
        match_related: 0,
        amount_cents: type.amountCents,
        task: null,
        obsolete: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    typeIds.push(row.id);
  }
  const idOf = (ref: Ref, created: number[]) =>
    'existing' in ref ? ref.existing : (created[ref.created] as number);

  // Every player with a fine plays in the season (a fine needs that, as a manual one does).
  const inSeason = [...new Set(planned.fines.map((fine) => idOf(fine.player, playerIds)))];
  for (let start = 0; start < inSeason.length; start += INSERT_CHUNK) {
    await trx
      .insertInto('season_players')
      .values(
        inSeason
          .slice(start, start + INSERT_CHUNK)
          .map((playerId) => ({ team_id: teamId, season_id: seasonId, player_id: playerId })),
      )
      .onConflict((oc) => oc.columns(['season_id', 'player_id']).doNothing())
      .execute();
  }

  const fineIds: number[] = [];
  for (let start = 0; start < planned.fines.length; start += INSERT_CHUNK) {
    const rows = await trx
      .insertInto('fines')
      .values(
        planned.fines.slice(start, start + INSERT_CHUNK).map((fine) => ({
          team_id: teamId,
          season_id: seasonId,
          player_id: idOf(fine.player, playerIds),
          fine_type_id: idOf(fine.fineType, typeIds),
          match_id: null,
          date: fine.date,
          description: fine.description,
          paid: fine.paid ? (1 as const) : (0 as const),
          created_at: now.toISOString(),
        })),
      )
      .returning('id')
      .execute();
    fineIds.push(...rows.map((row) => row.id));
  }
  return fineIds;
}

/**
 * Players and fines from a team's spreadsheet. A dry run reads and plans only
 * (without the team's lock: it writes nothing). The import writes all or
 * nothing in one team write: every row must be readable unless `skipInvalid`,
 * and a locked season takes it only with `confirmLockedSeason`, which the audit
 * lines of its fines then say.
 */
export async function importSheet(
  db: Kysely<DB>,
  input: SheetImportInput,
  audit: AuditContext,
): Promise<SheetImportResult> {
  const { teamId } = audit;
  const { table } = input;
  const mapping = mappingFor(table, input.mapping);
  if (!input.dryRun) requireComplete(mapping);
  const read = readRows(table, mapping);

  if (input.dryRun) {
    const season = await seasonOf(db, teamId, input.seasonId);
    const planned = plan(read, await teamPlayersAndTypes(db, teamId));
    return resultOf(false, table, mapping, season, read, planned);
  }
  return teamWrite(db, teamId, async (trx) => {
    const season = await seasonOf(trx, teamId, input.seasonId);
    if (season.locked && !input.confirmLockedSeason) throw new DomainError('SeasonLocked');
    const planned = plan(read, await teamPlayersAndTypes(trx, teamId));
    if (planned.errors.length > 0 && !input.skipInvalid) {
      throw new ValidationError(
        planned.errors.map(({ row, message }) => ({ path: `rows.${row}`, message })),
      );
    }
    if (planned.planned.fines.length === 0) {
      throw new ValidationError([{ path: 'content', message: 'In dit bestand staan geen boetes' }]);
    }
    const fineIds = await writePlan(trx, teamId, season.id, planned.planned, audit.now);
    const where = { season: season.description, ...(season.locked ? { lockedSeason: true } : {}) };
    await recordFinesAudit(trx, audit, fineIds, 'imported', where);
    // New players and fine types get no line of their own (nor do ones made by hand), but
    // the import says what it made, so nobody wonders where they came from.
    await recordAudit(trx, audit, {
      entity: 'sheet_import',
      entityId: season.id,
      action: 'imported',
      before: null,
      after: {
        players: planned.planned.players.created.length,
        fineTypes: planned.planned.fineTypes.created.length,
        fines: fineIds.length,
        ...where,
      },
    });
    return resultOf(true, table, mapping, season, read, planned);
  });
}
