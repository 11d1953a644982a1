import type { ExpressionBuilder, Kysely } from 'kysely';
import type { FineListQuery } from '../../../domain/fines/fine-page.schema.js';
import { centsToEuros } from '../../../domain/money.js';
import type { DB } from '../../db/schema.js';
import { finesWithTypes } from '../../db/fines-with-types.js';
import { joinedPlayerColumns } from '../players/public.js';

/**
 * A team's fines with their player and type: the one query the fine list
 * (fines.repository.ts), a match's filled-in fines (server/modules/fill/fill.repository.ts)
 * and the audit log's picture of a fine (audit.repository.ts) start from, and the fine
 * list's filters and totals (also a player's page's). Its own module because fines imports
 * audit: it must import neither.
 */
export function selectFinesWithPlayerAndType(db: Kysely<DB>, teamId: number) {
  return finesWithTypes(db, teamId)
    .innerJoin('players', (join) =>
      join
        .onRef('players.team_id', '=', 'fines.team_id')
        .onRef('players.id', '=', 'fines.player_id'),
    )
    .select((eb) => [
      'fines.id',
      'fines.season_id',
      'fines.match_id',
      'fines.date',
      'fines.description',
      'fines.paid',
      ...joinedPlayerColumns,
      'fine_types.id as type_id',
      // The name the fine was given: its type's, or the one it had before a rename.
      eb.fn.coalesce('fines.type_description', 'fine_types.description').as('type_description'),
      'fine_types.match_related',
      'fine_types.amount_cents',
      'fine_types.task',
      'fine_types.obsolete',
    ]);
}

/** The season's fines a paged list shows: its filters, in SQL. */
export function fineFilters(season: number, query: FineListQuery) {
  return (eb: ExpressionBuilder<DB, 'fines'>) =>
    eb.and([
      eb('fines.season_id', '=', season),
      ...(query.playerId === undefined ? [] : [eb('fines.player_id', '=', query.playerId)]),
      ...(query.typeId === undefined ? [] : [eb('fines.fine_type_id', '=', query.typeId)]),
      ...(query.open ? [eb('fines.paid', '=', 0)] : []),
    ]);
}

export const NO_TOTALS = { count: 0, total: 0, outstanding: 0 };

/** Count, total and outstanding over every fine of the filtered list; a task costs nothing. */
export function fineTotalsQuery(
  db: Kysely<DB>,
  teamId: number,
  season: number,
  query: FineListQuery,
) {
  return finesWithTypes(db, teamId)
    .where(fineFilters(season, query))
    .select((eb) => {
      const cents = eb.fn.coalesce('fine_types.amount_cents', eb.lit(0));
      return [
        eb.fn.countAll().as('count'),
        eb.fn.sum(cents).as('total_cents'),
        eb.fn
          .sum(eb.case().when('fines.paid', '=', 0).then(cents).else(eb.lit(0)).end())
          .as('outstanding_cents'),
      ];
    });
}

/** The totals a fine list shows (count, total, outstanding in euros) over a season, filtered. */
export async function fineListTotals(
  db: Kysely<DB>,
  teamId: number,
  season: number,
  query: FineListQuery,
) {
  const row = await fineTotalsQuery(db, teamId, season, query).executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    total: centsToEuros(Number(row.total_cents ?? 0)),
    outstanding: centsToEuros(Number(row.outstanding_cents ?? 0)),
  };
}
