import { afterAll, beforeAll, describe, it } from 'vitest';
import { insertTeam } from '../../../tests/helpers/fixtures.js';
import {
  insertPlayer,
  insertSeason,
  insertTaskList,
} from '../../../tests/helpers/match-fixtures.js';
import {
  analyzeTables,
  expectIndexRange,
  halfwayCursor,
  insertInBatches,
  PLANNED_ROWS,
  spreadDate,
} from '../../../tests/helpers/query-plan.js';
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
    for (const [code, size] of [
      ['blauw', 'quiet'],
      ['oranje', 'busy'],
    ] as const) {
      const team = await insertTeam(db, { code });
      const player = await insertPlayer(db, team.id, { firstName: 'Jan' });
      const seasons = [
        await insertSeason(db, team.id, { description: '2025-2026', playerIds: [player] }),
        await insertSeason(db, team.id, { description: '2026-2027', playerIds: [player] }),
      ];
      const list = await insertTaskList(db, team.id, { name: 'Wassen' });
      const rows = Array.from({ length: PLANNED_ROWS[size] }, (_, i) => ({
        team_id: team.id,
        task_list_id: list,
        season_id: seasons[i % 2]!,
        player_id: player,
        match_id: null,
        date: spreadDate(i),
        description: `Loting ${i}`,
        created_at: '2026-01-01T00:00:00.000Z',
      }));
      await insertInBatches(db, 'task_draws', rows);
      [teamId, taskListId, season] = [team.id, list, seasons[1]!];
    }
    halfway = await halfwayCursor(db, 'task_draws', teamId);
    await analyzeTables(t.database, ['task_draws', 'players', 'matches']);
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
        await expectIndexRange(t.database, page, 'task_draws');
      }
    }
  });

  it('counts over an index range, not the whole table', async () => {
    for (const seasonFilter of [season, undefined]) {
      const count = drawCountQuery(t.database.db, teamId, { taskListId, seasonFilter });
      await expectIndexRange(t.database, count, 'task_draws');
    }
  });
});
