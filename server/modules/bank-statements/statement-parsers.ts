import { createHash } from 'node:crypto';
import { isValidIsoDate } from '../../../domain/dates.js';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Parser as Mt940Parser } from 'mt940js';
import type { StatementFormat } from '../../../domain/bank-statements/statement.schema.js';
import { ValidationError } from '../../http/errors.js';

/** One booked line of a bank statement, whichever format it came in. */
export interface StatementEntry {
  /** The bank's id of the entry, or a fingerprint of its content when it gives none. */
  entryId: string;
  /** Positive; `credit` says which way. */
  amountCents: number;
  credit: boolean;
  currency: string;
  date: string;
  /** The other party: the payer of a credit, the payee of a debit. */
  name: string;
  description: string;
  /** The structured remittance reference (betalingskenmerk), when the bank has one. */
  structuredReference: string | null;
  /** Its number in the file, from 1: with its date, how a treasurer finds it in the statement. */
  line: number;
}

/**
 * The content tells the format, whatever the file is called: CAMT.053 is XML, MT940 the
 * SWIFT text of tagged lines (":20:", ":61:").
 */
export function statementFormatOf(content: string): StatementFormat | null {
  if (
    content
      .replace(/^\uFEFF/, '')
      .trimStart()
      .startsWith('<')
  )
    return 'camt053';
  return /^:20:/m.test(content) ? 'mt940' : null;
}

export function parseStatement(content: string): StatementEntry[] {
  const format = statementFormatOf(content);
  if (format === null) {
    throw new ValidationError([
      { path: 'content', message: 'Dit bestand is geen CAMT.053- of MT940-bankafschrift' },
    ]);
  }
  return format === 'camt053' ? parseCamt053(content) : parseMt940(content);
}

function notAStatement(format: StatementFormat): ValidationError {
  const name = format === 'camt053' ? 'CAMT.053' : 'MT940';
  return new ValidationError([
    { path: 'content', message: `Dit bestand is geen ${name}-bankafschrift` },
  ]);
}

/** When a bank gives an entry no id of its own, the entry's content is its id. */
function fingerprint(entry: Omit<StatementEntry, 'entryId' | 'line'>): string {
  const text = [
    entry.date,
    entry.credit ? 'C' : 'D',
    entry.amountCents,
    entry.name,
    entry.description,
    entry.structuredReference ?? '',
  ].join('|');
  return `sha256:${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
}

/** '7.50' → 750, without floating point; null for anything that is not a positive amount. */
function decimalToCents(text: string): number | null {
  const parts = text.trim().replace(',', '.').split('.');
  const [whole = '', fraction = ''] = parts;
  if (parts.length > 2 || !/^\d+$/.test(whole) || !/^\d{0,2}$/.test(fraction)) return null;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

// ---------------------------------------------------------------------------
// CAMT.053 (ISO 20022 BankToCustomerStatement), versions .001.02 to .001.13:
// the elements used here kept their names; the party's name moved from
// Dbtr/Nm to Dbtr/Pty/Nm in version .08, so both are read.

type Xml = Record<string, unknown>;

const CAMT_LISTS = new Set(['Stmt', 'Ntry', 'TxDtls', 'Ustrd', 'Strd']);

const camtParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // Amounts and references stay text: "0012" is a reference, not the number 12.
  parseTagValue: false,
  isArray: (name) => CAMT_LISTS.has(name),
});

function node(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = (current as Xml)[key];
  }
  return current;
}

function text(value: unknown, ...path: string[]): string {
  const found = node(value, ...path);
  if (typeof found === 'string') return found.trim();
  const inner = node(found, '#text');
  return typeof inner === 'string' ? inner.trim() : '';
}

function list(value: unknown, ...path: string[]): unknown[] {
  const found = node(value, ...path);
  return Array.isArray(found) ? found : found === undefined ? [] : [found];
}

function partyName(details: unknown, role: 'Dbtr' | 'Cdtr'): string {
  return (
    text(details, 'RltdPties', role, 'Nm') ||
    text(details, 'RltdPties', role, 'Pty', 'Nm') ||
    text(details, 'RltdPties', role === 'Dbtr' ? 'UltmtDbtr' : 'UltmtCdtr', 'Nm')
  );
}

export function parseCamt053(content: string): StatementEntry[] {
  if (XMLValidator.validate(content) !== true) throw notAStatement('camt053');
  let document: unknown;
  try {
    document = camtParser.parse(content);
  } catch {
    throw notAStatement('camt053');
  }
  const statement = node(document, 'Document', 'BkToCstmrStmt');
  if (statement === undefined || list(statement, 'Stmt').length === 0) {
    throw notAStatement('camt053');
  }
  const entries: StatementEntry[] = [];
  for (const stmt of list(statement, 'Stmt')) {
    for (const ntry of list(stmt, 'Ntry')) {
      const amountCents = decimalToCents(text(ntry, 'Amt'));
      const indicator = text(ntry, 'CdtDbtInd');
      const date = (
        text(ntry, 'BookgDt', 'Dt') ||
        text(ntry, 'BookgDt', 'DtTm') ||
        text(ntry, 'ValDt', 'Dt')
      ).slice(0, 10);
      if (
        amountCents === null ||
        (indicator !== 'CRDT' && indicator !== 'DBIT') ||
        !isValidIsoDate(date)
      ) {
        throw notAStatement('camt053');
      }
      const credit = indicator === 'CRDT';
      // An entry may batch several transfers; Teampot's transfers are single,
      // so the first transaction's details describe the entry.
      const details = list(ntry, 'NtryDtls', 'TxDtls')[0];
      const remittance = node(details, 'RmtInf');
      const description =
        list(remittance, 'Ustrd')
          .map((line) => text(line))
          .join(' ')
          .trim() || text(ntry, 'AddtlNtryInf');
      const structured = list(remittance, 'Strd')
        .map((strd) => text(strd, 'CdtrRefInf', 'Ref'))
        .find(Boolean);
      const entry = {
        amountCents,
        credit,
        currency: String(node(ntry, 'Amt', '@Ccy') ?? ''),
        date,
        name: partyName(details, credit ? 'Dbtr' : 'Cdtr'),
        description,
        structuredReference: structured ?? null,
      };
      const bankId =
        text(ntry, 'AcctSvcrRef') || text(details, 'Refs', 'AcctSvcrRef') || text(ntry, 'NtryRef');
      entries.push({
        ...entry,
        entryId: bankId ? `camt:${bankId}` : fingerprint(entry),
        line: entries.length + 1,
      });
    }
  }
  return entries;
}

// ---------------------------------------------------------------------------
// MT940 (SWIFT; the Dutch banks' SEPA variant). mt940js reads the message:
// tags :20: to :62:, the :61: lines and their :86: details, and checks that
// opening balance plus turnover is the closing balance. The :86: details of
// Dutch banks are "/CODE/value/CODE/value" with "/" also between a value's
// subfields (CNTP: IBAN/BIC/name/city; REMI: USTD//text or STRD/CUR|ISO/ref);
// mt940js's own :86: reader takes the subfield "ISO" for a code, so the
// details are split here, on the codes the Dutch format defines.

const MT940_CODES = new Set([
  'RTRN',
  'CREF',
  'EREF',
  'IREF',
  'MARF',
  'CSID',
  'CNTP',
  'REMI',
  'PURP',
  'ULTC',
  'ULTD',
  'ULTB',
  'BENM',
  'ORDP',
  'NAME',
  'ADDR',
  'ISDT',
  'SVCL',
  'BUSP',
  'TRCD',
]);

/** '/CNTP/NL20…/INGBNL2A/J. Jansen///REMI/USTD//Boetes/' → { CNTP: ['NL20…','INGBNL2A','J. Jansen',''], REMI: ['USTD','','Boetes'] }. */
function dutchDetails(details: string): Map<string, string[]> | null {
  const joined = details.replace(/\r?\n/g, '');
  if (!joined.startsWith('/')) return null;
  const parts = joined.slice(1).split('/');
  const fields = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const part of parts) {
    if (MT940_CODES.has(part) && (current === null || !fields.has(part))) {
      current = [];
      fields.set(part, current);
    } else if (current) {
      current.push(part);
    } else {
      return null;
    }
  }
  // A value ends with "/" before the next code: drop that empty last subfield.
  for (const values of fields.values()) {
    while (values.length > 0 && values.at(-1) === '') values.pop();
  }
  return fields.size > 0 ? fields : null;
}

function isoDay(date: Date | undefined): string | null {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Every :61: line's value date (YYMMDD) and entry date (MMDD, this year's or the
 * next) is a real day: the parser would roll 13/99 over into a date that never was.
 */
function hasRealMt940Dates(content: string): boolean {
  for (const [, yy, valueDay, entryDay] of content.matchAll(/^:61:(\d\d)(\d{4})(\d{4})?/gm)) {
    const on = (year: string, mmdd: string) => `${year}-${mmdd.slice(0, 2)}-${mmdd.slice(2)}`;
    if (!isValidIsoDate(on(`20${yy}`, valueDay ?? ''))) return false;
    // A leap year: 29 February may be the next year's entry date.
    if (entryDay && !isValidIsoDate(on('2000', entryDay))) return false;
  }
  return true;
}

export function parseMt940(content: string): StatementEntry[] {
  if (!hasRealMt940Dates(content)) throw notAStatement('mt940');
  let statements;
  try {
    statements = new Mt940Parser({ no86Structure: true }).parse(content.replace(/^\uFEFF/, ''));
  } catch {
    throw notAStatement('mt940');
  }
  if (!Array.isArray(statements) || statements.length === 0) throw notAStatement('mt940');
  const entries: StatementEntry[] = [];
  for (const statement of statements) {
    for (const line of statement.transactions) {
      const date = isoDay(line.entryDate ?? line.date) ?? isoDay(line.date);
      const amountCents = Math.round(Math.abs(line.amount) * 100);
      if (!date || !Number.isFinite(line.amount) || amountCents === 0) throw notAStatement('mt940');
      const credit = line.amount > 0;
      const fields = dutchDetails(line.details ?? '');
      let name = '';
      let description = (line.details ?? '').replace(/\r?\n/g, ' ').trim();
      let structuredReference: string | null = null;
      if (fields) {
        name = fields.get('CNTP')?.[2] ?? fields.get('NAME')?.join('/') ?? '';
        const remi = fields.get('REMI') ?? [];
        if (remi[0] === 'STRD') {
          // STRD / issuer (CUR, ISO) / reference
          structuredReference = remi[2] ?? null;
          description = '';
        } else {
          description = remi.slice(remi[0] === 'USTD' ? 2 : 0).join('/');
        }
      }
      const entry = {
        amountCents,
        credit,
        currency: line.currency ?? statement.currency,
        date,
        name: name.trim(),
        description: description.trim(),
        structuredReference,
      };
      const bankId = line.bankReference?.trim();
      entries.push({
        ...entry,
        entryId:
          bankId && bankId !== 'NONREF'
            ? `mt940:${statement.accountIdentification}:${bankId}`
            : fingerprint(entry),
        line: entries.length + 1,
      });
    }
  }
  return entries;
}
