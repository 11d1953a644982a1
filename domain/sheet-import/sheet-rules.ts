import { parseDateInput } from '../dates.js';
import {
  cellAt,
  cellText,
  findColumn,
  nameKey,
  type TableCell,
  type TableRow,
} from '../import-table.js';
import { eurosToCents, formatMoney, MAX_MONEY_EUROS, parseMoneyInput } from '../money.js';
import { playerDisplayName } from '../players/display-name.js';
import { SHEET_FIELDS, type SheetField, type SheetMapping } from './sheet-import.schema.js';

/** The header names each field is recognised by, most usual first. */
const FIELD_NAMES: Record<SheetField, string[]> = {
  player: ['speler', 'naam', 'spelersnaam', 'wie', 'lid', 'player', 'name'],
  date: ['datum', 'dag', 'wanneer', 'date'],
  description: ['omschrijving', 'boete', 'reden', 'overtreding', 'soort', 'description', 'reason'],
  amount: ['bedrag', 'boetebedrag', 'prijs', 'euro', '€', 'kosten', 'amount'],
  paid: ['betaald', 'voldaan', 'betaald?', 'status', 'paid'],
};

/** A header without its punctuation: "Bedrag (€)" → "bedrag€", "Betaald?" → "betaald". */
function looseKey(text: string): string {
  return nameKey(text).replace(/[^\p{L}\p{N}€]/gu, '');
}

/**
 * The column of each field, by its header's name; null where none fits. A name
 * the field is known by wins; else a header that starts with one ("Bedrag (€)").
 * Each column serves one field.
 */
export function guessMapping(columns: readonly string[]): SheetMapping {
  const used = new Set<number>();
  const free = () => columns.map((column, i) => (used.has(i) ? '' : column));
  const mapping = {} as SheetMapping;
  for (const field of SHEET_FIELDS) {
    let index = findColumn(free(), FIELD_NAMES[field]);
    if (index < 0) {
      const names = FIELD_NAMES[field].map(looseKey).filter((name) => name.length > 1);
      index = free().findIndex(
        (column) => column !== '' && names.some((name) => looseKey(column).startsWith(name)),
      );
    }
    if (index >= 0) used.add(index);
    mapping[field] = index >= 0 ? (columns[index] ?? null) : null;
  }
  return mapping;
}

/** A row read as a fine. */
export interface SheetFine {
  line: number;
  player: string;
  date: string;
  description: string;
  amountCents: number;
  paid: boolean;
}

const YES = new Set([
  'ja',
  'j',
  'yes',
  'y',
  'x',
  '✓',
  '✔',
  '1',
  'true',
  'waar',
  'betaald',
  'voldaan',
]);
const NO = new Set(['nee', 'n', 'no', '0', 'false', 'onwaar', 'open', 'onbetaald', '-', '']);

/** Yes or no as a spreadsheet writes it; an empty cell is no. Null for anything else. */
export function readPaid(cell: TableCell): boolean | null {
  if (typeof cell === 'boolean') return cell;
  const word = nameKey(cellText(cell));
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return null;
}

/** Cents of an amount: a number cell, or text such as `2,50`, `€ 2,50`, `€ 5,-`. */
export function readAmount(cell: TableCell): number | null {
  if (typeof cell === 'number') {
    return Number.isFinite(cell) && Math.abs(cell) <= MAX_MONEY_EUROS ? eurosToCents(cell) : null;
  }
  return typeof cell === 'string' ? parseMoneyInput(cell) : null;
}

function readDate(cell: TableCell): string | null {
  if (typeof cell === 'object' && cell !== null) return cell.date;
  return typeof cell === 'string' ? parseDateInput(cell) : null;
}

/** Where the fields are in the row: a column index, -1 for a field left out. */
export type FieldColumns = Record<SheetField, number>;

export function fieldColumns(columns: readonly string[], mapping: SheetMapping): FieldColumns {
  const index = (field: SheetField) => {
    const name = mapping[field];
    return name === null ? -1 : columns.indexOf(name);
  };
  return {
    player: index('player'),
    date: index('date'),
    description: index('description'),
    amount: index('amount'),
    paid: index('paid'),
  };
}

/** Each mapped cell of a row as the user sees it. */
export function rowValues(row: TableRow, columns: FieldColumns): Record<SheetField, string> {
  const value = (field: SheetField) => cellText(cellAt(row, columns[field]));
  return {
    player: value('player'),
    date: value('date'),
    description: value('description'),
    amount: value('amount'),
    paid: value('paid'),
  };
}

const MAX_NAME = 101;
const MAX_DESCRIPTION = 100;

/**
 * A row as a fine, or the Dutch words for what is wrong with it (with its row
 * number); null for a row whose mapped cells are all empty.
 */
export function readSheetRow(
  row: TableRow,
  columns: FieldColumns,
): { fine: SheetFine } | { error: string } | null {
  const values = rowValues(row, columns);
  if (Object.values(values).every((value) => value === '')) return null;
  const problems: string[] = [];
  const player = values.player.replace(/\s+/g, ' ');
  if (!player) problems.push('de naam ontbreekt');
  else if (player.length > MAX_NAME) problems.push('de naam is te lang');
  const date = readDate(cellAt(row, columns.date));
  if (!date) problems.push(values.date ? `"${values.date}" is geen datum` : 'de datum ontbreekt');
  const description = values.description.replace(/\s+/g, ' ');
  if (!description) problems.push('de omschrijving ontbreekt');
  else if (description.length > MAX_DESCRIPTION) {
    problems.push(`de omschrijving is langer dan ${MAX_DESCRIPTION} tekens`);
  }
  const amountCents = readAmount(cellAt(row, columns.amount));
  if (amountCents === null) {
    problems.push(values.amount ? `"${values.amount}" is geen bedrag` : 'het bedrag ontbreekt');
  } else if (amountCents <= 0 || amountCents > MAX_MONEY_EUROS * 100) {
    problems.push(`${formatMoney(amountCents)} kan geen boete zijn`);
  }
  const paid = readPaid(cellAt(row, columns.paid));
  if (paid === null) problems.push(`"${values.paid}" is geen ja of nee`);
  if (problems.length > 0 || !date || amountCents === null || paid === null) {
    return { error: `Regel ${row.line}: ${problems.join('; ')}` };
  }
  return { fine: { line: row.line, player, date, description, amountCents, paid } };
}

export interface TeamPlayer {
  id: number;
  firstName: string;
  lastName: string;
  nickName: string | null;
}

export interface TeamFineType {
  id: number;
  description: string;
  amountCents: number | null;
}

export interface NewPlayer {
  /** The name as the sheet has it (first spelling). */
  name: string;
  firstName: string;
  lastName: string;
}

export interface NewFineType {
  description: string;
  amountCents: number;
}

/** A player or fine type the import refers to: one the team has, or the n-th new one. */
export type Ref = { existing: number } | { created: number };

export interface PlannedFine {
  line: number;
  player: Ref;
  fineType: Ref;
  date: string;
  description: string;
  paid: boolean;
}

export interface SheetPlan {
  players: { created: NewPlayer[]; matched: { name: string; playerId: number; player: string }[] };
  fineTypes: { created: NewFineType[] };
  fines: PlannedFine[];
  errors: { row: number; message: string }[];
}

/** A fine type's name: at most 50 characters, its description shortened when needed. */
const MAX_TYPE_NAME = 50;

function typeName(description: string, suffix = ''): string {
  const room = MAX_TYPE_NAME - suffix.length;
  const base = description.length > room ? description.slice(0, room).trimEnd() : description;
  return `${base}${suffix}`;
}

/** "Te laat (€ 5,-)": the name of a type whose plain description another amount has. */
export function typeNameWithAmount(description: string, amountCents: number): string {
  return typeName(description, ` (${formatMoney(amountCents)})`);
}

/** "Jan de Vries" → Jan / de Vries; a single word is a first name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * The players a name can be, case and spaces aside: by first and last name,
 * else by nickname, else (a name of one word) by first name.
 */
function playersNamed(name: string, players: readonly TeamPlayer[]): TeamPlayer[] {
  const key = nameKey(name);
  const byFull = players.filter((p) => nameKey(`${p.firstName}${p.lastName}`) === key);
  if (byFull.length > 0) return byFull;
  const byNick = players.filter((p) => p.nickName !== null && nameKey(p.nickName) === key);
  if (byNick.length > 0 || /\s/.test(name)) return byNick;
  return players.filter((p) => nameKey(p.firstName) === key);
}

/**
 * What the rows become: each name a player the team has or a new one, each
 * distinct description and amount a fine type (the team's own when one has that
 * name and amount; a new one named with its amount when its plain name is
 * taken), each row a fine. A name that fits several players is an error of its rows.
 */
export function planSheetImport(
  fines: readonly SheetFine[],
  players: readonly TeamPlayer[],
  fineTypes: readonly TeamFineType[],
): SheetPlan {
  const plan: SheetPlan = {
    players: { created: [], matched: [] },
    fineTypes: { created: [] },
    fines: [],
    errors: [],
  };
  const playerRefs = new Map<string, Ref | string>();
  const playerRef = (name: string): Ref | string => {
    const key = nameKey(name);
    const known = playerRefs.get(key);
    if (known !== undefined) return known;
    const candidates = playersNamed(name, players);
    let ref: Ref | string;
    const [only] = candidates;
    if (candidates.length > 1) {
      ref = `"${name}" past bij meer dan één speler (${candidates.map((p) => playerDisplayName(p)).join(', ')})`;
    } else if (only) {
      ref = { existing: only.id };
      plan.players.matched.push({ name, playerId: only.id, player: playerDisplayName(only) });
    } else {
      ref = { created: plan.players.created.length };
      plan.players.created.push({ name, ...splitName(name) });
    }
    playerRefs.set(key, ref);
    return ref;
  };

  const takenNames = new Set(fineTypes.map((type) => nameKey(type.description)));
  const typeRefs = new Map<string, Ref>();
  const typeRef = (description: string, amountCents: number): Ref => {
    const key = `${nameKey(description)}|${amountCents}`;
    const known = typeRefs.get(key);
    if (known) return known;
    const names = [typeName(description), typeNameWithAmount(description, amountCents)];
    const existing = fineTypes.find(
      (type) =>
        type.amountCents === amountCents &&
        names.some((name) => nameKey(name) === nameKey(type.description)),
    );
    let ref: Ref;
    if (existing) ref = { existing: existing.id };
    else {
      let name = names.find((candidate) => !takenNames.has(nameKey(candidate)));
      for (let n = 2; name === undefined; n++) {
        const candidate = typeName(description, ` (${formatMoney(amountCents)}) ${n}`);
        if (!takenNames.has(nameKey(candidate))) name = candidate;
      }
      takenNames.add(nameKey(name));
      ref = { created: plan.fineTypes.created.length };
      plan.fineTypes.created.push({ description: name, amountCents });
    }
    typeRefs.set(key, ref);
    return ref;
  };

  for (const fine of fines) {
    const player = playerRef(fine.player);
    if (typeof player === 'string') {
      plan.errors.push({ row: fine.line, message: `Regel ${fine.line}: ${player}` });
      continue;
    }
    plan.fines.push({
      line: fine.line,
      player,
      fineType: typeRef(fine.description, fine.amountCents),
      date: fine.date,
      description: fine.description,
      paid: fine.paid,
    });
  }
  return plan;
}
