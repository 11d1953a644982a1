import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam, insertUser } from '../helpers/fixtures.js';
import { createTestApp, sessionCookie, testDatabases, type TestApp } from '../helpers/test-app.js';

/**
 * Guessing a pin or a password gets five tries per quarter of an hour per
 * address, across every team and e-mail address, and twenty per team or e-mail
 * address across all addresses — so one address can neither guess far nor lock
 * a team or an account for the people who know the secret. The secrets the
 * server hands out (session cookies, links in mails) are 256 random bits,
 * single-use where a link is, and they expire.
 */

const QUARTER = 15 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/; // 32 bytes in base64url

describe.each(testDatabases)('guessing and tokens on $name', (database) => {
  let t: TestApp;
  let teamCounter = 0;
  const figures = { guesses: 0, locked: 0, tokens: 0 };

  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(async () => {
    console.log(
      `[guessing, ${database.name}] logins tried: ${figures.guesses}, refused with 429: ${figures.locked}, ` +
        `tokens checked for 256 random bits: ${figures.tokens}`,
    );
    await t?.close();
  });

  const counted = async (login: Promise<LightMyRequestResponse>) => {
    const response = await login;
    figures.guesses++;
    if (response.statusCode === 429) figures.locked++;
    return response;
  };

  const newTeam = async (pin = '123456') =>
    (await insertTeam(t.database.db, { code: `team${++teamCounter}`, pin })).code;
  const pinLogin = (code: string, pin: string, ip: string, headers: Record<string, string> = {}) =>
    counted(
      t.inject({
        method: 'POST',
        url: `/api/${code}/auth/login`,
        payload: { pin },
        remoteAddress: ip,
        headers,
      }),
    );
  const passwordLogin = (email: string, password: string, ip: string, stayLoggedIn = false) =>
    counted(
      t.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password, stayLoggedIn },
        remoteAddress: ip,
      }),
    );
  const expectRandomBits = (tokens: string[]) => {
    figures.tokens += tokens.length;
    expectRandomBitsIn(tokens);
  };

  it('locks an address after five wrong pins, even for the right pin, and opens again after 15 minutes', async () => {
    const team = await newTeam();
    for (let i = 0; i < 5; i++) {
      const wrong = await pinLogin(team, `00000${i}`, '10.1.0.1');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ error: 'InvalidPin', message: 'Pin is onjuist' });
    }
    const locked = await pinLogin(team, '123456', '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(locked.cookies).toEqual([]);
    // A forged X-Forwarded-For is no new address.
    expect(
      (await pinLogin(team, '123456', '10.1.0.1', { 'x-forwarded-for': '192.0.2.9' })).statusCode,
    ).toBe(429);
    // A member elsewhere, who knows the pin, still gets in.
    expect((await pinLogin(team, '123456', '10.1.0.2')).statusCode).toBe(200);

    t.clock.advance(QUARTER + 1000);
    const open = await pinLogin(team, '123456', '10.1.0.1');
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ loginState: 'team' });
  });

  it('lets no single address keep a team or an account locked: members and the owner get in', async () => {
    const team = await newTeam();
    const owner = await insertUser(t.database.db, {
      email: 'belaagd@example.nl',
      password: 'juistwachtwoord',
    });
    // Two hours of a stranger guessing as fast as the throttle lets them: six
    // tries per quarter, the sixth refused (issue 15's attack).
    for (let quarter = 0; quarter < 8; quarter++) {
      for (let i = 0; i < 6; i++) {
        await pinLogin(team, '000000', '10.11.0.1');
        await passwordLogin(owner.email, 'fout-wachtwoord', '10.11.0.2');
      }
      const member = await pinLogin(team, '123456', `10.11.1.${quarter + 1}`);
      expect(member.statusCode).toBe(200);
      const login = await passwordLogin(owner.email, 'juistwachtwoord', `10.11.2.${quarter + 1}`);
      expect(login.json()).toMatchObject({ case: 'Success' });
      t.clock.advance(QUARTER + 1000);
    }
  });

  it('lets many addresses together guess a team no more than twenty times per quarter', async () => {
    const team = await newTeam();
    for (let address = 1; address <= 4; address++)
      for (let i = 0; i < 5; i++)
        expect((await pinLogin(team, '000000', `10.2.${address}.1`)).statusCode).toBe(401);
    const locked = await pinLogin(team, '123456', '10.2.9.9');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    t.clock.advance(QUARTER + 1000);
    expect((await pinLogin(team, '123456', '10.2.9.9')).statusCode).toBe(200);
  });

  it('lets one address guess across teams no more than five times', async () => {
    const teams = [
      await newTeam(),
      await newTeam(),
      await newTeam(),
      await newTeam(),
      await newTeam(),
      await newTeam(),
    ];
    for (const team of teams.slice(0, 5))
      expect((await pinLogin(team, '000000', '10.3.0.1')).statusCode).toBe(401);
    expect((await pinLogin(teams[5] as string, '123456', '10.3.0.1')).statusCode).toBe(429);
    expect((await pinLogin(teams[5] as string, '123456', '10.3.0.2')).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    const team = await newTeam();
    for (let i = 1; i <= 5; i++)
      expect((await pinLogin(team, '000000', `2001:db8:15:1::${i}`)).statusCode).toBe(401);
    expect((await pinLogin(team, '123456', '2001:db8:15:1:ffff::99')).statusCode).toBe(429);
    expect((await pinLogin(team, '123456', '2001:db8:15:2::1')).statusCode).toBe(200);
    expect((await pinLogin(team, '123456', '10.15.0.1')).statusCode).toBe(200);
  });

  it('counts a burst of parallel guesses before checking any of them', async () => {
    const team = await newTeam();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => pinLogin(team, '000000', '10.4.0.1')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect((await pinLogin(team, '123456', '10.4.0.1')).statusCode).toBe(429);
    expect((await pinLogin(team, '123456', '10.4.0.2')).statusCode).toBe(200);
  });

  it('locks an address after five wrong passwords, across e-mail addresses, not the account', async () => {
    const user = await insertUser(t.database.db, {
      email: 'raden@example.nl',
      password: 'juistwachtwoord',
    });
    for (let i = 0; i < 5; i++) {
      const wrong = await passwordLogin(user.email, `fout-wachtwoord-${i}`, '10.5.0.1');
      expect(wrong.statusCode).toBe(200);
      expect(wrong.json()).toEqual({ case: 'InvalidCredentials' });
    }
    expect((await passwordLogin(user.email, 'juistwachtwoord', '10.5.0.1')).statusCode).toBe(429);
    // The same address trying other e-mail addresses is stopped as well.
    expect(
      (await passwordLogin('iemand-anders@example.nl', 'wat-dan-ook', '10.5.0.1')).statusCode,
    ).toBe(429);
    expect((await passwordLogin(user.email, 'juistwachtwoord', '10.5.0.2')).json()).toMatchObject({
      case: 'Success',
    });

    t.clock.advance(QUARTER + 1000);
    const open = await passwordLogin(user.email, 'juistwachtwoord', '10.5.0.1');
    expect(open.json()).toMatchObject({ case: 'Success' });
  });

  it('keeps the throttle table small: no rows for refused guesses, none left after a few hours', async () => {
    const guessed = () =>
      t.database.db
        .selectFrom('throttles')
        .select((eb) => eb.fn.countAll<number>().as('rows'))
        .where('key', 'like', '%@rijen.example.nl')
        .executeTakeFirstOrThrow();
    for (let i = 0; i < 300; i++)
      await passwordLogin(`gok${i}@rijen.example.nl`, 'wat-dan-ook', '10.12.0.1');
    expect(Number((await guessed()).rows)).toBeLessThanOrEqual(5);

    t.clock.advance(3 * 60 * 60 * 1000);
    await passwordLogin('nog-een@example.nl', 'wat-dan-ook', '10.12.0.2');
    expect(Number((await guessed()).rows)).toBe(0);
  });

  const forgotPassword = (email: string, ip: string) =>
    t.inject({
      method: 'POST',
      url: '/api/auth/forgotPassword',
      payload: { email },
      remoteAddress: ip,
    });
  const mailsTo = (to: string) => t.mails.filter((m) => m.to === to).length;

  it('sends a recipient no more than three mails an hour, however many addresses ask', async () => {
    const { email } = await insertUser(t.database.db, {
      email: 'bestookt@example.nl',
      verified: false,
    });
    const asks = ['forgotPassword', 'resendEmailVerification', 'register'];
    for (let i = 0; i < 30; i++) {
      const answer = await t.inject({
        method: 'POST',
        url: `/api/auth/${asks[i % 3]}`,
        payload: { email, password: 'wachtwoord123' },
        remoteAddress: `10.13.0.${i + 1}`,
      });
      expect(answer.statusCode).toBe(200);
    }
    expect(mailsTo(email)).toBe(3);
    t.clock.advance(60 * 60 * 1000 + 1000);
    await forgotPassword(email, '10.13.1.1');
    expect(mailsTo(email)).toBe(4);
  });

  it('lets one address make the server send no more than ten mails an hour', async () => {
    const before = t.mails.length;
    for (let i = 0; i < 30; i++) {
      const answer = await t.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: `ontvanger${i}@example.nl`, password: 'wachtwoord123' },
        remoteAddress: '10.14.0.1',
      });
      expect(answer.json()).toEqual({ id: 0, email: `ontvanger${i}@example.nl`, isAdmin: false });
    }
    expect(t.mails.length - before).toBe(10);
    // Those refused mails did not use up anyone's own: the recipients still get theirs.
    await t.inject({
      method: 'POST',
      url: '/api/auth/resendEmailVerification',
      payload: { email: 'ontvanger29@example.nl' },
      remoteAddress: '10.14.0.2',
    });
    expect(mailsTo('ontvanger29@example.nl')).toBe(1);
  });

  it('ends every older reset link once one of them has set the password', async () => {
    const { email } = await insertUser(t.database.db, { email: 'twee-links@example.nl' });
    await forgotPassword(email, '10.15.0.1');
    const older = linkToken(t, email, '/reset-password');
    await forgotPassword(email, '10.15.0.1');
    const newer = linkToken(t, email, '/reset-password');
    expect(newer).not.toBe(older);
    const reset = (token: string, password: string) =>
      t.inject({ method: 'POST', url: '/api/auth/resetPassword', payload: { token, password } });
    expect((await reset(newer, 'nieuwwachtwoord1')).statusCode).toBe(200);
    const again = await reset(older, 'anderwachtwoord2');
    expect(again.statusCode).toBe(999);
    expect(again.json()).toEqual({ error: 'InvalidToken' });
    expect((await passwordLogin(email, 'nieuwwachtwoord1', '10.15.0.2')).json()).toMatchObject({
      case: 'Success',
    });
  });

  it('answers a forgotten password for a known address as fast as for an unknown one', async () => {
    const rounds = 40;
    const known = [];
    for (let i = 0; i < rounds; i++)
      known.push((await insertUser(t.database.db, { email: `bekend${i}@tijd.example.nl` })).email);
    const timed = async (email: string, ip: string) => {
      const start = performance.now();
      const answer = await forgotPassword(email, ip);
      expect(answer.json()).toEqual({ ok: true });
      return performance.now() - start;
    };
    await timed('opwarmen@tijd.example.nl', '10.16.0.1');
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Interleaved, so a busy moment of the machine hits both alike.
    for (let i = 0; i < rounds; i++) {
      knownTimes.push(await timed(known[i] as string, `10.16.1.${i + 1}`));
      unknownTimes.push(await timed(`onbekend${i}@tijd.example.nl`, `10.16.2.${i + 1}`));
    }
    // The faster half of each: a busy machine only adds time, so those show the work itself.
    const ratio = fasterHalf(knownTimes) / fasterHalf(unknownTimes);
    console.log(
      `[guessing, ${database.name}] forgotPassword known/unknown time (faster half): ${ratio.toFixed(2)}`,
    );
    expect(ratio).toBeGreaterThan(1 / 1.6);
    expect(ratio).toBeLessThan(1.6);
    expect(t.mails.filter((m) => m.to.endsWith('@tijd.example.nl'))).toHaveLength(rounds);
  });

  it('hands out session tokens of 256 random bits, never the same twice', async () => {
    const team = await newTeam();
    const user = await insertUser(t.database.db, {
      email: 'tokens@example.nl',
      password: 'wachtwoord123',
    });
    const tokens: string[] = [];
    for (let i = 0; i < 8; i++) {
      tokens.push(tokenOf(await pinLogin(team, '123456', '10.6.0.1')));
      tokens.push(tokenOf(await passwordLogin(user.email, 'wachtwoord123', '10.6.0.1')));
    }
    expect(tokens.every((token) => TOKEN.test(token))).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
    expectRandomBits(tokens);
  });

  it('sends verification and reset links with 256-bit tokens that work once', async () => {
    const email = 'nieuw@example.nl';
    const register = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'wachtwoord123' },
    });
    expect(register.statusCode).toBe(200);
    const verifyToken = linkToken(t, email, '/verify-email');
    expect(verifyToken).toMatch(TOKEN);
    const confirm = () =>
      t.inject({ method: 'POST', url: '/api/auth/confirmEmail', payload: { token: verifyToken } });
    expect((await confirm()).statusCode).toBe(200);
    const again = await confirm();
    expect(again.statusCode).toBe(999);
    expect(again.json()).toEqual({ error: 'InvalidToken' });

    const session = sessionCookie(await passwordLogin(email, 'wachtwoord123', '10.7.0.1'));
    await t.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email } });
    const resetToken = linkToken(t, email, '/reset-password');
    expect(resetToken).toMatch(TOKEN);
    expectRandomBits([verifyToken, resetToken]);
    const reset = (password: string) =>
      t.inject({
        method: 'POST',
        url: '/api/auth/resetPassword',
        payload: { token: resetToken, password },
      });
    expect((await reset('nieuwwachtwoord1')).statusCode).toBe(200);
    expect((await reset('nogeenwachtwoord2')).json()).toEqual({ error: 'InvalidToken' });
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/auth/getResetPasswordEmail',
          payload: { token: resetToken },
        })
      ).statusCode,
    ).toBe(999);
    // A new password ends the sessions that knew the old one.
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/auth/refreshToken',
          headers: { cookie: session },
        })
      ).statusCode,
    ).toBe(401);
    expect((await passwordLogin(email, 'nieuwwachtwoord1', '10.7.0.1')).json()).toMatchObject({
      case: 'Success',
    });
  });

  it('lets links expire: verification after a day, a password reset after an hour', async () => {
    const email = 'traag@example.nl';
    await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'wachtwoord123' },
    });
    const verifyToken = linkToken(t, email, '/verify-email');
    await t.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email } });
    const resetToken = linkToken(t, email, '/reset-password');

    t.clock.advance(60 * 60 * 1000 + 1000);
    const reset = await t.inject({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: { token: resetToken, password: 'nieuwwachtwoord1' },
    });
    expect(reset.json()).toEqual({ error: 'InvalidToken' });
    t.clock.advance(DAY);
    const confirm = await t.inject({
      method: 'POST',
      url: '/api/auth/confirmEmail',
      payload: { token: verifyToken },
    });
    expect(confirm.json()).toEqual({ error: 'InvalidToken' });
  });

  it('refuses the old token after a refresh, and a token after logout', async () => {
    await insertUser(t.database.db, { email: 'ververs@example.nl', password: 'wachtwoord123' });
    const first = sessionCookie(
      await passwordLogin('ververs@example.nl', 'wachtwoord123', '10.8.0.1'),
    );
    const refresh = (cookie: string) =>
      t.inject({ method: 'POST', url: '/api/auth/refreshToken', headers: { cookie } });
    const refreshed = await refresh(first);
    expect(refreshed.statusCode).toBe(200);
    const second = sessionCookie(refreshed);
    expect(second).not.toBe(first);
    expect(tokenOf(refreshed)).toMatch(TOKEN);
    expect((await refresh(first)).statusCode).toBe(401);

    const third = sessionCookie(await refresh(second));
    await t.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: third } });
    expect((await refresh(third)).statusCode).toBe(401);

    const team = await newTeam();
    const pinCookie = sessionCookie(await pinLogin(team, '123456', '10.8.0.2'));
    await t.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: pinCookie } });
    expect(
      (
        await t.inject({
          method: 'GET',
          url: `/api/${team}/auth/validateToken`,
          headers: { cookie: pinCookie },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lets sessions expire: a pin session after 30 days, a user session after a day unless kept', async () => {
    const team = await newTeam();
    await insertUser(t.database.db, { email: 'verloopt@example.nl', password: 'wachtwoord123' });
    const pinCookie = sessionCookie(await pinLogin(team, '123456', '10.9.0.1'));
    const shortCookie = sessionCookie(
      await passwordLogin('verloopt@example.nl', 'wachtwoord123', '10.9.0.1'),
    );
    const keptCookie = sessionCookie(
      await passwordLogin('verloopt@example.nl', 'wachtwoord123', '10.9.0.1', true),
    );
    const validate = (cookie: string) =>
      t.inject({ method: 'GET', url: `/api/${team}/auth/validateToken`, headers: { cookie } });
    const whoAmI = (cookie: string) =>
      t.inject({ method: 'GET', url: '/api/user/team', headers: { cookie } });

    t.clock.advance(DAY - 60_000);
    expect((await whoAmI(shortCookie)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await whoAmI(shortCookie)).statusCode).toBe(401);
    expect((await whoAmI(keptCookie)).statusCode).toBe(200);

    t.clock.advance(29 * DAY);
    expect((await validate(pinCookie)).statusCode).toBe(401);
    expect((await whoAmI(keptCookie)).statusCode).toBe(401);
  });
});

function tokenOf(response: LightMyRequestResponse): string {
  return sessionCookie(response).split('=')[1] ?? '';
}

/** The token in the newest mail to this address whose link goes to this page. */
function linkToken(t: TestApp, to: string, page: string): string {
  const mail = [...t.mails].reverse().find((m) => m.to === to && m.link?.includes(page));
  if (!mail?.link) throw new Error(`no ${page} mail to ${to}`);
  return new URL(mail.link).searchParams.get('token') ?? '';
}

/**
 * 256 random bits per token: about half of all bits set. With n tokens the
 * count of ones lies within 6 standard deviations of n·128 except once in a
 * billion runs; a counter, a timestamp or a short secret padded out fails it.
 */
function expectRandomBitsIn(tokens: string[]): void {
  const bytes = tokens.map((token) => Buffer.from(token, 'base64url'));
  expect(bytes.every((b) => b.length === 32)).toBe(true);
  const bits = bytes.length * 256;
  const ones = bytes.reduce((sum, b) => sum + [...b].reduce((s, byte) => s + popCount(byte), 0), 0);
  expect(Math.abs(ones - bits / 2)).toBeLessThan(6 * Math.sqrt(bits / 4));
  // Every byte position varies across tokens (a fixed prefix would not).
  if (bytes.length >= 8) {
    for (let i = 0; i < 32; i++) expect(new Set(bytes.map((b) => b[i])).size).toBeGreaterThan(1);
  }
}

/** The mean of the faster half of some timings. */
function fasterHalf(times: number[]): number {
  const faster = [...times].sort((a, b) => a - b).slice(0, Math.ceil(times.length / 2));
  return faster.reduce((sum, time) => sum + time, 0) / faster.length;
}

function popCount(byte: number): number {
  let count = 0;
  for (let b = byte; b > 0; b >>= 1) count += b & 1;
  return count;
}
