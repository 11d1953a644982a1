import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../domain/dates.js';
import { domainErrorMessage } from '../../../domain/errors.js';
import {
  insertTeam,
  loggedInUser,
  teamAdminCookie,
  teamSessionCookie,
} from '../../../tests/helpers/fixtures.js';
import { insertMatch, insertPlayer, insertSeason } from '../../../tests/helpers/match-fixtures.js';
import { addPushDevice } from '../../../tests/helpers/shared-database.js';
import { createTestApp, type TestApp, testDatabases } from '../../../tests/helpers/test-app.js';
import { sendDueReminders } from './reminders.js';
import { REMIND_NOW_WINDOW_MS } from './remind-now.js';

describe.each(testDatabases)('"Nu versturen" of the match reminder on $name', (database) => {
  let t: TestApp;
  let team: { id: number; code: string };
  let empty: { id: number; code: string };
  let admin: string;
  let nextMatch: number;
  const players: Record<string, number> = {};
  const devices: Record<string, number> = {};
  const day = (days: number) => addDays(todayIso(t.clock.now), days);

  beforeAll(async () => {
    t = await createTestApp(database);
    const db = t.database.db;
    team = await insertTeam(db, { code: 'nu-sturen', name: 'VV Nu' });
    empty = await insertTeam(db, { code: 'geen-wedstrijd', name: 'VV Leeg' });
    admin = await teamAdminCookie(db, 'trainer@nu.nl', team.id, empty.id);
    for (const name of ['Jan', 'Piet']) {
      players[name] = await insertPlayer(db, team.id, { firstName: name });
    }
    const season = await insertSeason(db, team.id, {
      description: '2026-2027',
      playerIds: Object.values(players),
    });
    // Played and cancelled matches are not "next"; the furthest one neither.
    await insertMatch(db, team.id, season, { date: day(-3), opponent: 'Vorige week' });
    await insertMatch(db, team.id, season, { date: day(1), opponent: 'Afgelast', cancelled: true });
    nextMatch = await insertMatch(db, team.id, season, { date: day(6), opponent: 'Voorschoten' });
    await insertMatch(db, team.id, season, { date: day(13), opponent: 'Later' });
    for (const [name, playerId] of [
      ['jans-telefoon', players.Jan],
      ['piets-telefoon', players.Piet],
      ['volger', null],
    ] as const) {
      devices[name] = await addPushDevice(db, team.id, name, playerId ?? null, {
        now: t.clock.now,
        clientAddress: `192.0.2.${Object.keys(devices).length + 1}`,
      });
    }
    const answered = await t.inject({
      method: 'PUT',
      url: `/api/${team.code}/match/${nextMatch}/availability/${players.Jan}`,
      headers: { cookie: await teamSessionCookie(db, team.id) },
      payload: { status: 'Yes' },
    });
    expect(answered.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const sendNow = (code: string, cookie?: string) =>
    t.inject({
      method: 'POST',
      url: `/api/${code}/settings/reminders/send-now`,
      headers: cookie ? { cookie } : {},
    });

  it('sends the next match reminder at once to the team and to who has not answered', async () => {
    // The reminder days (2) do not reach this match yet: the timer would send nothing.
    const response = await sendNow(team.code, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      matchId: nextMatch,
      date: day(6),
      opponent: 'Voorschoten',
      devices: 1,
    });
    expect(t.pushes.map(({ subscriptionId, message }) => [subscriptionId, message.title])).toEqual([
      [undefined, 'Wie komt er?'],
      [devices['piets-telefoon'], 'Tegen Voorschoten'],
    ]);
    expect(t.pushes[0]?.message.url).toBe(`/?matchId=${nextMatch}`);
  });

  it('refuses a second send within five minutes, and sends again after', async () => {
    const again = await sendNow(team.code, admin);
    expect(again.statusCode).toBe(999);
    expect(again.json()).toEqual({ error: 'ReminderJustSent' });
    expect(domainErrorMessage('ReminderJustSent')).toMatch(/minuten/);
    const pushed = t.pushes.length;
    t.clock.advance(REMIND_NOW_WINDOW_MS + 1000);
    expect((await sendNow(team.code, admin)).statusCode).toBe(200);
    expect(t.pushes.length).toBe(pushed + 2);
  });

  it('says so when there is no next match, and sends nothing', async () => {
    const pushed = t.pushes.length;
    const none = await sendNow(empty.code, admin);
    expect(none.statusCode).toBe(999);
    expect(none.json()).toEqual({ error: 'NoNextMatch' });
    expect(domainErrorMessage('NoNextMatch')).toBe(
      'Er is geen volgende wedstrijd om aan te herinneren',
    );
    expect(t.pushes.length).toBe(pushed);
  });

  it('is for team admins only', async () => {
    t.clock.advance(REMIND_NOW_WINDOW_MS + 1000);
    const pushed = t.pushes.length;
    expect((await sendNow(team.code)).statusCode).toBe(401);
    const pin = await teamSessionCookie(t.database.db, team.id);
    expect((await sendNow(team.code, pin)).statusCode).toBe(403);
    const stranger = await loggedInUser(t.database.db, { email: 'vreemd@elders.nl' });
    expect((await sendNow(team.code, stranger.cookie)).statusCode).toBe(403);
    expect(t.pushes.length).toBe(pushed);
  });

  it('keeps the timer from sending the same reminder again once it is due', async () => {
    const pushed = t.pushes.length;
    t.clock.advance(5 * 24 * 60 * 60 * 1000);
    await sendDueReminders({ db: t.database.db, push: t.app.deps.push, now: t.clock.now });
    expect(t.pushes.length).toBe(pushed);
  });
});
