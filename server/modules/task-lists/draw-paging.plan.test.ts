import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  insertPlayer,
  insertSeason,
  insertTaskList,
} from '../../../tests/helpers/match-fixtures.js';
import * as planner from '../../../tests/helpers/query-plan.js';
import { createTestApp, testDatabases, type TestApp } from '../../../tests/helpers/test-app.js';
import { drawCountQuery, drawPageRows } from './task-lists.repository.js';

/**
 * A page of a task list's draws is an index range on each database, of one season or
 * of all: no sort and no scan of all of a team's draws.
 */
describe.each(testDatabases)('the draw page query plan on $name', (database) => {
  let t: TestApp;
  let teamId: number;
  let taskListId: number;
  let season: number;
  let halfway: { date: string; id: number };

  beforeAll(async () => {
    t = await createTestApp(database);
    const { db } = t.database;
    const busy = await planner.quietAndBusyTeams(db, 'task_draws', async (teamId) => {
      const player = await insertPlayer(db, teamId, { firstName: 'Jan' });
      const seasons = [
        await insertSeason(db, teamId, { description: '2025-2026', playerIds: [player] }),
        await insertSeason(db, teamId, { description: '2026-2027', playerIds: [player] }),
      ];
      const list = await insertTaskList(db, teamId, { name: 'Wassen' });
      return {
        setup: { taskListId: list, season: seasons[1]! },
        row: (i) => ({
          team_id: teamId,
          task_list_id: list,
          season_id: seasons[i % 2]!,
          player_id: player,
          match_id: null,
          date: planner.spreadDate(i),
          description: `Loting ${i}`,
          created_at: '2026-01-01T00:00:00.000Z',
        }),
      };
    });
    ({ teamId, halfway } = busy);
    ({ taskListId, season } = busy.setup);
    await planner.analyzeTables(t.database, ['task_draws', 'players', 'matches']);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads a first and a later page, of a season or of all, from an index in its order', async () => {
    for (const seasonFilter of [season, undefined]) {
      for (const from of [null, halfway]) {
        const page = drawPageRows(t.database.db, teamId, {
          taskListId,
          seasonFilter,
          from,
          take: 51,
        });
        await planner.expectIndexRange(t.database, page, 'task_draws');
      }
    }
  });

  it('counts over an index range, not the whole table', async () => {
    for (const seasonFilter of [season, undefined]) {
      const count = drawCountQuery(t.database.db, teamId, { taskListId, seasonFilter });
      await planner.expectIndexRange(t.database, count, 'task_draws');
    }
  });
});
