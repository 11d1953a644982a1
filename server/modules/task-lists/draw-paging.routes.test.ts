import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../../../tests/helpers/fixtures.js';
import {
  insertDraw,
  insertPlayer,
  insertSeason,
  insertTaskList,
} from '../../../tests/helpers/match-fixtures.js';
import { madeUpCursor, pagedList, type PagedList } from '../../../tests/helpers/paged-list.js';
import { createTestApp, testDatabases, type TestApp } from '../../../tests/helpers/test-app.js';

interface PagedDraw {
  id: number;
  data: { date: string };
}

describe.each(testDatabases)('paged draw history on $name', (database) => {
  let t: TestApp;
  let team: { id: number; code: string };
  let other: { id: number; code: string };
  let list: number;
  let theirList: number;
  let seasons: number[];
  let draws: PagedList<PagedDraw, { count: number }>;
  /** Their list's draws, at their team. */
  let theirDraws: string;

  beforeAll(async () => {
    t = await createTestApp(database);
    const db = t.database.db;
    team = await insertTeam(db, { code: 'oranje' });
    other = await insertTeam(db, { code: 'blauw' });
    const player = await insertPlayer(db, team.id, { firstName: 'Ann' });
    seasons = [
      await insertSeason(db, team.id, { description: '2025-2026', playerIds: [player] }),
      await insertSeason(db, team.id, { description: '2026-2027', playerIds: [player] }),
    ];
    list = await insertTaskList(db, team.id, { name: 'Wassen' });
    draws = pagedList(t, `/api/${team.code}/task/${list}/draws`);
    // 11 draws over three dates, several on one date, in two seasons.
    for (let i = 0; i < 11; i++) {
      await insertDraw(db, team.id, {
        taskListId: list,
        seasonId: seasons[i % 2]!,
        playerId: player,
        date: `2026-09-${String(10 + (i % 3)).padStart(2, '0')}`,
      });
    }
    const theirPlayer = await insertPlayer(db, other.id, { firstName: 'Bram' });
    const theirSeason = await insertSeason(db, other.id, {
      description: '2026-2027',
      playerIds: [theirPlayer],
    });
    theirList = await insertTaskList(db, other.id, { name: 'Wassen' });
    theirDraws = `/api/${other.code}/task/${theirList}/draws`;
    await insertDraw(db, other.id, {
      taskListId: theirList,
      seasonId: theirSeason,
      playerId: theirPlayer,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('pages the history newest first, of all seasons or of one, with the count of all of it', async () => {
    for (const filter of ['', `seasonFilter=${seasons[1]}`]) {
      const whole: PagedDraw[] = (await draws.get(filter)).json();
      expect(whole.length).toBe(filter ? 5 : 11);
      const pages = await draws.allPages(`limit=4&${filter}`);
      expect(pages.map((p) => p.items.length)).toEqual(filter ? [4, 1] : [4, 4, 3]);
      expect(pages.at(-1)!.nextCursor).toBeNull();
      expect(pages.flatMap((p) => p.items.map((d) => d.id))).toEqual(whole.map((d) => d.id));
      for (const p of pages) expect(p.totals).toEqual({ count: whole.length });
    }
  });

  it("refuses another team's cursor, a made-up one and a bad limit with a Dutch 400", async () => {
    const theirs = await draws.get('limit=1', theirDraws);
    expect(theirs.json()).toMatchObject({ items: [{ player: { firstName: 'Bram' } }] });
    await draws.expectBadPagingRefused(theirDraws, [
      madeUpCursor({ list: 'draws', team: team.id, after: { date: 'gisteren', id: 1 } }),
    ]);
    const theirListHere = `/api/${team.code}/task/${theirList}/draws`;
    expect((await draws.get('limit=5', theirListHere)).statusCode).toBe(404);
  });
});
