import Papa from 'papaparse';
import type { TableRow } from '../../domain/import-table.js';

/**
 * A CSV file's rows, numbered as a spreadsheet numbers them. The separator is
 * found by papaparse (Dutch Excel writes `;`, most other programs `,`; tabs
 * too), quotes are undone, and a byte order mark is dropped.
 */
export function csvRows(text: string): TableRow[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    delimitersToGuess: [';', ',', '\t', '|'],
  });
  return parsed.data.map((cells, index) => ({ line: index + 1, cells }));
}
