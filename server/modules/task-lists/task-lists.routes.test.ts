import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDateShort, toIsoDate } from '../../../domain/dates.js';
import { mulberry32 } from '../../../domain/task-lists/draw-chances.js';
import { twoTeamsSuite } from '../../../tests/helpers/api-suite.js';
import { insertTeam, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import {
  insertDraw,
  insertMatch,
  insertPlayer,
  insertSeason,
  insertTaskList,
} from '../../../tests/helpers/match-fixtures.js';
import { stalledPush, testDatabases, withPushSender } from '../../../tests/helpers/test-app.js';
import type { PushMessage } from '../../push/push-sender.js';

const day = (days: number) => toIsoDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

interface ChancePair {
  0: { id: number; firstName: string };
  1: number;
}

describe.each(testDatabases)('task lists and lotteries API on $name', (database) => {
  const t = twoTeamsSuite(database, {
    team: { code: 'oranje', name: 'Oranje' },
    other: { code: 'blauw', name: 'Blauw' },
    random: mulberry32(20270315),
  });
  let oldSeason: number;
  let season: number;
  let p: { ann: number; bob: number; cor: number; dirk: number; sleeper: number; gone: number };
  let theirs: { season: number; player: number; taskList: number; match: number };

  beforeAll(async () => {
    const db = t.database.db;
    p = {
      ann: await insertPlayer(db, t.team.id, { firstName: 'Ann' }),
      bob: await insertPlayer(db, t.team.id, { firstName: 'Bob' }),
      cor: await insertPlayer(db, t.team.id, { firstName: 'Cor' }),
      dirk: await insertPlayer(db, t.team.id, { firstName: 'Dirk' }),
      sleeper: await insertPlayer(db, t.team.id, { firstName: 'Slaper', active: false }),
      gone: await insertPlayer(db, t.team.id, { firstName: 'Vertrokken' }),
    };
    oldSeason = await insertSeason(db, t.team.id, {
      description: '2025-2026',
      playerIds: [p.ann, p.gone],
    });
    season = await insertSeason(db, t.team.id, {
      description: '2026-2027',
      playerIds: [p.ann, p.bob, p.cor, p.dirk, p.sleeper],
    });
    const theirPlayer = await insertPlayer(db, t.other.id, { firstName: 'Bram' });
    const theirSeason = await insertSeason(db, t.other.id, {
      description: '2026-2027',
      playerIds: [theirPlayer],
    });
    theirs = {
      season: theirSeason,
      player: theirPlayer,
      taskList: await insertTaskList(db, t.other.id, { name: 'Wassen' }),
      match: await insertMatch(db, t.other.id, theirSeason, { date: day(-3) }),
    };
  });
  beforeEach(() => {
    t.pushes.length = 0;
  });

  const url = (path: string) => `/api/${t.team.code}/task${path}`;
  const get = (path: string) => t.inject({ method: 'GET', url: url(path) });
  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: unknown = {},
    headers = { cookie: t.pin },
  ) => t.inject({ method, url: url(path), payload: body as object, headers });
  const newList = async (name: string) =>
    (await send('POST', '/', { name, forSeason: null })).json().id as number;
  const chances = async (listId: number, ignore: number[] = []) => {
    const query = ignore.map((id) => `ignorePlayerId=${id}`).join('&');
    const response = await get(`/${listId}/drawChance${query ? `?${query}` : ''}`);
    expect(response.statusCode).toBe(200);
    return new Map((response.json() as ChancePair[]).map((pair) => [pair[0].id, pair[1]]));
  };

  describe('task lists', () => {
    it('creates, reads, lists by season and updates a task list', async () => {
      const created = await send('POST', '/', { name: '  Wassen ', forSeason: season });
      expect(created.statusCode).toBe(200);
      const list = created.json();
      expect(list).toEqual({
        id: expect.any(Number),
        name: 'Wassen',
        obsolete: false,
        season: { id: season, description: '2026-2027' },
      });
      expect((await get(`/${list.id}`)).json()).toEqual(list);

      const always = (await send('POST', '/', { name: 'Ballen', forSeason: null })).json();
      const oldId = await insertTaskList(t.database.db, t.team.id, {
        name: 'Fluiten',
        seasonId: oldSeason,
      });
      const old = (await get(`/${oldId}`)).json();

      const names = async (query = '') =>
        (await get(`/${query}`)).json().map((l: { name: string }) => l.name);
      expect(await names()).toEqual(expect.arrayContaining(['Wassen', 'Ballen', 'Fluiten']));
      expect(await names(`?seasonFilter=${season}`)).toEqual(
        expect.arrayContaining(['Wassen', 'Ballen']),
      );
      expect(await names(`?seasonFilter=${season}`)).not.toContain('Fluiten');
      expect(await names(`?seasonFilter=${oldSeason}`)).not.toContain('Wassen');

      const updated = await send('PUT', `/${always.id}`, {
        name: 'Ballen oppompen',
        forSeason: oldSeason,
        obsolete: true,
      });
      expect(updated.json()).toEqual({
        id: always.id,
        name: 'Ballen oppompen',
        obsolete: true,
        season: { id: oldSeason, description: '2025-2026' },
      });
      // Inactive lists come last.
      const all = (await get('/')).json();
      expect(all[all.length - 1].id).toBe(always.id);
      expect(old.season.id).toBe(oldSeason);
    });

    it('answers a season id beyond any id with "Ongeldig seizoen", on PostgreSQL too', async () => {
      const response = await send('POST', '/', { name: 'Wassen', forSeason: 2_147_483_648 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'ValidationError',
        issues: [{ path: 'forSeason', message: 'Ongeldig seizoen' }],
      });
    });

    it('answers a missing name with "Naam is verplicht"', async () => {
      for (const body of [{ name: '   ', forSeason: null }, { forSeason: null }]) {
        const response = await send('POST', '/', body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: 'ValidationError',
          issues: [{ path: 'name', message: 'Naam is verplicht' }],
        });
      }
      const id = await newList('Tijdelijk');
      const put = await send('PUT', `/${id}`, { name: '', forSeason: null, obsolete: false });
      expect(put.json().issues).toEqual([{ path: 'name', message: 'Naam is verplicht' }]);
    });

    it("refuses a second list with the same name, whatever its case, with 'Naam bestaat al'", async () => {
      const first = await newList('Kantine');
      const again = await send('POST', '/', { name: ' kantine ', forSeason: null });
      expect(again.statusCode).toBe(999);
      expect(again.json()).toEqual({ error: 'NameAlreadyExists' });
      const poetsen = await newList('Kantine poetsen');
      const renamed = await send('PUT', `/${poetsen}`, {
        name: 'KANTINE',
        forSeason: null,
        obsolete: false,
      });
      expect(renamed.statusCode).toBe(999);
      expect(renamed.json()).toEqual({ error: 'NameAlreadyExists' });
      // Saving a list under its own name is no clash.
      const same = await send('PUT', `/${first}`, { name: 'Kantine', forSeason: season });
      expect(same.statusCode).toBe(200);
      // Another team may use the name.
      const theirList = await t.inject({
        method: 'POST',
        url: `/api/${t.other.code}/task`,
        payload: { name: 'Kantine', forSeason: null },
        headers: { cookie: t.otherPin },
      });
      expect(theirList.statusCode).toBe(200);
    });

    it('refuses a new list for a locked season with SeasonLocked', async () => {
      const response = await send('POST', '/', { name: 'Oud seizoen', forSeason: oldSeason });
      expect(response.statusCode).toBe(999);
      expect(response.json()).toEqual({ error: 'SeasonLocked' });
      expect((await get('/')).json().map((l: { name: string }) => l.name)).not.toContain(
        'Oud seizoen',
      );
    });

    it("treats another team's task list and season as not found", async () => {
      expect((await get(`/${theirs.taskList}`)).statusCode).toBe(404);
      expect(
        (await send('PUT', `/${theirs.taskList}`, { name: 'Gekaapt', forSeason: null })).statusCode,
      ).toBe(404);
      expect((await send('POST', '/', { name: 'X', forSeason: theirs.season })).statusCode).toBe(
        404,
      );
      expect((await get(`/${theirs.taskList}/draws`)).statusCode).toBe(404);
      expect((await get(`/${theirs.taskList}/drawChance`)).statusCode).toBe(404);
      const theirList = await t.inject({
        method: 'GET',
        url: `/api/${t.other.code}/task/${theirs.taskList}`,
      });
      expect(theirList.json().name).toBe('Wassen');
    });

    it('refuses writes from visitors and other teams', async () => {
      const id = await newList('Beveiligd');
      expect(
        (await send('POST', '/', { name: 'X', forSeason: null }, { cookie: '' })).statusCode,
      ).toBe(401);
      expect(
        (await send('PUT', `/${id}`, { name: 'X', forSeason: null }, { cookie: t.otherPin }))
          .statusCode,
      ).toBe(401);
      const draw = {
        ignorePlayerIds: [],
        toDraw: 1,
        data: { date: day(0), description: 'Training' },
      };
      expect((await send('POST', `/${id}/draw`, draw, { cookie: '' })).statusCode).toBe(401);
      expect(
        (
          await send(
            'POST',
            `/${id}/drawManual`,
            { playerId: p.ann, data: draw.data },
            { cookie: '' },
          )
        ).statusCode,
      ).toBe(401);
      const drawId = await insertDraw(t.database.db, t.team.id, {
        taskListId: id,
        seasonId: season,
        playerId: p.ann,
      });
      expect((await send('DELETE', `/draws/${drawId}`, {}, { cookie: '' })).statusCode).toBe(401);
      expect((await get(`/${id}/draws`)).json()).toHaveLength(1);
    });
  });

  describe('lotteries', () => {
    it("gives each active player of the season a chance from this season's draws of the list", async () => {
      const listId = await newList('Shirts wassen');
      const elsewhere = await newList('Ballen');
      const db = t.database.db;
      // This season: Bob once, Cor three times; older seasons and other lists do not count.
      await insertDraw(db, t.team.id, { taskListId: listId, seasonId: season, playerId: p.bob });
      for (let i = 0; i < 3; i++)
        await insertDraw(db, t.team.id, { taskListId: listId, seasonId: season, playerId: p.cor });
      await insertDraw(db, t.team.id, { taskListId: listId, seasonId: oldSeason, playerId: p.ann });
      await insertDraw(db, t.team.id, {
        taskListId: elsewhere,
        seasonId: season,
        playerId: p.dirk,
      });

      // weights: Ann 1, Bob 1/2, Cor 1/4, Dirk 1 → total 2.75
      const odds = await chances(listId);
      expect([...odds.keys()].sort()).toEqual([p.ann, p.bob, p.cor, p.dirk].sort());
      expect(odds.get(p.ann)).toBeCloseTo(1 / 2.75, 12);
      expect(odds.get(p.bob)).toBeCloseTo(0.5 / 2.75, 12);
      expect(odds.get(p.cor)).toBeCloseTo(0.25 / 2.75, 12);
      expect(odds.get(p.dirk)).toBeCloseTo(1 / 2.75, 12);

      const withoutTwo = await chances(listId, [p.ann, p.dirk]);
      expect([...withoutTwo.keys()].sort()).toEqual([p.bob, p.cor].sort());
      expect(withoutTwo.get(p.bob)).toBeCloseTo(2 / 3, 12);
    });

    // 800 requests, each a locked team write: generous on a busy machine.
    it(
      'draws players as often as drawChance says, never an ignored or inactive one',
      { timeout: 120_000 },
      async () => {
        const listId = await newList('Fluitje');
        const db = t.database.db;
        await insertDraw(db, t.team.id, { taskListId: listId, seasonId: season, playerId: p.bob });
        for (let i = 0; i < 3; i++)
          await insertDraw(db, t.team.id, {
            taskListId: listId,
            seasonId: season,
            playerId: p.cor,
          });
        const odds = await chances(listId, [p.dirk]);

        const rounds = 400;
        const seen = new Map<number, number>();
        for (let i = 0; i < rounds; i++) {
          const response = await send('POST', `/${listId}/draw`, {
            ignorePlayerIds: [p.dirk],
            toDraw: 1,
            data: { date: day(0), description: 'Training' },
          });
          expect(response.statusCode).toBe(200);
          const { players, draws } = response.json();
          seen.set(players[0].id, (seen.get(players[0].id) ?? 0) + 1);
          // Undo, so every round is drawn with the same weights.
          await send('DELETE', `/draws/${draws[0].id}`);
        }
        expect(seen.has(p.dirk)).toBe(false);
        expect(seen.has(p.sleeper)).toBe(false);
        expect(seen.has(p.gone)).toBe(false);
        // Within four standard deviations of the binomial count: a fair lottery stays
        // inside that for all but about one seed in 15,000.
        for (const [playerId, chance] of odds) {
          const margin = 4 * Math.sqrt((chance * (1 - chance)) / rounds);
          expect(Math.abs((seen.get(playerId) ?? 0) / rounds - chance)).toBeLessThan(margin);
        }
      },
    );

    it('answers a draw without waiting for the push services', async () => {
      const listId = await newList('Ballentas');
      const queued: PushMessage[] = [];
      await withPushSender(t, stalledPush(queued), async () => {
        const response = await send('POST', `/${listId}/draw`, {
          ignorePlayerIds: [],
          toDraw: 1,
          data: { date: day(3), description: 'Uit' },
        });
        expect(response.statusCode).toBe(200);
      });
      expect(queued.map((message) => message.title)).toEqual(['Loting: Ballentas']);
    });

    it('draws several different players at once, stores the draws and tells the team', async () => {
      const listId = await newList('Kantinedienst');
      const response = await send('POST', `/${listId}/draw`, {
        ignorePlayerIds: [p.ann],
        toDraw: 3,
        data: { date: day(2), description: 'Toernooi' },
      });
      expect(response.statusCode).toBe(200);
      const { players, draws } = response.json();
      expect(players.map((pl: { id: number }) => pl.id).sort()).toEqual(
        [p.bob, p.cor, p.dirk].sort(),
      );
      expect(draws).toHaveLength(3);
      expect(draws[0]).toEqual({
        id: expect.any(Number),
        taskListId: listId,
        player: players[0],
        data: { date: day(2), description: 'Toernooi' },
      });
      expect(t.pushes).toHaveLength(1);
      expect(t.pushes[0]?.message.title).toBe('Loting: Kantinedienst');
      const names = players.map(
        (pl: { firstName: string; lastName: string }) => `${pl.firstName} ${pl.lastName}`,
      );
      expect(t.pushes[0]?.message.body).toBe(
        `${names[0]}, ${names[1]} en ${names[2]} moeten: Kantinedienst (${formatDateShort(day(2))}, Toernooi)`,
      );
      expect(t.pushes[0]?.message.url).toBe('/');

      const history = (await get(`/${listId}/draws`)).json();
      expect(history.map((d: { id: number }) => d.id).sort()).toEqual(
        draws.map((d: { id: number }) => d.id).sort(),
      );
    });

    it('draws for a match, taking the date and opponent from the match', async () => {
      const listId = await newList('Ballen pompen');
      const matchId = await insertMatch(t.database.db, t.team.id, season, {
        date: day(5),
        opponent: 'Groen',
      });
      const response = await send('POST', `/${listId}/draw`, {
        ignorePlayerIds: [],
        toDraw: 1,
        data: { matchId },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().draws[0].data).toEqual({ matchId, date: day(5), opponent: 'Groen' });
      expect(t.pushes[0]?.message.body).toContain('tegen Groen');
    });

    it('answers impossible counts and a missing match or date and description with 400', async () => {
      const listId = await newList('Fout');
      const data = { date: day(0), description: 'Training' };
      const cases: [unknown, { path: string; message: string }[]][] = [
        [
          { ignorePlayerIds: [], toDraw: 0, data },
          [{ path: 'toDraw', message: 'Aantal lotingen moet minimaal 1 zijn' }],
        ],
        [
          { ignorePlayerIds: [p.ann], toDraw: 4, data },
          [
            {
              path: 'toDraw',
              message: 'Aantal lotingen kan niet groter zijn dan het aantal spelers',
            },
          ],
        ],
        [
          { ignorePlayerIds: [], toDraw: 1, data: {} },
          [
            { path: 'data.date', message: 'Datum is verplicht' },
            { path: 'data.description', message: 'Omschrijving is verplicht' },
          ],
        ],
        [
          { ignorePlayerIds: [], toDraw: 1, data: { date: day(0), description: '  ' } },
          [{ path: 'data.description', message: 'Omschrijving is verplicht' }],
        ],
        [
          { ignorePlayerIds: [], toDraw: 1, data: { date: '2027-02-30', description: 'X' } },
          [{ path: 'data.date', message: 'Ongeldige datum' }],
        ],
      ];
      for (const [body, issues] of cases) {
        const response = await send('POST', `/${listId}/draw`, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'ValidationError', issues });
      }
      expect((await get(`/${listId}/draws`)).json()).toEqual([]);
      expect(t.pushes).toEqual([]);
    });

    it("treats another team's list, match and draws as not found", async () => {
      const listId = await newList('Grens');
      const data = { date: day(0), description: 'Training' };
      expect(
        (await send('POST', `/${theirs.taskList}/draw`, { ignorePlayerIds: [], toDraw: 1, data }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await send('POST', `/${listId}/draw`, {
            ignorePlayerIds: [],
            toDraw: 1,
            data: { matchId: theirs.match },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await send('POST', `/${listId}/drawManual`, { playerId: theirs.player, data })).statusCode,
      ).toBe(404);
      const theirDraw = await insertDraw(t.database.db, t.other.id, {
        taskListId: theirs.taskList,
        seasonId: theirs.season,
        playerId: theirs.player,
      });
      expect((await send('DELETE', `/draws/${theirDraw}`)).statusCode).toBe(404);
      const still = await t.inject({
        method: 'GET',
        url: `/api/${t.other.code}/task/${theirs.taskList}/draws`,
      });
      expect(still.json()).toHaveLength(1);
      expect((await get(`/${listId}/draws`)).json()).toEqual([]);
    });

    it('assigns a task by hand to a player of the season', async () => {
      const listId = await newList('Handmatig');
      const data = { date: day(1), description: 'Uitje' };
      const response = await send('POST', `/${listId}/drawManual`, { playerId: p.ann, data });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: expect.any(Number),
        taskListId: listId,
        player: expect.objectContaining({ id: p.ann }),
        data,
      });

      const outsider = await send('POST', `/${listId}/drawManual`, { playerId: p.gone, data });
      expect(outsider.statusCode).toBe(999);
      expect(outsider.json()).toEqual({ error: 'PlayerNotInSeason' });
      const missing = await send('POST', `/${listId}/drawManual`, { data });
      expect(missing.json().issues).toEqual([{ path: 'playerId', message: 'Speler is verplicht' }]);
    });

    it('lists draws newest first, by season, and deletes one', async () => {
      const listId = await newList('Geschiedenis');
      const db = t.database.db;
      const older = await insertDraw(db, t.team.id, {
        taskListId: listId,
        seasonId: oldSeason,
        playerId: p.ann,
        date: '2026-01-10',
      });
      const early = await insertDraw(db, t.team.id, {
        taskListId: listId,
        seasonId: season,
        playerId: p.bob,
        date: '2026-09-01',
      });
      const late = await insertDraw(db, t.team.id, {
        taskListId: listId,
        seasonId: season,
        playerId: p.cor,
        date: '2026-10-01',
      });
      const ids = async (query = '') =>
        (await get(`/${listId}/draws${query}`)).json().map((d: { id: number }) => d.id);
      expect(await ids()).toEqual([late, early, older]);
      expect(await ids(`?seasonFilter=${season}`)).toEqual([late, early]);

      expect((await send('DELETE', `/draws/${early}`)).statusCode).toBe(200);
      expect(await ids()).toEqual([late, older]);
      // An older season is locked.
      const locked = await send('DELETE', `/draws/${older}`);
      expect(locked.statusCode).toBe(999);
      expect(locked.json()).toEqual({ error: 'SeasonLocked' });
      expect((await send('DELETE', `/draws/${early}`)).statusCode).toBe(404);
    });

    it('undoes the delete of a draw: the same draw again, and the log shows both', async () => {
      const listId = await newList('Ongedaan');
      const drawn = await send('POST', `/${listId}/drawManual`, {
        playerId: p.bob,
        data: { date: day(2), description: 'Bal oppompen' },
      });
      const draw = drawn.json();
      expect((await send('DELETE', `/draws/${draw.id}`)).statusCode).toBe(200);
      expect((await get(`/${listId}/draws`)).json()).toEqual([]);

      const restored = await send('POST', `/draws/${draw.id}/restore`);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json()).toEqual(draw);
      expect((await get(`/${listId}/draws`)).json()).toEqual([draw]);
      const log = await t.inject({
        method: 'GET',
        url: `/api/${t.team.code}/audit?entity=draw`,
        headers: { cookie: t.pin },
      });
      const shown = {
        playerId: p.bob,
        player: 'Bob Speler',
        task: 'Ongedaan',
        date: day(2),
        description: 'Bal oppompen',
      };
      expect(
        log
          .json()
          .items.filter((entry: { entityId: number }) => entry.entityId === draw.id)
          .map((entry: { action: string; before: unknown; after: unknown }) => [
            entry.action,
            entry.before,
            entry.after,
          ]),
      ).toEqual([
        ['restored', null, shown],
        ['deleted', shown, null],
      ]);
      // Nothing left to undo, another team's draw is not found, bad ids are 400, visitors 401.
      expect((await send('POST', `/draws/${draw.id}/restore`)).statusCode).toBe(404);
      const theirDraw = await insertDraw(t.database.db, t.other.id, {
        taskListId: theirs.taskList,
        seasonId: theirs.season,
        playerId: theirs.player,
      });
      const theirDelete = await t.inject({
        method: 'DELETE',
        url: `/api/${t.other.code}/task/draws/${theirDraw}`,
        headers: { cookie: t.otherPin },
      });
      expect(theirDelete.statusCode).toBe(200);
      expect((await send('POST', `/draws/${theirDraw}/restore`)).statusCode).toBe(404);
      const bad = await send('POST', '/draws/abc/restore');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'ValidationError' });
      expect((await send('DELETE', `/draws/${draw.id}`)).statusCode).toBe(200);
      expect((await send('POST', `/draws/${draw.id}/restore`, {}, { cookie: '' })).statusCode).toBe(
        401,
      );
    });

    it('refuses to undo the delete of a draw once its season is locked', async () => {
      const fresh = await insertTeam(t.database.db, { code: 'lotslot' });
      const freshCookie = await teamSessionCookie(t.database.db, fresh.id);
      const player = await insertPlayer(t.database.db, fresh.id, { firstName: 'Els' });
      const first = await insertSeason(t.database.db, fresh.id, {
        description: '2026-2027',
        playerIds: [player],
      });
      const list = await insertTaskList(t.database.db, fresh.id, { name: 'Wassen' });
      const drawId = await insertDraw(t.database.db, fresh.id, {
        taskListId: list,
        seasonId: first,
        playerId: player,
      });
      const at = (method: 'POST' | 'DELETE', path: string) =>
        t.inject({
          method,
          url: `/api/lotslot/task${path}`,
          payload: {},
          headers: { cookie: freshCookie },
        });
      expect((await at('DELETE', `/draws/${drawId}`)).statusCode).toBe(200);
      await insertSeason(t.database.db, fresh.id, { description: '2027-2028', playerIds: [] });
      const refused = await at('POST', `/draws/${drawId}/restore`);
      expect(refused.statusCode).toBe(999);
      expect(refused.json()).toEqual({ error: 'SeasonLocked' });
    });

    it("refuses a draw for a match of a locked season, and any draw before the team's first season", async () => {
      const listId = await newList('Slot');
      const oldMatch = await insertMatch(t.database.db, t.team.id, oldSeason, {
        date: '2026-03-01',
      });
      const response = await send('POST', `/${listId}/draw`, {
        ignorePlayerIds: [],
        toDraw: 1,
        data: { matchId: oldMatch },
      });
      expect(response.json()).toEqual({ error: 'SeasonLocked' });

      const fresh = await insertTeam(t.database.db, { code: 'nieuw' });
      const freshCookie = await teamSessionCookie(t.database.db, fresh.id);
      const freshList = await insertTaskList(t.database.db, fresh.id, { name: 'Wassen' });
      const noSeason = await t.inject({
        method: 'POST',
        url: `/api/nieuw/task/${freshList}/draw`,
        headers: { cookie: freshCookie },
        payload: {
          ignorePlayerIds: [],
          toDraw: 1,
          data: { date: day(0), description: 'Training' },
        },
      });
      expect(noSeason.statusCode).toBe(999);
      expect(noSeason.json()).toEqual({ error: 'NoSeason' });
      const noChances = await t.inject({
        method: 'GET',
        url: `/api/nieuw/task/${freshList}/drawChance`,
      });
      expect(noChances.json()).toEqual([]);
    });
  });
});
