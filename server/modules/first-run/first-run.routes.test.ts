import { describe, expect, it } from 'vitest';
import { teamAndOtherSuite } from '../../../tests/helpers/api-suite.js';
import {
  day,
  insertAnswer,
  insertFineType,
  insertMatch,
  insertPlayer,
  insertSeason,
} from '../../../tests/helpers/match-fixtures.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';

describe.each(testDatabases)('first-run checklist API on $name', (database) => {
  const t = teamAndOtherSuite(database, {
    team: { code: 'nieuw' },
    other: { code: 'ander' },
    adminEmail: 'beheer@nieuw.nl',
  });

  const firstRun = (code = t.team.code, cookie = t.admin) =>
    t.inject({ method: 'GET', url: `/api/${code}/first-run`, headers: { cookie } });

  it('shows a new team nothing done, and another team in the same database changes nothing', async () => {
    const { db } = t.database;
    // Everything done in the other team.
    const player = await insertPlayer(db, t.other.id, { firstName: 'Els' });
    const season = await insertSeason(db, t.other.id, { description: '2026', playerIds: [player] });
    const match = await insertMatch(db, t.other.id, season, { date: day(-1), filled: true });
    await db.updateTable('matches').set({ kick_off: '14:30' }).where('id', '=', match).execute();
    await insertFineType(db, t.other.id, { description: 'Te laat', amountCents: 250 });
    await db
      .updateTable('teams')
      .set({ iban: 'NL91ABNA0417164300' })
      .where('id', '=', t.other.id)
      .execute();
    await insertAnswer(db, t.other.id, { matchId: match, playerId: player });

    const response = await firstRun();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      players: false,
      season: false,
      matches: false,
      fineTypes: false,
      iban: false,
      shared: false,
      played: false,
    });
  });

  it('ticks each step as the team does it, and says when a match was played', async () => {
    const { db } = t.database;
    const player = await insertPlayer(db, t.team.id, { firstName: 'Anne' });
    expect((await firstRun()).json()).toMatchObject({ players: true, season: false });

    const season = await insertSeason(db, t.team.id, { description: '2026', playerIds: [player] });
    const match = await insertMatch(db, t.team.id, season, { date: day(7) });
    // A match without its kick-off time does not tick "matches with times" yet.
    expect((await firstRun()).json()).toMatchObject({ season: true, matches: false });
    await db.updateTable('matches').set({ kick_off: '14:30' }).where('id', '=', match).execute();
    expect((await firstRun()).json()).toMatchObject({ matches: true, fineTypes: false });

    await insertFineType(db, t.team.id, { description: 'Te laat', amountCents: 250 });
    await db
      .updateTable('teams')
      .set({ iban: 'NL91ABNA0417164300' })
      .where('id', '=', t.team.id)
      .execute();
    expect((await firstRun()).json()).toMatchObject({ fineTypes: true, iban: true, shared: false });

    // A member answering for the match shows the link went round.
    await insertAnswer(db, t.team.id, { matchId: match, playerId: player });
    expect((await firstRun()).json()).toMatchObject({ shared: true, played: false });

    // A called-off match filled in is not a match played.
    await insertMatch(db, t.team.id, season, { date: day(-8), filled: true, cancelled: true });
    expect((await firstRun()).json()).toMatchObject({ played: false });
    await insertMatch(db, t.team.id, season, { date: day(-1), filled: true });
    expect((await firstRun()).json()).toMatchObject({ played: true });
  });

  it('is for the team admin only: a visitor 401, a member and another team\u2019s admin 403', async () => {
    expect(
      (await t.inject({ method: 'GET', url: `/api/${t.team.code}/first-run` })).statusCode,
    ).toBe(401);
    expect((await firstRun(t.team.code, t.pin)).statusCode).toBe(403);
    expect((await firstRun(t.other.code)).statusCode).toBe(403);
    expect((await firstRun('bestaat-niet')).statusCode).toBe(998);
  });
});
