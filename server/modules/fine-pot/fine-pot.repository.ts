import { sql, type Kysely } from 'kysely';
import type { Player } from '../../../domain/players/player.schema.js';
import { seasonBalance } from '../../../domain/fine-pot/fine-pot.js';
import type { SeasonBalance, SeasonSummary } from '../../../domain/standings/standings.schema.js';
import type { DB } from '../../db/schema.js';
import { inTeam } from '../../db/team-scope.js';
import { NotFoundError } from '../../http/errors.js';
import { toPlayer } from '../players/public.js';
import { currentSeason } from '../seasons/public.js';

/**
 * The money of a season in one query: the sums are scalar subqueries on the
 * season row, so a season of another team finds no row at all (404).
 */
export async function getSeasonBalance(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
): Promise<SeasonBalance> {
  const row = await inTeam(db, teamId)
    .selectFrom('seasons as s')
    .select((eb) => {
      const fineCents = (paid: 0 | 1) =>
        eb
          .selectFrom('fines as f')
          .innerJoin('fine_types as t', (join) =>
            join.onRef('t.id', '=', 'f.fine_type_id').onRef('t.team_id', '=', 'f.team_id'),
          )
          .select(sql<number>`coalesce(sum(t.amount_cents), 0)`.as('cents'))
          .where('f.team_id', '=', teamId)
          .where('f.season_id', '=', seasonId)
          .where('f.paid', '=', paid);
      const transactionCents = (type: 'Income' | 'Expense') =>
        eb
          .selectFrom('transactions as x')
          .select(sql<number>`coalesce(sum(x.amount_cents), 0)`.as('cents'))
          .where('x.team_id', '=', teamId)
          .where('x.season_id', '=', seasonId)
          .where('x.transaction_type', '=', type);
      return [
        fineCents(0).as('unpaid'),
        fineCents(1).as('paid'),
        transactionCents('Income').as('income'),
        transactionCents('Expense').as('expenses'),
      ];
    })
    .where('s.id', '=', seasonId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('Seizoen niet gevonden');
  return seasonBalance({
    unpaidFines: Number(row.unpaid),
    paidFines: Number(row.paid),
    income: Number(row.income),
    expenses: Number(row.expenses),
  });
}

/** The players of a season, by name. */
async function seasonPlayers(db: Kysely<DB>, teamId: number, seasonId: number): Promise<Player[]> {
  const rows = await inTeam(db, teamId)
    .selectFrom('season_players as sp')
    .innerJoin('players as p', (join) =>
      join.onRef('p.id', '=', 'sp.player_id').onRef('p.team_id', '=', 'sp.team_id'),
    )
    .selectAll('p')
    .where('sp.season_id', '=', seasonId)
    .orderBy('p.first_name')
    .orderBy('p.last_name')
    .orderBy('p.id')
    .execute();
  return rows.map(toPlayer);
}

/** The current season with its balance and players, or null before the team's first season. */
export async function getSeasonSummary(db: Kysely<DB>, teamId: number): Promise<SeasonSummary> {
  const season = await currentSeason(db, teamId);
  if (!season) return null;
  const [balance, players] = await Promise.all([
    getSeasonBalance(db, teamId, season.id),
    seasonPlayers(db, teamId, season.id),
  ]);
  return { id: season.id, description: season.description, balance: balance.balance, players };
}
