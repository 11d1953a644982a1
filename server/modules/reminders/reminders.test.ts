import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDateLong, todayIso } from '../../../domain/dates.js';
import { insertTeam, teamAdminCookie, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import { insertMatch, insertPlayer, insertSeason } from '../../../tests/helpers/match-fixtures.js';
import { reminderNodes } from '../../../tests/helpers/reminder-nodes.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';
import { sendDueReminders } from './reminders.js';

describe.each(testDatabases)('match reminders on $name', (kind) => {
  const clock = { now: new Date() };
  const nodes = reminderNodes(kind, clock, sendDueReminders);
  let team: { id: number; code: string };
  let quiet: { id: number; code: string };
  let matchId: number;
  let laterMatch: number;
  const day = (days: number) => addDays(todayIso(clock.now), days);

  beforeAll(async () => {
    const db = nodes.db();
    team = await insertTeam(db, { code: 'oranje', name: 'VV Oranje' });
    quiet = await insertTeam(db, { code: 'stil' });
    await db.updateTable('teams').set({ reminder_days: null }).where('id', '=', quiet.id).execute();
    const players = [
      await insertPlayer(db, team.id, { firstName: 'Jan', lastName: 'Jansen' }),
      await insertPlayer(db, team.id, { firstName: 'Piet', lastName: 'Pieters' }),
      await insertPlayer(db, team.id, { firstName: 'Kees', lastName: 'Keesen' }),
    ];
    const season = await insertSeason(db, team.id, {
      description: '2026-2027',
      playerIds: players,
    });
    matchId = await insertMatch(db, team.id, season, { date: day(2), opponent: 'Voorschoten' });
    await db
      .updateTable('matches')
      .set({ kick_off: '14:30' })
      .where('team_id', '=', team.id)
      .where('id', '=', matchId)
      .execute();
    laterMatch = await insertMatch(db, team.id, season, { date: day(5), opponent: 'Later' });
    await insertMatch(db, team.id, season, { date: day(1), opponent: 'Afgelast', cancelled: true });
    const quietSeason = await insertSeason(db, quiet.id, { description: 'S', playerIds: [] });
    await insertMatch(db, quiet.id, quietSeason, { date: day(1) });
    const cookie = await teamSessionCookie(db, team.id);
    for (const [player, status] of [
      [players[0], 'Yes'],
      [players[1], 'No'],
    ] as const) {
      const response = await nodes.app().inject({
        method: 'PUT',
        url: `/api/${team.code}/match/${matchId}/availability/${player}`,
        headers: { cookie },
        payload: { status },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('sends the team one reminder with the counts, once, with several instances at once', async () => {
    await nodes.runEverywhere();
    await nodes.runEverywhere();
    const weekday = formatDateLong(day(2)).split(' ')[0] ?? '';
    expect(nodes.pushes()).toEqual([
      {
        teamId: team.id,
        message: {
          title: 'Wie komt er?',
          body: `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)} 14:30 tegen Voorschoten: 1 ja, 1 nee, 1 nog niet`,
          url: `/?matchId=${matchId}`,
        },
      },
    ]);
  });

  it('does not send again after a restart, and sends again for a new date', async () => {
    // A fresh instance on the same database: what a restart is.
    expect(await nodes.runAfterRestart()).toEqual([]);
    await nodes.runEverywhere();
    expect(nodes.pushes()).toHaveLength(1);

    const db = nodes.db();
    await db
      .updateTable('matches')
      .set({ date: day(1) })
      .where('team_id', '=', team.id)
      .where('id', '=', matchId)
      .execute();
    await nodes.runEverywhere();
    expect(nodes.pushes().map((p) => p.message.url)).toEqual([
      `/?matchId=${matchId}`,
      `/?matchId=${matchId}`,
    ]);
  });

  it('reminds a later match once it comes within the days, and never a team that turned them off', async () => {
    clock.now = new Date(clock.now.getTime() + 3 * 24 * 60 * 60 * 1000);
    await nodes.runEverywhere();
    const urls = nodes.pushes().map((p) => p.message.url);
    expect(urls.filter((url) => url === `/?matchId=${laterMatch}`)).toHaveLength(1);
    expect(nodes.pushes().every((p) => p.teamId === team.id)).toBe(true);
  });

  it('lets a team admin change the days or turn reminders off; a pin session may not (403)', async () => {
    clock.now = new Date();
    const db = nodes.db();
    const app = nodes.app();
    const adminCookie = await teamAdminCookie(db, 'trainer@example.nl', team.id);
    const get = await app.inject({
      method: 'GET',
      url: `/api/${team.code}/settings/reminders`,
      headers: { cookie: adminCookie },
    });
    expect(get.json()).toEqual({ reminderDays: 2, minimumPlayers: null, shortageDaysBefore: 1 });
    const off = await app.inject({
      method: 'PUT',
      url: `/api/${team.code}/settings/reminders`,
      headers: { cookie: adminCookie },
      payload: { reminderDays: null },
    });
    expect(off.json()).toEqual({ reminderDays: null, minimumPlayers: null, shortageDaysBefore: 1 });
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/${team.code}/settings/reminders`,
      headers: { cookie: adminCookie },
      payload: { reminderDays: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'reminderDays', message: 'Minimaal 1 dag van tevoren' },
    ]);
    const pin = await app.inject({
      method: 'PUT',
      url: `/api/${team.code}/settings/reminders`,
      headers: { cookie: await teamSessionCookie(db, team.id) },
      payload: { reminderDays: 3 },
    });
    // This team's pin session is logged in but not allowed (docs/decisions.md, bank statements: "Who").
    expect(pin.statusCode).toBe(403);
  });
});
