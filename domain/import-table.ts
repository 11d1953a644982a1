// A file a team brings along (a CSV, a spreadsheet) as the imports read it: a
// header row of column names and the rows under it. The server turns each
// format into this; the rules of each import (domain/fixture-import,
// domain/sheet-import) read only this.

/** A file a team brings in is this size or less (a season's fixtures are a few KB, years of fines a few hundred). */
export const MAX_IMPORT_FILE_BYTES = 5 * 1024 * 1024;
export const IMPORT_FILE_TOO_LARGE = 'Dit bestand is groter dan 5 MB';

/** A cell: text, a number, yes/no, a date the spreadsheet itself knows as one, or empty. */
export type TableCell = string | number | boolean | { date: string } | null;

export interface TableRow {
  /** The row's number as the user sees it in the file (the header is row 1 when it is first). */
  line: number;
  cells: TableCell[];
}

export interface ImportTable {
  /** The header's names, each once ("Bedrag", "Bedrag (2)"); an empty one is "Kolom C". */
  columns: string[];
  rows: TableRow[];
}

/** Names compared as people mean them: case and spaces do not count ("Jan de Vries" = "jan  De vries"). */
export function nameKey(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, '');
}

/** A cell as text, trimmed: what the user sees in it. */
export function cellText(cell: TableCell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  if (typeof cell === 'boolean') return cell ? 'ja' : 'nee';
  return cell.date;
}

function isEmpty(cells: TableCell[]): boolean {
  return cells.every((cell) => cellText(cell) === '');
}

/** 0 → 'A', 26 → 'AA': how a spreadsheet names a column. */
function columnLetter(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/**
 * The rows of a file as a table: its first non-empty row is the header, empty
 * rows are left out (they keep their numbers), and a header name is made unique.
 * Null when the file has no row with anything in it.
 */
export function toTable(rows: TableRow[]): ImportTable | null {
  const filled = rows.filter((row) => !isEmpty(row.cells));
  const [header, ...body] = filled;
  if (!header) return null;
  const width = Math.max(...filled.map((row) => row.cells.length));
  const seen = new Map<string, number>();
  const columns = Array.from({ length: width }, (_, index) => {
    const base = cellText(header.cells[index] ?? null) || `Kolom ${columnLetter(index)}`;
    const count = (seen.get(nameKey(base)) ?? 0) + 1;
    seen.set(nameKey(base), count);
    return count === 1 ? base : `${base} (${count})`;
  });
  return { columns, rows: body };
}

/** The index of the first column whose name is one of `names` (compared by `nameKey`), else -1. */
export function findColumn(columns: readonly string[], names: readonly string[]): number {
  const wanted = new Set(names.map(nameKey));
  return columns.findIndex((column) => wanted.has(nameKey(column)));
}

/** A row's cell in a column (-1: no such column), as a cell. */
export function cellAt(row: TableRow, column: number): TableCell {
  return column < 0 ? null : (row.cells[column] ?? null);
}
