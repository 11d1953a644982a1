import { sql, type Kysely } from 'kysely';
import type { FinePoint } from '../../../domain/fine-pot/by-match.schema.js';
import { centsToEuros } from '../../../domain/money.js';
import type { DB } from '../../db/schema.js';
import { countedMatches } from '../matches/public.js';

/**
 * Fines per counted match of a season and the pot's total through each match
 * (the fine-pot charts, issue 31): one row per match, so the answer is bounded by
 * the season's matches, not by its fines. The running total counts every fine of
 * the season dated on or before the match (match or manual, paid or not) and,
 * for the team, the transactions dated on or before it. Not the balance (paid
 * fines): when a fine was paid is not kept, only that it was.
 */
export async function finesByMatch(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
  today: string,
  playerId?: number,
): Promise<FinePoint[]> {
  const rows = await countedMatches(db, teamId, seasonId, today)
    .select((eb) => {
      const fines = () => {
        const query = eb
          .selectFrom('fines as f')
          .innerJoin('fine_types as t', (join) =>
            join.onRef('t.id', '=', 'f.fine_type_id').onRef('t.team_id', '=', 'f.team_id'),
          )
          .where('f.team_id', '=', teamId);
        return playerId === undefined ? query : query.where('f.player_id', '=', playerId);
      };
      const cents = sql<number>`coalesce(sum(t.amount_cents), 0)`;
      const ofMatch = () => fines().whereRef('f.match_id', '=', 'm.id');
      const transactions = eb
        .selectFrom('transactions as x')
        .select(
          sql<number>`coalesce(sum(case when x.transaction_type = 'Income' then x.amount_cents else -x.amount_cents end), 0)`.as(
            'n',
          ),
        )
        .where('x.team_id', '=', teamId)
        .where('x.season_id', '=', seasonId)
        .whereRef('x.date', '<=', 'm.date');
      return [
        ofMatch()
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .as('fines'),
        ofMatch().select(cents.as('n')).as('amount'),
        fines()
          .where('f.season_id', '=', seasonId)
          .whereRef('f.date', '<=', 'm.date')
          .select(cents.as('n'))
          .as('fines_to_date'),
        (playerId === undefined ? transactions : sql<number>`0`).as('transactions_to_date'),
      ];
    })
    .select(['m.id', 'm.date', 'm.opponent'])
    .orderBy('m.date')
    .orderBy('m.id')
    .execute();
  return rows.map((row) => ({
    matchId: row.id,
    date: row.date,
    opponent: row.opponent,
    fines: Number(row.fines),
    amount: centsToEuros(Number(row.amount ?? 0)),
    runningTotal: centsToEuros(Number(row.fines_to_date ?? 0) + Number(row.transactions_to_date)),
  }));
}
