import type { Kysely, Selectable } from 'kysely';
import type {
  Transaction,
  TransactionInput,
} from '../../../domain/transactions/transaction.schema.js';
import { centsToEuros, eurosToCents } from '../../../domain/money.js';
import type { DB, TransactionsTable } from '../../db/schema.js';
import { teamWrite, type TeamTransaction } from '../../db/team-write.js';
import { NotFoundError } from '../../http/errors.js';
import { recordAudit, transactionSnapshot, type AuditContext } from '../audit/public.js';
import {
  resolveSeasonFilter,
  assertSeasonOpen,
  requireOpenCurrentSeason,
} from '../seasons/public.js';
import { inTeam } from '../../db/team-scope.js';

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

export async function getTransaction(
  db: Kysely<DB>,
  teamId: number,
  id: number,
): Promise<Transaction> {
  const row = await inTeam(db, teamId)
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toTransaction(row);
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
  await recordAudit(trx, audit, {
    entity: 'transaction',
    entityId: row.id,
    action: 'created',
    before: null,
    after: await transactionSnapshot(trx, teamId, row.id),
  });
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
    const before = await transactionSnapshot(trx, teamId, id);
    const row = await inTeam(trx, teamId)
      .updateTable('transactions')
      .set(columns(input))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, audit, {
      entity: 'transaction',
      entityId: id,
      action: 'changed',
      before,
      after: await transactionSnapshot(trx, teamId, id),
    });
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
    const before = await transactionSnapshot(trx, teamId, id);
    await inTeam(trx, teamId).deleteFrom('transactions').where('id', '=', id).execute();
    await recordAudit(trx, audit, {
      entity: 'transaction',
      entityId: id,
      action: 'deleted',
      before,
      after: null,
    });
  });
}
