import { mkdirSync, writeFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../server/db/schema.js';
import {
  animationsEnded,
  DESKTOP,
  expectNoLayoutShift,
  hydrated,
  observeLayoutShift,
  PHONE,
  screenshot,
} from '../helpers/browser.js';
import { insertTeam, insertUser, makeTeamAdmin, userSessionCookie } from '../helpers/fixtures.js';
import {
  insertFine,
  insertFineType,
  insertMatch,
  insertPlayer,
  insertSeason,
  insertTransaction,
} from '../helpers/standings-fixtures.js';
import { inAnotherBrowser, visitorJourney } from '../helpers/e2e-session.js';

/**
 * Issue 31, the season's end: the season in charts on the dashboard and a player's
 * page (drawn when scrolled to, nothing shifting, within 320 px, axe clean), the
 * treasurer's settlement, and the season's summary with the preview a chat shows.
 */

const NAMES = [
  'Anne',
  'Bram',
  'Cor',
  'Dirk',
  'Eva',
  'Fenna',
  'Gijs',
  'Hanna',
  'Ilse',
  'Joost',
  'Kees',
  'Lotte',
  'Mees',
  'Noor',
  'Otto',
  'Pien',
  'Quinten',
  'Roos',
  'Sem',
  'Tess',
  'Udo',
  'Vera',
  'Wout',
  'Xander',
  'Yara',
  'Zeger',
];
const MATCHES = 10;

interface SeasonTeam {
  teamId: number;
  seasonId: number;
  players: number[];
}

/**
 * A season of ten played matches for 26 players (so the charts start below a phone's
 * fold): goals and absences vary per match; fines, some paid; a sponsor.
 * Open fines, worked out: Anne 1 × € 2,50 per match = € 25,-; Bram € 18,30 (one red).
 */
async function seedSeason(db: Kysely<DB>, code: string, name: string): Promise<SeasonTeam> {
  const { id: teamId } = await insertTeam(db, { code, name });
  const players: number[] = [];
  for (const firstName of NAMES) {
    players.push(await insertPlayer(db, teamId, { firstName, lastName: 'de Boer' }));
  }
  const seasonId = await insertSeason(db, teamId, '2025-2026', players);
  const late = await insertFineType(db, teamId, 'Te laat', { cents: 250 });
  const red = await insertFineType(db, teamId, 'Rode kaart', { cents: 1830 });
  const [anne, bram, cor] = players as [number, number, number];
  for (let i = 0; i < MATCHES; i += 1) {
    const date = `2025-${String(9 + Math.floor(i / 4)).padStart(2, '0')}-${String(6 + 7 * (i % 4)).padStart(2, '0')}`;
    const matchId = await insertMatch(db, teamId, {
      seasonId,
      date,
      opponent: `VV Tegenstander ${i + 1}`,
      filled: {
        absent: players.slice(3, 3 + (i % 5)),
        goals: { [anne]: i % 3, [cor]: 1 + (i % 2) },
      },
    });
    await insertFine(db, teamId, { seasonId, playerId: anne, fineTypeId: late, matchId, date });
    await insertFine(db, teamId, {
      seasonId,
      playerId: cor,
      fineTypeId: late,
      matchId,
      date,
      paid: true,
    });
    if (i === 4)
      await insertFine(db, teamId, { seasonId, playerId: bram, fineTypeId: red, matchId, date });
  }
  await insertTransaction(db, teamId, {
    seasonId,
    type: 'Income',
    cents: 10_000,
    date: '2025-08-30',
    reason: 'Sponsor',
  });
  return { teamId, seasonId, players };
}

describe('the season end', () => {
  let demo: SeasonTeam;
  let geheim: SeasonTeam;
  let adminSession = '';
  /** The readable cookie the SPA knows its logged-in user by. */
  let adminUser = '';
  const scripts: string[] = [];
  const problems: string[] = [];

  const journey = visitorJourney(async (db) => {
    demo = await seedSeason(db, 'demo', 'VV Demo');
    geheim = await seedSeason(db, 'geheim', 'SV Geheim');
    await db
      .updateTable('teams')
      .set({ iban: 'NL91ABNA0417164300', account_name: 'Penningmeester VV Demo' })
      .where('id', '=', demo.teamId)
      .execute();
    await db
      .updateTable('teams')
      .set({ show_names: 'initials', hide_money_for_visitors: 1 })
      .where('id', '=', geheim.teamId)
      .execute();
    const admin = await insertUser(db, { email: 'penningmeester@example.nl' });
    await makeTeamAdmin(db, admin.id, demo.teamId);
    adminSession = (await userSessionCookie(db, admin.id)).split('=')[1] ?? '';
    adminUser = encodeURIComponent(JSON.stringify({ id: admin.id, email: admin.email }));
  });

  beforeAll(async () => {
    journey.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    journey.page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    journey.page.on('pageerror', (error) => problems.push(error.message));
    await observeLayoutShift(journey.context);
  });

  const figure = (title: string) => journey.page.getByRole('figure', { name: title });
  /** What MUI X Charts draws once the chart is on screen: bars or a line. */
  const DRAWN = '.MuiBarChart-element, .MuiLineChart-line';
  const chartScripts = () => scripts.filter((path) => /\/SeasonChart-/.test(path));
  /** Scrolls a chart into view and waits until MUI X Charts has drawn it. */
  async function drawn(title: string, on = journey.page) {
    const chart = on.getByRole('figure', { name: title });
    await chart.scrollIntoViewIfNeeded();
    await chart.locator(DRAWN).first().waitFor();
    // MUI X Charts grows its bars and lines in script, not CSS: wait until they stand still.
    const geometry = () =>
      chart
        .locator(DRAWN)
        .evaluateAll((shapes) =>
          shapes
            .map((shape) => ['width', 'height', 'd'].map((name) => shape.getAttribute(name)).join())
            .join(),
        );
    let previous = '';
    await expect
      .poll(async () => {
        const now = await geometry();
        const still = now === previous;
        previous = now;
        return still;
      })
      .toBe(true);
    await animationsEnded(on);
  }
  const summaryOf = (title: string) => figure(title).locator('p').textContent();
  async function axeFindings(): Promise<string[]> {
    const result = await new AxeBuilder({ page: journey.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  const overflow = () =>
    journey.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

  it('draws attendance per match once scrolled to, from its own chunk, shifting nothing', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/?section=attendance'));
    await hydrated(journey.page.getByLabel('Seizoen', { exact: true }));
    const chart = figure('Aanwezig per wedstrijd');
    // Below the fold (26 players above it): neither its code nor its data yet.
    const top = await chart.evaluate((node) => node.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(PHONE.height + 200);
    expect(chartScripts()).toEqual([]);
    expect(await journey.page.content()).not.toContain('MuiCharts');

    await drawn('Aanwezig per wedstrijd');
    expect(chartScripts()).toHaveLength(1);
    // Absent per match: 0, 1, 2, 3, 4, 0, 1, … of 26 → 240 present in all, 24 on average.
    expect(await summaryOf('Aanwezig per wedstrijd')).toBe(
      'Aanwezig per wedstrijd, 10 wedstrijden: gemiddeld 24 spelers, het meest 26 tegen ' +
        'VV Tegenstander 1 (06-09-2025), het minst 22 tegen VV Tegenstander 5 (06-10-2025).',
    );
    expect(await chart.locator('.MuiBarChart-element').count()).toBeGreaterThanOrEqual(MATCHES);
    await expectNoLayoutShift(journey.page);
    await screenshot(journey.page, 'season-charts-attendance-phone');
    expect(await axeFindings()).toEqual([]);
  });

  it('draws goals per player and the fine pot through the season', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/?section=goals'));
    await drawn('Doelpunten per speler');
    // Anne 0+1+2+0+1+2+0+1+2+0 = 9, Cor 1+2+1+2+… = 15.
    expect(await summaryOf('Doelpunten per speler')).toBe(
      'Doelpunten per speler: Cor de Boer 15, Anne de Boer 9.',
    );
    await expectNoLayoutShift(journey.page);
    await screenshot(journey.page, 'season-charts-goals-phone');
    expect(await axeFindings()).toEqual([]);

    await journey.page.goto(journey.server.teamUrl('demo', '/?section=fine-pot'));
    await drawn('Totale pot door het seizoen');
    // Each match: two late fines (€ 5,-), the fifth a red card too; the sponsor came first.
    expect(await summaryOf('Boetes per wedstrijd')).toBe(
      'Boetes per wedstrijd: samen € 68,30 in 21 boetes over 10 wedstrijden, het meest € 23,30 ' +
        'tegen VV Tegenstander 5 (06-10-2025).',
    );
    expect(await summaryOf('Totale pot door het seizoen')).toBe(
      'Totale pot door het seizoen: € 105,- na de eerste wedstrijd, € 168,30 na de laatste.',
    );
    await expectNoLayoutShift(journey.page);
    await screenshot(journey.page, 'season-charts-fine-pot-phone');
    expect(await axeFindings()).toEqual([]);
  });

  it('fits the charts in 320 px', async () => {
    await journey.page.setViewportSize({ width: 320, height: 720 });
    try {
      for (const [section, title] of [
        ['attendance', 'Aanwezig per wedstrijd'],
        ['goals', 'Doelpunten per speler'],
        ['fine-pot', 'Totale pot door het seizoen'],
      ] as const) {
        await journey.page.goto(journey.server.teamUrl('demo', `/?section=${section}`));
        await drawn(title);
        expect(await overflow(), section).toBeLessThanOrEqual(0);
        const width = await figure(title)
          .locator('svg')
          .last()
          .evaluate((svg) => svg.getBoundingClientRect().right);
        expect(width, section).toBeLessThanOrEqual(320);
      }
      await screenshot(journey.page, 'season-charts-attendance-320');
    } finally {
      await journey.page.setViewportSize(PHONE);
    }
  });

  it("shows a player's season in charts, without money for a visitor of a team that hides it", async () => {
    await journey.page.goto(journey.server.teamUrl('demo', `/speler/${demo.players[0]}`));
    await drawn('Boetes per wedstrijd');
    expect(await summaryOf('Aanwezig en doelpunten, opgeteld')).toBe(
      'Aanwezig bij 10 van 10 wedstrijden; 9 doelpunten in 6 wedstrijden.',
    );
    expect(await summaryOf('Boetes per wedstrijd')).toBe(
      'Boetes: € 25,- bij 10 van de 10 wedstrijden.',
    );
    await screenshot(journey.page, 'season-charts-player-phone');
    expect(await axeFindings()).toEqual([]);

    await journey.page.goto(journey.server.teamUrl('geheim', `/speler/${geheim.players[0]}`));
    await drawn('Aanwezig en doelpunten, opgeteld');
    await expect.poll(() => journey.page.getByRole('figure').count()).toBe(1);
    expect(
      await journey.page.getByText('Boetes zijn alleen zichtbaar voor teamleden').count(),
    ).toBe(1);
  });

  it('draws the charts on a desktop too', async () => {
    await inAnotherBrowser({ viewport: DESKTOP }, async (desktop) => {
      const wide = await desktop.newPage();
      await wide.goto(journey.server.teamUrl('demo', '/?section=fine-pot'));
      await drawn('Boetes per wedstrijd', wide);
      await drawn('Totale pot door het seizoen', wide);
      await screenshot(wide, 'season-charts-fine-pot-desktop');
      await wide.goto(journey.server.teamUrl('demo', '/?section=attendance'));
      await drawn('Aanwezig per wedstrijd', wide);
      await screenshot(wide, 'season-charts-attendance-desktop');
    });
  });

  it("settles the season: who owes what, with the pay button, WhatsApp and the bank's balance", async () => {
    await journey.context.addCookies([
      { name: 'teampot_session', value: adminSession, domain: 'demo.localhost', path: '/' },
      { name: 'loggedIn', value: 'user', domain: 'demo.localhost', path: '/' },
      { name: 'user', value: adminUser, domain: 'demo.localhost', path: '/' },
    ]);
    try {
      await journey.page.goto(journey.server.teamUrl('demo', `/input/seasons/${demo.seasonId}`));
      await journey.page.getByRole('link', { name: 'Afrekening' }).click();
      await journey.page.getByRole('heading', { name: 'Afrekening 2025-2026' }).waitFor();
      const owed = journey.page.getByRole('list', { name: 'Wie moet nog betalen' });
      await expect
        .poll(() => owed.getByRole('listitem').allInnerTexts())
        .toEqual([
          expect.stringMatching(/^Anne de Boer\s+10 boetes · kenmerk RF\d\d [\dA-Z ]+\s+€ 25,-/),
          expect.stringMatching(/^Bram de Boer\s+1 boete · kenmerk RF\d\d [\dA-Z ]+\s+€ 18,30/),
        ]);
      // The pot: open € 43,30; the bank should hold the paid fines and the sponsor, € 125,-.
      const pot = journey.page.locator('.MuiCard-root', {
        has: journey.page.getByRole('heading', { name: 'Boetepot' }),
      });
      expect(await pot.innerText()).toMatch(
        /Nog te betalen \(open boetes\)\s+€ 43,30\s+Hoort nu op de bank te staan\s+€ 125,-\s+Als iedereen betaald heeft\s+€ 168,30/,
      );
      const whatsApp = owed.getByRole('link', {
        name: 'Betaalverzoek via WhatsApp aan Anne de Boer',
      });
      const href = decodeURIComponent((await whatsApp.getAttribute('href')) ?? '');
      expect(href).toContain(
        `Hoi Anne de Boer, je hebt nog € 25,- aan boetes openstaan. Betalen kan hier: ${journey.server.teamUrl('demo', `/speler/${demo.players[0]}`)}`,
      );
      await screenshot(journey.page, 'settlement-phone');
      expect(await axeFindings()).toEqual([]);

      // The QR transfer carries the reference the list shows.
      const listed = (await owed.getByRole('listitem').first().innerText()).match(
        /RF[\dA-Z ]+/,
      )?.[0];
      await owed.getByRole('button', { name: 'Boetes van Anne de Boer betalen' }).click();
      const dialog = journey.page.getByRole('dialog');
      await expect.poll(() => dialog.innerText()).toContain(listed?.trim() ?? 'RF');
      await journey.page.goBack();
      await expect.poll(() => dialog.count()).toBe(0);

      // The treasurer reads € 120,- on the bank's site: € 5,- short.
      await journey.page.getByLabel('Saldo volgens de bank').fill('120');
      await journey.page.getByRole('button', { name: 'Opslaan' }).click();
      const result = journey.page.getByRole('status').filter({ hasText: 'Verschil' });
      await expect
        .poll(() => result.innerText())
        .toMatch(/Op de bank\s+€ 120,-\s+Verschil\s+− € 5,-\s+− € 5,-: er staat minder op de bank/);
      await journey.page.reload();
      await expect
        .poll(() => journey.page.getByLabel('Saldo volgens de bank').inputValue())
        .toBe('120,00');
      await screenshot(journey.page, 'settlement-phone-bank-balance');

      await journey.page.setViewportSize(DESKTOP);
      await animationsEnded(journey.page);
      await screenshot(journey.page, 'settlement-desktop');
    } finally {
      await journey.page.setViewportSize(PHONE);
      await journey.context.clearCookies();
    }
  });

  it("shares the season's summary with a preview a chat can show, within the privacy settings", async () => {
    const url = journey.server.teamUrl('demo', `/seizoen/${demo.seasonId}`);
    await journey.page.goto(url);
    await journey.page.getByRole('heading', { name: 'VV Demo – seizoen 2025-2026' }).waitFor();
    const titles = journey.page.locator('dl');
    await expect
      .poll(() => titles.innerText())
      .toMatch(
        /Topscorer\s+Cor de Boer\s+15 doelpunten[\s\S]*Meeste boetes\s+Anne de Boer en Cor de Boer\s+€ 25,-/,
      );
    // No player-of-the-match votes: no such title.
    expect(await titles.innerText()).not.toContain('Man van de wedstrijd');
    await screenshot(journey.page, 'season-recap-phone');
    expect(await axeFindings()).toEqual([]);

    // What a link preview reads, as a crawler gets it: the HTML as sent, no script, no service
    // worker. (Node resolves no *.localhost: to the server's address, with the team's Host.)
    const crawl = (address: string) => {
      const { host, pathname, search } = new URL(address);
      return journey.page.request.get(journey.server.mainUrl(pathname + search), {
        headers: { host },
      });
    };
    const html = await (await crawl(url)).text();
    const meta = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta('og:title')).toBe('VV Demo – seizoen 2025-2026');
    expect(meta('og:url')).toBe(url);
    expect(meta('og:image:width')).toBe('1200');
    const image = meta('og:image') ?? '';
    expect(image.startsWith(`${url}/og.png?v=`)).toBe(true);
    const png = await crawl(image.replaceAll('&amp;', '&'));
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    mkdirSync('test-results/screenshots', { recursive: true });
    writeFileSync('test-results/screenshots/season-recap-og-image.png', bytes);

    // A team that hides names and money: initials, and no money, in the preview.
    const secret = await (
      await crawl(journey.server.teamUrl('geheim', `/seizoen/${geheim.seasonId}`))
    ).text();
    const description = /<meta property="og:description" content="([^"]*)"/.exec(secret)?.[1] ?? '';
    expect(description).toContain('Topscorer: C.d.B. (15 doelpunten)');
    expect(description).not.toMatch(/\bCor\b|\bAnne\b|€|boete|\bpot\b/i);
    expect(problems).toEqual([]);
  });
});
