import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../../../tests/helpers/fixtures.js';
import {
  insertDraw,
  insertPlayer,
  insertSeason,
  insertTaskList,
} from '../../../tests/helpers/match-fixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../../../tests/helpers/test-app.js';

interface PagedDraw {
  id: number;
  data: { date: string };
}
interface DrawPage {
  items: PagedDraw[];
  nextCursor: string | null;
  totals: { count: number };
}

describe.each(testDatabases)('paged draw history on $name', (database) => {
  let t: TestApp;
  let team: { id: number; code: string };
  let other: { id: number; code: string };
  let list: number;
  let theirList: number;
  let seasons: number[];

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
    await insertDraw(db, other.id, {
      taskListId: theirList,
      seasonId: theirSeason,
      playerId: theirPlayer,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (query: string, code = team.code, id = list) =>
    t.inject({ method: 'GET', url: `/api/${code}/task/${id}/draws?${query}` });
  const allPages = async (query: string) => {
    const pages: DrawPage[] = [];
    let cursor: string | null = null;
    do {
      const response = await get(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const next: DrawPage = response.json();
      pages.push(next);
      cursor = next.nextCursor;
    } while (cursor !== null);
    return pages;
  };

  it('pages the history newest first, of all seasons or of one, with the count of all of it', async () => {
    for (const filter of ['', `seasonFilter=${seasons[1]}`]) {
      const whole: PagedDraw[] = (await get(filter)).json();
      expect(whole.length).toBe(filter ? 5 : 11);
      const pages = await allPages(`limit=4&${filter}`);
      expect(pages.map((p) => p.items.length)).toEqual(filter ? [4, 1] : [4, 4, 3]);
      expect(pages.at(-1)!.nextCursor).toBeNull();
      expect(pages.flatMap((p) => p.items.map((d) => d.id))).toEqual(whole.map((d) => d.id));
      for (const p of pages) expect(p.totals).toEqual({ count: whole.length });
    }
  });

  it("refuses another team's cursor, a made-up one and a bad limit with a Dutch 400", async () => {
    const ours = (await get('limit=1')).json().nextCursor;
    expect(ours).toEqual(expect.any(String));
    const theirs = await get('limit=1', other.code, theirList);
    expect(theirs.json()).toMatchObject({ items: [{ player: { firstName: 'Bram' } }] });
    const refused = await get(`limit=1&cursor=${ours}`, other.code, theirList);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'ValidationError',
      issues: [{ path: 'cursor', message: expect.stringMatching(/pagina/) }],
    });
    const forged = Buffer.from(
      JSON.stringify({ list: 'draws', team: team.id, after: { date: 'gisteren', id: 1 } }),
    ).toString('base64url');
    for (const cursor of ['nietsdan', forged, 'eyJ9']) {
      const response = await get(`cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].path).toBe('cursor');
    }
    for (const limit of ['0', '101', 'abc']) {
      const response = await get(`limit=${limit}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        { path: 'limit', message: 'Kies een aantal van 1 tot en met 100' },
      ]);
    }
    expect((await get('limit=5', team.code, theirList)).statusCode).toBe(404);
  });
});
