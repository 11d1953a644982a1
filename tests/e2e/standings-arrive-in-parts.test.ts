import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoLayoutShift, hydrated, observeLayoutShift } from '../helpers/browser.js';
import { visitorJourney } from '../helpers/e2e-session.js';
import { insertTeam } from '../helpers/fixtures.js';
import {
  insertFine,
  insertFineType,
  insertMatch,
  insertPlayer,
  insertSeason,
} from '../helpers/standings-fixtures.js';

/**
 * On a slow link Chromium paints a server-rendered page while it is still arriving: a
 * standings table's header can be on screen before its rows. The columns must not widen
 * under it when the rows come in (CLS 0 on a phone, issue 31). A stand-in slow link
 * between Chromium and the server holds the dashboard's HTML back right after the first
 * table's header until Chromium has painted that header.
 */

const PLAYERS = 12;
const MATCHES = 4;

/** Twelve players, four played matches: attendance from 100,00% down to 0,00%, goals, fines. */
async function seedTeam(db: Parameters<typeof insertTeam>[0]): Promise<void> {
  const { id: teamId } = await insertTeam(db, { code: 'stuk', name: 'VV Stukje' });
  const players: number[] = [];
  for (let i = 0; i < PLAYERS; i += 1) {
    players.push(await insertPlayer(db, teamId, { firstName: `Speler${i + 1}`, lastName: 'Bos' }));
  }
  const seasonId = await insertSeason(db, teamId, '2026-2027', players);
  const late = await insertFineType(db, teamId, 'Te laat', { cents: 250 });
  for (let m = 0; m < MATCHES; m += 1) {
    const date = `2026-09-${String(5 + 7 * m).padStart(2, '0')}`;
    const matchId = await insertMatch(db, teamId, {
      seasonId,
      date,
      opponent: `VV Tegenstander ${m + 1}`,
      // Player i misses the first i % 5 matches.
      filled: {
        absent: players.filter((_, i) => i % 5 > m),
        goals: Object.fromEntries(players.slice(0, 3 + m).map((id, i) => [id, 1 + ((i + m) % 4)])),
      },
    });
    for (const [i, playerId] of players.entries()) {
      if (i % 4 <= m)
        await insertFine(db, teamId, { seasonId, playerId, fineTypeId: late, matchId, date });
    }
  }
}

/**
 * Between Chromium and the server: passes every request through, except that the
 * dashboard's HTML stops right after its first `</thead>` until `release()`.
 */
function slowLink(serverPort: number) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => (release = done));
  const proxy: Server = createServer((incoming, outgoing) => {
    const holdBack = incoming.url?.startsWith('/?') ?? false;
    const headers = { ...incoming.headers };
    if (holdBack) delete headers['accept-encoding'];
    const upstream = forward(
      { host: '127.0.0.1', port: serverPort, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        if (!holdBack) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const split = html.indexOf('</thead>') + '</thead>'.length;
          expect(split).toBeGreaterThan('</thead>'.length);
          const { 'content-length': _length, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, rest);
          outgoing.write(html.slice(0, split));
          void held.then(() => outgoing.end(html.slice(split)));
        });
      },
    );
    incoming.pipe(upstream);
  });
  return { proxy, release: () => release() };
}

describe('standings arriving in parts on a slow link', () => {
  const journey = visitorJourney(seedTeam);

  beforeAll(async () => {
    await observeLayoutShift(journey.context);
  });

  /**
   * Opens a section through the slow link; its layout shift once everything arrived and ran.
   * `headers`: the table's column count.
   */
  async function expectNoShiftWhileArriving(
    section: string,
    table: string,
    { headers, rows }: { headers: number; rows: number },
  ): Promise<void> {
    const { proxy, release } = slowLink(journey.server.port);
    await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
    const port = (proxy.address() as AddressInfo).port;
    const page: Page = await journey.context.newPage();
    try {
      const loaded = page.goto(`http://stuk.localhost:${port}/?section=${section}`);
      // The whole header row is in the document and painted (two frames), its rows not yet.
      // (The parser may stop mid-header on a busy machine: a header that is still growing
      // moves its columns whatever the rows do.)
      await page.waitForFunction(
        (count) => document.querySelectorAll('thead th').length === count,
        headers,
        { polling: 'raf' },
      );
      expect(await page.locator('tbody tr').count()).toBe(0);
      // From here on nothing may move. Before, the parser may have stopped anywhere, even
      // mid-button in the app bar, and a half-parsed element grows as the rest is parsed.
      const painted = await page.evaluate(
        () =>
          new Promise<number>((done) =>
            requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now()))),
          ),
      );
      release();
      await loaded;
      expect(await page.getByRole('table', { name: table }).locator('tbody tr').count()).toBe(rows);
      await hydrated(page.getByLabel('Seizoen', { exact: true }));
      await expectNoLayoutShift(page, { since: painted });
    } finally {
      await page.close();
      await new Promise((done) => proxy.close(done));
    }
  }

  it('keeps the attendance columns where they were painted', async () => {
    await expectNoShiftWhileArriving('attendance', 'Aanwezigheid', { headers: 5, rows: PLAYERS });
  });

  it('keeps the goal columns, totals row included, where they were painted', async () => {
    await expectNoShiftWhileArriving('goals', 'Doelpunten', { headers: 4, rows: 6 });
  });

  it('keeps the fine ranking columns, totals row included, where they were painted', async () => {
    await expectNoShiftWhileArriving('fine-rankings', 'Boeteklassement', {
      headers: 6,
      rows: PLAYERS,
    });
  });

  it('reads the reserved width as nothing: the headers keep their names', async () => {
    const page = await journey.context.newPage();
    await page.goto(journey.server.teamUrl('stuk', '/?section=attendance'));
    const table = page.getByRole('table', { name: 'Aanwezigheid' });
    await expect
      .poll(() =>
        table
          .getByRole('columnheader')
          .evaluateAll((cells) =>
            cells.map((cell) => cell.getAttribute('aria-label') ?? cell.textContent),
          ),
      )
      .toEqual(['Plaats', 'Speler', 'Aanwezig', 'Afwezig', 'Percentage']);
    await expect
      .poll(() => table.getByRole('columnheader', { name: 'Percentage' }).count())
      .toBe(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    // Negative beside a scrollbar: the page is narrower than the window, never wider.
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });
});
