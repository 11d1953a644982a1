import { describe, expect, it } from 'vitest';
import type { TableRow } from '../import-table.js';
import {
  fieldColumns,
  guessMapping,
  planSheetImport,
  readAmount,
  readPaid,
  readSheetRow,
  splitName,
  type SheetFine,
} from './sheet-rules.js';

describe('reading a spreadsheet row', () => {
  it('guesses each field by its header, each column once', () => {
    expect(guessMapping(['Naam', 'Datum', 'Boete', 'Bedrag (€)', 'Betaald?'])).toEqual({
      player: 'Naam',
      date: 'Datum',
      description: 'Boete',
      amount: 'Bedrag (€)',
      paid: 'Betaald?',
    });
    expect(guessMapping(['Speler', 'Naam'])).toMatchObject({ player: 'Speler' });
    expect(guessMapping(['x', 'y'])).toEqual({
      player: null,
      date: null,
      description: null,
      amount: null,
      paid: null,
    });
  });

  it('reads Dutch money, numbers and yes/no', () => {
    expect(['2,50', '€ 2,50', '€ 5,-', '€5', '1.250,00', '2.5'].map(readAmount)).toEqual([
      250, 250, 500, 500, 125000, 250,
    ]);
    expect(readAmount(7.5)).toBe(750);
    expect(readAmount('twee')).toBeNull();
    expect(readAmount(null)).toBeNull();
    expect(['ja', 'Ja', 'x', '1', 'betaald', true].map(readPaid)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['nee', '', null, 'open', 0 as unknown as string, false].map((cell) => readPaid(cell)),
    ).toEqual([false, false, false, false, false, false]);
    expect(readPaid('misschien')).toBeNull();
  });

  const columns = fieldColumns(['Naam', 'Datum', 'Omschrijving', 'Bedrag', 'Betaald'], {
    player: 'Naam',
    date: 'Datum',
    description: 'Omschrijving',
    amount: 'Bedrag',
    paid: 'Betaald',
  });
  const row = (line: number, cells: TableRow['cells']): TableRow => ({ line, cells });

  it('reads a row as a fine, or says in Dutch with its row number what is wrong', () => {
    expect(
      readSheetRow(row(2, [' Jan  de Vries ', '12-3-2026', 'Te laat', '€ 2,50', 'ja']), columns),
    ).toEqual({
      fine: {
        line: 2,
        player: 'Jan de Vries',
        date: '2026-03-12',
        description: 'Te laat',
        amountCents: 250,
        paid: true,
      },
    });
    expect(
      readSheetRow(row(3, ['Jan', { date: '2026-03-12' }, 'Te laat', 2.5, null]), columns),
    ).toMatchObject({
      fine: { date: '2026-03-12', amountCents: 250, paid: false },
    });
    expect(readSheetRow(row(4, ['', '', '', '', '']), columns)).toBeNull();
    expect(readSheetRow(row(5, ['', '31-2-2026', '', '0', 'soms']), columns)).toEqual({
      error:
        'Regel 5: de naam ontbreekt; "31-2-2026" is geen datum; de omschrijving ontbreekt; € 0,- kan geen boete zijn; "soms" is geen ja of nee',
    });
    expect(readSheetRow(row(6, ['Jan', '1-3-2026', 'x'.repeat(101), '-2', '']), columns)).toEqual({
      error: 'Regel 6: de omschrijving is langer dan 100 tekens; − € 2,- kan geen boete zijn',
    });
  });

  it('splits a name into first and last name', () => {
    expect(splitName('Jan de Vries')).toEqual({ firstName: 'Jan', lastName: 'de Vries' });
    expect(splitName('Kees')).toEqual({ firstName: 'Kees', lastName: '' });
  });
});

const fine = (
  line: number,
  player: string,
  description: string,
  amountCents: number,
): SheetFine => ({
  line,
  player,
  date: '2026-03-01',
  description,
  amountCents,
  paid: false,
});
/** Jan de Vries's fines, on the sheet's lines from 2 on. */
const finesOfJan = (...rows: [description: string, amountCents: number][]): SheetFine[] =>
  rows.map(([description, amountCents], i) =>
    fine(i + 2, 'Jan de Vries', description, amountCents),
  );

describe('planning a spreadsheet import', () => {
  const players = [
    { id: 1, firstName: 'Jan', lastName: 'de Vries', nickName: null },
    { id: 2, firstName: 'Pieter', lastName: 'Bakker', nickName: 'Piet' },
    { id: 3, firstName: 'Kees', lastName: 'Mulder', nickName: null },
    { id: 4, firstName: 'Anne', lastName: 'de Boer', nickName: null },
    { id: 5, firstName: 'Anne', lastName: 'Smit', nickName: null },
  ];

  it('matches names by full name, nickname or a first name that only one player has', () => {
    const plan = planSheetImport(
      [
        fine(2, 'JAN DE  VRIES', 'Te laat', 250),
        fine(3, 'piet', 'Te laat', 250),
        fine(4, 'Kees', 'Te laat', 250),
        fine(5, 'Anne', 'Te laat', 250),
        fine(6, 'Bram Visser', 'Te laat', 250),
        fine(7, 'bram  visser', 'Te laat', 250),
      ],
      players,
      [],
    );
    expect(plan.players.matched).toEqual([
      { name: 'JAN DE  VRIES', playerId: 1, player: 'Jan de Vries' },
      { name: 'piet', playerId: 2, player: 'Piet' },
      { name: 'Kees', playerId: 3, player: 'Kees Mulder' },
    ]);
    expect(plan.players.created).toEqual([
      { name: 'Bram Visser', firstName: 'Bram', lastName: 'Visser' },
    ]);
    expect(plan.errors).toEqual([
      { row: 5, message: 'Regel 5: "Anne" past bij meer dan één speler (Anne de Boer, Anne Smit)' },
    ]);
    expect(plan.fines.map((f) => f.player)).toEqual([
      { existing: 1 },
      { existing: 2 },
      { existing: 3 },
      { created: 0 },
      { created: 0 },
    ]);
  });

  it('makes a fine type of each description and amount, the second amount named with it', () => {
    const plan = planSheetImport(
      finesOfJan(
        ['Te laat', 250],
        ['te laat', 250],
        ['Te laat', 500],
        ['Rode kaart', 1000],
        ['Gele kaart', 500],
        ['Douchen', 200],
      ),
      players,
      [
        // The team's own types: one with the same name and amount is used again.
        { id: 10, description: 'Rode kaart', amountCents: 1000 },
        { id: 11, description: 'Gele kaart', amountCents: 250 },
        { id: 12, description: 'Douchen', amountCents: null },
      ],
    );
    expect(plan.fineTypes.created).toEqual([
      { description: 'Te laat', amountCents: 250 },
      { description: 'Te laat (€ 5,-)', amountCents: 500 },
      { description: 'Gele kaart (€ 5,-)', amountCents: 500 },
      { description: 'Douchen (€ 2,-)', amountCents: 200 },
    ]);
    expect(plan.fines.map((f) => f.fineType)).toEqual([
      { created: 0 },
      { created: 0 },
      { created: 1 },
      { existing: 10 },
      { created: 2 },
      { created: 3 },
    ]);
    // Imported again, the types it made are found by their names.
    const again = planSheetImport(finesOfJan(['Te laat', 500]), players, [
      { id: 20, description: 'Te laat', amountCents: 250 },
      { id: 21, description: 'Te laat (€ 5,-)', amountCents: 500 },
    ]);
    expect(again.fineTypes.created).toEqual([]);
    expect(again.fines[0]?.fineType).toEqual({ existing: 21 });
  });

  it('keeps a fine type name within 50 characters and unique', () => {
    const long = 'Na de wedstrijd zonder afmelden naar huis gegaan terwijl';
    const plan = planSheetImport(finesOfJan([long, 250], [long, 500]), players, []);
    const names = plan.fineTypes.created.map((t) => t.description);
    expect(names.every((name) => name.length <= 50)).toBe(true);
    expect(new Set(names).size).toBe(2);
    expect(names[1]?.endsWith('(€ 5,-)')).toBe(true);
  });
});
