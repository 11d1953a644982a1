import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDateLong, todayIso } from '../../../domain/dates.js';
import { shortageCheckAt } from '../../../domain/reminders/shortage.js';
import {
  insertTeam,
  loggedInUser,
  teamAdminCookie,
  teamSessionCookie,
} from '../../../tests/helpers/fixtures.js';
import {
  insertAnswer,
  insertMatch,
  insertPlayer,
  insertSeason,
} from '../../../tests/helpers/match-fixtures.js';
import { reminderNodes } from '../../../tests/helpers/reminder-nodes.js';
import { addPushDevice } from '../../../tests/helpers/shared-database.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';
import { sendShortageAlarms } from './public.js';

const MINUTE = 60 * 1000;

/**
 * The shortage alarm (issue 31): a day before kick-off, fewer than the
 * minimum said "Ja", so the team's admins get one push — once per match and
 * kick-off, with two app instances on one database checking at the same time,
 * after a restart, and again when the match moves.
 */
describe.each(testDatabases)('the shortage alarm on $name', (kind) => {
  const clock = { now: new Date() };
  const nodes = reminderNodes(kind, clock, sendShortageAlarms);
  let db: ReturnType<typeof nodes.db>;
  let team: { id: number; code: string };
  let match: { id: number; date: string };
  let fullMatch: number;
  let adminDevice: number;
  let players: number[];

  beforeAll(async () => {
    db = nodes.db();
    team = await insertTeam(db, { code: 'kort', name: 'VV Kort' });
    await db
      .updateTable('teams')
      .set({ minimum_players: 3, shortage_days_before: 1, reminder_days: null })
      .where('id', '=', team.id)
      .execute();
    const names = ['Anne', 'Bram', 'Cor', 'Daan'];
    players = [];
    for (const firstName of names) players.push(await insertPlayer(db, team.id, { firstName }));
    const season = await insertSeason(db, team.id, {
      description: '2026-2027',
      playerIds: players,
    });
    const date = addDays(todayIso(), 3);
    match = {
      id: await insertMatch(db, team.id, season, { date, opponent: 'SC Noordwijk' }),
      date,
    };
    fullMatch = await insertMatch(db, team.id, season, { date, opponent: 'Vol' });
    await db
      .updateTable('matches')
      .set({ kick_off: '14:30' })
      .where('team_id', '=', team.id)
      .execute();
    const answer = async (matchId: number, playerIds: number[]) => {
      for (const playerId of playerIds) {
        await insertAnswer(db, team.id, { matchId, playerId });
      }
    };
    await answer(match.id, players.slice(0, 2));
    await answer(fullMatch, players.slice(0, 3));

    const admin = await loggedInUser(db, { email: 'trainer@kort.nl' }, team.id);
    const device = { now: new Date(), clientAddress: '192.0.2.1' };
    adminDevice = await addPushDevice(db, team.id, 'trainer', null, device);
    await db
      .updateTable('push_subscriptions')
      .set({ user_id: admin.id })
      .where('team_id', '=', team.id)
      .where('id', '=', adminDevice)
      .execute();
    // A player's phone: no alarm for him.
    await addPushDevice(db, team.id, 'anne', players[0] ?? null, device);
  });
  const weekday = () => formatDateLong(match.date).split(' ')[0];

  it('sends nothing before the moment, then one push to the admins, once, from two instances at once', async () => {
    const moment = shortageCheckAt({ date: match.date, kickOff: '14:30' }, 1);
    clock.now = new Date(moment.getTime() - MINUTE);
    await nodes.runEverywhere();
    expect(nodes.pushes()).toEqual([]);

    clock.now = moment;
    await nodes.runEverywhere();
    clock.now = new Date(moment.getTime() + 5 * MINUTE);
    await nodes.runEverywhere();
    expect(nodes.pushes()).toEqual([
      {
        teamId: team.id,
        subscriptionId: adminDevice,
        message: {
          title: 'Wedstrijd tegen SC Noordwijk',
          body: `Te weinig spelers voor ${weekday()}: 2 van de 3`,
          url: `/?matchId=${match.id}`,
        },
      },
    ]);
  });

  it('does not send again after a restart, and checks a moved match again', async () => {
    expect(await nodes.runAfterRestart()).toEqual([]);

    // Kick-off moved to the evening: a new moment, checked once again.
    await db
      .updateTable('matches')
      .set({ kick_off: '19:00' })
      .where('team_id', '=', team.id)
      .where('id', '=', match.id)
      .execute();
    clock.now = shortageCheckAt({ date: match.date, kickOff: '19:00' }, 1);
    await nodes.runEverywhere();
    await nodes.runEverywhere();
    expect(nodes.pushes().map((p) => p.message.url)).toEqual([
      `/?matchId=${match.id}`,
      `/?matchId=${match.id}`,
    ]);
  });

  it('does not send again for a match deleted and brought back', async () => {
    const app = nodes.app();
    const checkMoment = clock.now;
    // Logins are made on the wall clock: the delete and its undo happen on it too.
    clock.now = new Date();
    const cookie = await teamAdminCookie(db, 'secretaris@kort.nl', team.id);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/${team.code}/match/${match.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const restored = await app.inject({
      method: 'POST',
      url: `/api/${team.code}/match/${match.id}/restore`,
      headers: { cookie },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    clock.now = checkMoment;
    await nodes.runEverywhere();
    expect(nodes.pushes()).toHaveLength(2);
  });

  it('sends nothing for a match with enough players, though it was checked', async () => {
    expect(nodes.pushes().filter((p) => p.message.url === `/?matchId=${fullMatch}`)).toEqual([]);
    const checked = await db
      .selectFrom('shortage_alarm_sends')
      .select(['match_id', 'match_start', 'yes', 'minimum'])
      .where('team_id', '=', team.id)
      .orderBy('match_id')
      .orderBy('match_start')
      .execute();
    expect(checked).toEqual([
      { match_id: match.id, match_start: `${match.date} 14:30`, yes: 2, minimum: 3 },
      { match_id: match.id, match_start: `${match.date} 19:00`, yes: 2, minimum: 3 },
      { match_id: fullMatch, match_start: `${match.date} 14:30`, yes: 3, minimum: 3 },
    ]);
  });

  it('keeps the minimum and the days in the reminder settings: team admins change them, members read them', async () => {
    // Logins are made on the wall clock: bring the app's clock back to it.
    clock.now = new Date();
    const app = nodes.app();
    const adminCookie = await teamAdminCookie(db, 'voorzitter@kort.nl', team.id);
    const pin = await teamSessionCookie(db, team.id);
    const put = (payload: object, cookie = adminCookie) =>
      app.inject({
        method: 'PUT',
        url: `/api/${team.code}/settings/reminders`,
        headers: { cookie },
        payload,
      });
    const saved = await put({ reminderDays: 2, minimumPlayers: 11, shortageDaysBefore: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ reminderDays: 2, minimumPlayers: 11, shortageDaysBefore: 2 });
    // A client that knows only the reminder days leaves the alarm as it is.
    expect((await put({ reminderDays: 3 })).json()).toEqual({
      reminderDays: 3,
      minimumPlayers: 11,
      shortageDaysBefore: 2,
    });
    const read = await app.inject({
      method: 'GET',
      url: `/api/${team.code}/settings/reminders`,
      headers: { cookie: pin },
    });
    expect(read.json()).toEqual({ reminderDays: 3, minimumPlayers: 11, shortageDaysBefore: 2 });
    const bad = await put({ reminderDays: 3, minimumPlayers: 0, shortageDaysBefore: 8 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'minimumPlayers', message: 'Minimaal 1 speler' },
      { path: 'shortageDaysBefore', message: 'Maximaal 7 dagen van tevoren' },
    ]);
    expect((await put({ reminderDays: 3, minimumPlayers: null }, pin)).statusCode).toBe(403);
    const visitor = await app.inject({
      method: 'GET',
      url: `/api/${team.code}/settings/reminders`,
    });
    expect(visitor.statusCode).toBe(401);
    const off = await put({ reminderDays: 3, minimumPlayers: null });
    expect(off.json()).toMatchObject({ minimumPlayers: null });
  });
});
