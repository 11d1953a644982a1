import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam, teamSessionCookie } from '../tests/helpers/fixtures.js';
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
    const version = async () =>
      (
        await t.database.db
          .selectFrom('teams')
          .select('data_version')
          .where('id', '=', team.id)
          .executeTakeFirstOrThrow()
      ).data_version;
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
    const proxied = await createTestApp(database, { envOverrides: { TRUST_PROXY: 'true' } });
    try {
      const guess = (ip: string, n: number) =>
        proxied.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': ip },
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
