import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../../../tests/helpers/fixtures.js';
import { analyzeTables, queryPlan, wholeTableSteps } from '../../../tests/helpers/query-plan.js';
import { createTestApp, testDatabases, type TestApp } from '../../../tests/helpers/test-app.js';
import { insertSeason } from '../../../tests/helpers/fine-fixtures.js';
import { transactionPageRows, transactionTotalsQuery } from './transactions.repository.js';

/**
 * A page of transactions is an index range on each database: no sort and no scan of
 * all of a team's transactions, so a page costs the same in a season of 50 or 3,000.
 */
describe.each(testDatabases)('the transaction page query plan on $name', (database) => {
  let t: TestApp;
  let teamId: number;
  let season: number;
  let halfway: { date: string; id: number };

  beforeAll(async () => {
    t = await createTestApp(database);
    const { db } = t.database;
    for (const code of ['blauw', 'oranje']) {
      const team = await insertTeam(db, { code });
      const seasonId = await insertSeason(db, team.id, '2026-2027');
      const rows = Array.from({ length: code === 'oranje' ? 3000 : 50 }, (_, i) => ({
        team_id: team.id,
        season_id: seasonId,
        transaction_type: i % 3 === 0 ? ('Expense' as const) : ('Income' as const),
        date: `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
        amount_cents: 100 + i,
        reason: `Post ${i}`,
      }));
      for (let from = 0; from < rows.length; from += 500) {
        await db
          .insertInto('transactions')
          .values(rows.slice(from, from + 500))
          .execute();
      }
      [teamId, season] = [team.id, seasonId];
    }
    const last = await db
      .selectFrom('transactions')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('team_id', '=', teamId)
      .executeTakeFirstOrThrow();
    halfway = { date: '2026-06-15', id: last.id };
    await analyzeTables(t.database, ['transactions']);
  });
  afterAll(async () => {
    await t.close();
  });

  const expectIndexRange = async (plan: Promise<string[]>) => {
    const steps = await plan;
    expect(wholeTableSteps(steps, 'transactions'), steps.join('\n')).toEqual([]);
  };

  it('reads a first and a later page from an index, in its order', async () => {
    for (const from of [null, halfway]) {
      const page = transactionPageRows(t.database.db, teamId, { season, from, take: 51 });
      await expectIndexRange(queryPlan(t.database, page));
    }
  });

  it('sums the totals over an index range, not the whole table', async () => {
    await expectIndexRange(
      queryPlan(t.database, transactionTotalsQuery(t.database.db, teamId, season)),
    );
  });
});
