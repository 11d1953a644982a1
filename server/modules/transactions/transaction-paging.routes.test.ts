import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../../../tests/helpers/test-app.js';
import { insertSeason } from '../../../tests/helpers/fine-fixtures.js';

interface PagedTransaction {
  id: number;
  transactionType: 'Income' | 'Expense';
  date: string;
  amount: number;
}
interface TransactionPage {
  items: PagedTransaction[];
  nextCursor: string | null;
  totals: { count: number; income: number; expenses: number; balance: number };
}

const sumCents = (rows: PagedTransaction[], type: 'Income' | 'Expense') =>
  rows
    .filter((row) => row.transactionType === type)
    .reduce((sum, row) => sum + Math.round(row.amount * 100), 0);

describe.each(testDatabases)('paged transaction list on $name', (database) => {
  let t: TestApp;
  let team: { id: number; code: string };
  let other: { id: number; code: string };
  let cookie: string;
  let season: number;

  beforeAll(async () => {
    t = await createTestApp(database);
    const db = t.database.db;
    team = await insertTeam(db, { code: 'oranje' });
    other = await insertTeam(db, { code: 'blauw' });
    cookie = await teamSessionCookie(db, team.id);
    const theirSeason = await insertSeason(db, other.id, '2026-2027');
    await db
      .insertInto('transactions')
      .values({
        team_id: other.id,
        season_id: theirSeason,
        transaction_type: 'Income',
        date: '2026-09-01',
        amount_cents: 99_900,
        reason: 'Van blauw',
      })
      .execute();
    season = await insertSeason(db, team.id, '2026-2027');
    // 13 transactions over four dates, several on one date, income and expenses.
    for (let i = 0; i < 13; i++) {
      await db
        .insertInto('transactions')
        .values({
          team_id: team.id,
          season_id: season,
          transaction_type: i % 3 === 0 ? ('Expense' as const) : ('Income' as const),
          date: `2026-09-${String(10 + (i % 4)).padStart(2, '0')}`,
          amount_cents: 1000 + i * 125,
          reason: `Post ${i}`,
        })
        .execute();
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (query: string, code = team.code) =>
    t.inject({ method: 'GET', url: `/api/${code}/transaction?${query}` });
  const page = async (query: string): Promise<TransactionPage> => {
    const response = await get(query);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const allPages = async (query: string, between: (index: number) => Promise<void> = noop) => {
    const pages: TransactionPage[] = [];
    let cursor: string | null = null;
    do {
      const next = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(next);
      cursor = next.nextCursor;
      await between(pages.length);
    } while (cursor !== null);
    return pages;
  };
  const noop = async () => {};
  const whole = async (): Promise<PagedTransaction[]> =>
    (await t.inject({ method: 'GET', url: `/api/${team.code}/transaction` })).json();

  it('pages the season newest first with the totals of the whole season on every page', async () => {
    const everything = await whole();
    expect(everything).toHaveLength(13);
    const pages = await allPages('limit=5');
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 3]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    const rows = pages.flatMap((p) => p.items);
    expect(rows.map((row) => row.id)).toEqual(everything.map((row) => row.id));
    const income = sumCents(everything, 'Income');
    const expenses = sumCents(everything, 'Expense');
    expect(income).toBeGreaterThan(0);
    expect(expenses).toBeGreaterThan(0);
    for (const p of pages) {
      expect(p.totals).toEqual({
        count: 13,
        income: income / 100,
        expenses: expenses / 100,
        balance: (income - expenses) / 100,
      });
    }
    const byDefault = await page(`seasonId=${season}&limit=50`);
    expect(byDefault.items.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect(byDefault.nextCursor).toBeNull();
  });

  it('keeps the page boundary while transactions are added and deleted between pages', async () => {
    const before = await whole();
    const added: number[] = [];
    const removed = [before[4]!.id, before[9]!.id];
    const pages = await allPages('limit=5', async (index) => {
      if (index !== 1) return;
      for (const id of removed) {
        const response = await t.inject({
          method: 'DELETE',
          url: `/api/${team.code}/transaction/${id}`,
          headers: { cookie },
        });
        expect(response.statusCode).toBe(200);
      }
      for (const date of ['2026-09-30', '2026-09-01']) {
        const response = await t.inject({
          method: 'POST',
          url: `/api/${team.code}/transaction`,
          headers: { cookie },
          payload: { amount: 5, date, reason: 'Tussendoor', transactionType: 'Income' },
        });
        expect(response.statusCode).toBe(200);
        added.push(response.json().id);
      }
    });
    const seen = pages.flatMap((p) => p.items.map((row) => row.id));
    expect(new Set(seen).size).toBe(seen.length);
    // Before the boundary: read once; behind it: every one still there, none deleted.
    expect(seen).toEqual([
      ...before.slice(0, 5).map((row) => row.id),
      ...before
        .slice(5)
        .filter((row) => !removed.includes(row.id))
        .map((row) => row.id),
      added[1],
    ]);
    const last = pages.at(-1)!;
    expect(last.totals.count).toBe(13);
  });

  it("refuses another team's cursor, a made-up one and a bad limit with a Dutch 400", async () => {
    const ours = (await page('limit=1')).nextCursor;
    expect(ours).not.toBeNull();
    const theirFirst = await get('limit=1', other.code);
    expect(theirFirst.json()).toMatchObject({ items: [{ reason: 'Van blauw' }] });
    const refused = await get(`limit=1&cursor=${ours}`, other.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'ValidationError',
      issues: [{ path: 'cursor', message: expect.stringMatching(/pagina/) }],
    });
    const ofFines = Buffer.from(
      JSON.stringify({ list: 'fine', team: team.id, after: { date: '2026-09-01', id: 1 } }),
    ).toString('base64url');
    const forged = Buffer.from(
      JSON.stringify({ list: 'transaction', team: team.id, after: { id: 1 } }),
    ).toString('base64url');
    for (const cursor of ['nietsdan', ofFines, forged, 'eyJ9']) {
      const response = await get(`cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].path).toBe('cursor');
    }
    for (const limit of ['0', '101', 'abc', '2.5']) {
      const response = await get(`limit=${limit}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        { path: 'limit', message: 'Kies een aantal van 1 tot en met 100' },
      ]);
    }
  });
});
