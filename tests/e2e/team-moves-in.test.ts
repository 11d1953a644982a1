import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { screenshot, screenshotBothSizes } from '../helpers/browser.js';
import { loginAsTeam, visitorJourney } from '../helpers/e2e-session.js';
import { insertTeam, insertUser, makeTeamAdmin } from '../helpers/fixtures.js';
import { day, insertMatch, insertPlayer, insertSeason } from '../helpers/match-fixtures.js';

/** '2026-03-14' → '20260314' */
const compact = (iso: string) => iso.replaceAll('-', '');

/** The federation's programme with its own VTIMEZONE, as a calendar program exports it. */
function programme(events: { uid: string; date: string; time: string; summary: string }[]) {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bond//Programma//NL',
    'BEGIN:VTIMEZONE',
    'TZID:Europe/Amsterdam',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'DTSTART:19700329T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'DTSTART:19701025T030000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;TZID=Europe/Amsterdam:${compact(e.date)}T${e.time.replace(':', '')}00`,
      `SUMMARY:${e.summary}`,
      'LOCATION:Sportpark De Bron',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/**
 * Issue 30 in the browser: a member brings the fixtures in from a calendar file
 * and sees first what changes; a team admin brings the boetepot's spreadsheet
 * in, choosing its columns on a preview. At 390 px and on a desktop.
 */
describe('a team moves in', () => {
  let teamId = 0;
  const admin = { email: 'beheer@verhuis.nl', password: 'wachtwoord123' };

  const journey = visitorJourney(async (db) => {
    teamId = (await insertTeam(db, { code: 'verhuis', name: 'VV Demo' })).id;
    await db
      .updateTable('teams')
      .set({ federation_name: 'VV Demo 1' })
      .where('id', '=', teamId)
      .execute();
    const jan = await insertPlayer(db, teamId, { firstName: 'Jan', lastName: 'de Vries' });
    const season = await insertSeason(db, teamId, {
      description: '2025-2026',
      playerIds: [jan],
    });
    await insertMatch(db, teamId, season, { date: day(40), opponent: 'Lisse 1' });
    const user = await insertUser(db, admin);
    await makeTeamAdmin(db, user.id, teamId);
  });

  const matchRows = () =>
    journey.server.database.db
      .selectFrom('matches')
      .select(['opponent', 'date', 'kick_off'])
      .where('team_id', '=', teamId)
      .orderBy('id')
      .execute();
  /** Chooses a calendar file in the import page's file field. */
  const chooseCalendarFile = (name: string, text: string) =>
    journey.page.getByTestId('fixture-file').setInputFiles({
      name,
      mimeType: 'text/calendar',
      buffer: Buffer.from(text),
    });

  it('imports the fixtures from a calendar file after a preview, and a second file moves a match', async () => {
    await loginAsTeam(journey.context, journey.server, 'verhuis', teamId);
    await journey.page.goto(journey.server.teamUrl('verhuis', '/input'));
    await journey.page.getByRole('link', { name: /Wedstrijden importeren/ }).click();
    await journey.page.waitForURL(journey.server.teamUrl('verhuis', '/input/fixture-import'));
    await journey.page.getByText('VV Demo 1', { exact: true }).waitFor();

    const moving = {
      uid: 'a@bond',
      date: day(20),
      time: '14:30',
      summary: 'VV Demo 1 - SC Noordwijk 1',
    };
    const staying = [
      { uid: 'b@bond', date: day(27), time: '12:00', summary: 'Quick-Boys 2 - VV Demo 1' },
      { uid: 'c@bond', date: day(40), time: '10:00', summary: 'VV Demo 1 - Lisse 1' },
    ];
    const otherTeam = { uid: 'd@bond', date: day(20), time: '10:00', summary: 'VV Demo 3 - ASC 2' };
    await chooseCalendarFile('programma.ics', programme([moving, ...staying, otherTeam]));
    const nieuw = journey.page.getByRole('list', { name: 'Nieuw' });
    await nieuw.getByText('SC Noordwijk 1 (thuis)').waitFor();
    await nieuw.getByText('Quick-Boys 2 (uit)').waitFor();
    // The match typed in by hand is the calendar's: it gets the kick-off, not a twin.
    await journey.page
      .getByRole('list', { name: 'Verplaatst' })
      .getByText('Lisse 1 (thuis)')
      .waitFor();
    await journey.page
      .getByRole('list', { name: 'Overgeslagen' })
      .getByText('VV Demo 3 - ASC 2', { exact: true })
      .waitFor();
    expect(await matchRows()).toHaveLength(1);
    await screenshotBothSizes(journey.page, 'fixture-import-preview');

    await journey.page.getByRole('button', { name: 'Importeren (3 wijzigingen)' }).click();
    await journey.page.getByText(/^Geïmporteerd:/).waitFor();
    expect((await matchRows()).map((m) => m.opponent)).toEqual([
      'Lisse 1',
      'SC Noordwijk 1',
      'Quick-Boys 2',
    ]);

    // The federation moves the Noordwijk match: the same file again, one date changed.
    await chooseCalendarFile(
      'programma-nieuw.ics',
      programme([{ ...moving, date: day(21), time: '11:00' }, ...staying]),
    );
    const verplaatst = journey.page.getByRole('list', { name: 'Verplaatst' });
    await verplaatst.getByText('SC Noordwijk 1 (thuis)').waitFor();
    await verplaatst.getByText(/14:30 → .* 11:00/).waitFor();
    await journey.page
      .getByRole('status')
      .getByText(/2 ongewijzigd/)
      .waitFor();
    await screenshot(journey.page, 'fixture-import-moved-phone');
    await journey.page.getByRole('button', { name: 'Importeren (1 wijziging)' }).click();
    await journey.page.getByText(/^Geïmporteerd:/).waitFor();
    const noordwijk = (await matchRows()).find((m) => m.opponent === 'SC Noordwijk 1');
    expect(noordwijk).toEqual({ opponent: 'SC Noordwijk 1', date: day(21), kick_off: '11:00' });

    // A file that is no calendar says so in Dutch.
    await chooseCalendarFile('notities.ics', 'Boodschappen: ballen, hesjes');
    await journey.page.getByText('Dit bestand is geen agenda (ICS)').waitFor();

    // Back leaves the page for the menu it came from.
    await journey.page.goBack();
    await journey.page.waitForURL(journey.server.teamUrl('verhuis', '/input'));
    await journey.context.clearCookies();
  });

  it('lets a team admin map a spreadsheet’s columns on a preview and import players and fines', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Boetepot');
    sheet.addRow(['Naam', 'Datum', 'Waarvoor', 'Bedrag', 'Betaald']);
    sheet.addRow(['Jan de Vries', new Date(Date.UTC(2026, 0, 10)), 'Te laat', 2.5, 'ja']);
    sheet.addRow(['Piet Bakker', new Date(Date.UTC(2026, 0, 17)), 'Te laat', 5, 'nee']);
    sheet.addRow(['Piet Bakker', '24-1-2026', 'Rode kaart', '€ 10,-', 'x']);
    sheet.addRow(['Kees', 'gisteren', 'Bier vergeten', '7,50', '']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());

    await journey.page.goto(journey.server.teamUrl('verhuis', '/user/login'));
    await journey.page.getByLabel('E-mailadres', { exact: true }).fill(admin.email);
    await journey.page.getByLabel('Wachtwoord', { exact: true }).fill(admin.password);
    await journey.page.getByRole('button', { name: 'Inloggen' }).click();
    await journey.page.waitForURL(journey.server.teamUrl('verhuis', '/settings'));
    await journey.page.getByRole('link', { name: 'Spreadsheet importeren' }).click();
    await journey.page.waitForURL(journey.server.teamUrl('verhuis', '/settings/sheet-import'));

    await journey.page.getByTestId('sheet-file').setInputFiles({
      name: 'boetepot.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: xlsx,
    });
    // "Waarvoor" is no name it knows: the description waits for a column.
    const description = journey.page.getByRole('combobox', { name: 'Omschrijving' });
    await description.waitFor();
    await journey.page.getByText('Kies een kolom', { exact: true }).waitFor();
    expect(await journey.page.getByRole('button', { name: 'Importeren' }).isDisabled()).toBe(true);
    await screenshot(journey.page, 'sheet-import-mapping-phone');

    await description.click();
    await journey.page.getByRole('option', { name: 'Waarvoor' }).click();
    const preview = journey.page.getByRole('list', { name: 'Voorbeeld' });
    await preview.getByText('10-01-2026 · Te laat · € 2,50 · betaald').waitFor();
    await preview.getByText('Regel 5 · Kees').waitFor();
    await preview.getByText('"gisteren" is geen datum').waitFor();
    await journey.page.getByText('Nieuwe boetetypes (3):').waitFor();
    await journey.page.getByText(/Te laat \(€ 5,-\) € 5,-/).waitFor();
    await screenshotBothSizes(journey.page, 'sheet-import-preview');

    // A row with a mistake stops the import until the admin skips it.
    const importButton = journey.page.getByRole('button', { name: 'Importeren' });
    expect(await importButton.isDisabled()).toBe(true);
    await journey.page.getByLabel('Sla de regels met een fout over').check();
    await importButton.click();
    await journey.page
      .getByText(/3 boetes geïmporteerd in seizoen 2025-2026/)
      .first()
      .waitFor();
    const fines = await journey.server.database.db
      .selectFrom('fines')
      .innerJoin('players', 'players.id', 'fines.player_id')
      .innerJoin('fine_types', 'fine_types.id', 'fines.fine_type_id')
      .select(['players.first_name', 'fine_types.description', 'fines.date', 'fines.paid'])
      .where('fines.team_id', '=', teamId)
      .orderBy('fines.date')
      .execute();
    expect(fines).toEqual([
      { first_name: 'Jan', description: 'Te laat', date: '2026-01-10', paid: 1 },
      { first_name: 'Piet', description: 'Te laat (€ 5,-)', date: '2026-01-17', paid: 0 },
      { first_name: 'Piet', description: 'Rode kaart', date: '2026-01-24', paid: 1 },
    ]);
    await screenshot(journey.page, 'sheet-import-done-phone');
  });
});
