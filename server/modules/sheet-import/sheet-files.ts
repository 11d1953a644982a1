import type { CellValue } from 'exceljs';
import { isValidIsoDate } from '../../../domain/dates.js';
import {
  toTable,
  type ImportTable,
  type TableCell,
  type TableRow,
} from '../../../domain/import-table.js';
import type { SheetFormat } from '../../../domain/sheet-import/sheet-import.schema.js';
import { ValidationError } from '../../http/errors.js';
import { declaredUnpackedBytes } from '../../files/zip.js';

/** Years of a team's fines are a few thousand rows; a file with more is not a fine list. */
const MAX_ROWS = 100_000;
/**
 * What an XLSX (a ZIP) may unpack to. exceljs unpacks it whole in memory, so a
 * small file that unpacks to gigabytes is refused first, by the sizes its ZIP
 * directory declares (read with fflate, without unpacking anything).
 */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

const NOT_XLSX = 'Dit bestand is geen Excel-bestand (xlsx)';

function refuse(message: string): never {
  throw new ValidationError([{ path: 'content', message }]);
}

/** A spreadsheet's first sheet, or a CSV, as a table; a Dutch 400 for anything else. */
export async function readSheetTable(format: SheetFormat, content: string): Promise<ImportTable> {
  const rows =
    format === 'csv'
      ? (await import('../../files/csv-rows.js')).csvRows(content)
      : await xlsxRows(content);
  if (rows.length > MAX_ROWS) refuse(`Dit bestand heeft meer dan ${MAX_ROWS} regels`);
  const table = toTable(rows);
  if (!table) refuse('Dit bestand is leeg');
  return table;
}

async function xlsxRows(base64: string): Promise<TableRow[]> {
  if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(base64)) refuse(NOT_XLSX);
  const bytes = Buffer.from(base64, 'base64');
  let unpacked: number;
  try {
    unpacked = declaredUnpackedBytes(bytes);
  } catch {
    return refuse(NOT_XLSX);
  }
  if (unpacked > MAX_UNPACKED_BYTES) refuse('Dit Excel-bestand is uitgepakt te groot');
  // Loaded at the first spreadsheet (docs/decisions.md, "Modules a request loads").
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return refuse(NOT_XLSX);
  }
  const [sheet] = workbook.worksheets;
  // A real workbook has a sheet; a ZIP of something else loads as a workbook without one.
  if (!sheet) return refuse(NOT_XLSX);
  const rows: TableRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: TableCell[] = [];
    // Columns are numbered from 1; a cell left empty is not visited.
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellOf(cell.value);
    });
    rows.push({ line, cells: Array.from(cells, (cell) => cell ?? null) });
  });
  return rows;
}

/** A cell's value as the import reads it: a formula by its result, rich text and links by their text. */
function cellOf(value: CellValue): TableCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    // exceljs gives a date cell as that day's midnight in UTC.
    const iso = Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
    return isValidIsoDate(iso) ? { date: iso } : null;
  }
  if (typeof value !== 'object') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : null;
  if ('error' in value) return String(value.error);
  if ('result' in value) return cellOf(value.result as CellValue);
  return null;
}
