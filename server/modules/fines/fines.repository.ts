import type { Kysely } from 'kysely';
import { isoDateSchema } from '../../../domain/dates.schema.js';
import { sortFines } from '../../../domain/fines/fine-list.js';
import type { FineListQuery, FinePage } from '../../../domain/fines/fine-page.schema.js';
import type { Fine, FineCreate, FineUpdate } from '../../../domain/fines/fine.schema.js';
import { PAGE_SIZE } from '../../../domain/paging.js';
import { z } from '../../../domain/validation.js';
import type { DB } from '../../db/schema.js';
import { teamWrite } from '../../db/team-write.js';
import { DomainError, NotFoundError, ValidationError } from '../../http/errors.js';
import { auditCreated, audited, type AuditContext } from '../audit/public.js';
import {
  assertPlayersInSeason,
  assertSeasonOpen,
  requireOpenCurrentSeason,
  resolveSeasonFilter,
} from '../seasons/public.js';
import { getFineTypeRow, toFineType } from './fine-types.repository.js';
import { joinedPlayer } from '../players/public.js';
import {
  fineFilters,
  fineListTotals,
  NO_TOTALS,
  selectFinesWithPlayerAndType,
} from './fine-query.js';
import { inTeam, teamRecord } from '../../db/team-scope.js';
import { keysetList } from '../../http/paging.js';
import { getPlayer } from '../players/public.js';
import { newestFirstPage } from '../../db/keyset.js';

const NOT_FOUND = 'Boete niet gevonden';

/** The fine list's query: the shared one, with the match a fine is for. */
function selectFines(db: Kysely<DB>, teamId: number) {
  return selectFinesWithPlayerAndType(db, teamId)
    .leftJoin('matches', (join) =>
      join
        .onRef('matches.team_id', '=', 'fines.team_id')
        .onRef('matches.id', '=', 'fines.match_id'),
    )
    .select(['matches.date as match_date', 'matches.opponent']);
}

type FineRow = Awaited<ReturnType<ReturnType<typeof selectFines>['executeTakeFirstOrThrow']>>;

function toFine(row: FineRow): Fine {
  return {
    id: row.id,
    player: joinedPlayer(row),
    seasonId: row.season_id,
    type: toFineType({
      id: row.type_id,
      description: row.type_description,
      match_related: row.match_related,
      amount_cents: row.amount_cents,
      task: row.task,
      obsolete: row.obsolete,
    }),
    data:
      row.match_id === null
        ? { date: row.date, description: row.description ?? '' }
        : { matchId: row.match_id, date: row.match_date ?? row.date, opponent: row.opponent ?? '' },
    paid: row.paid === 1,
  };
}

/** The fines of a season (default: the current one; none yet → no fines), in the spec's order. */
export async function listFines(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number | undefined,
): Promise<Fine[]> {
  const season = await resolveSeasonFilter(db, teamId, seasonId);
  if (season === null) return [];
  const rows = await selectFines(db, teamId).where('fines.season_id', '=', season).execute();
  return sortFines(rows.map(toFine));
}

/** The paged fine list: its place in (unpaid first, date newest first, id). */
const fineList = keysetList(
  'fine',
  z.object({
    paid: z.union([z.literal(0), z.literal(1)]),
    date: isoDateSchema,
    id: z.number().int().positive(),
  }),
);

/**
 * One page of a season's fines (default: the current one), unpaid first, then newest
 * date first, then newest id: the spec's order without its tie-breakers on amount,
 * type and name, so an index serves it (docs/decisions.md, "Lists that grow: paging"). Keyset:
 * the unpaid and the paid fines are each read from the cursor's place on, at most two
 * index ranges, so a page costs the same however long the season is.
 */
export async function listFinePage(
  db: Kysely<DB>,
  teamId: number,
  query: FineListQuery,
): Promise<FinePage> {
  const limit = query.limit ?? PAGE_SIZE;
  const after = fineList.after(teamId, query.cursor);
  // Another team's player or type is not found, never an empty list.
  if (query.playerId !== undefined) await getPlayer(db, teamId, query.playerId);
  if (query.typeId !== undefined) await getFineTypeRow(db, teamId, query.typeId);
  const season = await resolveSeasonFilter(db, teamId, query.seasonId);
  if (season === null) return { items: [], nextCursor: null, totals: NO_TOTALS };

  const rows: FineRow[] = [];
  for (const paid of query.open ? ([0] as const) : ([0, 1] as const)) {
    if ((after && after.paid > paid) || rows.length > limit) continue;
    const from = after?.paid === paid ? after : null;
    const take = limit + 1 - rows.length;
    rows.push(...(await finePageRows(db, teamId, { season, query, paid, from, take }).execute()));
  }
  const page = fineList.page(teamId, rows, limit, (row) => ({
    paid: row.paid,
    date: row.date,
    id: row.id,
  }));
  return {
    items: page.rows.map(toFine),
    nextCursor: page.nextCursor,
    totals: await fineListTotals(db, teamId, season, query),
  };
}

/**
 * The fines of one paid state, from the cursor's place on (the query the planner
 * test asks each database about: an index range, no sort).
 */
export function finePageRows(
  db: Kysely<DB>,
  teamId: number,
  page: {
    season: number;
    query: FineListQuery;
    paid: 0 | 1;
    from: { date: string; id: number } | null;
    take: number;
  },
) {
  return newestFirstPage(
    selectFines(db, teamId)
      .where(fineFilters(page.season, page.query))
      .where('fines.paid', '=', page.paid),
    { date: 'fines.date', id: 'fines.id' },
    page.from,
    page.take,
  );
}

export async function getFine(db: Kysely<DB>, teamId: number, id: number): Promise<Fine> {
  const row = await selectFines(db, teamId).where('fines.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toFine(row);
}

/** A manual fine goes into the current season. */
export async function createManualFine(
  db: Kysely<DB>,
  teamId: number,
  input: FineCreate,
  audit: AuditContext,
): Promise<Fine> {
  return teamWrite(db, teamId, async (trx) => {
    const season = await requireOpenCurrentSeason(trx, teamId);
    await assertPlayersInSeason(trx, teamId, season.id, [input.playerId]);
    await assertTypeUsable(trx, teamId, input.typeId, { field: 'typeId', currentTypeId: null });
    const row = await trx
      .insertInto('fines')
      .values({
        team_id: teamId,
        season_id: season.id,
        player_id: input.playerId,
        fine_type_id: input.typeId,
        match_id: null,
        date: input.data.date,
        description: input.data.description,
        paid: 0,
        created_at: audit.now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await auditCreated(trx, audit, 'fine', row.id);
    return getFine(trx, teamId, row.id);
  });
}

/** Only manual fines change here; a match fine changes with its match (fill / reset). */
export async function updateManualFine(
  db: Kysely<DB>,
  teamId: number,
  id: number,
  input: FineUpdate,
  audit: AuditContext,
): Promise<Fine> {
  return teamWrite(db, teamId, async (trx) => {
    const fine = await findFineRow(trx, teamId, id);
    if (fine.match_id !== null) throw new DomainError('MatchFilled');
    await assertSeasonOpen(trx, teamId, fine.season_id);
    await assertPlayersInSeason(trx, teamId, fine.season_id, [input.playerId]);
    await assertTypeUsable(trx, teamId, input.fineTypeId, {
      field: 'fineTypeId',
      currentTypeId: fine.fine_type_id,
    });
    await audited(trx, audit, { entity: 'fine', id, action: 'changed' }, () =>
      inTeam(trx, teamId)
        .updateTable('fines')
        .set({
          player_id: input.playerId,
          fine_type_id: input.fineTypeId,
          // Another type: the fine goes by that type's name; the same: it keeps its own.
          ...(input.fineTypeId === fine.fine_type_id ? {} : { type_description: null }),
          date: input.data.date,
          description: input.data.description,
        })
        .where('id', '=', id)
        .execute(),
    );
    return getFine(trx, teamId, id);
  });
}

/** A paid fine stays (the money is in the pot); a match fine goes with its match's reset. */
export async function deleteManualFine(
  db: Kysely<DB>,
  teamId: number,
  id: number,
  audit: AuditContext,
): Promise<void> {
  await teamWrite(db, teamId, async (trx) => {
    const fine = await findFineRow(trx, teamId, id);
    if (fine.match_id !== null) throw new DomainError('MatchFilled');
    if (fine.paid === 1) throw new DomainError('FinePaid');
    await assertSeasonOpen(trx, teamId, fine.season_id);
    await audited(trx, audit, { entity: 'fine', id, action: 'deleted' }, () =>
      inTeam(trx, teamId).deleteFrom('fines').where('id', '=', id).execute(),
    );
  });
}

/** Sets (not flips) the paid flag, so repeated or parallel taps end in the state last asked for. */
export async function setFinePaid(
  db: Kysely<DB>,
  teamId: number,
  id: number,
  paid: boolean,
  audit: AuditContext,
): Promise<Fine> {
  return teamWrite(db, teamId, async (trx) => {
    const fine = await findFineRow(trx, teamId, id);
    await assertSeasonOpen(trx, teamId, fine.season_id);
    await audited(trx, audit, { entity: 'fine', id, action: paid ? 'paid' : 'unpaid' }, () =>
      inTeam(trx, teamId)
        .updateTable('fines')
        .set({ paid: paid ? 1 : 0 })
        .where('id', '=', id)
        .execute(),
    );
    return getFine(trx, teamId, id);
  });
}

function findFineRow(db: Kysely<DB>, teamId: number, id: number) {
  return teamRecord(db, teamId, 'fines', id, NOT_FOUND);
}

/** New fines take active types only; an existing fine may keep the type it has, even once inactive. */
async function assertTypeUsable(
  db: Kysely<DB>,
  teamId: number,
  typeId: number,
  { field, currentTypeId }: { field: string; currentTypeId: number | null },
) {
  const type = await getFineTypeRow(db, teamId, typeId);
  if (type.obsolete === 1 && type.id !== currentTypeId) {
    throw new ValidationError([{ path: field, message: 'Dit boetetype is niet meer actief' }]);
  }
}
