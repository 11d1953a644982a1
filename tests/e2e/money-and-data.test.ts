import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../domain/csv.js';
import { playerDisplayName, type PlayerName } from '../../domain/players/display-name.js';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser.js';
import { insertUser, makeTeamAdmin, teamSessionCookie } from '../helpers/fixtures.js';
import { seedStandingsTeam, type StandingsTeam } from '../helpers/standings-fixtures.js';
import { visitorJourney } from '../helpers/e2e-session.js';

/**
 * The treasurer's journey of issue 9: the team admin sets the team's IBAN and
 * the privacy of the dashboard, a player pays by QR code, every money change
 * shows in the Logboek, and a season goes out as CSV files and a printable report.
 */
describe('money you can trust and data you can take with you', () => {
  let team: StandingsTeam;
  let pin: string;
  const admin = { email: 'penningmeester@example.nl', password: 'wachtwoord123' };

  const journey = visitorJourney(async (db) => {
    team = await seedStandingsTeam(db, 'oranje');
    const user = await insertUser(db, admin);
    await makeTeamAdmin(db, user.id, team.teamId);
  });

  beforeAll(async () => {
    pin = await teamSessionCookie(journey.server.database.db, team.teamId);
    await journey.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: journey.server.teamUrl('oranje', ''),
    });
  });

  const poll = <T>(value: () => Promise<T>) => expect.poll(value, { timeout: 10_000 });
  const field = (label: string) => journey.page.getByLabel(label, { exact: true });
  const api = async (path: string, cookie?: string) => {
    const response = await fetch(`${journey.server.mainUrl()}api/oranje${path}`, {
      headers: cookie ? { cookie } : {},
    });
    return { status: response.status, body: await response.json() };
  };
  /** A write as a pin session would make it (set-up through the API, not the page under test). */
  const write = async (method: string, path: string, body: object) => {
    const response = await journey.server.app.inject({
      method: method as 'POST',
      url: `/api/oranje${path}`,
      headers: { cookie: pin },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('lets the team admin set the IBAN, checked with the Dutch message', async () => {
    await journey.page.goto(journey.server.teamUrl('oranje', '/user/login'));
    await field('E-mailadres').fill(admin.email);
    await field('Wachtwoord').fill(admin.password);
    await journey.page.getByRole('button', { name: 'Inloggen' }).click();
    await journey.page.waitForURL(journey.server.teamUrl('oranje', '/settings'));

    await field('IBAN').fill('NL91 ABNA 0417 1643 01');
    await field('Naam rekeninghouder').fill('Penningmeester FC Oranje');
    await journey.page.getByRole('button', { name: 'Betalen en privacy bewaren' }).click();
    await journey.page.getByText('Ongeldig IBAN').waitFor();

    await field('IBAN').fill('nl91 abna 0417 1643 00');
    await journey.page.getByRole('button', { name: 'Betalen en privacy bewaren' }).click();
    await journey.page.getByText('Instellingen opgeslagen').waitFor();
    await poll(() => field('IBAN').inputValue()).toBe('NL91 ABNA 0417 1643 00');
    await journey.page.getByText('Privacy', { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(journey.page, 'money-settings-phone');
    await journey.page.setViewportSize(DESKTOP);
    await screenshot(journey.page, 'money-settings-desktop');
    await journey.page.setViewportSize(PHONE);
  });

  it('shows a QR code that a banking app reads back as the EPC transfer', async () => {
    await journey.page.goto(
      journey.server.teamUrl('oranje', `/?section=fines&seasonId=${team.season1}`),
    );
    await journey.page.getByLabel('Speler').selectOption({ label: 'Eva Mulder' });
    await journey.page.getByRole('button', { name: 'Boetes van Eva Mulder betalen' }).click();
    const dialog = journey.page.getByRole('dialog', { name: 'Boetes betalen' });
    await dialog.getByText('€ 12,50').waitFor();
    const canvas = dialog.getByRole('img', { name: 'QR-code voor je bankapp' });
    await canvas.waitFor();
    // The dialog fades in: photograph it once it stands still.
    await journey.page.waitForFunction(() =>
      [...document.querySelectorAll('.MuiDialog-container')].every(
        (el) => getComputedStyle(el).opacity === '1',
      ),
    );
    await screenshot(journey.page, 'money-pay-qr-phone');

    // Decoded from the pixels Chromium drew, as a camera would.
    const png = await canvas.screenshot();
    const pixels = await journey.page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const copy = document.createElement('canvas');
      copy.width = image.width;
      copy.height = image.height;
      const context2d = copy.getContext('2d');
      if (!context2d) throw new Error('no 2d context');
      context2d.drawImage(image, 0, 0);
      const data = context2d.getImageData(0, 0, image.width, image.height);
      return { width: data.width, height: data.height, data: Array.from(data.data) };
    }, png.toString('base64'));
    const code = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
    expect(code?.data.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      'Penningmeester FC Oranje',
      'NL91ABNA0417164300',
      'EUR12.50',
      '',
      (await api(`/fine/payment/${team.players.eva}`)).body.reference,
    ]);

    await dialog.getByRole('button', { name: 'IBAN kopiëren' }).click();
    await poll(() => journey.page.evaluate(() => navigator.clipboard.readText())).toBe(
      'NL91ABNA0417164300',
    );
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
  });

  it('lists every money change in the Logboek, with who made it', async () => {
    const players: { id: number }[] = (await api('/player')).body;
    const late = await write('POST', '/fine/types', {
      description: 'Te laat op training',
      matchRelated: false,
      amount: 2.5,
    });
    const fine = await write('POST', '/fine', {
      playerId: players[0]?.id,
      typeId: late.id,
      data: { date: '2025-09-10', description: 'Training; 10 min "te laat"' },
    });
    await write('PUT', `/fine/${fine.id}/paid`, { paid: true });
    await write('POST', '/transaction', {
      amount: 25,
      date: '2025-09-11',
      reason: 'Kantine',
      transactionType: 'Expense',
    });

    await journey.page.goto(journey.server.teamUrl('oranje', '/input'));
    await journey.page.getByRole('link', { name: /Logboek/ }).click();
    await journey.page.waitForURL('**/input/audit');
    const log = journey.page.getByRole('list', { name: 'Logboek' });
    await log.getByText('Boete betaald').waitFor();
    const entries = log.getByRole('listitem');
    expect(await entries.count()).toBe(3);
    expect(await entries.first().textContent()).toContain('Transactie aangemaakt');
    expect(await entries.first().textContent()).toContain('Kantine · Uitgaven € 25,-');
    expect(await entries.nth(1).textContent()).toContain('Betaald:neeja');
    expect(await entries.nth(1).textContent()).toContain('· Teampin');
    await screenshot(journey.page, 'money-audit-phone');

    await journey.page.getByRole('button', { name: 'Filteren' }).click();
    await journey.page.getByLabel('Soort').selectOption('fine');
    await poll(() => entries.count()).toBe(2);
    await journey.page.getByLabel('Tot en met').fill('2000-01-01');
    await journey.page.getByText('Geen gegevens gevonden').waitFor();
    await journey.page.getByRole('button', { name: 'Filters wissen' }).click();
    await poll(() => entries.count()).toBe(3);
    await journey.page.setViewportSize(DESKTOP);
    await screenshot(journey.page, 'money-audit-desktop');
    await journey.page.setViewportSize(PHONE);
  });

  it('downloads a season as CSV that adds up to the standings, and prints the report', async () => {
    await journey.page.goto(journey.server.teamUrl('oranje', '/input/exports'));
    const season = journey.page.getByRole('region', { name: 'Seizoen 2024-2025' });
    await season.waitFor();
    await screenshot(journey.page, 'money-exports-phone');

    const [download] = await Promise.all([
      journey.page.waitForEvent('download'),
      season.getByRole('link', { name: /Boetes/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('oranje-2024-2025-boetes.csv');
    const [header, ...rows] = parseCsv(readFileSync(await download.path(), 'utf8'));
    expect(header?.[0]).toBe('Datum');
    const totals = new Map<string, number>();
    for (const row of rows) {
      const cents = row[5] ? Math.round(Number(row[5].replace(',', '.')) * 100) : 0;
      totals.set(row[1] ?? '', (totals.get(row[1] ?? '') ?? 0) + cents);
    }
    const standings: { player: PlayerName; total: number }[] = (
      await api(`/standings/${team.season1}/fines`)
    ).body;
    expect(Object.fromEntries(totals)).toEqual(
      Object.fromEntries(
        standings.map((s) => [playerDisplayName(s.player), Math.round(s.total * 100)]),
      ),
    );

    const subscribe = journey.page.getByRole('link', { name: 'Agenda abonneren' });
    expect(await subscribe.getAttribute('href')).toBe(
      `webcal://oranje.localhost:${journey.server.port}/api/oranje/calendar.ics`,
    );

    const report = season.getByRole('link', { name: /Kasverslag/ });
    const [tab] = await Promise.all([journey.context.waitForEvent('page'), report.click()]);
    await tab.waitForLoadState();
    await tab.getByRole('heading', { name: 'Kasverslag 2024-2025' }).waitFor();
    const balance: { balance: number } = (await api(`/season/${team.season1}/balance`)).body;
    expect(await tab.locator('[data-figure="balance"]').textContent()).toBe('€ 44,75');
    expect(balance.balance).toBe(44.75);
    await tab.setViewportSize(PHONE);
    await screenshot(tab, 'money-report-phone');
    await tab.setViewportSize(DESKTOP);
    await screenshot(tab, 'money-report-desktop');
    await tab.emulateMedia({ media: 'print' });
    await screenshot(tab, 'money-report-print');
    await tab.close();
  });

  it('keeps names and money from visitors when the team asks, not from members', async () => {
    await journey.page.goto(journey.server.teamUrl('oranje', '/settings'));
    await journey.page.getByLabel('initialen').check();
    await journey.page.getByLabel('Geld verbergen voor bezoekers').check();
    await journey.page.getByRole('button', { name: 'Betalen en privacy bewaren' }).click();
    await journey.page.getByText('Instellingen opgeslagen').waitFor();

    const visitorPlayers = (await api('/player?all=true')).body as PlayerName[];
    expect(visitorPlayers.map(playerDisplayName).sort()).toEqual([
      'A.d.V.',
      'B.B.',
      'C.S.',
      'D.V.',
      'E.M.',
    ]);
    expect((await api(`/standings/${team.season1}/fines`)).status).toBe(401);
    expect((await api(`/standings/${team.season1}/fines`, pin)).status).toBe(200);

    await journey.page.getByRole('button', { name: 'Menu' }).click();
    await journey.page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByText('Uitloggen')
      .click();
    await journey.page.getByRole('navigation', { name: 'Hoofdmenu' }).waitFor({ state: 'hidden' });
    await journey.page.goto(
      journey.server.teamUrl('oranje', `/?section=goals&seasonId=${team.season1}`),
    );
    await journey.page.getByText('A.d.V.').first().waitFor();
    expect(await journey.page.getByText('Anne').count()).toBe(0);
    expect(await journey.page.getByRole('tab', { name: 'Boetes', exact: true }).count()).toBe(0);
    expect(await journey.page.getByRole('tab', { name: 'Doelpunten' }).count()).toBe(1);
    await screenshot(journey.page, 'money-visitor-dashboard-phone');
  });
});
