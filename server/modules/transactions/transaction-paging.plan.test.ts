import { afterAll, beforeAll, describe, it } from 'vitest';
import * as planner from '../../../tests/helpers/query-plan.js';
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
    const busy = await planner.quietAndBusyTeams(db, 'transactions', async (teamId) => {
      const seasonId = await insertSeason(db, teamId, '2026-2027');
      return {
        setup: seasonId,
        row: (i) => ({
          team_id: teamId,
          season_id: seasonId,
          transaction_type: i % 3 === 0 ? ('Expense' as const) : ('Income' as const),
          date: planner.spreadDate(i),
          amount_cents: 100 + i,
          reason: `Post ${i}`,
        }),
      };
    });
    ({ teamId, halfway, setup: season } = busy);
    await planner.analyzeTables(t.database, ['transactions']);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads a first and a later page from an index, in its order', async () => {
    for (const from of [null, halfway]) {
      const page = transactionPageRows(t.database.db, teamId, { season, from, take: 51 });
      await planner.expectIndexRange(t.database, page, 'transactions');
    }
  });

  it('sums the totals over an index range, not the whole table', async () => {
    const totals = transactionTotalsQuery(t.database.db, teamId, season);
    await planner.expectIndexRange(t.database, totals, 'transactions');
  });
});
