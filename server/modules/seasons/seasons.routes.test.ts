import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../../domain/dates.js';
import { insertTeam, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import {
  insertDraw,
  insertFineType,
  insertMatch,
  insertPlayer,
  insertTaskList,
} from '../../../tests/helpers/match-fixtures.js';
import { insertFine } from '../../../tests/helpers/standings-fixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../../../tests/helpers/test-app.js';

/** Calendar dates around the test app's clock (the clock is real; sessions expire against it). */
function daysFromToday(days: number): string {
  return toIsoDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

describe.each(testDatabases)('seasons API on $name', (database) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Each test gets a team of its own, so seasons of one test never lock another's. */
  async function newTeam(code: string) {
    const team = await insertTeam(t.database.db, { code });
    cookie = await teamSessionCookie(t.database.db, team.id);
    return team;
  }

  const post = (team: string, body: unknown, headers: Record<string, string> = { cookie }) =>
    t.inject({ method: 'POST', url: `/api/${team}/season`, payload: body as object, headers });
  const put = (
    team: string,
    id: number,
    body: unknown,
    headers: Record<string, string> = { cookie },
  ) =>
    t.inject({ method: 'PUT', url: `/api/${team}/season/${id}`, payload: body as object, headers });
  const get = (team: string, path = '') =>
    t.inject({ method: 'GET', url: `/api/${team}/season${path}` });

  it('creates seasons: the newest is current, the previous one is locked', async () => {
    const team = await newTeam('s-happy');
    const jan = await insertPlayer(t.database.db, team.id, { firstName: 'Jan' });
    const piet = await insertPlayer(t.database.db, team.id, { firstName: 'Piet' });

    const first = await post(team.code, {
      description: ' 2026-2027 ',
      playerIds: [jan, piet, jan],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      description: '2026-2027',
      locked: false,
      playerIds: [jan, piet].sort((a, b) => a - b),
    });

    const second = await post(team.code, { description: '2027-2028', playerIds: [piet] });
    expect(second.statusCode).toBe(200);

    expect((await get(team.code)).json()).toEqual([
      { id: second.json().id, description: '2027-2028', locked: false },
      { id: first.json().id, description: '2026-2027', locked: true },
    ]);
    expect((await get(team.code, `/${first.json().id}`)).json()).toMatchObject({
      description: '2026-2027',
      locked: true,
      playerIds: [jan, piet].sort((a, b) => a - b),
    });
  });

  it('answers bad input with 400 and the Dutch messages of the forms', async () => {
    const team = await newTeam('s-invalid');
    const blank = await post(team.code, { description: '   ', playerIds: [] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      error: 'ValidationError',
      issues: [{ path: 'description', message: 'Seizoen is verplicht' }],
    });
    const noPlayers = await post(team.code, { description: '2027' });
    expect(noPlayers.statusCode).toBe(400);
    expect(noPlayers.json().issues).toEqual([
      { path: 'playerIds', message: 'Kies de spelers van het seizoen' },
    ]);

    const season = (await post(team.code, { description: '2027', playerIds: [] })).json();
    const rename = await put(team.code, season.id, { description: '' });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().issues).toEqual([
      { path: 'description', message: 'Omschrijving is verplicht' },
    ]);
    expect((await get(team.code, '/abc')).statusCode).toBe(400);
  });

  it('refuses a second season with the same description, on create and on rename', async () => {
    const team = await newTeam('s-duplicate');
    const first = (await post(team.code, { description: 'Najaar', playerIds: [] })).json();
    const same = await post(team.code, { description: 'Najaar', playerIds: [] });
    expect(same.statusCode).toBe(999);
    expect(same.json()).toEqual({ error: 'SeasonAlreadyExists' });

    await post(team.code, { description: 'Voorjaar', playerIds: [] });
    const rename = await put(team.code, first.id, { description: 'Voorjaar' });
    expect(rename.statusCode).toBe(999);
    expect(rename.json()).toEqual({ error: 'SeasonAlreadyExists' });
    expect((await get(team.code)).json()).toHaveLength(2);
  });

  it('refuses a new season while the current one has played matches that are not filled in', async () => {
    const team = await newTeam('s-unfilled');
    const season = (await post(team.code, { description: 'Oud', playerIds: [] })).json();
    const insertMatch = (date: string, flags: { cancelled?: 0 | 1; filled?: 0 | 1 } = {}) =>
      t.database.db
        .insertInto('matches')
        .values({
          team_id: team.id,
          season_id: season.id,
          date,
          match_type: 'League',
          opponent: 'Ajax',
          cancelled: flags.cancelled ?? 0,
          filled: flags.filled ?? 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    // Neither a cancelled match, a future one nor a filled one keeps the season open.
    await insertMatch(daysFromToday(-10), { cancelled: 1 });
    await insertMatch(daysFromToday(1));
    await insertMatch(daysFromToday(-7), { filled: 1 });
    const playedToday = await insertMatch(daysFromToday(0));

    const refused = await post(team.code, { description: 'Nieuw', playerIds: [] });
    expect(refused.statusCode).toBe(999);
    expect(refused.json()).toEqual({ error: 'SeasonHasUnfilledMatches' });
    expect((await get(team.code)).json()).toHaveLength(1);

    await t.database.db
      .updateTable('matches')
      .set({ filled: 1 })
      .where('id', '=', playedToday.id)
      .execute();
    expect((await post(team.code, { description: 'Nieuw', playerIds: [] })).statusCode).toBe(200);
  });

  it('refuses a new season while the current one has unpaid fines', async () => {
    const team = await newTeam('s-unpaid');
    const jan = await insertPlayer(t.database.db, team.id, { firstName: 'Jan' });
    const season = (await post(team.code, { description: 'Oud', playerIds: [jan] })).json();
    const fineType = await insertFineType(t.database.db, team.id, {
      description: 'Te laat',
      matchRelated: false,
    });
    const fine = await insertFine(t.database.db, team.id, {
      seasonId: season.id,
      playerId: jan,
      fineTypeId: fineType,
      date: '2027-02-01',
    });

    const refused = await post(team.code, { description: 'Nieuw', playerIds: [jan] });
    expect(refused.statusCode).toBe(999);
    expect(refused.json()).toEqual({ error: 'SeasonHasUnpaidFines' });

    await t.database.db.updateTable('fines').set({ paid: 1 }).where('id', '=', fine).execute();
    expect((await post(team.code, { description: 'Nieuw', playerIds: [jan] })).statusCode).toBe(
      200,
    );
  });

  it('edits the players of the open season, but keeps a player who has data in it', async () => {
    const team = await newTeam('s-players');
    const jan = await insertPlayer(t.database.db, team.id, { firstName: 'Jan' });
    const piet = await insertPlayer(t.database.db, team.id, { firstName: 'Piet' });
    const kees = await insertPlayer(t.database.db, team.id, { firstName: 'Kees' });
    const season = (await post(team.code, { description: '2027', playerIds: [jan, piet] })).json();

    const edited = await put(team.code, season.id, {
      description: '2027 voorjaar',
      playerIds: [jan, kees],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ description: '2027 voorjaar', playerIds: [jan, kees] });

    const renamedOnly = await put(team.code, season.id, { description: '2027' });
    expect(renamedOnly.json()).toMatchObject({ description: '2027', playerIds: [jan, kees] });

    const match = await t.database.db
      .insertInto('matches')
      .values({
        team_id: team.id,
        season_id: season.id,
        date: '2027-03-01',
        match_type: 'Cup',
        opponent: 'PSV',
        cancelled: 0,
        filled: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('match_goals')
      .values({ team_id: team.id, match_id: match.id, player_id: kees, goals: 2 })
      .execute();

    const removeScorer = await put(team.code, season.id, { description: '2027', playerIds: [jan] });
    expect(removeScorer.statusCode).toBe(400);
    expect(removeScorer.json().issues).toEqual([
      {
        path: 'playerIds',
        message: 'Kees Speler heeft al gegevens in dit seizoen en kan niet worden verwijderd',
      },
    ]);
    expect((await get(team.code, `/${season.id}`)).json().playerIds).toEqual([jan, kees]);
  });

  it('keeps a locked season: its name can be corrected, its players not', async () => {
    const team = await newTeam('s-locked');
    const jan = await insertPlayer(t.database.db, team.id, { firstName: 'Jan' });
    const old = (await post(team.code, { description: 'Oud', playerIds: [jan] })).json();
    await post(team.code, { description: 'Nieuw', playerIds: [jan] });

    const players = await put(team.code, old.id, { description: 'Oud', playerIds: [] });
    expect(players.statusCode).toBe(999);
    expect(players.json()).toEqual({ error: 'SeasonLocked' });
    const rename = await put(team.code, old.id, { description: 'Seizoen 1' });
    expect(rename.statusCode).toBe(200);
    expect(rename.json()).toMatchObject({
      description: 'Seizoen 1',
      locked: true,
      playerIds: [jan],
    });
  });

  it("keeps teams apart: another team's season and players are not found", async () => {
    const team = await newTeam('s-mine');
    const mine = (await post(team.code, { description: 'Thuis', playerIds: [] })).json();
    const other = await newTeam('s-theirs');
    const otherCookie = cookie;
    const theirPlayer = await insertPlayer(t.database.db, other.id, { firstName: 'Vreemd' });
    const theirs = (
      await post(other.code, { description: 'Uit', playerIds: [theirPlayer] })
    ).json();
    const myCookie = await teamSessionCookie(t.database.db, team.id);

    expect((await get(team.code, `/${theirs.id}`)).statusCode).toBe(404);
    const rename = await put(
      team.code,
      theirs.id,
      { description: 'Gekaapt' },
      { cookie: myCookie },
    );
    expect(rename.statusCode).toBe(404);
    const withTheirPlayer = await put(
      team.code,
      mine.id,
      { description: 'Thuis', playerIds: [theirPlayer] },
      { cookie: myCookie },
    );
    expect(withTheirPlayer.statusCode).toBe(404);
    const createWithTheirPlayer = await post(
      team.code,
      { description: 'Nieuw', playerIds: [theirPlayer] },
      { cookie: myCookie },
    );
    expect(createWithTheirPlayer.statusCode).toBe(404);

    expect((await get(team.code)).json()).toEqual([
      { id: mine.id, description: 'Thuis', locked: false },
    ]);
    expect((await get(other.code, `/${theirs.id}`)).json()).toMatchObject({
      description: 'Uit',
      playerIds: [theirPlayer],
    });
    // A pin session is worth nothing at another team.
    expect(
      (await post(team.code, { description: 'X', playerIds: [] }, { cookie: otherCookie }))
        .statusCode,
    ).toBe(401);
  });

  it("moves the current season's matches after today into the new season and logs each move", async () => {
    const team = await newTeam('s-move');
    const jan = await insertPlayer(t.database.db, team.id, { firstName: 'Jan' });
    const old = (await post(team.code, { description: 'Oud', playerIds: [jan] })).json();
    const db = t.database.db;
    const played = await insertMatch(db, team.id, old.id, {
      date: daysFromToday(-3),
      opponent: 'Gespeeld',
      filled: true,
    });
    const today = await insertMatch(db, team.id, old.id, {
      date: daysFromToday(0),
      opponent: 'Vandaag',
      filled: true,
    });
    const tomorrow = await insertMatch(db, team.id, old.id, {
      date: daysFromToday(1),
      opponent: 'Morgen',
    });
    const later = await insertMatch(db, team.id, old.id, {
      date: daysFromToday(30),
      opponent: 'Later',
      cancelled: true,
    });
    const list = await insertTaskList(db, team.id, { name: 'Wassen' });
    const aheadDraw = await insertDraw(db, team.id, {
      taskListId: list,
      seasonId: old.id,
      playerId: jan,
      matchId: tomorrow,
    });

    const created = await post(team.code, { description: 'Nieuw', playerIds: [jan] });
    expect(created.statusCode).toBe(200);
    const fresh = created.json().id as number;

    const opponents = async (seasonId: number) =>
      (await t.inject({ method: 'GET', url: `/api/${team.code}/match?seasonId=${seasonId}` }))
        .json()
        .map((m: { opponent: string }) => m.opponent)
        .sort();
    expect(await opponents(fresh)).toEqual(['Later', 'Morgen']);
    expect(await opponents(old.id)).toEqual(['Gespeeld', 'Vandaag']);
    const draw = await db
      .selectFrom('task_draws')
      .select('season_id')
      .where('id', '=', aheadDraw)
      .executeTakeFirstOrThrow();
    expect(draw.season_id).toBe(fresh);

    const log = await db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'action', 'before', 'after'])
      .where('team_id', '=', team.id)
      .orderBy('entity_id')
      .execute();
    expect(
      log.map((row) => ({
        ...row,
        before: JSON.parse(row.before ?? 'null'),
        after: JSON.parse(row.after ?? 'null'),
      })),
    ).toEqual(
      [tomorrow, later]
        .sort((a, b) => a - b)
        .map((id) => ({
          entity: 'match',
          entity_id: id,
          action: 'changed',
          before: expect.objectContaining({ season: 'Oud' }),
          after: expect.objectContaining({ season: 'Nieuw' }),
        })),
    );
    expect([played, today]).not.toContain(log[0]?.entity_id);
  });

  it('leaves future matches in the old season when moveFutureMatches is off', async () => {
    const team = await newTeam('s-stay');
    const old = (await post(team.code, { description: 'Oud', playerIds: [] })).json();
    const match = await insertMatch(t.database.db, team.id, old.id, { date: daysFromToday(5) });
    const created = await post(team.code, {
      description: 'Nieuw',
      playerIds: [],
      moveFutureMatches: false,
    });
    expect(created.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('matches')
      .select('season_id')
      .where('id', '=', match)
      .executeTakeFirstOrThrow();
    expect(row.season_id).toBe(old.id);

    const bad = await post(team.code, {
      description: 'Derde',
      playerIds: [],
      moveFutureMatches: 'ja',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'moveFutureMatches', message: 'Kies of de komende wedstrijden meegaan' },
    ]);
  });

  it("tells the wizard the current season's blockers and the matches that would move", async () => {
    const team = await newTeam('s-check');
    const teamCookie = cookie;
    const check = () =>
      t.inject({
        method: 'GET',
        url: `/api/${team.code}/season/new-season-check`,
        headers: { cookie: teamCookie },
      });
    expect((await check()).json()).toEqual({
      current: null,
      unfilledMatches: [],
      unpaidFines: 0,
      futureMatches: [],
    });

    const jan = await insertPlayer(t.database.db, team.id, { firstName: 'Jan' });
    const season = (await post(team.code, { description: 'Nu', playerIds: [jan] })).json();
    const db = t.database.db;
    const unfilled = await insertMatch(db, team.id, season.id, {
      date: daysFromToday(-2),
      opponent: 'Vergeten',
    });
    await insertMatch(db, team.id, season.id, { date: daysFromToday(-9), cancelled: true });
    const coming = await insertMatch(db, team.id, season.id, {
      date: daysFromToday(4),
      opponent: 'Straks',
    });
    const fineType = await insertFineType(db, team.id, {
      description: 'Te laat',
      matchRelated: false,
    });
    for (const paid of [false, false, true]) {
      await insertFine(db, team.id, {
        seasonId: season.id,
        playerId: jan,
        fineTypeId: fineType,
        date: daysFromToday(-1),
        paid,
      });
    }
    // Another team's season and matches stay out of it.
    const other = await newTeam('s-check-other');
    const theirs = (await post(other.code, { description: 'Hun', playerIds: [] })).json();
    await insertMatch(db, other.id, theirs.id, { date: daysFromToday(-2), opponent: 'Hun' });

    const response = await check();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      current: { id: season.id, description: 'Nu' },
      unfilledMatches: [{ id: unfilled, date: daysFromToday(-2), opponent: 'Vergeten' }],
      unpaidFines: 2,
      futureMatches: [{ id: coming, date: daysFromToday(4), opponent: 'Straks' }],
    });
    const visitor = await t.inject({
      method: 'GET',
      url: `/api/${team.code}/season/new-season-check`,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses writes from visitors', async () => {
    const team = await newTeam('s-visitor');
    const season = (await post(team.code, { description: 'Seizoen', playerIds: [] })).json();
    expect((await post(team.code, { description: 'Nieuw', playerIds: [] }, {})).statusCode).toBe(
      401,
    );
    expect((await put(team.code, season.id, { description: 'Nieuw' }, {})).statusCode).toBe(401);
    expect((await get(team.code)).json()).toEqual([
      { id: season.id, description: 'Seizoen', locked: false },
    ]);
  });

  it('creates two seasons sent at once one after the other: one current, nothing lost', async () => {
    const team = await newTeam('s-parallel');
    const jan = await insertPlayer(t.database.db, team.id, { firstName: 'Jan' });
    const piet = await insertPlayer(t.database.db, team.id, { firstName: 'Piet' });
    await post(team.code, { description: 'Oud', playerIds: [jan, piet] });

    const [a, b] = await Promise.all([
      post(team.code, { description: 'Voorjaar', playerIds: [jan] }),
      post(team.code, { description: 'Najaar', playerIds: [piet] }),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    const seasons = (await get(team.code)).json() as {
      id: number;
      description: string;
      locked: boolean;
    }[];
    expect(seasons).toHaveLength(3);
    expect(seasons.filter((s) => !s.locked)).toHaveLength(1);
    expect((await get(team.code, `/${a?.json().id}`)).json().playerIds).toEqual([jan]);
    expect((await get(team.code, `/${b?.json().id}`)).json().playerIds).toEqual([piet]);
  });

  it('lets only one of two identical seasons sent at once through', async () => {
    const team = await newTeam('s-double-tap');
    const jan = await insertPlayer(t.database.db, team.id, { firstName: 'Jan' });
    const responses = await Promise.all([
      post(team.code, { description: 'Seizoen', playerIds: [jan] }),
      post(team.code, { description: 'Seizoen', playerIds: [jan] }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 999]);
    expect(responses.find((r) => r.statusCode === 999)?.json()).toEqual({
      error: 'SeasonAlreadyExists',
    });
    const seasons = (await get(team.code)).json();
    expect(seasons).toEqual([{ id: expect.any(Number), description: 'Seizoen', locked: false }]);
    expect((await get(team.code, `/${seasons[0].id}`)).json().playerIds).toEqual([jan]);
  });
});
