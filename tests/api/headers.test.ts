import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalsIn } from '../helpers/error-body.js';
import { insertTeam, insertUser, teamSessionCookie } from '../helpers/fixtures.js';
import { buildRequest, loadOperations, send, urlOf } from '../helpers/openapi-probe.js';
import { createTestApp, sessionCookie, testDatabases, type TestApp } from '../helpers/test-app.js';

/**
 * What the browser is told to protect: the content security policy, HSTS on
 * https only, session cookies out of reach of scripts and other sites — and
 * error answers that show nothing of the server's insides.
 */

const HTTPS = {
  APP_URL: 'https://teampot.example',
  TEAM_APP_URL: 'https://{TEAMCODE}.teampot.example',
};

describe.each(testDatabases)('headers and cookies on $name', (database) => {
  let http: TestApp;
  let https: TestApp;

  beforeAll(async () => {
    http = await createTestApp(database);
    https = await createTestApp(database, { envOverrides: HTTPS });
    for (const t of [http, https]) {
      await insertTeam(t.database.db, { code: 'alfa', pin: '123456' });
      await insertUser(t.database.db, { email: 'beheerder@example.nl', password: 'wachtwoord123' });
    }
  });
  afterAll(async () => {
    await http?.close();
    await https?.close();
  });

  const pinLogin = (t: TestApp) =>
    t.inject({ method: 'POST', url: '/api/alfa/auth/login', payload: { pin: '123456' } });
  const userLogin = (t: TestApp, stayLoggedIn: boolean) =>
    t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'beheerder@example.nl', password: 'wachtwoord123', stayLoggedIn },
    });

  it('sends a content security policy that allows no inline or foreign script', async () => {
    for (const url of [
      '/health',
      '/api/openapi.json',
      '/api/alfa/player',
      '/api/onbekend/player',
      '/nergens',
    ]) {
      const policy = directives(
        String((await http.inject({ method: 'GET', url })).headers['content-security-policy']),
      );
      expect(policy['script-src'], url).toEqual(["'self'"]);
      expect(policy['default-src'], url).toEqual(["'self'"]);
      expect(policy['object-src'], url).toEqual(["'none'"]);
      expect(policy['frame-ancestors'], url).toEqual(["'self'"]);
      expect(policy['base-uri'], url).toEqual(["'self'"]);
    }
    const headers = (await http.inject({ method: 'GET', url: '/api/alfa/player' })).headers;
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
    });
  });

  it('sends HSTS on https only', async () => {
    const secure = await https.inject({ method: 'GET', url: '/api/alfa/player' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(String(secure.headers['content-security-policy']))).toHaveProperty(
      'upgrade-insecure-requests',
    );
    const plain = await http.inject({ method: 'GET', url: '/api/alfa/player' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps session cookies HttpOnly and SameSite=Lax, Secure on https', async () => {
    for (const [t, secure] of [
      [http, false],
      [https, true],
    ] as const) {
      const pin = cookieOf(await pinLogin(t));
      expect(pin).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: 30 * 24 * 60 * 60,
      });
      expect(pin.secure === true).toBe(secure);

      const shortLogin = await userLogin(t, false);
      const short = cookieOf(shortLogin);
      expect(short).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(short.secure === true).toBe(secure);
      // Without "stay logged in" the cookie ends with the browser session.
      expect(short.maxAge).toBeUndefined();
      expect(cookieOf(await userLogin(t, true)).maxAge).toBe(30 * 24 * 60 * 60);

      const refreshed = cookieOf(
        await t.inject({
          method: 'POST',
          url: '/api/auth/refreshToken',
          headers: { cookie: sessionCookie(shortLogin) },
        }),
      );
      expect(refreshed).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(refreshed.secure === true).toBe(secure);

      const logout = await t.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: `teampot_session=${refreshed.value}` },
      });
      const cleared = cookieOf(logout);
      expect(cleared.value).toBe('');
      expect(new Date(String(cleared.expires)).getTime()).toBeLessThan(Date.now());
    }
  });

  it('answers cross-site writes with 403 and lets no foreign origin read', async () => {
    const cookie = await teamSessionCookie(
      http.database.db,
      (await insertTeam(http.database.db, { code: 'beta' })).id,
    );
    const forged = await http.inject({
      method: 'POST',
      url: '/api/beta/player',
      headers: { cookie, origin: 'https://kwaadwillend.example' },
      payload: { firstName: 'Mallory', lastName: 'Kwaad' },
    });
    expect(forged.statusCode).toBe(403);
    const read = await http.inject({
      method: 'GET',
      url: '/api/beta/player',
      headers: { origin: 'https://kwaadwillend.example' },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('shows no stack trace, SQL or file path in any error answer', async () => {
    const errors: { what: string; response: LightMyRequestResponse }[] = [];
    const cookie = await teamSessionCookie(
      http.database.db,
      (await insertTeam(http.database.db, { code: 'gamma' })).id,
    );
    for (const op of await loadOperations(http)) {
      const request = buildRequest(op, {
        teamCode: 'gamma',
        id: () => 2_000_000_000,
        includeOptional: () => true,
      });
      for (const [what, options] of [
        ['anonymous', {}],
        ['logged in, unknown ids', { cookie }],
      ] as const) {
        errors.push({
          what: `${op.key} ${what}`,
          response: (await send(http, request, options)).response,
        });
      }
      const url = urlOf(request);
      errors.push({
        what: `${op.key} broken JSON`,
        response: await http.inject({
          method: op.method,
          url,
          headers: { cookie, 'content-type': 'application/json' },
          payload: '{"kapot":',
        }),
      });
      errors.push({
        what: `${op.key} unknown team`,
        response: await http.inject({
          method: op.method,
          url: url.replace('/gamma/', '/onbekend/'),
          headers: { cookie },
        }),
      });
    }
    const refused = errors.filter((e) => e.response.statusCode >= 400);
    const leaking = refused
      .map((e) => ({
        what: e.what,
        status: e.response.statusCode,
        found: internalsIn(e.response.body),
      }))
      .filter((e) => e.found !== null);
    console.log(
      `[headers, ${database.name}] error answers scanned: ${refused.length}, showing internals: ${leaking.length}`,
    );
    expect(refused.length).toBeGreaterThan(100);
    expect(leaking).toEqual([]);
  });

  it('answers a failing database with a plain 500 that names nothing', async () => {
    const broken = await createTestApp(database);
    try {
      await insertTeam(broken.database.db, { code: 'kapot' });
      const cascade = broken.database.dialect === 'postgres' ? sql` cascade` : sql``;
      await sql`drop table players${cascade}`.execute(broken.database.db);
      const response = await broken.inject({ method: 'GET', url: '/api/kapot/player' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: 'InternalServerError',
        message: 'Er is iets misgegaan...',
      });
      expect(internalsIn(response.body)).toBeNull();
    } finally {
      await broken.close();
    }
  });
});

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

function cookieOf(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((c) => c.name === 'teampot_session');
  if (!cookie) throw new Error(`no session cookie: ${response.statusCode} ${response.body}`);
  return cookie as typeof cookie & { maxAge?: number; secure?: boolean; expires?: Date };
}
