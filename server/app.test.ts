import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataVersion,
  insertTeam,
  loggedInUser,
  teamSessionCookie,
} from '../tests/helpers/fixtures.js';
import { loadOperations } from '../tests/helpers/openapi-probe.js';
import { createTestApp, testDatabases, type TestApp } from '../tests/helpers/test-app.js';

describe.each(testDatabases)('the app skeleton on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports health when the database answers', async () => {
    const response = await t.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('builds the configuration for the host that asks', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/config/configuration.json',
      headers: { host: 'demo.localhost:3000' },
    });
    expect(response.json()).toEqual({
      apiUrl: 'http://demo.localhost:3000',
      websiteUrl: 'http://localhost:3000',
      teamAppUrl: 'http://{TEAMCODE}.localhost:3000',
      appUrl: 'http://localhost:3000',
      appDomain: 'localhost',
      cookieDomain: '',
      vapidPublicKey: 'test-vapid-public-key',
    });
  });

  it('builds every address of the configuration from the environment, not from the request', async () => {
    const config = async (headers: Record<string, string>, app = t) =>
      (await app.inject({ method: 'GET', url: '/config/configuration.json', headers })).json();
    expect((await config({ host: 'evil.example' })).apiUrl).toBe('http://localhost:3000');
    expect((await config({ host: 'DEMO.localhost:3000' })).apiUrl).toBe(
      'http://demo.localhost:3000',
    );
    expect((await config({ host: 'demo.localhost:3000.evil.example' })).apiUrl).toBe(
      'http://localhost:3000',
    );
    const proxied = await createTestApp(database, { envOverrides: { TRUST_PROXY: '1' } });
    try {
      const poisoned = await config(
        {
          host: 'demo.localhost:3000',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
        proxied,
      );
      expect(poisoned.apiUrl).toBe('http://demo.localhost:3000');
      expect(JSON.stringify(poisoned)).not.toContain('evil.example');
    } finally {
      await proxied.close();
    }
  });

  it('answers an unknown team with 998', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/nosuchteam/team' });
    expect(response.statusCode).toBe(998);
    expect(response.json()).toEqual({ error: 'TeamNotFound' });
  });

  it('refuses a state-changing call from a foreign origin', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a cross-site write whose path hides /api behind %-escapes, and keeps the session', async () => {
    const team = await insertTeam(t.database.db, { code: 'verstopt' });
    const cookie = await teamSessionCookie(t.database.db, team.id);
    for (const url of ['/%61pi/auth/logout', '/%2561pi/auth/logout', '/a%70i/auth/logout']) {
      const response = await t.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example', cookie },
      });
      expect(response.statusCode, url).not.toBe(200);
    }
    const validated = await t.inject({
      method: 'GET',
      url: '/api/verstopt/auth/validateToken',
      headers: { cookie },
    });
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toEqual({ loginState: 'team' });
  });

  it('loads the session for a path with %-escapes: the route decides, not the raw URL', async () => {
    const team = await insertTeam(t.database.db, { code: 'escape' });
    const cookie = await teamSessionCookie(t.database.db, team.id);
    const response = await t.inject({
      method: 'GET',
      url: '/%61pi/escape/auth/validateToken',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ loginState: 'team' });
  });

  it('answers a deeply nested JSON body with a 400 on every route that takes a body', async () => {
    const team = await insertTeam(t.database.db, { code: 'genest' });
    const { cookie } = await loggedInUser(
      t.database.db,
      { email: 'genest@example.nl', isAdmin: true },
      team.id,
    );
    const nested = '['.repeat(5000) + ']'.repeat(5000);
    const withBody = (await loadOperations(t)).filter((op) => op.body !== undefined);
    expect(withBody.length).toBeGreaterThan(25);
    for (const op of withBody) {
      const url = op.path.replace('{team}', 'genest').replace(/\{\w+\}/g, '1');
      for (const headers of [{}, { cookie }]) {
        const response = await t.inject({
          method: op.method,
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: nested,
        });
        const expected = 'cookie' in headers ? [400] : [400, 401, 403];
        expect(expected, `${op.key}: ${response.statusCode} ${response.body}`).toContain(
          response.statusCode,
        );
        if (response.statusCode === 400)
          expect(response.json().issues[0].message).toMatch(/^Ongeldige invoer/);
      }
    }
  });

  it('publishes an OpenAPI document', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().openapi).toMatch(/^3\./);
  });

  it('answers an unknown path of a known team with a JSON 404', async () => {
    await insertTeam(t.database.db, { code: 'known' });
    const response = await t.inject({ method: 'GET', url: '/api/known/not/a/resource' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'NotFound' });
  });

  it('bumps the team data version after a data write, not after a login', async () => {
    const team = await insertTeam(t.database.db, { code: 'versie', pin: '246810' });
    const version = () => dataVersion(t.database.db, team.id);
    const before = await version();
    const login = await t.inject({
      method: 'POST',
      url: '/api/versie/auth/login',
      payload: { pin: '246810' },
    });
    expect(login.statusCode).toBe(200);
    expect(await version()).toBe(before);
    const cookie = await teamSessionCookie(t.database.db, team.id);
    const created = await t.inject({
      method: 'POST',
      url: '/api/versie/player',
      headers: { cookie },
      payload: { firstName: 'Anna', lastName: 'Smit' },
    });
    expect(created.statusCode).toBe(200);
    expect(await version()).toBe(before + 1);
  });

  it('behind a trusted proxy, counts password guesses per real client address', async () => {
    const proxied = await createTestApp(database, { envOverrides: { TRUST_PROXY: '1' } });
    try {
      // One proxy appends the address it saw; what stands left of it the client wrote.
      const guess = (ip: string, n: number) =>
        proxied.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': `198.18.0.${n}, ${ip}` },
          payload: {
            email: `onbekend${n}@example.nl`,
            password: 'verkeerd-wachtwoord',
            stayLoggedIn: false,
          },
        });
      for (let n = 0; n < 5; n++) expect((await guess('203.0.113.7', n)).statusCode).toBe(200);
      expect((await guess('203.0.113.7', 5)).statusCode).toBe(429);
      const other = await guess('198.51.100.20', 6);
      expect(other.statusCode).toBe(200);
      expect(other.json()).toEqual({ case: 'InvalidCredentials' });
    } finally {
      await proxied.close();
    }
  });
});
