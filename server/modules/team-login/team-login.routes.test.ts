import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam, loggedInUser, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import {
  createTestApp,
  sessionCookie,
  testDatabases,
  type TestApp,
} from '../../../tests/helpers/test-app.js';
import { TARGET_MAX_FAILURES } from '../../auth/throttle.js';

const MINUTE = 60 * 1000;

let lastIp = 0;
const freshIp = () => `10.1.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

describe.each(testDatabases)('team auth API on $name', (database) => {
  let t: TestApp;
  let codes = 0;
  /** A team of its own per test: the per-team throttle of one test leaves the next alone. */
  const newTeam = () => insertTeam(t.database.db, { code: `team-${++codes}`, pin: '135790' });

  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(async () => {
    await t.close();
  });

  const pinLogin = (code: string, pin: unknown, ip = freshIp()) =>
    t.inject({
      method: 'POST',
      url: `/api/${code}/auth/login`,
      payload: { pin },
      remoteAddress: ip,
    });
  const validate = (code: string, cookie?: string) =>
    t.inject({
      method: 'GET',
      url: `/api/${code}/auth/validateToken`,
      headers: cookie ? { cookie } : {},
    });

  it("logs in with the team's pin: a 30-day team session that may enter this team", async () => {
    const team = await newTeam();
    const response = await pinLogin(team.code, '135790');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ loginState: 'team' });
    expect(response.cookies[0]).toMatchObject({
      name: 'teampot_session',
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 30 * 24 * 60 * 60,
    });
    const validated = await validate(team.code, sessionCookie(response));
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toEqual({ loginState: 'team' });
  });

  it('refuses a wrong pin with 401 InvalidPin and sets no cookie', async () => {
    const team = await newTeam();
    const response = await pinLogin(team.code, '000000');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'InvalidPin', message: 'Pin is onjuist' });
    expect(response.cookies).toHaveLength(0);
  });

  it('answers a malformed pin with 400 and the Dutch pin messages', async () => {
    const team = await newTeam();
    const response = await pinLogin(team.code, '12a');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'pin', message: 'Pin mag alleen cijfers bevatten' },
      { path: 'pin', message: 'Pin moet 6 cijfers lang zijn' },
    ]);
    expect((await pinLogin(team.code, undefined)).json().issues).toEqual([
      { path: 'pin', message: 'Pin moet 6 cijfers lang zijn' },
    ]);
  });

  it('answers an unknown team with 998', async () => {
    expect((await pinLogin('bestaatniet', '135790')).statusCode).toBe(998);
    expect((await validate('bestaatniet')).statusCode).toBe(998);
  });

  it("validates a team admin's user session as 'user'", async () => {
    const team = await newTeam();
    const admin = await loggedInUser(
      t.database.db,
      { email: `admin-${team.code}@example.nl` },
      team.id,
    );
    const validated = await validate(team.code, admin.cookie);
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toEqual({ loginState: 'user' });
  });

  it('refuses visitors, other teams and users who do not run the team', async () => {
    const team = await newTeam();
    const other = await newTeam();
    expect((await validate(team.code)).statusCode).toBe(401);
    expect(
      (await validate(team.code, await teamSessionCookie(t.database.db, other.id))).statusCode,
    ).toBe(401);
    expect((await validate(team.code, 'teampot_session=verzonnen')).statusCode).toBe(401);
    const stranger = await loggedInUser(t.database.db, {
      email: `vreemde-${team.code}@example.nl`,
    });
    expect((await validate(team.code, stranger.cookie)).statusCode).toBe(403);
  });

  it('refuses a session after logout', async () => {
    const team = await newTeam();
    const cookie = sessionCookie(await pinLogin(team.code, '135790'));
    await t.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await validate(team.code, cookie)).statusCode).toBe(401);
  });

  it('replaces the session the cookie held before: the old token is revoked', async () => {
    const team = await newTeam();
    const first = sessionCookie(await pinLogin(team.code, '135790'));
    const second = await t.inject({
      method: 'POST',
      url: `/api/${team.code}/auth/login`,
      payload: { pin: '135790' },
      headers: { cookie: first },
      remoteAddress: freshIp(),
    });
    expect((await validate(team.code, first)).statusCode).toBe(401);
    expect((await validate(team.code, sessionCookie(second))).statusCode).toBe(200);
  });

  it('refuses every address after 20 wrong pins from many, even the right pin, until 15 minutes have passed', async () => {
    const team = await newTeam();
    for (let i = 0; i < TARGET_MAX_FAILURES; i++)
      expect((await pinLogin(team.code, `0000${String(i).padStart(2, '0')}`)).statusCode).toBe(401);
    const locked = await pinLogin(team.code, '135790');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: 'TooManyRequests',
      message: 'Te veel pogingen. Probeer het over 15 minuten opnieuw.',
    });
    // The message counts down with the lock: it says the wait that is left.
    t.clock.advance(10 * MINUTE);
    const later = await pinLogin(team.code, '135790');
    expect(later.json().message).toBe('Te veel pogingen. Probeer het over 5 minuten opnieuw.');
    expect(Number(later.headers['retry-after'])).toBe(5 * 60);
    t.clock.advance(4 * MINUTE);
    expect((await pinLogin(team.code, '135790')).json().message).toBe(
      'Te veel pogingen. Probeer het over een minuut opnieuw.',
    );
    t.clock.advance(MINUTE);
    expect((await pinLogin(team.code, '135790')).statusCode).toBe(200);
  });

  it('locks one IP guessing the pins of several teams, not the other teams for everyone', async () => {
    const ip = freshIp();
    const teams = [await newTeam(), await newTeam(), await newTeam()];
    for (let i = 0; i < 5; i++) await pinLogin(teams[i % 2]!.code, '000000', ip);
    expect((await pinLogin(teams[2]!.code, '135790', ip)).statusCode).toBe(429);
    expect((await pinLogin(teams[2]!.code, '135790')).statusCode).toBe(200);
  });

  it('forgets earlier wrong pins of a team after a correct one', async () => {
    const team = await newTeam();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) await pinLogin(team.code, '000000');
      expect((await pinLogin(team.code, '135790')).statusCode).toBe(200);
    }
  });

  it('lets no more than 20 guesses of a parallel burst from many addresses be checked', async () => {
    const team = await newTeam();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        pinLogin(team.code, `1111${String(i).padStart(2, '0')}`),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(TARGET_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4);
    expect((await pinLogin(team.code, '135790')).statusCode).toBe(429);
  });
});

describe.each(testDatabases)(
  'the session cookie on https with COOKIE_DOMAIN, on $name',
  (database) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(database, {
        envOverrides: {
          APP_URL: 'https://teampot.nl',
          TEAM_APP_URL: 'https://{TEAMCODE}.teampot.nl',
          COOKIE_DOMAIN: 'teampot.nl',
        },
      });
    });
    afterAll(async () => {
      await t.close();
    });

    /** The cookie of a pin login to a new team `code`, on `host`. */
    const loginCookie = async (code: string, host: string) => {
      const team = await insertTeam(t.database.db, { code, pin: '135790' });
      const response = await t.inject({
        method: 'POST',
        url: `/api/${team.code}/auth/login`,
        payload: { pin: '135790' },
        headers: { host },
      });
      return response.cookies[0];
    };

    it('is Secure and shared by every subdomain', async () => {
      expect(await loginCookie('oranje', 'oranje.teampot.nl')).toMatchObject({
        secure: true,
        domain: 'teampot.nl',
        httpOnly: true,
      });
    });

    it('stays host-only on a host outside COOKIE_DOMAIN, where the browser would drop it', async () => {
      expect((await loginCookie('blauw', 'localhost:3000'))?.domain).toBeUndefined();
    });
  },
);
