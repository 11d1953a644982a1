// CSV as Dutch Excel opens it with a double click: UTF-8 with a byte order mark
// (else Excel guesses the encoding), ';' between fields (',' is the decimal
// separator here), CRLF line ends, RFC 4180 quoting.

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** An amount of money in a cell: '12,50', '-3,00'. */
export interface CsvMoney {
  cents: number;
}

export type CsvCell = string | number | boolean | null | CsvMoney;

export function csvMoney(cents: number): CsvMoney {
  return { cents };
}

function moneyText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Text that a spreadsheet would run as a formula (=, +, -, @ first) gets a leading
 * apostrophe: an export must never execute what a player typed as a reason.
 */
function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'boolean') return cell ? 'ja' : 'nee';
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  if (typeof cell === 'object') return moneyText(cell.cents);
  return safeText(cell);
}

function quote(text: string): string {
  return /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, a header row, the rows; every line ends in CRLF. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  const lines = [header, ...rows].map((row) =>
    row.map((cell) => quote(cellText(cell))).join(SEPARATOR),
  );
  return CSV_BOM + lines.map((line) => line + LINE_END).join('');
}

/**
 * Reads such a file back into rows of text (BOM dropped, quotes undone). The
 * inverse of `toCsv` for checking exports and for reading one back in a tool.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === SEPARATOR) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
