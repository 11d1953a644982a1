import type { Compilable } from 'kysely';
import { afterAll, beforeAll, describe, it } from 'vitest';
import * as planner from '../../../tests/helpers/query-plan.js';
import { createTestApp, testDatabases, type TestApp } from '../../../tests/helpers/test-app.js';
import {
  insertFineType,
  insertPlayer,
  insertSeason,
} from '../../../tests/helpers/fine-fixtures.js';
import type { FineListQuery } from '../../../domain/fines/fine-page.schema.js';
import { fineTotalsQuery } from './fine-query.js';
import { finePageRows } from './fines.repository.js';

/**
 * A page of fines is an index range on each database: no sort and no scan of all
 * of a team's fines, so a page costs the same in a season of 50 or 5,000 fines.
 * A season of 3,000 fines, so PostgreSQL's planner weighs a sort as it would for
 * a busy team.
 */
describe.each(testDatabases)('the fine page query plan on $name', (database) => {
  let t: TestApp;
  let teamId: number;
  let season: number;
  let player: number;
  let type: number;
  /** A cursor halfway down the season. */
  let halfway: { date: string; id: number };

  beforeAll(async () => {
    t = await createTestApp(database);
    const { db } = t.database;
    // The busy team is the one asked about.
    const busy = await planner.quietAndBusyTeams(db, 'fines', async (teamId) => {
      const players = [
        await insertPlayer(db, teamId, 'Jan'),
        await insertPlayer(db, teamId, 'Piet'),
      ];
      const seasonId = await insertSeason(db, teamId, '2026-2027', players);
      const typeId = await insertFineType(db, teamId, 'Te laat');
      return {
        setup: { season: seasonId, player: players[0]!, type: typeId },
        row: (i) => ({
          team_id: teamId,
          season_id: seasonId,
          player_id: players[i % 2]!,
          fine_type_id: typeId,
          match_id: null,
          date: planner.spreadDate(i),
          description: `Boete ${i}`,
          paid: i % 3 === 0 ? (1 as const) : (0 as const),
          created_at: '2026-01-01T00:00:00.000Z',
        }),
      };
    });
    ({ teamId, halfway } = busy);
    ({ season, player, type } = busy.setup);
    await planner.analyzeTables(t.database, ['fines', 'players', 'fine_types', 'matches']);
  });
  afterAll(async () => {
    await t.close();
  });

  const pageOf = (query: FineListQuery, paid: 0 | 1, from: { date: string; id: number } | null) =>
    finePageRows(t.database.db, teamId, { season, query, paid, from, take: 51 });
  const expectFinesRange = (query: Compilable) =>
    planner.expectIndexRange(t.database, query, 'fines');

  it('reads a first page, a later page and the paid part from an index, in its order', async () => {
    for (const paid of [0, 1] as const) {
      await expectFinesRange(pageOf({}, paid, null));
      await expectFinesRange(pageOf({}, paid, halfway));
    }
  });

  it('reads one player’s or the open fines from an index too', async () => {
    const from = halfway;
    await expectFinesRange(pageOf({ playerId: player }, 0, from));
    await expectFinesRange(pageOf({ open: true }, 0, from));
    await expectFinesRange(pageOf({ typeId: type }, 1, null));
  });

  it('sums the totals over an index range, not the whole table', async () => {
    await expectFinesRange(fineTotalsQuery(t.database.db, teamId, season, {}));
  });
});
