import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataVersion,
  insertTeam,
  loggedInUser,
  teamAdminCookie,
  teamSessionCookie,
} from '../../../tests/helpers/fixtures.js';
import {
  insertFineType,
  insertPlayer,
  insertSeason,
} from '../../../tests/helpers/match-fixtures.js';
import { createTestApp, type TestApp, testDatabases } from '../../../tests/helpers/test-app.js';

interface Fine {
  player: { firstName: string; lastName: string };
  type: { description: string; amount: number; matchRelated: boolean };
  data: { date: string; description: string };
  paid: boolean;
}

/** The boetepot as a Dutch spreadsheet exports it: `;`, Dutch dates and money, a few mistakes. */
const SHEET_CSV = [
  'Naam;Datum;Omschrijving;Bedrag;Betaald',
  'jan  de vries;12-3-2026;Te laat;2,50;ja',
  'Piet Bakker;14-3-2026;Te laat;€ 5,-;nee',
  'Piet Bakker;2026-03-21;Rode kaart;€ 10,00;x',
  ';;;;',
  'Kees;32-3-2026;Te laat;2,50;ja',
  'Anne;28-3-2026;Gele kaart;twee euro;misschien',
  'Kees;4-4-2026;"Bier vergeten; weer";€ 7,50;',
].join('\r\n');

describe.each(testDatabases)('spreadsheet import on $name', (database) => {
  let t: TestApp;
  let team: { id: number; code: string };
  let admin: string;
  let pin: string;
  let stranger: string;
  let oldSeason: number;
  let season: number;
  let jan: number;

  beforeAll(async () => {
    t = await createTestApp(database);
    const db = t.database.db;
    team = await insertTeam(db, { code: 'boetepot', name: 'VV Demo' });
    admin = await teamAdminCookie(db, 'penning@boetepot.nl', team.id);
    pin = await teamSessionCookie(db, team.id);
    ({ cookie: stranger } = await loggedInUser(db, { email: 'vreemd@example.nl' }));
    jan = await insertPlayer(db, team.id, { firstName: 'Jan', lastName: 'de Vries' });
    oldSeason = await insertSeason(db, team.id, { description: '2024-2025', playerIds: [jan] });
    season = await insertSeason(db, team.id, { description: '2025-2026', playerIds: [jan] });
    // The team's own "Te laat" costs € 2,50 already.
    await insertFineType(db, team.id, {
      description: 'Te laat',
      amountCents: 250,
      matchRelated: false,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  function upload(payload: Record<string, unknown>, cookie: string | null = admin) {
    return t.inject({
      method: 'POST',
      url: `/api/${team.code}/import/sheet`,
      headers: cookie ? { cookie } : {},
      payload,
    });
  }
  const get = (path: string) =>
    t.inject({ method: 'GET', url: `/api/${team.code}${path}`, headers: { cookie: admin } });
  /** Everything an import could write, read straight from the database. */
  async function written() {
    const db = t.database.db;
    const count = async (
      table: 'players' | 'fine_types' | 'fines' | 'audit_log' | 'season_players',
    ) =>
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('team_id', '=', team.id)
          .executeTakeFirstOrThrow()
      ).n;
    return {
      players: await count('players'),
      fineTypes: await count('fine_types'),
      fines: await count('fines'),
      audit: await count('audit_log'),
      seasonPlayers: await count('season_players'),
      version: await dataVersion(db, team.id),
    };
  }

  it('is for team admins: a visitor 401, a pin session or another user 403', async () => {
    const payload = { format: 'csv', content: SHEET_CSV, dryRun: true };
    expect((await upload(payload, null)).statusCode).toBe(401);
    expect((await upload(payload, pin)).statusCode).toBe(403);
    expect((await upload(payload, stranger)).statusCode).toBe(403);
  });

  it('guesses the columns, reads Dutch dates and money, previews each row and writes nothing on a dry run', async () => {
    const before = await written();
    const response = await upload({ format: 'csv', content: SHEET_CSV, dryRun: true });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      imported: false,
      columns: ['Naam', 'Datum', 'Omschrijving', 'Bedrag', 'Betaald'],
      mapping: {
        player: 'Naam',
        date: 'Datum',
        description: 'Omschrijving',
        amount: 'Bedrag',
        paid: 'Betaald',
      },
      season: { id: season, description: '2025-2026', locked: false },
      rows: 6,
      players: {
        created: ['Piet Bakker', 'Kees'],
        matched: [{ name: 'jan de vries', playerId: jan, player: 'Jan de Vries' }],
      },
      fineTypes: {
        created: [
          { description: 'Te laat (€ 5,-)', amount: 5 },
          { description: 'Rode kaart', amount: 10 },
          { description: 'Bier vergeten; weer', amount: 7.5 },
        ],
      },
      fines: { created: 4 },
      errors: [
        { row: 6, message: 'Regel 6: "32-3-2026" is geen datum' },
        {
          row: 7,
          message: 'Regel 7: "twee euro" is geen bedrag; "misschien" is geen ja of nee',
        },
      ],
    });
    expect(result.preview[0]).toEqual({
      row: 2,
      cells: ['jan  de vries', '12-3-2026', 'Te laat', '2,50', 'ja'],
      values: {
        player: 'jan  de vries',
        date: '12-3-2026',
        description: 'Te laat',
        amount: '2,50',
        paid: 'ja',
      },
      read: {
        player: 'jan de vries',
        date: '2026-03-12',
        description: 'Te laat',
        amount: 2.5,
        paid: true,
      },
      error: null,
    });
    expect(result.preview[3]).toMatchObject({
      row: 6,
      read: null,
      error: 'Regel 6: "32-3-2026" is geen datum',
    });
    expect(await written()).toEqual(before);
  });

  it('writes nothing while a row is wrong, unless the admin skips the wrong rows', async () => {
    const before = await written();
    const refused = await upload({ format: 'csv', content: SHEET_CSV, dryRun: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'rows.6', message: 'Regel 6: "32-3-2026" is geen datum' },
      {
        path: 'rows.7',
        message: 'Regel 7: "twee euro" is geen bedrag; "misschien" is geen ja of nee',
      },
    ]);
    expect(await written()).toEqual(before);

    const imported = await upload({
      format: 'csv',
      content: SHEET_CSV,
      dryRun: false,
      skipInvalid: true,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ imported: true, fines: { created: 4 } });
    expect(imported.json().errors).toHaveLength(2);

    const fines: Fine[] = (await get(`/fine?seasonId=${season}`)).json();
    const summary = fines
      .map((f) => [
        `${f.player.firstName} ${f.player.lastName}`.trim(),
        f.type.description,
        f.type.amount,
        f.data.date,
        f.data.description,
        f.paid,
      ])
      .sort((a, b) => String(a[3]).localeCompare(String(b[3])));
    expect(summary).toEqual([
      ['Jan de Vries', 'Te laat', 2.5, '2026-03-12', 'Te laat', true],
      ['Piet Bakker', 'Te laat (€ 5,-)', 5, '2026-03-14', 'Te laat', false],
      ['Piet Bakker', 'Rode kaart', 10, '2026-03-21', 'Rode kaart', true],
      ['Kees', 'Bier vergeten; weer', 7.5, '2026-04-04', 'Bier vergeten; weer', false],
    ]);
    expect(fines.every((f) => !f.type.matchRelated)).toBe(true);
    const players = (await get('/player?all=true')).json();
    expect(
      players.map((p: { firstName: string; lastName: string }) => [p.firstName, p.lastName]),
    ).toEqual(
      expect.arrayContaining([
        ['Piet', 'Bakker'],
        ['Kees', ''],
      ]),
    );
    // The new players play in the season, so the fine list and the fill offer them.
    const piet = players.find((p: { firstName: string }) => p.firstName === 'Piet').id;
    expect((await get(`/season/${season}`)).json().playerIds).toContain(piet);

    const audit = (await get('/audit?entity=fine&action=imported')).json().items;
    expect(audit).toHaveLength(4);
    expect(audit[0]).toMatchObject({
      entity: 'fine',
      action: 'imported',
      actorEmail: 'penning@boetepot.nl',
      before: null,
      after: { season: '2025-2026' },
    });
    expect(
      audit.some((line: { after: { lockedSeason?: boolean } }) => line.after.lockedSeason),
    ).toBe(false);
    // One line for the import itself: what it made, as no line of its own says of a new player.
    expect((await get('/audit?entity=sheet_import')).json().items).toEqual([
      expect.objectContaining({
        entityId: season,
        action: 'imported',
        actorEmail: 'penning@boetepot.nl',
        playerId: null,
        before: null,
        // Piet and Kees; "Te laat (€ 5,-)", "Rode kaart", "Bier vergeten; weer".
        after: { players: 2, fineTypes: 3, fines: 4, season: '2025-2026' },
      }),
    ]);

    // The same sheet again matches the players and types it made.
    const again = (await upload({ format: 'csv', content: SHEET_CSV, dryRun: true })).json();
    expect(again.players.created).toEqual([]);
    expect(again.fineTypes.created).toEqual([]);
  });

  it('reads an XLSX written by exceljs: date cells, number amounts, yes/no cells, a chosen mapping', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Boetes');
    sheet.addRow(['Wie', 'Wanneer', 'Waarvoor', 'Euro', 'Voldaan', 'Opmerking']);
    sheet.addRow(['Anne Mulder', new Date(Date.UTC(2026, 2, 7)), 'Te laat', 2.5, true, '']);
    sheet.addRow([
      'anne mulder',
      new Date(Date.UTC(2026, 2, 14)),
      'Kleedkamer vies',
      3,
      false,
      'x',
    ]);
    sheet.addRow([]);
    sheet.addRow([
      { richText: [{ text: 'Jan ' }, { text: 'de Vries' }] },
      '15-3-2026',
      'Te laat',
      { formula: '2*1.25', result: 2.5 },
      'ja',
      '',
    ]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const mapping = {
      player: 'Wie',
      date: 'Wanneer',
      description: 'Waarvoor',
      amount: 'Euro',
      paid: 'Voldaan',
    };
    const preview = (await upload({ format: 'xlsx', content, dryRun: true })).json();
    expect(preview.columns).toEqual(['Wie', 'Wanneer', 'Waarvoor', 'Euro', 'Voldaan', 'Opmerking']);
    // "Waarvoor" is no name it knows: the admin chooses that column.
    expect(preview.mapping).toEqual({ ...mapping, description: null });

    const response = await upload({ format: 'xlsx', content, mapping, dryRun: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      imported: true,
      rows: 3,
      players: {
        created: ['Anne Mulder'],
        matched: [{ name: 'Jan de Vries', playerId: jan }],
      },
      fineTypes: { created: [{ description: 'Kleedkamer vies', amount: 3 }] },
      fines: { created: 3 },
      errors: [],
    });
    const fines: Fine[] = (await get(`/fine?seasonId=${season}`)).json();
    const anne = fines.filter((f) => f.player.firstName === 'Anne');
    expect(anne.map((f) => [f.data.date, f.type.description, f.paid]).sort()).toEqual([
      ['2026-03-07', 'Te laat', true],
      ['2026-03-14', 'Kleedkamer vies', false],
    ]);
    const [line] = (await get('/audit?entity=sheet_import&limit=1')).json().items;
    expect(line.after).toEqual({ players: 1, fineTypes: 1, fines: 3, season: '2025-2026' });
  });

  it('takes a locked season only when the admin confirms it, and the audit trail says so', async () => {
    const csv = 'Speler;Datum;Boete;Bedrag\r\nJan de Vries;1-2-2025;Te laat;2,50\r\n';
    const preview = (
      await upload({ format: 'csv', content: csv, seasonId: oldSeason, dryRun: true })
    ).json();
    expect(preview.season).toEqual({ id: oldSeason, description: '2024-2025', locked: true });
    const before = await written();
    const refused = await upload({
      format: 'csv',
      content: csv,
      seasonId: oldSeason,
      dryRun: false,
    });
    expect(refused.statusCode).toBe(999);
    expect(refused.json()).toEqual({ error: 'SeasonLocked' });
    expect(await written()).toEqual(before);

    const confirmed = await upload({
      format: 'csv',
      content: csv,
      seasonId: oldSeason,
      confirmLockedSeason: true,
      dryRun: false,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const fines: Fine[] = (await get(`/fine?seasonId=${oldSeason}`)).json();
    expect(fines.map((f) => f.data.date)).toEqual(['2025-02-01']);
    const [line] = (await get('/audit?entity=fine&action=imported&limit=1')).json().items;
    expect(line.after).toMatchObject({
      player: 'Jan de Vries',
      type: 'Te laat',
      amount: 2.5,
      season: '2024-2025',
      lockedSeason: true,
    });
    const [summary] = (await get('/audit?entity=sheet_import&limit=1')).json().items;
    expect(summary).toMatchObject({
      entityId: oldSeason,
      after: { players: 0, fineTypes: 0, fines: 1, season: '2024-2025', lockedSeason: true },
    });
  });

  it('answers a wrong mapping, season or file with a Dutch 400 or 404, never a 5xx', async () => {
    const csv = 'Naam;Datum;Omschrijving;Bedrag\r\nJan;1-3-2026;Te laat;2,50\r\n';
    const wrongColumn = await upload({
      format: 'csv',
      content: csv,
      dryRun: true,
      mapping: {
        player: "Robert'); DELETE FROM fines; --",
        date: 'Datum',
        description: 'Omschrijving',
        amount: 'Bedrag',
      },
    });
    expect(wrongColumn.statusCode).toBe(400);
    // What was asked is not repeated back: the field is named instead.
    expect(wrongColumn.json().issues).toEqual([
      { path: 'mapping.player', message: 'De kolom voor Speler staat niet in het bestand' },
    ]);
    const unmapped = await upload({
      format: 'csv',
      content: csv,
      dryRun: false,
      mapping: { player: 'Naam', date: 'Datum', description: null, amount: null },
    });
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json().issues).toEqual([
      { path: 'mapping.description', message: 'Kies de kolom voor Omschrijving' },
      { path: 'mapping.amount', message: 'Kies de kolom voor Bedrag' },
    ]);
    // Without a header it knows, the preview shows the columns to choose from.
    const unknown = await upload({ format: 'csv', content: 'a,b\r\nc,d\r\n', dryRun: true });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({
      columns: ['a', 'b'],
      mapping: { player: null, date: null, description: null, amount: null, paid: null },
      preview: [{ row: 2, cells: ['c', 'd'], read: null, error: null }],
    });

    const other = await insertTeam(t.database.db, { code: 'anderepot' });
    const foreignSeason = await insertSeason(t.database.db, other.id, { description: '2025-2026' });
    const foreign = await upload({
      format: 'csv',
      content: csv,
      seasonId: foreignSeason,
      dryRun: true,
    });
    expect(foreign.statusCode).toBe(404);

    const cases: [Record<string, unknown>, { path: string; message: string }][] = [
      [
        { format: 'xlsx', content: 'bm9nIGdlZW4gemlw' },
        { path: 'content', message: 'Dit bestand is geen Excel-bestand (xlsx)' },
      ],
      [
        { format: 'xlsx', content: 'geen base64!' },
        { path: 'content', message: 'Dit bestand is geen Excel-bestand (xlsx)' },
      ],
      [
        {
          format: 'xlsx',
          content: Buffer.from(zipSync({ 'a.txt': new Uint8Array(10) })).toString('base64'),
        },
        { path: 'content', message: 'Dit bestand is geen Excel-bestand (xlsx)' },
      ],
      [
        { format: 'csv', content: '\r\n  \r\n\r\n' },
        { path: 'content', message: 'Dit bestand is leeg' },
      ],
      [
        { format: 'csv', content: '' },
        { path: 'content', message: 'Kies een bestand' },
      ],
      [
        { format: 'ods', content: 'x' },
        { path: 'format', message: 'Kies een CSV- of Excel-bestand (xlsx)' },
      ],
      [
        { format: 'csv', content: 'Naam;Datum;Omschrijving;Bedrag\r\n', dryRun: false },
        { path: 'content', message: 'In dit bestand staan geen boetes' },
      ],
    ];
    for (const [payload, issue] of cases) {
      const response = await upload({ dryRun: true, ...payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().issues).toEqual([issue]);
    }
    // A small file that would unpack to more than 100 MB is refused before it is unpacked.
    const bomb = zipSync(
      { 'xl/worksheets/sheet1.xml': new Uint8Array(110 * 1024 * 1024) },
      { level: 1 },
    );
    const refused = await upload({
      format: 'xlsx',
      content: Buffer.from(bomb).toString('base64'),
      dryRun: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'content', message: 'Dit Excel-bestand is uitgepakt te groot' },
    ]);
    // Bytes that are no spreadsheet at all.
    const binary = Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919 + 13) % 256));
    for (const [format, content] of [
      ['xlsx', binary.toString('base64')],
      ['csv', binary.toString('latin1').replaceAll('\u0000', '')],
    ] as const) {
      const response = await upload({ format, content, dryRun: false });
      expect(response.statusCode, format).toBe(400);
    }
  });

  it('refuses a file over 5 MB with a Dutch 413: decoded base64 counts, and a larger body is not read', async () => {
    const over = Buffer.alloc(5 * 1024 * 1024 + 10).toString('base64');
    const xlsx = await upload({ format: 'xlsx', content: over, dryRun: true });
    expect(xlsx.statusCode).toBe(413);
    expect(xlsx.json()).toEqual({ error: 'BadRequest', message: 'Dit bestand is groter dan 5 MB' });
    // Just under 5 MB of base64 is fine as far as its size goes.
    const under = Buffer.alloc(5 * 1024 * 1024 - 10).toString('base64');
    expect((await upload({ format: 'xlsx', content: under, dryRun: true })).statusCode).toBe(400);
    const huge = await upload({
      format: 'csv',
      content: 'a;'.repeat(5 * 1024 * 1024),
      dryRun: true,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Dit bestand is groter dan 5 MB');
  });
});
