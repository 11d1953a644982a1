import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvMoney, parseCsv, toCsv } from './csv.js';

describe('CSV', () => {
  it('starts with a BOM, separates with ; and ends every line in CRLF', () => {
    const csv = toCsv(['Datum', 'Bedrag'], [['2027-03-12', csvMoney(1250)]]);
    expect(csv).toBe('\uFEFFDatum;Bedrag\r\n2027-03-12;12,50\r\n');
  });

  it('writes money and numbers with a decimal comma, booleans in Dutch, null as empty', () => {
    const csv = toCsv(
      ['a', 'b', 'c', 'd', 'e'],
      [[csvMoney(-300), csvMoney(5), 66.67, true, null]],
    );
    expect(parseCsv(csv)[1]).toEqual(['-3,00', '0,05', '66,67', 'ja', '']);
  });

  it('quotes separators, quotes, line breaks and edge spaces', () => {
    const csv = toCsv(['x'], [['Bier; chips'], ['Zei "nee"'], ['twee\nregels'], [' ruimte']]);
    expect(csv).toContain('"Bier; chips"');
    expect(csv).toContain('"Zei ""nee"""');
    expect(csv).toContain('"twee\nregels"');
    expect(csv).toContain('" ruimte"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    const rows = parseCsv(toCsv(['reden'], [['=HYPERLINK("http://x")'], ['-1+1'], ['@SUM(A1)']]));
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      '\'=HYPERLINK("http://x")',
      "'-1+1",
      "'@SUM(A1)",
    ]);
  });

  it('reads back exactly what it wrote', () => {
    const safeText = fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s));
    fc.assert(
      fc.property(fc.array(fc.array(safeText, { minLength: 2, maxLength: 2 })), (rows) => {
        expect(parseCsv(toCsv(['a', 'b'], rows))).toEqual([['a', 'b'], ...rows]);
      }),
    );
  });
});
