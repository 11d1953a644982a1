import { beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../../domain/dates.js';
import { teamAndOtherSuite } from '../../../tests/helpers/api-suite.js';
import { insertMatch, insertPlayer, insertSeason } from '../../../tests/helpers/match-fixtures.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabases)('availability API on $name', (database) => {
  const t = teamAndOtherSuite(database, {
    team: { code: 'oranje', name: 'VV Oranje' },
    adminEmail: 'trainer@example.nl',
  });
  let players: { jan: number; piet: number; kees: number; outsider: number };
  let season: number;
  let match: number;
  let theirs: { player: number; match: number };
  const day = (days: number) => todayIso(new Date(t.clock.now.getTime() + days * DAY));

  beforeAll(async () => {
    const db = t.database.db;
    players = {
      jan: await insertPlayer(db, t.team.id, { firstName: 'Jan', lastName: 'Jansen' }),
      piet: await insertPlayer(db, t.team.id, { firstName: 'Piet', lastName: 'Pieters' }),
      kees: await insertPlayer(db, t.team.id, { firstName: 'Kees', lastName: 'de Boer' }),
      outsider: await insertPlayer(db, t.team.id, { firstName: 'Olaf', lastName: 'Buiten' }),
    };
    season = await insertSeason(db, t.team.id, {
      description: '2026-2027',
      playerIds: [players.jan, players.piet, players.kees],
    });
    match = await insertMatch(db, t.team.id, season, { date: day(3), opponent: 'Voorschoten 97' });
    const theirPlayer = await insertPlayer(db, t.other.id, {
      firstName: 'Bram',
      lastName: 'Blauw',
    });
    const theirSeason = await insertSeason(db, t.other.id, {
      description: '2026-2027',
      playerIds: [theirPlayer],
    });
    theirs = {
      player: theirPlayer,
      match: await insertMatch(db, t.other.id, theirSeason, { date: day(3) }),
    };
  });

  const answer = (
    matchId: number,
    playerId: number,
    body: unknown,
    headers: Record<string, string> = { cookie: t.pin },
    code = t.team.code,
  ) =>
    t.inject({
      method: 'PUT',
      url: `/api/${code}/match/${matchId}/availability/${playerId}`,
      headers,
      payload: body as object,
    });
  const list = (matchId = match, headers: Record<string, string> = { cookie: t.pin }) =>
    t.inject({ method: 'GET', url: `/api/${t.team.code}/match/${matchId}/availability`, headers });
  const counts = async (matchId = match) =>
    (
      await t.inject({
        method: 'GET',
        url: `/api/${t.team.code}/match/${matchId}/availability/counts`,
      })
    ).json();

  it("lists every season player, without an answer at first, and keeps each one's answer", async () => {
    const before = (await list()).json();
    expect(before.map((a: { player: { firstName: string } }) => a.player.firstName)).toEqual([
      'Jan',
      'Kees',
      'Piet',
    ]);
    expect(before.every((a: { status: unknown; note: unknown }) => !a.status && !a.note)).toBe(
      true,
    );

    const yes = await answer(match, players.jan, { status: 'Yes', note: null });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json()).toMatchObject({ player: { id: players.jan }, status: 'Yes', note: null });
    // A team admin may answer too.
    const no = await answer(
      match,
      players.piet,
      { status: 'No', note: '  blessure ' },
      { cookie: t.admin },
    );
    expect(no.json()).toMatchObject({ status: 'No', note: 'blessure' });
    // Changing an answer keeps one row.
    await answer(match, players.jan, { status: 'Maybe', note: 'vakantie?' });

    const after = (await list()).json();
    expect(
      after.map((a: { player: { firstName: string }; status: string; note: string }) => [
        a.player.firstName,
        a.status,
        a.note,
      ]),
    ).toEqual([
      ['Jan', 'Maybe', 'vakantie?'],
      ['Kees', null, null],
      ['Piet', 'No', 'blessure'],
    ]);
    expect(await counts()).toEqual({ yes: 0, no: 1, maybe: 1, open: 1 });

    // null takes the answer back.
    await answer(match, players.jan, { status: null });
    expect(await counts()).toEqual({ yes: 0, no: 1, maybe: 0, open: 2 });
  });

  it('refuses a played, cancelled or filled match with a Dutch domain error', async () => {
    const past = await insertMatch(t.database.db, t.team.id, season, { date: day(-1) });
    const cancelled = await insertMatch(t.database.db, t.team.id, season, {
      date: day(5),
      cancelled: true,
    });
    const filled = await insertMatch(t.database.db, t.team.id, season, {
      date: day(0),
      filled: true,
    });
    for (const [matchId, error] of [
      [past, 'MatchPlayed'],
      [cancelled, 'MatchCancelled'],
      [filled, 'MatchFilled'],
    ] as const) {
      const response = await answer(matchId, players.kees, { status: 'Yes' });
      expect(response.statusCode).toBe(999);
      expect(response.json()).toEqual({ error });
    }
    // On match day itself people still answer.
    const today = await insertMatch(t.database.db, t.team.id, season, { date: day(0) });
    expect((await answer(today, players.kees, { status: 'No' })).statusCode).toBe(200);
  });

  it('answers bad input with 400 in Dutch, and a player outside the season with 999', async () => {
    const bad = await answer(match, players.kees, { status: 'Jawel', note: 'x'.repeat(61) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'status', message: 'Kies Ja, Nee of Misschien' },
      { path: 'note', message: 'Opmerking mag maximaal 60 tekens lang zijn' },
    ]);
    const outsider = await answer(match, players.outsider, { status: 'Yes' });
    expect(outsider.statusCode).toBe(999);
    expect(outsider.json()).toEqual({ error: 'PlayerNotInSeason' });
  });

  it("refuses visitors (401) and treats another team's ids as not found (404)", async () => {
    expect((await answer(match, players.kees, { status: 'Yes' }, {})).statusCode).toBe(401);
    expect(
      (await answer(match, players.kees, { status: 'Yes' }, { cookie: t.otherPin })).statusCode,
    ).toBe(401);
    expect((await answer(theirs.match, players.kees, { status: 'Yes' })).statusCode).toBe(404);
    expect((await answer(match, theirs.player, { status: 'Yes' })).statusCode).toBe(404);
    expect((await list(theirs.match)).statusCode).toBe(404);
    const theirCounts = await t.inject({
      method: 'GET',
      url: `/api/${t.team.code}/match/${theirs.match}/availability/counts`,
    });
    expect(theirCounts.statusCode).toBe(404);
    const rows = await t.database.db
      .selectFrom('match_availability')
      .select('player_id')
      .where('player_id', '=', theirs.player)
      .execute();
    expect(rows).toEqual([]);
  });

  it('shows visitors names without notes, and counts only when the team hides full names', async () => {
    await answer(match, players.piet, { status: 'No', note: 'blessure' });
    const visitor = await list(match, {});
    expect(visitor.statusCode).toBe(200);
    const piet = visitor
      .json()
      .find((a: { player: { id: number } }) => a.player.id === players.piet);
    expect(piet).toMatchObject({ status: 'No', note: null, player: { firstName: 'Piet' } });
    expect(visitor.body).not.toContain('blessure');

    await t.database.db
      .updateTable('teams')
      .set({ show_names: 'initials' })
      .where('id', '=', t.team.id)
      .execute();
    try {
      const hidden = await list(match, {});
      expect(hidden.statusCode).toBe(401);
      expect(hidden.body).not.toContain('Pieters');
      expect((await counts()).no).toBeGreaterThanOrEqual(1);
      // Members still see everything.
      expect(
        (await list()).json().find((a: { note: string }) => a.note === 'blessure'),
      ).toBeTruthy();
    } finally {
      await t.database.db
        .updateTable('teams')
        .set({ show_names: 'full' })
        .where('id', '=', t.team.id)
        .execute();
    }
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const paths = Object.keys(doc.paths);
    expect(paths).toContain('/api/{team}/match/{id}/availability');
    expect(paths).toContain('/api/{team}/match/{id}/availability/{playerId}');
  });
});
