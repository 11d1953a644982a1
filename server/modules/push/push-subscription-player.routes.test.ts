import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../../../tests/helpers/fixtures.js';
import { insertPlayer } from '../../../tests/helpers/match-fixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../../../tests/helpers/test-app.js';

const P256DH =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const AUTH = 'tBHItJI5svbpez7KI4CCXg';

let endpoints = 0;
const newEndpoint = () => `https://fcm.googleapis.com/fcm/send/holder-${++endpoints}:APA91bH`;

describe.each(testDatabases)("a device's holder on its push subscription on $name", (database) => {
  let t: TestApp;
  let team: { id: number; code: string };
  let other: { id: number; code: string };
  let jan: number;
  let piet: number;
  let stranger: number;

  beforeAll(async () => {
    t = await createTestApp(database);
    const db = t.database.db;
    team = await insertTeam(db, { code: 'oranje' });
    other = await insertTeam(db, { code: 'blauw' });
    jan = await insertPlayer(db, team.id, { firstName: 'Jan', lastName: 'Jansen' });
    piet = await insertPlayer(db, team.id, { firstName: 'Piet', lastName: 'Pieters' });
    stranger = await insertPlayer(db, other.id, { firstName: 'Bert', lastName: 'Blauw' });
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (code: string, endpoint: string) =>
    t.inject({
      method: 'POST',
      url: `/api/${code}/auth/registerPushSubscription`,
      payload: { endpoint, p256dh: P256DH, auth: AUTH },
    });
  const setPlayer = (code: string, payload: object) =>
    t.inject({ method: 'POST', url: `/api/${code}/auth/setPlayerOfPushSubscription`, payload });
  const holderOf = async (teamId: number, endpoint: string) =>
    (
      await t.database.db
        .selectFrom('push_subscriptions')
        .select('player_id')
        .where('team_id', '=', teamId)
        .where('endpoint', '=', endpoint)
        .executeTakeFirstOrThrow()
    ).player_id;

  it('links a registered device to its holder without a login, changes and forgets him', async () => {
    const endpoint = newEndpoint();
    expect((await register(team.code, endpoint)).statusCode).toBe(200);
    expect(await holderOf(team.id, endpoint)).toBeNull();

    const linked = await setPlayer(team.code, { endpoint, playerId: jan });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ ok: true });
    expect(await holderOf(team.id, endpoint)).toBe(jan);

    expect((await setPlayer(team.code, { endpoint, playerId: piet })).statusCode).toBe(200);
    expect(await holderOf(team.id, endpoint)).toBe(piet);

    expect((await setPlayer(team.code, { endpoint, playerId: null })).statusCode).toBe(200);
    expect(await holderOf(team.id, endpoint)).toBeNull();
  });

  it("answers another team's player and an unregistered device with 404, changing nothing", async () => {
    const endpoint = newEndpoint();
    await register(team.code, endpoint);
    await setPlayer(team.code, { endpoint, playerId: jan });

    const foreign = await setPlayer(team.code, { endpoint, playerId: stranger });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Speler niet gevonden');
    expect(await holderOf(team.id, endpoint)).toBe(jan);

    // Registered with team A only: team B has no such subscription.
    const elsewhere = await setPlayer(other.code, { endpoint, playerId: stranger });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('Dit apparaat ontvangt nog geen meldingen');

    const unknown = await setPlayer(team.code, { endpoint: newEndpoint(), playerId: jan });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers bad input with 400 and Dutch messages', async () => {
    const endpoint = newEndpoint();
    await register(team.code, endpoint);
    const cases: [object, { path: string; message: string }][] = [
      [{ playerId: jan }, { path: 'endpoint', message: 'Endpoint is verplicht' }],
      [{ endpoint }, { path: 'playerId', message: 'Speler moet een nummer zijn' }],
      [
        { endpoint, playerId: 'Jan' },
        { path: 'playerId', message: 'Speler moet een nummer zijn' },
      ],
      [
        { endpoint, playerId: 1.5 },
        { path: 'playerId', message: 'Speler moet een nummer zijn' },
      ],
      [
        { endpoint, playerId: 0 },
        { path: 'playerId', message: 'Speler moet een nummer zijn' },
      ],
      [
        { endpoint: 'https://192.168.1.1/x', playerId: jan },
        { path: 'endpoint', message: 'Endpoint hoort niet bij een bekende pushdienst' },
      ],
    ];
    for (const [payload, issue] of cases) {
      const response = await setPlayer(team.code, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([issue]);
    }
    expect(await holderOf(team.id, endpoint)).toBeNull();
  });
});
