import { describe, expect, it } from 'vitest';
import { cellText, findColumn, nameKey, toTable } from './import-table.js';

describe('a file as a table', () => {
  it('takes the first non-empty row as the header, names empty and repeated columns, keeps row numbers', () => {
    const table = toTable([
      { line: 1, cells: ['', null] },
      { line: 2, cells: ['Naam', '', 'Bedrag', 'bedrag'] },
      { line: 3, cells: ['Jan', 'x', 2.5, '1'] },
      { line: 4, cells: [' ', null, ''] },
      { line: 5, cells: ['Piet'] },
    ]);
    expect(table?.columns).toEqual(['Naam', 'Kolom B', 'Bedrag', 'bedrag (2)']);
    expect(table?.rows.map((row) => row.line)).toEqual([3, 5]);
    expect(toTable([{ line: 1, cells: ['  ', null] }])).toBeNull();
  });

  it('compares names without case or spaces, and finds a column by any of its names', () => {
    expect(nameKey(' Jan  de Vries')).toBe(nameKey('jan de vries'));
    expect(nameKey('Jan de Vries')).not.toBe(nameKey('Jan de Vriesje'));
    expect(findColumn(['Wie', 'DATUM', 'Thuis / uit'], ['date', 'datum'])).toBe(1);
    expect(findColumn(['Wie'], ['datum'])).toBe(-1);
  });

  it('shows a cell as its text', () => {
    expect(cellText(2.5)).toBe('2,5');
    expect(cellText(true)).toBe('ja');
    expect(cellText({ date: '2026-03-12' })).toBe('2026-03-12');
    expect(cellText(null)).toBe('');
  });
});
