import { brotliCompressSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { chromium, type BrowserContext } from 'playwright-core';
import type { DB } from '../server/db/schema.js';
import { insertTeam, teamSessionCookie } from '../tests/helpers/fixtures.js';
import { insertFineType, insertPlayer, insertSeason } from '../tests/helpers/fine-fixtures.js';
import { printLighthouseReport } from './lighthouse.js';
import { getOnHost } from './load.js';

/**
 * `BENCH_ONLY=season npm run bench`: one team's season at 50, 1,000 and 5,000 fines
 * (issue 28). For each: the elements of the four pages that grow with a season (the
 * input page of fines, the dashboard's fines section, the input page of transactions and
 * a player's page) and when their first row was painted, in Chromium at 390 px with 4×
 * CPU slowdown, median of RUNS; the bytes of the rendered `/?section=fines`; then
 * Lighthouse's mobile run on the 5,000-fine team. Element counts and bytes are exact;
 * times swing with the machine's load.
 */

const SIZES = [50, 1_000, 5_000];
const RUNS = 5;
const PLAYERS = 20;
const PHONE = { width: 390, height: 844 };
/** The issue's bounds at 5,000 fines. */
const MAX_ELEMENTS = 1_500;
const MAX_FINES_HTML_KB = 150;
const MAX_FIRST_ROW_MS = 2_000;

interface SeasonTeam {
  code: string;
  teamId: number;
  playerId: number;
}

async function seedSeasonTeam(db: Kysely<DB>, fines: number): Promise<SeasonTeam> {
  const code = `seizoen-${fines}`;
  const { id: teamId } = await insertTeam(db, { code, name: `VV ${fines} boetes` });
  const players: number[] = [];
  for (let i = 0; i < PLAYERS; i += 1) {
    players.push(await insertPlayer(db, teamId, `Speler${i + 1}`, 'de Boer'));
  }
  const season = await insertSeason(db, teamId, '2026-2027', players);
  const type = await insertFineType(db, teamId, 'Te laat', { amountCents: 250 });
  const day = (i: number) =>
    `2026-${String(1 + (i % 11)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
  const fineRows = Array.from({ length: fines }, (_, i) => ({
    team_id: teamId,
    season_id: season,
    player_id: players[i % PLAYERS]!,
    fine_type_id: type,
    match_id: null,
    date: day(i),
    description: `Boete ${i + 1}`,
    paid: (i % 3 === 0 ? 1 : 0) as 0 | 1,
    created_at: '2026-01-01T00:00:00.000Z',
  }));
  const transactionRows = Array.from({ length: fines / 10 }, (_, i) => ({
    team_id: teamId,
    season_id: season,
    transaction_type: i % 4 === 0 ? ('Income' as const) : ('Expense' as const),
    amount_cents: 500 + i,
    date: day(i),
    reason: `Uitgave ${i + 1}`,
  }));
  for (let from = 0; from < fines; from += 500) {
    await db
      .insertInto('fines')
      .values(fineRows.slice(from, from + 500))
      .execute();
    const transactions = transactionRows.slice(from / 10, (from + 500) / 10);
    if (transactions.length > 0) await db.insertInto('transactions').values(transactions).execute();
  }
  return { code, teamId, playerId: players[0]! };
}

interface PageFigure {
  elements: number;
  firstRowMs: number;
}

/** One page: its elements and when its first row was painted, from the navigation's start. */
async function measurePage(
  context: BrowserContext,
  url: string,
  firstRow: string,
): Promise<PageFigure> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(firstRow).first().waitFor({ timeout: 60_000 });
    // The frame after the row is in the document: it is painted.
    const firstRowMs = await page.evaluate(
      () => new Promise<number>((done) => requestAnimationFrame(() => done(performance.now()))),
    );
    await page.waitForLoadState('networkidle');
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    return { elements, firstRowMs };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runLongSeasonBench(bench: {
  db: Kysely<DB>;
  /** `http://127.0.0.1:PORT` of the app. */
  app: string;
}): Promise<void> {
  console.log(`\n5. A long season: ${SIZES.join(', ')} fines (Chromium, 390 px, 4× CPU slowdown)`);
  const port = new URL(bench.app).port;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const firstRowAt50: Record<string, number> = {};
  let lighthouseUrl = '';
  try {
    for (const size of SIZES) {
      const team = await seedSeasonTeam(bench.db, size);
      const origin = `http://${team.code}.localhost:${port}`;
      const session = (await teamSessionCookie(bench.db, team.teamId)).split('=')[1] ?? '';
      const html = (await getOnHost(bench.app, '/?section=fines', `${team.code}.localhost:${port}`))
        .body;
      const kb = Buffer.byteLength(html) / 1024;
      const brotliKb = brotliCompressSync(html).length / 1024;
      console.log(
        `   ${size.toLocaleString('en')} fines: /?section=fines HTML ${kb.toFixed(1)} KB ` +
          `(${brotliKb.toFixed(1)} KB brotli)${size === 5_000 ? verdict(kb <= MAX_FINES_HTML_KB, `≤ ${MAX_FINES_HTML_KB} KB`) : ''}`,
      );
      const pages = [
        { name: '/input/fines', path: '/input/fines', row: '[aria-label="Boetes"] li' },
        { name: 'dashboard fines', path: '/?section=fines', row: 'main li, main tbody tr' },
        { name: '/input/transactions', path: '/input/transactions', row: 'main li' },
        { name: 'player page', path: `/speler/${team.playerId}`, row: 'main li, main tbody tr' },
      ];
      for (const { name, path, row } of pages) {
        const context = await browser.newContext({ viewport: PHONE, locale: 'nl-NL' });
        await context.addCookies([
          { name: 'teampot_session', value: session, domain: `${team.code}.localhost`, path: '/' },
          { name: 'loggedIn', value: 'team', domain: `${team.code}.localhost`, path: '/' },
        ]);
        const figures: PageFigure[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          figures.push(await measurePage(context, `${origin}${path}`, row));
        }
        await context.close();
        const elements = Math.max(...figures.map((figure) => figure.elements));
        const firstRowMs = median(figures.map((figure) => figure.firstRowMs));
        if (size === 50) firstRowAt50[name] = firstRowMs;
        const against50 = firstRowMs / (firstRowAt50[name] ?? firstRowMs);
        console.log(
          `     ${name.padEnd(20)} ${String(elements).padStart(6)} elements, first row painted at ` +
            `${Math.round(firstRowMs)} ms (${against50.toFixed(2)}× at 50 fines)` +
            (size === 5_000
              ? verdict(elements <= MAX_ELEMENTS, `≤ ${MAX_ELEMENTS} elements`) +
                verdict(firstRowMs <= MAX_FIRST_ROW_MS && against50 <= 1.3, '≤ 2 s and ≤ 1.3×')
              : ''),
        );
      }
      lighthouseUrl = `${origin}/?section=fines`;
    }
  } finally {
    await browser.close();
  }
  await printLighthouseReport(lighthouseUrl);
}

const verdict = (met: boolean, target: string) => ` [${met ? 'met' : 'NOT met'}: ${target}]`;
