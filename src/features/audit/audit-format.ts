import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  type AuditEntry,
  type AuditSnapshot,
} from '../../../domain/audit/audit.schema';
import { formatDate } from '../../../domain/dates';
import { formatEuros } from '../../../domain/money';
import { formatCreditorReference } from '../../../domain/payments/creditor-reference';
import { TRANSACTION_TYPE_LABELS } from '../../../domain/transactions/transaction.schema';

/** 'Boete betaald', 'Transactie gewijzigd', 'Boetetype bedrag gewijzigd'. */
export function entryTitle(entry: Pick<AuditEntry, 'entity' | 'action'>): string {
  return `${AUDIT_ENTITY_LABELS[entry.entity]} ${AUDIT_ACTION_LABELS[entry.action]}`;
}

/** 'Teampin' or the e-mail address the user had at the time. */
export function actorLabel(entry: Pick<AuditEntry, 'actor' | 'actorEmail'>): string {
  if (entry.actor === 'pin') return 'Teampin';
  return entry.actorEmail ?? 'Teambeheerder';
}

type Value = AuditSnapshot[string];

function money(value: Value): string {
  return typeof value === 'number' ? formatEuros(value) : '–';
}

function count(value: Value, one: string, many: string): string {
  const n = typeof value === 'number' ? value : 0;
  return `${n} ${n === 1 ? one : many}`;
}

/** '2 spelers, 1 boetetype en 12 boetes aangemaakt · seizoen 2025-2026': what an import made. */
function importSubject(row: AuditSnapshot): string {
  const made = `${count(row.players ?? null, 'speler', 'spelers')}, ${count(row.fineTypes ?? null, 'boetetype', 'boetetypes')} en ${count(row.fines ?? null, 'boete', 'boetes')} aangemaakt`;
  const season =
    row.lockedSeason === true
      ? `in afgesloten seizoen ${String(row.season)}, bevestigd`
      : `seizoen ${String(row.season)}`;
  return `${made} · ${season}`;
}

/** What the row was about, in one line: 'Jan Jansen · Rode kaart · € 10,-'. */
export function entrySubject(entry: AuditEntry): string {
  const row = entry.after ?? entry.before ?? {};
  if (entry.entity === 'fine') {
    const cost = typeof row.amount === 'number' ? money(row.amount) : String(row.task ?? '');
    // An import into a season that was locked, after the admin confirmed it (issue 30).
    const locked =
      row.lockedSeason === true ? `in afgesloten seizoen ${String(row.season)}, bevestigd` : '';
    return [row.player, row.type, cost, locked].filter(Boolean).join(' · ');
  }
  if (entry.entity === 'transaction') {
    const type = TRANSACTION_TYPE_LABELS[row.transactionType as 'Income' | 'Expense'] ?? '';
    return [row.reason, `${type} ${money(row.amount ?? null)}`].filter(Boolean).join(' · ');
  }
  if (entry.entity === 'match') {
    const date = typeof row.date === 'string' ? formatDate(row.date) : '';
    return [row.opponent, date].filter(Boolean).join(' · ');
  }
  if (entry.entity === 'sheet_import') return importSubject(row);
  if (entry.entity === 'draw') {
    const date = typeof row.date === 'string' ? formatDate(row.date) : '';
    return [row.task, row.player, row.description, date].filter(Boolean).join(' · ');
  }
  return String(row.description ?? '');
}

const FIELD_LABELS: Record<string, string> = {
  player: 'Speler',
  type: 'Boete',
  amount: 'Bedrag',
  task: 'Taak',
  date: 'Datum',
  description: 'Omschrijving',
  reason: 'Omschrijving',
  transactionType: 'Soort',
  paid: 'Betaald',
  // A fine paid by a bank statement (issue 19) says so, and which line of it paid it.
  via: 'Via',
  reference: 'Betalingskenmerk',
  opponent: 'Tegenstander',
  season: 'Seizoen',
};

function show(field: string, value: Value): string {
  if (value === null || value === undefined || value === '') return '–';
  if (field === 'amount') return money(value);
  if (field === 'date' && typeof value === 'string') return formatDate(value);
  // In groups of four, as the payment dialog and the statement import print it.
  if (field === 'reference' && typeof value === 'string') return formatCreditorReference(value);
  if (field === 'transactionType')
    return TRANSACTION_TYPE_LABELS[value as 'Income' | 'Expense'] ?? String(value);
  if (typeof value === 'boolean') return value ? 'ja' : 'nee';
  return String(value);
}

export interface FieldChange {
  label: string;
  from: string;
  to: string;
}

/**
 * 'Bankafschrift 25-11-2026, regel 1': the line of the statement that paid a fine, as the
 * treasurer finds it in the bank's file (issue 32); entries written before say only the way.
 */
function via(snapshot: AuditSnapshot): string {
  const { statementDate, statementLine } = snapshot;
  if (typeof statementDate === 'string' && typeof statementLine === 'number') {
    return `Bankafschrift ${formatDate(statementDate)}, regel ${statementLine}`;
  }
  return show('via', snapshot.via ?? null);
}

/** The fields a change altered, with old and new values as a person reads them (ids left out). */
export function fieldChanges(entry: AuditEntry): FieldChange[] {
  if (!entry.before || !entry.after) return [];
  const { before, after } = entry;
  return Object.keys(FIELD_LABELS)
    .filter((field) => field in after && before[field] !== after[field])
    .map((field) => ({
      label: FIELD_LABELS[field] ?? field,
      from: field === 'via' ? via(before) : show(field, before[field] ?? null),
      to: field === 'via' ? via(after) : show(field, after[field] ?? null),
    }));
}
