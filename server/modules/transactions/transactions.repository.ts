import type { Kysely, Selectable } from 'kysely';
import type {
  Transaction,
  TransactionInput,
} from '../../../domain/transactions/transaction.schema.js';
import { centsToEuros, eurosToCents } from '../../../domain/money.js';
import type { DB, TransactionsTable } from '../../db/schema.js';
import { teamWrite, type TeamTransaction } from '../../db/team-write.js';
import { auditCreated, audited, type AuditContext } from '../audit/public.js';
import {
  resolveSeasonFilter,
  assertSeasonOpen,
  requireOpenCurrentSeason,
} from '../seasons/public.js';
import { inTeam, teamRecord } from '../../db/team-scope.js';
import { isoDateSchema } from '../../../domain/dates.schema.js';
import { PAGE_SIZE } from '../../../domain/paging.js';
import type {
  TransactionListQuery,
  TransactionPage,
} from '../../../domain/transactions/transaction-page.schema.js';
import { z } from '../../../domain/validation.js';
import { keysetList } from '../../http/paging.js';
import { newestFirstPage } from '../../db/keyset.js';

const NOT_FOUND = 'Transactie niet gevonden';

function toTransaction(row: Selectable<TransactionsTable>): Transaction {
  return {
    id: row.id,
    seasonId: row.season_id,
    transactionType: row.transaction_type,
    date: row.date,
    amount: centsToEuros(row.amount_cents),
    reason: row.reason,
  };
}

function columns(input: TransactionInput) {
  return {
    transaction_type: input.transactionType,
    date: input.date,
    amount_cents: eurosToCents(input.amount),
    reason: input.reason,
  };
}

/** Newest first; the transactions of a season (default: the current one). */
export async function listTransactions(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number | undefined,
): Promise<Transaction[]> {
  const season = await resolveSeasonFilter(db, teamId, seasonId);
  if (season === null) return [];
  const rows = await inTeam(db, teamId)
    .selectFrom('transactions')
    .selectAll()
    .where('season_id', '=', season)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toTransaction);
}

/** The paged transaction list: its place in (date newest first, id). */
const transactionList = keysetList(
  'transaction',
  z.object({ date: isoDateSchema, id: z.number().int().positive() }),
);

/**
 * One page of a season's transactions (default: the current one), newest date first,
 * then newest id: the whole list's order, read as one index range from the cursor's
 * place on (transactions (team_id, season_id, date, id)), with the totals over the
 * whole season in SQL.
 */
export async function listTransactionPage(
  db: Kysely<DB>,
  teamId: number,
  query: TransactionListQuery,
): Promise<TransactionPage> {
  const limit = query.limit ?? PAGE_SIZE;
  const after = transactionList.after(teamId, query.cursor);
  const season = await resolveSeasonFilter(db, teamId, query.seasonId);
  if (season === null) {
    return {
      items: [],
      nextCursor: null,
      totals: { count: 0, income: 0, expenses: 0, balance: 0 },
    };
  }
  const rows = await transactionPageRows(db, teamId, {
    season,
    from: after,
    take: limit + 1,
  }).execute();
  const page = transactionList.page(teamId, rows, limit, (row) => ({ date: row.date, id: row.id }));
  const totals = await transactionTotalsQuery(db, teamId, season).executeTakeFirstOrThrow();
  const income = Number(totals.income_cents ?? 0);
  const expenses = Number(totals.expenses_cents ?? 0);
  return {
    items: page.rows.map(toTransaction),
    nextCursor: page.nextCursor,
    totals: {
      count: Number(totals.count),
      income: centsToEuros(income),
      expenses: centsToEuros(expenses),
      balance: centsToEuros(income - expenses),
    },
  };
}

/** A season's transactions from the cursor's place on (the query the planner test asks about). */
export function transactionPageRows(
  db: Kysely<DB>,
  teamId: number,
  page: { season: number; from: { date: string; id: number } | null; take: number },
) {
  return newestFirstPage(
    inTeam(db, teamId).selectFrom('transactions').selectAll().where('season_id', '=', page.season),
    { date: 'date', id: 'id' },
    page.from,
    page.take,
  );
}

/** Count, income and expenses (cents) over every transaction of a season. */
export function transactionTotalsQuery(db: Kysely<DB>, teamId: number, season: number) {
  return inTeam(db, teamId)
    .selectFrom('transactions')
    .where('season_id', '=', season)
    .select((eb) => {
      const of = (type: 'Income' | 'Expense') =>
        eb.fn.sum(
          eb
            .case()
            .when('transaction_type', '=', type)
            .then(eb.ref('amount_cents'))
            .else(eb.lit(0))
            .end(),
        );
      return [
        eb.fn.countAll().as('count'),
        of('Income').as('income_cents'),
        of('Expense').as('expenses_cents'),
      ];
    });
}

export async function getTransaction(
  db: Kysely<DB>,
  teamId: number,
  id: number,
): Promise<Transaction> {
  return toTransaction(await teamRecord(db, teamId, 'transactions', id, NOT_FOUND));
}

/** A new transaction goes into the current season. */
export async function createTransaction(
  db: Kysely<DB>,
  teamId: number,
  input: TransactionInput,
  audit: AuditContext,
): Promise<Transaction> {
  return teamWrite(db, teamId, (trx) => insertTransaction(trx, teamId, input, audit));
}

/** createTransaction's work inside a caller's transaction (a booked bank statement entry). */
export async function insertTransaction(
  trx: TeamTransaction,
  teamId: number,
  input: TransactionInput,
  audit: AuditContext,
): Promise<Transaction> {
  const season = await requireOpenCurrentSeason(trx, teamId);
  const row = await trx
    .insertInto('transactions')
    .values({ team_id: teamId, season_id: season.id, ...columns(input) })
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditCreated(trx, audit, 'transaction', row.id);
  return toTransaction(row);
}

export async function updateTransaction(
  db: Kysely<DB>,
  teamId: number,
  id: number,
  input: TransactionInput,
  audit: AuditContext,
): Promise<Transaction> {
  return teamWrite(db, teamId, async (trx) => {
    const current = await getTransaction(trx, teamId, id);
    await assertSeasonOpen(trx, teamId, current.seasonId);
    const row = await audited(trx, audit, { entity: 'transaction', id, action: 'changed' }, () =>
      inTeam(trx, teamId)
        .updateTable('transactions')
        .set(columns(input))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    return toTransaction(row);
  });
}

export async function deleteTransaction(
  db: Kysely<DB>,
  teamId: number,
  id: number,
  audit: AuditContext,
): Promise<void> {
  await teamWrite(db, teamId, async (trx) => {
    const current = await getTransaction(trx, teamId, id);
    await assertSeasonOpen(trx, teamId, current.seasonId);
    await audited(trx, audit, { entity: 'transaction', id, action: 'deleted' }, () =>
      inTeam(trx, teamId).deleteFrom('transactions').where('id', '=', id).execute(),
    );
  });
}
