import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertTeam,
  insertUser,
  teamSessionCookie,
  userSessionCookie,
} from '../../../tests/helpers/fixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../../../tests/helpers/test-app.js';
import {
  addressBucket,
  MAX_SUBSCRIPTIONS_PER_ADDRESS,
  MAX_SUBSCRIPTIONS_PER_TEAM,
} from '../../push/subscriptions.repository.js';

const P256DH =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const OTHER_P256DH =
  'BOr4ZQZ2y0-2cRz4p8fK0qVwYxE1m6sY1vR8uC7bN3dH5jL9kP2wQ4tX6zA8cE0gI2mO4qS6uW8yB0dF2hJ4lNo';
const AUTH = 'tBHItJI5svbpez7KI4CCXg';
const OTHER_AUTH = 'Zb8QyE2nP5rT7vX9zB1dFg';

let endpoints = 0;
const newEndpoint = () => `https://fcm.googleapis.com/fcm/send/test-${++endpoints}:APA91bH`;

describe.each(testDatabases)('push subscription API on $name', (database) => {
  let t: TestApp;
  let team: { id: number; code: string };
  let other: { id: number; code: string };
  let userCookie: string;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp(database);
    team = await insertTeam(t.database.db, { code: 'oranje' });
    other = await insertTeam(t.database.db, { code: 'blauw' });
    const user = await insertUser(t.database.db, { email: 'trainer@example.nl' });
    userId = user.id;
    userCookie = await userSessionCookie(t.database.db, user.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (code: string, call: string, payload: object, cookie?: string) =>
    t.inject({
      method: 'POST',
      url: `/api/${code}/auth/${call}`,
      payload,
      headers: cookie ? { cookie } : {},
    });
  const register = (code: string, payload: object, cookie?: string) =>
    post(code, 'registerPushSubscription', payload, cookie);
  const setUser = (code: string, payload: object, cookie?: string) =>
    post(code, 'setUserOfPushSubscription', payload, cookie);

  const rowsOf = (endpoint: string) =>
    t.database.db
      .selectFrom('push_subscriptions')
      .select(['team_id', 'user_id', 'p256dh', 'auth'])
      .where('endpoint', '=', endpoint)
      .orderBy('team_id')
      .execute();

  it("lets any visitor of the team's site follow it, one row per browser however often it registers", async () => {
    const endpoint = newEndpoint();
    const first = await register(team.code, { endpoint, p256dh: P256DH, auth: AUTH });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    expect(await rowsOf(endpoint)).toEqual([
      { team_id: team.id, user_id: null, p256dh: P256DH, auth: AUTH },
    ]);

    // The browser renewed its keys: same endpoint, new keys, still one row.
    const again = await register(team.code, { endpoint, p256dh: OTHER_P256DH, auth: OTHER_AUTH });
    expect(again.statusCode).toBe(200);
    expect(await rowsOf(endpoint)).toEqual([
      { team_id: team.id, user_id: null, p256dh: OTHER_P256DH, auth: OTHER_AUTH },
    ]);
  });

  it('keeps the teams apart: following a second team adds its own row and leaves the first alone', async () => {
    const endpoint = newEndpoint();
    await register(team.code, { endpoint, p256dh: P256DH, auth: AUTH });
    await setUser(team.code, { endpoint, p256dh: P256DH, auth: AUTH }, userCookie);
    await register(other.code, { endpoint, p256dh: OTHER_P256DH, auth: OTHER_AUTH });
    expect(await rowsOf(endpoint)).toEqual([
      { team_id: team.id, user_id: userId, p256dh: P256DH, auth: AUTH },
      { team_id: other.id, user_id: null, p256dh: OTHER_P256DH, auth: OTHER_AUTH },
    ]);
  });

  it('answers an unknown team with 998', async () => {
    const response = await register('bestaat-niet', {
      endpoint: newEndpoint(),
      p256dh: P256DH,
      auth: AUTH,
    });
    expect(response.statusCode).toBe(998);
  });

  it('answers bad input with 400 and Dutch messages, storing nothing', async () => {
    const missing = await register(team.code, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'ValidationError',
      issues: [
        { path: 'endpoint', message: 'Endpoint is verplicht' },
        { path: 'p256dh', message: 'Sleutel p256dh is verplicht' },
        { path: 'auth', message: 'Sleutel auth is verplicht' },
      ],
    });

    const cases: [object, { path: string; message: string }][] = [
      [
        { endpoint: 'http://fcm.googleapis.com/fcm/send/x' },
        { path: 'endpoint', message: 'Endpoint moet een https-adres zijn' },
      ],
      [
        { endpoint: 'https://192.168.1.1/router/reboot' },
        { path: 'endpoint', message: 'Endpoint hoort niet bij een bekende pushdienst' },
      ],
      [
        { endpoint: `${newEndpoint()}${'x'.repeat(2100)}` },
        { path: 'endpoint', message: 'Endpoint mag maximaal 2048 tekens lang zijn' },
      ],
      [
        { p256dh: 'BAAA' },
        { path: 'p256dh', message: 'Sleutel p256dh is geen geldige openbare sleutel' },
      ],
      [{ auth: 'kort' }, { path: 'auth', message: 'Sleutel auth is geen geldig geheim' }],
    ];
    for (const [change, issue] of cases) {
      const endpoint = newEndpoint();
      const response = await register(team.code, {
        endpoint,
        p256dh: P256DH,
        auth: AUTH,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([issue]);
      expect(await rowsOf(endpoint)).toEqual([]);
    }
    expect((await setUser(team.code, { endpoint: 'nee' }, userCookie)).statusCode).toBe(400);
  });

  it("links this browser's subscription to the logged-in user, and keeps the link when it registers again", async () => {
    const endpoint = newEndpoint();
    await register(team.code, { endpoint, p256dh: P256DH, auth: AUTH });
    const linked = await setUser(team.code, { endpoint, p256dh: P256DH, auth: AUTH }, userCookie);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ ok: true });
    expect(await rowsOf(endpoint)).toEqual([
      { team_id: team.id, user_id: userId, p256dh: P256DH, auth: AUTH },
    ]);

    // After a logout the app registers as a visitor again: the row stays the user's.
    await register(team.code, { endpoint, p256dh: P256DH, auth: AUTH });
    expect(await rowsOf(endpoint)).toEqual([
      { team_id: team.id, user_id: userId, p256dh: P256DH, auth: AUTH },
    ]);
  });

  it('registers a subscription it has not seen yet while linking it', async () => {
    const endpoint = newEndpoint();
    expect(
      (await setUser(team.code, { endpoint, p256dh: P256DH, auth: AUTH }, userCookie)).statusCode,
    ).toBe(200);
    expect(await rowsOf(endpoint)).toEqual([
      { team_id: team.id, user_id: userId, p256dh: P256DH, auth: AUTH },
    ]);
  });

  it('links only for a user session: a visitor or a pin session gets 401', async () => {
    const endpoint = newEndpoint();
    await register(team.code, { endpoint, p256dh: P256DH, auth: AUTH });
    const payload = { endpoint, p256dh: P256DH, auth: AUTH };
    expect((await setUser(team.code, payload)).statusCode).toBe(401);
    const pinCookie = await teamSessionCookie(t.database.db, team.id);
    expect((await setUser(team.code, payload, pinCookie)).statusCode).toBe(401);
    expect(await rowsOf(endpoint)).toEqual([
      { team_id: team.id, user_id: null, p256dh: P256DH, auth: AUTH },
    ]);
  });

  it("refuses a call from another site's page (the CSRF guard)", async () => {
    const endpoint = newEndpoint();
    const response = await t.inject({
      method: 'POST',
      url: `/api/${team.code}/auth/registerPushSubscription`,
      payload: { endpoint, p256dh: P256DH, auth: AUTH },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(await rowsOf(endpoint)).toEqual([]);
  });

  describe('bounds on what anonymous visitors can store', () => {
    const registerFrom = (code: string, remoteAddress: string, endpoint = newEndpoint()) =>
      t.inject({
        method: 'POST',
        url: `/api/${code}/auth/registerPushSubscription`,
        payload: { endpoint, p256dh: P256DH, auth: AUTH },
        remoteAddress,
      });
    const countOf = async (teamId: number) =>
      (
        await t.database.db
          .selectFrom('push_subscriptions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('team_id', '=', teamId)
          .executeTakeFirstOrThrow()
      ).n;

    it("lets one address hold only a few of a team's subscriptions, even in a burst", async () => {
      const busy = await insertTeam(t.database.db, { code: 'druk' });
      const burst = await Promise.all(
        Array.from({ length: MAX_SUBSCRIPTIONS_PER_ADDRESS + 15 }, () =>
          registerFrom('druk', '203.0.113.9'),
        ),
      );
      expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(MAX_SUBSCRIPTIONS_PER_ADDRESS);
      const refused = burst.filter((r) => r.statusCode !== 200);
      expect(refused).toHaveLength(15);
      for (const response of refused) {
        expect(response.statusCode).toBe(999);
        expect(response.json()).toEqual({ error: 'PushLimitPerAddress' });
      }
      expect(await countOf(busy.id)).toBe(MAX_SUBSCRIPTIONS_PER_ADDRESS);

      // A logged-in user is bounded too.
      const linked = await t.inject({
        method: 'POST',
        url: '/api/druk/auth/setUserOfPushSubscription',
        payload: { endpoint: newEndpoint(), p256dh: P256DH, auth: AUTH },
        headers: { cookie: userCookie },
        remoteAddress: '203.0.113.9',
      });
      expect(linked.statusCode).toBe(999);
      // Another address, and the same address on another team, are not held back.
      expect((await registerFrom('druk', '198.51.100.4')).statusCode).toBe(200);
      expect((await registerFrom(other.code, '203.0.113.9')).statusCode).toBe(200);
    });

    it('keeps re-registering an existing browser open when its address is full', async () => {
      const kept = newEndpoint();
      expect((await registerFrom('druk', '192.0.2.77', kept)).statusCode).toBe(200);
      for (let i = 1; i < MAX_SUBSCRIPTIONS_PER_ADDRESS; i++) {
        expect((await registerFrom('druk', '192.0.2.77')).statusCode).toBe(200);
      }
      expect((await registerFrom('druk', '192.0.2.77')).statusCode).toBe(999);
      expect((await registerFrom('druk', '192.0.2.77', kept)).statusCode).toBe(200);
    });

    it('names the address it counts: IPv4 as is, IPv6 by its /64', () => {
      expect(addressBucket('203.0.113.9')).toBe('203.0.113.9');
      expect(addressBucket('::ffff:203.0.113.9')).toBe('203.0.113.9');
      expect(addressBucket('2001:0DB8:0000:0001:0:0:0:5')).toBe('2001:db8:0:1::/64');
      expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
      expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    });

    it('counts an IPv6 /64 network as one address', async () => {
      const network = await insertTeam(t.database.db, { code: 'zesnet' });
      for (let i = 1; i <= MAX_SUBSCRIPTIONS_PER_ADDRESS; i++) {
        const address = `2001:db8:0:1${i % 2 ? '' : ':0'}::${i.toString(16)}`;
        expect((await registerFrom('zesnet', address)).statusCode, address).toBe(200);
      }
      const refused = await registerFrom('zesnet', '2001:db8:0:1:ffff:ffff:ffff:ffff');
      expect(refused.statusCode).toBe(999);
      expect(refused.json()).toEqual({ error: 'PushLimitPerAddress' });
      expect((await registerFrom('zesnet', '2001:db8:0:2::1')).statusCode).toBe(200);
      expect(await countOf(network.id)).toBe(MAX_SUBSCRIPTIONS_PER_ADDRESS + 1);
    });

    it('stops at a bound per team, whatever the addresses', async () => {
      const full = await insertTeam(t.database.db, { code: 'vol' });
      await t.database.db
        .insertInto('push_subscriptions')
        .values(
          Array.from({ length: MAX_SUBSCRIPTIONS_PER_TEAM - 1 }, (_, i) => ({
            team_id: full.id,
            endpoint: `https://fcm.googleapis.com/fcm/send/vol-${i}`,
            p256dh: P256DH,
            auth: AUTH,
            created_at: new Date().toISOString(),
            client_address: `10.0.${Math.floor(i / 200)}.${i % 200}`,
          })),
        )
        .execute();
      expect((await registerFrom('vol', '198.51.100.1')).statusCode).toBe(200);
      const refused = await registerFrom('vol', '198.51.100.2');
      expect(refused.statusCode).toBe(999);
      expect(refused.json()).toEqual({ error: 'PushLimitPerTeam' });
      expect(await countOf(full.id)).toBe(MAX_SUBSCRIPTIONS_PER_TEAM);
    });
  });
});
