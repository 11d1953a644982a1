import { teamWrite, type TeamTransaction } from '../../db/team-write.js';
import type { Kysely } from 'kysely';
import { centsToEuros } from '../../../domain/money.js';
import {
  findCreditorReferences,
  isCreditorReference,
  normalizeCreditorReference,
} from '../../../domain/payments/creditor-reference.js';
import type {
  BookEntry,
  StatementResult,
  UnmatchedEntry,
  UnmatchedReason,
} from '../../../domain/bank-statements/statement.schema.js';
import type { Transaction } from '../../../domain/transactions/transaction.schema.js';
import type { DB } from '../../db/schema.js';
import { DomainError } from '../../http/errors.js';
import { fineSnapshot, recordAudit, type AuditContext } from '../audit/public.js';
import { insertTransaction } from '../transactions/public.js';
import type { StatementEntry } from './statement-parsers.js';
import { finesWithTypes } from '../../db/fines-with-types.js';
import { inTeam } from '../../db/team-scope.js';

/** The audit line's words for a fine a statement paid (issue 19). */
export const PAID_BY_STATEMENT = 'betaald via bankafschrift';

interface KnownReference {
  reference: string;
  playerId: number;
  fineIds: number[];
  amountCents: number;
}

/** The references of an entry, the structured field first, then any in its description. */
function referencesOf(entry: StatementEntry): string[] {
  const candidates: string[] = [];
  if (entry.structuredReference && isCreditorReference(entry.structuredReference)) {
    candidates.push(normalizeCreditorReference(entry.structuredReference));
  }
  for (const found of findCreditorReferences(entry.description)) {
    if (!candidates.includes(found)) candidates.push(found);
  }
  return candidates;
}

async function knownReference(
  db: Kysely<DB>,
  teamId: number,
  candidates: string[],
): Promise<KnownReference | null> {
  if (candidates.length === 0) return null;
  const rows = await inTeam(db, teamId)
    .selectFrom('payment_references')
    .select(['reference', 'player_id', 'fine_ids', 'amount_cents'])
    .where('reference', 'in', candidates)
    .execute();
  const row = candidates
    .map((candidate) => rows.find((r) => r.reference === candidate))
    .find((r) => r !== undefined);
  if (!row) return null;
  return {
    reference: row.reference,
    playerId: row.player_id,
    fineIds: JSON.parse(row.fine_ids) as number[],
    amountCents: row.amount_cents,
  };
}

/** What the reference's fines cost now, and whether each is still open. */
async function openAmountOf(db: Kysely<DB>, teamId: number, known: KnownReference) {
  const rows = await finesWithTypes(db, teamId)
    .select(['fines.id', 'fines.paid', 'fine_types.amount_cents'])
    .where('fines.player_id', '=', known.playerId)
    .where('fines.id', 'in', known.fineIds)
    .execute();
  const allOpen = rows.length === known.fineIds.length && rows.every((row) => row.paid === 0);
  const cents = rows.reduce((sum, row) => sum + (row.amount_cents ?? 0), 0);
  return { allOpen, cents };
}

/**
 * Marks the reference's fines paid and records the entry, inside the import's
 * team lock: what importStatement checked (not imported yet, every fine still
 * open) cannot change before this writes.
 */
async function applyEntry(
  trx: TeamTransaction,
  entry: StatementEntry,
  known: KnownReference,
  audit: AuditContext,
): Promise<void> {
  const { teamId } = audit;
  await trx
    .insertInto('statement_entries')
    .values({
      team_id: teamId,
      entry_id: entry.entryId,
      outcome: 'matched',
      imported_at: audit.now.toISOString(),
    })
    .execute();
  const befores = new Map<number, Awaited<ReturnType<typeof fineSnapshot>>>();
  for (const id of known.fineIds) befores.set(id, await fineSnapshot(trx, teamId, id));
  await inTeam(trx, teamId)
    .updateTable('fines')
    .set({ paid: 1 })
    .where('player_id', '=', known.playerId)
    .where('id', 'in', known.fineIds)
    .where('paid', '=', 0)
    .execute();
  for (const id of known.fineIds) {
    const after = await fineSnapshot(trx, teamId, id);
    await recordAudit(trx, audit, {
      entity: 'fine',
      entityId: id,
      action: 'paid',
      before: befores.get(id) ?? null,
      after: after && {
        ...after,
        via: PAID_BY_STATEMENT,
        // The bank's id of the entry, and how a person finds it: the day and its line.
        statementEntry: entry.entryId,
        statementDate: entry.date,
        statementLine: entry.line,
        reference: known.reference,
      },
    });
  }
}

function unmatched(
  entry: StatementEntry,
  reason: UnmatchedReason,
  known: KnownReference | null = null,
  reference: string | null = null,
): UnmatchedEntry {
  return {
    statementEntry: entry.entryId,
    amount: centsToEuros(entry.amountCents),
    date: entry.date,
    name: entry.name,
    description: entry.description || entry.structuredReference || '',
    transactionType: entry.credit ? 'Income' : 'Expense',
    reason,
    reference: known?.reference ?? reference,
    playerId: known?.playerId ?? null,
  };
}

/**
 * Goes through a statement's entries: a credit whose reference is known and
 * whose amount is exactly what its fines cost (and were billed at) pays them;
 * everything else is listed for the treasurer. Entries applied or booked
 * before are counted and left alone, so an import can be repeated.
 */
export async function importStatement(
  db: Kysely<DB>,
  entries: StatementEntry[],
  audit: AuditContext,
): Promise<StatementResult> {
  // One team write for the whole statement: the same statement uploaded twice at
  // once is read and applied one after the other, so the second finds every entry
  // imported (never "already paid" because it looked in between).
  return teamWrite(db, audit.teamId, async (trx) => {
    const { teamId } = audit;
    const result: StatementResult = { matched: [], unmatched: [], alreadyImported: 0 };
    const done = new Set(
      entries.length === 0
        ? []
        : (
            await inTeam(trx, teamId)
              .selectFrom('statement_entries')
              .select('entry_id')
              .where(
                'entry_id',
                'in',
                entries.map((entry) => entry.entryId),
              )
              .execute()
          ).map((row) => row.entry_id),
    );
    const seen = new Set<string>();
    for (const entry of entries) {
      if (done.has(entry.entryId) || seen.has(entry.entryId)) {
        result.alreadyImported += 1;
        continue;
      }
      seen.add(entry.entryId);
      if (!entry.credit) {
        result.unmatched.push(unmatched(entry, 'debit'));
        continue;
      }
      const candidates = referencesOf(entry);
      const known = await knownReference(trx, teamId, candidates);
      if (!known) {
        result.unmatched.push(
          unmatched(
            entry,
            candidates.length > 0 ? 'unknownReference' : 'noReference',
            null,
            candidates[0] ?? null,
          ),
        );
        continue;
      }
      const open = await openAmountOf(trx, teamId, known);
      if (!open.allOpen) {
        result.unmatched.push(unmatched(entry, 'alreadyPaid', known));
        continue;
      }
      if (
        entry.currency !== 'EUR' ||
        entry.amountCents !== known.amountCents ||
        open.cents !== known.amountCents
      ) {
        result.unmatched.push(unmatched(entry, 'amountDiffers', known));
        continue;
      }
      await applyEntry(trx, entry, known, audit);
      result.matched.push({
        reference: known.reference,
        amount: centsToEuros(entry.amountCents),
        date: entry.date,
        playerId: known.playerId,
        fineIds: known.fineIds,
      });
    }
    return result;
  });
}

/** An unmatched entry as a transaction of the current season, and never a second time. */
export async function bookStatementEntry(
  db: Kysely<DB>,
  input: BookEntry,
  audit: AuditContext,
): Promise<Transaction> {
  const { statementEntry, ...transaction } = input;
  return teamWrite(db, audit.teamId, async (trx) => {
    const recorded = await trx
      .insertInto('statement_entries')
      .values({
        team_id: audit.teamId,
        entry_id: statementEntry,
        outcome: 'booked',
        imported_at: audit.now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['team_id', 'entry_id']).doNothing())
      .executeTakeFirst();
    if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 0) {
      throw new DomainError('StatementEntryAlreadyImported');
    }
    return insertTransaction(trx, audit.teamId, transaction, audit);
  });
}
