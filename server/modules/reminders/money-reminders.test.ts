import { beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../../domain/dates.js';
import { insertTeam, teamAdminCookie, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import {
  insertFineType,
  insertPlayer,
  insertSeason,
} from '../../../tests/helpers/match-fixtures.js';
import { reminderNodes } from '../../../tests/helpers/reminder-nodes.js';
import { addPushDevice } from '../../../tests/helpers/shared-database.js';
import { insertFine } from '../../../tests/helpers/standings-fixtures.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';
import { sendMoneyReminders } from './money-reminders.js';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabases)('weekly money reminder on $name', (kind) => {
  // A Monday noon: the week runs to Sunday.
  const clock = { now: new Date('2026-11-23T12:00:00Z') };
  const nodes = reminderNodes(kind, clock, sendMoneyReminders);
  let team: { id: number; code: string };
  let quiet: { id: number; code: string };
  const devices: Record<string, number> = {};
  let jan: number;
  let piet: number;
  const { db, app } = nodes;

  async function device(teamId: number, name: string, playerId: number | null) {
    devices[name] = await addPushDevice(db(), teamId, name, playerId, {
      now: clock.now,
      clientAddress: '192.0.2.7',
    });
  }

  beforeAll(async () => {
    team = await insertTeam(db(), { code: 'oranje' });
    quiet = await insertTeam(db(), { code: 'stil' });
    jan = await insertPlayer(db(), team.id, { firstName: 'Jan' });
    piet = await insertPlayer(db(), team.id, { firstName: 'Piet' });
    const kees = await insertPlayer(db(), quiet.id, { firstName: 'Kees' });
    const season = await insertSeason(db(), team.id, { description: 'S', playerIds: [jan, piet] });
    const late = await insertFineType(db(), team.id, { description: 'Te laat', amountCents: 250 });
    const card = await insertFineType(db(), team.id, { description: 'Kaart', amountCents: 500 });
    const today = todayIso(clock.now);
    for (const [playerId, fineTypeId, paid] of [
      [jan, late, false],
      [jan, card, false],
      [jan, card, true],
      [piet, late, true],
    ] as const) {
      await insertFine(db(), team.id, {
        seasonId: season,
        playerId,
        fineTypeId,
        date: today,
        paid,
      });
    }
    const quietSeason = await insertSeason(db(), quiet.id, { description: 'S', playerIds: [kees] });
    const quietType = await insertFineType(db(), quiet.id, { description: 'Te laat' });
    await insertFine(db(), quiet.id, {
      seasonId: quietSeason,
      playerId: kees,
      fineTypeId: quietType,
      date: today,
    });
    await device(team.id, 'jans-telefoon', jan);
    await device(team.id, 'jans-tablet', jan);
    await device(team.id, 'piets-telefoon', piet);
    await device(team.id, 'volger', null);
    await device(quiet.id, 'kees', kees);
  });

  async function adminCall(method: 'GET' | 'PUT', payload?: object, cookie?: string) {
    return app().inject({
      method,
      url: `/api/${team.code}/settings/money-reminder`,
      headers: { cookie: cookie ?? adminCookie },
      ...(payload ? { payload } : {}),
    });
  }
  let adminCookie = '';

  it('is off by default, and a team admin turns it on; a pin session may not', async () => {
    adminCookie = await teamAdminCookie(db(), 'penningmeester@example.nl', team.id);
    expect((await adminCall('GET')).json()).toEqual({ weekly: false });
    await nodes.runEverywhere();
    expect(nodes.pushes()).toEqual([]);

    const pin = await adminCall('PUT', { weekly: true }, await teamSessionCookie(db(), team.id));
    expect(pin.statusCode).toBe(403);
    const bad = await adminCall('PUT', { weekly: 'ja' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'weekly', message: 'Kies aan of uit' }]);
    expect((await adminCall('GET')).json()).toEqual({ weekly: false });

    const on = await adminCall('PUT', { weekly: true });
    expect(on.json()).toEqual({ weekly: true });
    expect((await adminCall('GET')).json()).toEqual({ weekly: true });
  });

  it('reminds each device of a holder with open fines once a week, with several instances at once', async () => {
    await nodes.runEverywhere();
    await nodes.runEverywhere();
    expect(
      nodes
        .pushes()
        .map((p) => p.subscriptionId)
        .sort(),
    ).toEqual([devices['jans-telefoon'], devices['jans-tablet']].sort());
    for (const push of nodes.pushes()) {
      expect(push).toMatchObject({
        teamId: team.id,
        message: { body: 'Je hebt nog € 7,50 openstaan', url: `/speler/${jan}` },
      });
    }
  });

  it('does not remind again after a restart in the same week, and again the next week', async () => {
    clock.now = new Date(clock.now.getTime() + 6 * DAY); // Sunday
    expect(await nodes.runAfterRestart()).toEqual([]);

    clock.now = new Date(clock.now.getTime() + DAY); // Monday
    await nodes.runEverywhere();
    expect(nodes.pushes()).toHaveLength(4);
    // A team that did not turn it on never gets one.
    expect(nodes.pushes().every((p) => p.teamId === team.id)).toBe(true);
  });
});
