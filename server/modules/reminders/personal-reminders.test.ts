import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDateLong, todayIso } from '../../../domain/dates.js';
import { insertTeam, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import { insertMatch, insertPlayer, insertSeason } from '../../../tests/helpers/match-fixtures.js';
import { reminderNodes } from '../../../tests/helpers/reminder-nodes.js';
import { addPushDevice } from '../../../tests/helpers/shared-database.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';
import { sendDueReminders } from './reminders.js';

describe.each(testDatabases)('personal match reminders on $name', (kind) => {
  const clock = { now: new Date() };
  const nodes = reminderNodes(kind, clock, sendDueReminders);
  let team: { id: number; code: string };
  let other: { id: number; code: string };
  let matchId: number;
  let otherMatch: number;
  const players: Record<string, number> = {};
  const devices: Record<string, number> = {};
  const day = (days: number) => addDays(todayIso(clock.now), days);
  const { db, app } = nodes;

  async function device(teamId: number, name: string, playerId: number | null) {
    devices[name] = await addPushDevice(db(), teamId, name, playerId, {
      now: clock.now,
      clientAddress: `192.0.2.${Object.keys(devices).length + 1}`,
    });
  }

  beforeAll(async () => {
    team = await insertTeam(db(), { code: 'oranje', name: 'VV Oranje' });
    other = await insertTeam(db(), { code: 'blauw' });
    for (const name of ['Jan', 'Piet', 'Kees']) {
      players[name] = await insertPlayer(db(), team.id, { firstName: name });
    }
    players.Bert = await insertPlayer(db(), other.id, { firstName: 'Bert' });
    const season = await insertSeason(db(), team.id, {
      description: '2026-2027',
      playerIds: [players.Jan, players.Piet, players.Kees] as number[],
    });
    matchId = await insertMatch(db(), team.id, season, { date: day(2), opponent: 'Voorschoten' });
    await db()
      .updateTable('matches')
      .set({ kick_off: '14:30' })
      .where('team_id', '=', team.id)
      .where('id', '=', matchId)
      .execute();
    const otherSeason = await insertSeason(db(), other.id, {
      description: 'S',
      playerIds: [players.Bert as number],
    });
    otherMatch = await insertMatch(db(), other.id, otherSeason, { date: day(2) });
    await device(team.id, 'jans-telefoon', players.Jan as number);
    await device(team.id, 'piets-telefoon', players.Piet as number);
    await device(team.id, 'piets-tablet', players.Piet as number);
    await device(team.id, 'volger', null);
    // Jan already answered; Piet and Kees (who has no device) did not.
    const answered = await app().inject({
      method: 'PUT',
      url: `/api/${team.code}/match/${matchId}/availability/${players.Jan}`,
      headers: { cookie: await teamSessionCookie(db(), team.id) },
      payload: { status: 'Yes' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
  });

  const personal = () => nodes.pushes().filter((p) => p.subscriptionId !== undefined);
  const tokenFor = (device: string) => {
    const push = personal().find((p) => p.subscriptionId === devices[device]);
    const answer = push?.message.data?.answer as { path: string; token: string } | undefined;
    if (!answer) throw new Error(`no personal push to ${device}`);
    return answer;
  };
  const answerByToken = (path: string, payload: object) =>
    app().inject({ method: 'POST', url: path, payload });
  const statusOf = async (playerId: number) =>
    (
      await db()
        .selectFrom('match_availability')
        .select('status')
        .where('team_id', '=', team.id)
        .where('match_id', '=', matchId)
        .where('player_id', '=', playerId)
        .executeTakeFirst()
    )?.status ?? null;

  it('asks each device whose holder has not answered, once, with several instances at once', async () => {
    await nodes.runEverywhere();
    await nodes.runEverywhere();
    const weekday = formatDateLong(day(2)).split(' ')[0];
    const byDevice = personal()
      .map((p) => p.subscriptionId)
      .sort();
    expect(byDevice).toEqual([devices['piets-telefoon'], devices['piets-tablet']].sort());
    for (const push of personal()) {
      expect(push.teamId).toBe(team.id);
      expect(push.message).toMatchObject({
        title: '14:30 tegen Voorschoten',
        body: `Ben je er ${weekday} bij?`,
        url: `/?matchId=${matchId}`,
        actions: [
          { action: 'ja', title: 'Ja' },
          { action: 'nee', title: 'Nee' },
        ],
      });
      expect(push.message.data?.answer).toMatchObject({
        path: `/api/${team.code}/match/${matchId}/availability/${players.Piet}/by-token`,
      });
    }
    // Each device its own token.
    expect(tokenFor('piets-telefoon').token).not.toBe(tokenFor('piets-tablet').token);
    // Only hashes are stored.
    const stored = await db()
      .selectFrom('availability_answer_tokens')
      .select('token_hash')
      .where('team_id', '=', team.id)
      .execute();
    expect(stored).toHaveLength(2);
    expect(stored.map((s) => s.token_hash)).not.toContain(tokenFor('piets-telefoon').token);
  });

  it('does not ask again after a restart', async () => {
    expect(await nodes.runAfterRestart()).toEqual([]);
  });

  it('answers Ja or Nee from the notification with its token, without a session, for that player only', async () => {
    const { path, token } = tokenFor('piets-telefoon');
    const yes = await answerByToken(path, { token, status: 'Yes' });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json()).toMatchObject({ status: 'Yes', note: null });
    expect(await statusOf(players.Piet as number)).toBe('Yes');
    // The other button of another device changes his mind.
    const tablet = tokenFor('piets-tablet');
    expect(
      (await answerByToken(tablet.path, { token: tablet.token, status: 'No' })).statusCode,
    ).toBe(200);
    expect(await statusOf(players.Piet as number)).toBe('No');

    const refused = [
      // Piet's token does not answer for Kees, nor for another match or team.
      `/api/${team.code}/match/${matchId}/availability/${players.Kees}/by-token`,
      `/api/${other.code}/match/${otherMatch}/availability/${players.Bert}/by-token`,
      `/api/${other.code}/match/${matchId}/availability/${players.Piet}/by-token`,
    ];
    for (const url of refused) {
      const response = await answerByToken(url, { token, status: 'Yes' });
      expect(response.statusCode, url).toBe(404);
    }
    const guessed = await answerByToken(path, { token: `${token.slice(0, -1)}x`, status: 'Yes' });
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().message).toBe('Deze melding kan niet (meer) antwoorden; open de app');
    expect(await statusOf(players.Kees as number)).toBeNull();
    expect(await statusOf(players.Piet as number)).toBe('No');
  });

  it('answers bad input with 400 and Dutch messages', async () => {
    const { path, token } = tokenFor('piets-telefoon');
    const cases: [object, { path: string; message: string }][] = [
      [{ status: 'Yes' }, { path: 'token', message: 'Token is verplicht' }],
      [
        { token: '', status: 'Yes' },
        { path: 'token', message: 'Token is verplicht' },
      ],
      [
        { token, status: 'Maybe' },
        { path: 'status', message: 'Kies Ja of Nee' },
      ],
      [{ token }, { path: 'status', message: 'Kies Ja of Nee' }],
    ];
    for (const [payload, issue] of cases) {
      const response = await answerByToken(path, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([issue]);
    }
  });

  it('no longer asks a player who answered, not even on a device linked later', async () => {
    await device(team.id, 'piets-laptop', players.Piet as number);
    await nodes.runEverywhere();
    expect(personal().map((p) => p.subscriptionId)).not.toContain(devices['piets-laptop']);
  });
});
