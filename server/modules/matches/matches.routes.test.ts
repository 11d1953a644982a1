import { beforeAll, describe, expect, it } from 'vitest';
import { twoTeamsSuite } from '../../../tests/helpers/api-suite.js';
import { insertTeam, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import { insertAnswer, insertPlayer } from '../../../tests/helpers/match-fixtures.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';

describe.each(testDatabases)('matches API on $name', (database) => {
  const t = twoTeamsSuite(database);
  let seasonId: number;

  beforeAll(async () => {
    seasonId = (await newSeason(t.team.code, t.pin, '2026-2027')).id;
    await newSeason(t.other.code, t.otherPin, 'Blauw 2027');
  });

  /** Future matches stay in the old season unless asked (these tests need them there). */
  async function newSeason(
    code: string,
    sessionCookie: string,
    description: string,
    { moveFutureMatches = false } = {},
  ) {
    const response = await t.inject({
      method: 'POST',
      url: `/api/${code}/season`,
      headers: { cookie: sessionCookie },
      payload: { description, playerIds: [], moveFutureMatches },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { id: number };
  }

  const url = (path = '', code = t.team.code) => `/api/${code}/match${path}`;
  const create = (
    body: unknown,
    headers: Record<string, string> = { cookie: t.pin },
    code = t.team.code,
  ) => t.inject({ method: 'POST', url: url('', code), payload: body as object, headers });
  const update = (id: number, body: unknown, headers: Record<string, string> = { cookie: t.pin }) =>
    t.inject({ method: 'PUT', url: url(`/${id}`), payload: body as object, headers });
  const remove = (id: number, headers: Record<string, string> = { cookie: t.pin }) =>
    t.inject({ method: 'DELETE', url: url(`/${id}`), headers });
  const get = (path = '', code = t.team.code) => t.inject({ method: 'GET', url: url(path, code) });
  const markFilled = (id: number) =>
    t.database.db.updateTable('matches').set({ filled: 1 }).where('id', '=', id).execute();

  it('keeps kick-off, location and home/away, and refuses a wrong time in Dutch', async () => {
    const created = await create({
      date: '2027-09-11',
      opponent: 'Voorschoten 97',
      kickOff: '14:30',
      location: ' Sportpark De Adelaar ',
      home: false,
    });
    expect(created.statusCode, created.body).toBe(200);
    const match = created.json();
    expect(match).toMatchObject({
      kickOff: '14:30',
      location: 'Sportpark De Adelaar',
      home: false,
      scoreFor: null,
    });
    const edited = await update(match.id, {
      date: '2027-09-11',
      opponent: 'Voorschoten 97',
      kickOff: '',
      location: '',
      home: true,
      cancelled: false,
    });
    expect(edited.json()).toMatchObject({ kickOff: null, location: null, home: true });
    expect((await get(`/${match.id}`)).json()).toMatchObject({ kickOff: null, home: true });

    const wrong = await create({ date: '2027-09-11', opponent: 'X', kickOff: '25:00' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      { path: 'kickOff', message: 'Geef een tijd op als uu:mm' },
    ]);
  });

  it('adds a match to the current season and reads it back', async () => {
    const created = await create({ date: '2027-09-04', matchType: 'Cup', opponent: '  Ajax 2 ' });
    expect(created.statusCode).toBe(200);
    const match = created.json();
    expect(match).toEqual({
      id: expect.any(Number),
      seasonId,
      date: '2027-09-04',
      matchType: 'Cup',
      opponent: 'Ajax 2',
      cancelled: false,
      filled: false,
      kickOff: null,
      location: null,
      home: true,
      scoreFor: null,
      scoreAgainst: null,
    });
    expect((await get(`/${match.id}`)).json()).toEqual(match);
    const defaultType = await create({ date: '2027-09-11', opponent: 'PSV' });
    expect(defaultType.json().matchType).toBe('League');
  });

  it('answers bad input with 400 and the Dutch messages of the form', async () => {
    const empty = await create({ opponent: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: 'ValidationError',
      issues: expect.arrayContaining([
        { path: 'date', message: 'Datum is verplicht' },
        { path: 'opponent', message: 'Tegenstander is verplicht' },
      ]),
    });
    const badDate = await create({ date: '2027-02-30', matchType: 'League', opponent: 'PSV' });
    expect(badDate.json().issues).toEqual([{ path: 'date', message: 'Ongeldige datum' }]);
    const badType = await create({ date: '2027-02-03', matchType: 'Competitie', opponent: 'PSV' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().issues[0].path).toBe('matchType');
    expect((await get('/abc')).statusCode).toBe(400);
    expect((await get('?onlyFilled=misschien')).statusCode).toBe(400);
  });

  it('lists the matches of a season in date order, optionally only the filled ones', async () => {
    const code = 'lijst';
    const listTeam = await insertTeam(t.database.db, { code });
    const listCookie = await teamSessionCookie(t.database.db, listTeam.id);
    expect((await get('', code)).json()).toEqual([]);
    const first = await newSeason(code, listCookie, 'Eerste');
    const add = async (date: string, opponent: string) =>
      (await create({ date, matchType: 'League', opponent }, { cookie: listCookie }, code)).json();
    const later = await add('2090-10-02', 'Later');
    const earlier = await add('2090-09-25', 'Eerder');
    await markFilled(later.id);

    expect((await get('', code)).json().map((m: { opponent: string }) => m.opponent)).toEqual([
      'Eerder',
      'Later',
    ]);
    expect((await get('?onlyFilled=true', code)).json().map((m: { id: number }) => m.id)).toEqual([
      later.id,
    ]);

    await newSeason(code, listCookie, 'Tweede');
    expect((await get('', code)).json()).toEqual([]);
    const old = await get(`?seasonId=${first.id}`, code);
    expect(old.json().map((m: { id: number }) => m.id)).toEqual([earlier.id, later.id]);
  });

  it('edits a match, cancels it keeping its date, and restores it', async () => {
    const match = (
      await create({ date: '2027-10-09', matchType: 'League', opponent: 'Feyenoord' })
    ).json();
    // Every save sends the whole form: the same friendly against Sparta, on a date, cancelled or not.
    const save = (date: string, cancelled?: boolean) =>
      update(match.id, { date, matchType: 'Friendly', opponent: 'Sparta', cancelled });
    const edited = await save('2027-10-10', false);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      date: '2027-10-10',
      matchType: 'Friendly',
      opponent: 'Sparta',
      cancelled: false,
    });

    const cancelled = await save('2027-10-10', true);
    expect(cancelled.json()).toMatchObject({ cancelled: true, date: '2027-10-10' });

    // The date field is disabled while cancelled: a date sent anyway is ignored.
    const moved = await save('2027-12-24', true);
    expect(moved.json()).toMatchObject({ cancelled: true, date: '2027-10-10' });

    const restored = await save('2027-10-10', false);
    expect(restored.json()).toMatchObject({ cancelled: false, date: '2027-10-10' });
    const rescheduled = await save('2027-10-17', false);
    expect(rescheduled.json()).toMatchObject({ date: '2027-10-17' });

    const noFlag = await save('2027-10-17');
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json().issues[0].path).toBe('cancelled');
  });

  it('deletes a match', async () => {
    const match = (
      await create({ date: '2027-11-06', matchType: 'League', opponent: 'Vitesse' })
    ).json();
    const deleted = await remove(match.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await get(`/${match.id}`)).statusCode).toBe(404);
    expect((await remove(match.id)).statusCode).toBe(404);
  });

  const restore = (
    id: number,
    headers: Record<string, string> = { cookie: t.pin },
    code = t.team.code,
  ) => t.inject({ method: 'POST', url: url(`/${id}/restore`, code), payload: {}, headers });
  const auditOf = async (id: number) =>
    (
      await t.inject({
        method: 'GET',
        url: `/api/${t.team.code}/audit?entity=match`,
        headers: { cookie: t.pin },
      })
    )
      .json()
      .items.filter((entry: { entityId: number }) => entry.entityId === id)
      .map((entry: { action: string; before: unknown; after: unknown }) => [
        entry.action,
        entry.before,
        entry.after,
      ]);

  it('undoes a delete: the same match with its availability and its draw, and the log shows both', async () => {
    const match = (
      await create({ date: '2027-11-13', matchType: 'Cup', opponent: 'Sparta', kickOff: '14:30' })
    ).json();
    const { db } = t.database;
    const player = await insertPlayer(db, t.team.id, { firstName: 'Kees', lastName: 'Bal' });
    await insertAnswer(db, t.team.id, {
      matchId: match.id,
      playerId: player,
      note: 'iets later',
      updatedAt: '2027-11-01T10:00:00.000Z',
    });
    const list = await db
      .insertInto('task_lists')
      .values({ team_id: t.team.id, name: 'Wassen', season_id: seasonId, obsolete: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const draw = await db
      .insertInto('task_draws')
      .values({
        team_id: t.team.id,
        task_list_id: list.id,
        season_id: seasonId,
        player_id: player,
        match_id: match.id,
        date: '2027-11-13',
        description: null,
        created_at: '2027-11-01T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect((await remove(match.id)).statusCode).toBe(200);
    expect((await get(`/${match.id}`)).statusCode).toBe(404);
    const drawCount = () =>
      db.selectFrom('task_draws').select('id').where('id', '=', draw.id).execute();
    expect(await drawCount()).toHaveLength(0);

    const restored = await restore(match.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual(match);
    expect((await get(`/${match.id}`)).json()).toEqual(match);
    expect(await drawCount()).toHaveLength(1);
    const availability = await db
      .selectFrom('match_availability')
      .select(['status', 'note'])
      .where('match_id', '=', match.id)
      .execute();
    expect(availability).toEqual([{ status: 'Yes', note: 'iets later' }]);
    const shown = { date: '2027-11-13', opponent: 'Sparta' };
    expect(await auditOf(match.id)).toEqual([
      ['restored', null, shown],
      ['deleted', shown, null],
    ]);

    // Undone once: a second undo has nothing left to put back.
    expect((await restore(match.id)).statusCode).toBe(404);
    // Deleted again: undoable again.
    expect((await remove(match.id)).statusCode).toBe(200);
    expect((await restore(match.id)).statusCode).toBe(200);
  });

  it('refuses an undo that no longer fits: the season got locked, or a player of it is gone', async () => {
    const code = 'herstel';
    const restoreTeam = await insertTeam(t.database.db, { code });
    const restoreCookie = await teamSessionCookie(t.database.db, restoreTeam.id);
    const headers = { cookie: restoreCookie };
    await newSeason(code, restoreCookie, 'Eerste');
    const body = { date: '2030-02-02', matchType: 'League', opponent: 'Ajax' };
    const locked = (await create(body, headers, code)).json();
    expect(
      (await t.inject({ method: 'DELETE', url: url(`/${locked.id}`, code), headers })).statusCode,
    ).toBe(200);
    await newSeason(code, restoreCookie, 'Tweede');
    const tooLate = await restore(locked.id, headers, code);
    expect(tooLate.statusCode).toBe(999);
    expect(tooLate.json()).toEqual({ error: 'SeasonLocked' });

    const { db } = t.database;
    const withAnswer = (await create(body, headers, code)).json();
    const player = await insertPlayer(db, restoreTeam.id, { firstName: 'Piet', lastName: 'Weg' });
    await insertAnswer(db, restoreTeam.id, {
      matchId: withAnswer.id,
      playerId: player,
      status: 'No',
      updatedAt: '2030-01-01T10:00:00.000Z',
    });
    expect(
      (await t.inject({ method: 'DELETE', url: url(`/${withAnswer.id}`, code), headers }))
        .statusCode,
    ).toBe(200);
    await db.deleteFrom('players').where('id', '=', player).execute();
    const clash = await restore(withAnswer.id, headers, code);
    expect(clash.statusCode).toBe(999);
    expect(clash.json()).toEqual({ error: 'CannotRestore' });
    // Refused as a whole: not the match without its answers.
    expect((await get(`/${withAnswer.id}`, code)).statusCode).toBe(404);
  });

  it("answers an undo of another team's match or of bad ids with 404 and 400, and refuses visitors", async () => {
    const theirs = (
      await create(
        { date: '2027-09-25', matchType: 'League', opponent: 'Oranje' },
        { cookie: t.otherPin },
        t.other.code,
      )
    ).json();
    expect(
      (
        await t.inject({
          method: 'DELETE',
          url: url(`/${theirs.id}`, t.other.code),
          headers: { cookie: t.otherPin },
        })
      ).statusCode,
    ).toBe(200);
    expect((await restore(theirs.id)).statusCode).toBe(404);
    expect((await restore(theirs.id, {}, t.other.code)).statusCode).toBe(401);
    const bad = await restore(0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'ValidationError' });
    expect(bad.json().issues[0].message).toMatch(/[a-z]/);
    expect((await restore(theirs.id, { cookie: t.otherPin }, t.other.code)).statusCode).toBe(200);
  });

  it('refuses to edit, cancel or delete a filled match', async () => {
    const match = (
      await create({ date: '2027-08-28', matchType: 'League', opponent: 'Heracles' })
    ).json();
    await markFilled(match.id);
    const body = { date: '2027-08-28', matchType: 'League', opponent: 'Heracles' };
    for (const response of [
      await update(match.id, { ...body, opponent: 'Anders', cancelled: false }),
      await update(match.id, { ...body, cancelled: true }),
      await remove(match.id),
    ]) {
      expect(response.statusCode).toBe(999);
      expect(response.json()).toEqual({ error: 'MatchFilled' });
    }
    expect((await get(`/${match.id}`)).json()).toMatchObject({
      opponent: 'Heracles',
      cancelled: false,
      filled: true,
    });
  });

  it('refuses changes to the matches of a locked season, and new matches before the first season', async () => {
    const code = 'slot';
    const lockTeam = await insertTeam(t.database.db, { code });
    const lockCookie = await teamSessionCookie(t.database.db, lockTeam.id);
    const body = { date: '2030-01-05', matchType: 'League', opponent: 'Go Ahead' };

    const noSeason = await create(body, { cookie: lockCookie }, code);
    expect(noSeason.statusCode).toBe(999);
    expect(noSeason.json()).toEqual({ error: 'NoSeason' });

    await newSeason(code, lockCookie, 'Oud');
    const match = (await create(body, { cookie: lockCookie }, code)).json();
    await newSeason(code, lockCookie, 'Nieuw');
    const put = await t.inject({
      method: 'PUT',
      url: url(`/${match.id}`, code),
      headers: { cookie: lockCookie },
      payload: { ...body, cancelled: true },
    });
    expect(put.statusCode).toBe(999);
    expect(put.json()).toEqual({ error: 'SeasonLocked' });
    const del = await t.inject({
      method: 'DELETE',
      url: url(`/${match.id}`, code),
      headers: { cookie: lockCookie },
    });
    expect(del.json()).toEqual({ error: 'SeasonLocked' });
    expect((await get(`/${match.id}`, code)).json()).toMatchObject({ cancelled: false });
  });

  it("treats another team's matches and seasons as not found", async () => {
    const theirs = (
      await create(
        { date: '2027-09-18', matchType: 'League', opponent: 'Oranje' },
        { cookie: t.otherPin },
        t.other.code,
      )
    ).json();
    const theirSeason = theirs.seasonId;
    expect((await get(`/${theirs.id}`)).statusCode).toBe(404);
    expect((await get(`?seasonId=${theirSeason}`)).statusCode).toBe(404);
    const put = await update(theirs.id, {
      date: '2027-09-18',
      matchType: 'League',
      opponent: 'Gekaapt',
      cancelled: true,
    });
    expect(put.statusCode).toBe(404);
    expect((await remove(theirs.id)).statusCode).toBe(404);
    expect((await get(`/${theirs.id}`, t.other.code)).json()).toMatchObject({
      opponent: 'Oranje',
      cancelled: false,
    });
  });

  it('refuses writes from visitors and from sessions of another team', async () => {
    const match = (
      await create({ date: '2027-12-04', matchType: 'League', opponent: 'NAC' })
    ).json();
    const body = { date: '2027-12-04', matchType: 'League', opponent: 'NAC', cancelled: true };
    expect((await create(body, {})).statusCode).toBe(401);
    expect((await update(match.id, body, {})).statusCode).toBe(401);
    expect((await remove(match.id, {})).statusCode).toBe(401);
    expect((await update(match.id, body, { cookie: t.otherPin })).statusCode).toBe(401);
    expect((await get(`/${match.id}`)).json()).toMatchObject({ cancelled: false });
  });
});
