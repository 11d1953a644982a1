import { beforeAll, describe, expect, it } from 'vitest';
import { twoTeamsSuite } from '../../../tests/helpers/api-suite.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';
import { insertSeason } from '../../../tests/helpers/fine-fixtures.js';
import { madeUpCursor, pagedList, type PagedList } from '../../../tests/helpers/paged-list.js';

interface PagedTransaction {
  id: number;
  transactionType: 'Income' | 'Expense';
  date: string;
  amount: number;
}
type TransactionList = PagedList<
  PagedTransaction,
  { count: number; income: number; expenses: number; balance: number }
>;

const sumCents = (rows: PagedTransaction[], type: 'Income' | 'Expense') =>
  rows
    .filter((row) => row.transactionType === type)
    .reduce((sum, row) => sum + Math.round(row.amount * 100), 0);

describe.each(testDatabases)('paged transaction list on $name', (database) => {
  const t = twoTeamsSuite(database);
  let season: number;
  let transactions: TransactionList;

  beforeAll(async () => {
    const db = t.database.db;
    transactions = pagedList(t, `/api/${t.team.code}/transaction`);
    const theirSeason = await insertSeason(db, t.other.id, '2026-2027');
    await db
      .insertInto('transactions')
      .values({
        team_id: t.other.id,
        season_id: theirSeason,
        transaction_type: 'Income',
        date: '2026-09-01',
        amount_cents: 99_900,
        reason: 'Van blauw',
      })
      .execute();
    season = await insertSeason(db, t.team.id, '2026-2027');
    // 13 transactions over four dates, several on one date, income and expenses.
    for (let i = 0; i < 13; i++) {
      await db
        .insertInto('transactions')
        .values({
          team_id: t.team.id,
          season_id: season,
          transaction_type: i % 3 === 0 ? ('Expense' as const) : ('Income' as const),
          date: `2026-09-${String(10 + (i % 4)).padStart(2, '0')}`,
          amount_cents: 1000 + i * 125,
          reason: `Post ${i}`,
        })
        .execute();
    }
  });

  it('pages the season newest first with the totals of the whole season on every page', async () => {
    const everything = await transactions.whole();
    expect(everything).toHaveLength(13);
    const pages = await transactions.allPages('limit=5');
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
    const byDefault = await transactions.page(`seasonId=${season}&limit=50`);
    expect(byDefault.items.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect(byDefault.nextCursor).toBeNull();
  });

  it('keeps the page boundary while transactions are added and deleted between pages', async () => {
    const before = await transactions.whole();
    const added: number[] = [];
    const removed = [before[4]!.id, before[9]!.id];
    const pages = await transactions.allPages('limit=5', async (index) => {
      if (index !== 1) return;
      for (const id of removed) {
        const response = await t.inject({
          method: 'DELETE',
          url: `/api/${t.team.code}/transaction/${id}`,
          headers: { cookie: t.pin },
        });
        expect(response.statusCode).toBe(200);
      }
      for (const date of ['2026-09-30', '2026-09-01']) {
        const response = await t.inject({
          method: 'POST',
          url: `/api/${t.team.code}/transaction`,
          headers: { cookie: t.pin },
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
    const theirFirst = await transactions.get('limit=1', `/api/${t.other.code}/transaction`);
    expect(theirFirst.json()).toMatchObject({ items: [{ reason: 'Van blauw' }] });
    await transactions.expectBadPagingRefused(`/api/${t.other.code}/transaction`, [
      madeUpCursor({ list: 'fine', team: t.team.id, after: { date: '2026-09-01', id: 1 } }),
      madeUpCursor({ list: 'transaction', team: t.team.id, after: { id: 1 } }),
    ]);
  });
});
