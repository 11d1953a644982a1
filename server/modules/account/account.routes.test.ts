import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, teamSessionCookie, insertTeam } from '../../../tests/helpers/fixtures.js';
import { TARGET_MAX_FAILURES } from '../../auth/throttle.js';
import {
  createTestApp,
  sessionCookie,
  testDatabases,
  type TestApp,
} from '../../../tests/helpers/test-app.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Each test guesses from its own address, so the per-IP throttle of one test leaves the next alone. */
let lastIp = 0;
const freshIp = () => `10.0.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

/** The token of the link in the newest mail to `to`. */
function tokenFromMail(t: TestApp, to: string, path: '/verify-email' | '/reset-password'): string {
  const mail = t.mails.filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1];
}

describe.each(testDatabases)('account API on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (
    path: string,
    payload: object = {},
    options: { cookie?: string; ip?: string } = {},
  ) =>
    t.inject({
      method: 'POST',
      url: `/api/auth/${path}`,
      payload,
      headers: options.cookie ? { cookie: options.cookie } : {},
      remoteAddress: options.ip ?? freshIp(),
    });

  const login = (
    email: string,
    password: string,
    options: { stayLoggedIn?: boolean; ip?: string } = {},
  ) =>
    post(
      'login',
      { email, password, stayLoggedIn: options.stayLoggedIn ?? false },
      { ip: options.ip },
    );

  /**
   * A `next` that leads anywhere but an invitation (another site, a protocol-relative
   * address, another page) is refused on its field.
   */
  async function expectBadNextRefused(
    path: 'register' | 'resendEmailVerification' | 'forgotPassword',
    payload: object,
  ) {
    for (const next of ['https://evil.example/', '//evil.example', '/settings']) {
      const refused = await post(path, { ...payload, next });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual([{ path: 'next', message: 'Ongeldige vervolgpagina' }]);
    }
  }

  it('registers, mails a verification link, and lets the user in once it is opened', async () => {
    const registered = await post('register', {
      email: ' Anna@Example.NL ',
      password: 'geheim123',
    });
    expect(registered.statusCode).toBe(200);
    // The same answer for every address: the id comes with the first login.
    expect(registered.json()).toEqual({ id: 0, email: 'anna@example.nl', isAdmin: false });

    const mail = t.mails.at(-1);
    expect(mail).toMatchObject({
      to: 'anna@example.nl',
      subject: 'Bevestig je e-mailadres voor Teampot',
    });
    expect(mail?.text).toContain(`${t.env.APP_URL}/verify-email?token=`);
    expect(mail?.html).toContain(`${t.env.APP_URL}/verify-email?token=`);
    expect(mail?.link).toMatch(/\/verify-email\?token=/);

    const early = await login('anna@example.nl', 'geheim123');
    expect(early.json()).toEqual({ case: 'AwaitingEmailVerification' });
    expect(early.cookies).toHaveLength(0);

    const confirmed = await post('confirmEmail', {
      token: tokenFromMail(t, 'anna@example.nl', '/verify-email'),
    });
    expect(confirmed.json()).toEqual({ ok: true });

    const loggedIn = await login('ANNA@example.nl', 'geheim123');
    const user = { id: expect.any(Number), email: 'anna@example.nl', isAdmin: false };
    expect(loggedIn.json()).toEqual({ case: 'Success', fields: [user] });
    const refreshed = await post('refreshToken', {}, { cookie: sessionCookie(loggedIn) });
    expect(refreshed.json()).toEqual(user);
  });

  // Before any test moves the clock: fixture sessions start at the real time.
  it('refuses a refresh without a user session', async () => {
    expect((await post('refreshToken')).statusCode).toBe(401);
    const team = await insertTeam(t.database.db, { code: 'refresh-team' });
    expect(
      (await post('refreshToken', {}, { cookie: await teamSessionCookie(t.database.db, team.id) }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a verification link twice, or after 24 hours', async () => {
    await post('register', { email: 'bram@example.nl', password: 'geheim123' });
    const token = tokenFromMail(t, 'bram@example.nl', '/verify-email');
    expect((await post('confirmEmail', { token })).statusCode).toBe(200);
    const again = await post('confirmEmail', { token });
    expect(again.statusCode).toBe(999);
    expect(again.json()).toEqual({ error: 'InvalidToken' });

    await post('register', { email: 'carla@example.nl', password: 'geheim123' });
    const late = tokenFromMail(t, 'carla@example.nl', '/verify-email');
    t.clock.advance(DAY + 1000);
    expect((await post('confirmEmail', { token: late })).json()).toEqual({ error: 'InvalidToken' });
    expect((await post('confirmEmail', { token: 'made-up' })).json()).toEqual({
      error: 'InvalidToken',
    });
  });

  it('resends the verification mail to unverified accounts only, answering the same for any address', async () => {
    await post('register', { email: 'dirk@example.nl', password: 'geheim123' });
    const before = t.mails.length;
    const resent = await post('resendEmailVerification', { email: 'Dirk@example.nl' });
    expect(resent.json()).toEqual({ ok: true });
    expect(t.mails).toHaveLength(before + 1);
    // Both links work until one is used: the user may open the first mail.
    expect(
      (await post('confirmEmail', { token: tokenFromMail(t, 'dirk@example.nl', '/verify-email') }))
        .statusCode,
    ).toBe(200);

    const unknown = await post('resendEmailVerification', { email: 'niemand@example.nl' });
    const verified = await post('resendEmailVerification', { email: 'dirk@example.nl' });
    expect(unknown.json()).toEqual(resent.json());
    expect(verified.json()).toEqual(resent.json());
    expect(t.mails).toHaveLength(before + 1);
  });

  it('carries the invitation an account is made for into the verification link (issue 32)', async () => {
    const next = '/uitnodiging?token=abc_DEF-123';
    const linkOf = (to: string) => t.mails.filter((m) => m.to === to).at(-1)?.link ?? '';
    await post('register', { email: 'uitgenodigd@example.nl', password: 'geheim123', next });
    const link = new URL(linkOf('uitgenodigd@example.nl'));
    expect(link.pathname).toBe('/verify-email');
    expect(link.searchParams.get('next')).toBe(next);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]+$/);
    await post('resendEmailVerification', { email: 'uitgenodigd@example.nl', next });
    expect(new URL(linkOf('uitgenodigd@example.nl')).searchParams.get('next')).toBe(next);
    // Without `next` the link is as before.
    await post('resendEmailVerification', { email: 'uitgenodigd@example.nl' });
    expect(new URL(linkOf('uitgenodigd@example.nl')).searchParams.has('next')).toBe(false);

    const before = t.mails.length;
    await expectBadNextRefused('register', { email: 'ander@example.nl', password: 'geheim123' });
    await expectBadNextRefused('resendEmailVerification', { email: 'ander@example.nl' });
    expect(t.mails.length).toBe(before);
  });

  it('answers bad input with 400 and the Dutch messages of the forms', async () => {
    const response = await post('register', { email: 'geen-adres', password: 'kort' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'ValidationError',
      issues: expect.arrayContaining([
        { path: 'email', message: 'Ongeldig emailadres' },
        { path: 'password', message: 'Wachtwoord moet minimaal 8 tekens lang zijn' },
      ]),
    });
    const empty = await post('login', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Ongeldig emailadres' },
        { path: 'password', message: 'Wachtwoord is verplicht' },
      ]),
    );
    expect((await post('forgotPassword', { email: 'x' })).json().issues).toEqual([
      { path: 'email', message: 'Ongeldig emailadres' },
    ]);
    expect(
      (await post('resetPassword', { token: 'x', password: '1234567' })).json().issues,
    ).toEqual([{ path: 'password', message: 'Wachtwoord moet minimaal 8 tekens lang zijn' }]);
  });

  it('answers a known address like a new one, and mails its owner instead of refusing', async () => {
    await insertUser(t.database.db, { email: 'eva@example.nl', password: 'eigen-wachtwoord' });
    const fresh = await post('register', { email: 'nieuw-eva@example.nl', password: 'geheim123' });
    const before = t.mails.length;
    const known = await post('register', { email: ' EVA@example.nl ', password: 'geheim123' });
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.json()).toEqual({ ...fresh.json(), email: 'eva@example.nl' });

    const mails = t.mails.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'eva@example.nl',
      subject: 'Je hebt al een account bij Teampot',
      link: `${t.env.APP_URL}/forgot-password?email=eva%40example.nl`,
    });
    // Nothing about the account changed.
    expect((await login('eva@example.nl', 'geheim123')).json()).toEqual({
      case: 'InvalidCredentials',
    });
    expect((await login('eva@example.nl', 'eigen-wachtwoord')).json().case).toBe('Success');
  });

  it('carries the invitation into the mail to a known address: log in, or a new password, and back to it', async () => {
    await insertUser(t.database.db, { email: 'mede-beheerder@example.nl' });
    const next = '/uitnodiging?token=abc_DEF-123';
    const before = t.mails.length;
    await post('register', { email: 'mede-beheerder@example.nl', password: 'geheim123', next });
    const [mail] = t.mails.slice(before);
    expect(mail).toMatchObject({
      to: 'mede-beheerder@example.nl',
      subject: 'Je hebt al een account bij Teampot',
    });
    const login = new URL(mail?.link ?? '');
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('next')).toBe(next);
    expect(login.searchParams.get('email')).toBe('mede-beheerder@example.nl');
    const reset = new URL(
      `${t.env.APP_URL}/forgot-password?email=mede-beheerder%40example.nl&next=${encodeURIComponent(next)}`,
    );
    expect(mail?.text).toContain(reset.href);
    expect(mail?.html).toContain(reset.href.replaceAll('&', '&amp;'));
    expect(mail?.text).toContain('daarna neem je de uitnodiging aan');

    // A next that is no invitation is refused before anything is mailed.
    await expectBadNextRefused('register', {
      email: 'mede-beheerder@example.nl',
      password: 'geheim123',
    });
    expect(t.mails).toHaveLength(before + 1);
  });

  it('carries the invitation through the reset link, and refuses a next that is no invitation', async () => {
    await insertUser(t.database.db, { email: 'vergeten@example.nl' });
    const next = '/uitnodiging?token=abc_DEF-123';
    await post('forgotPassword', { email: 'vergeten@example.nl', next });
    const link = new URL(t.mails.filter((m) => m.to === 'vergeten@example.nl').at(-1)?.link ?? '');
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('next')).toBe(next);
    const before = t.mails.length;
    await expectBadNextRefused('forgotPassword', { email: 'vergeten@example.nl' });
    expect(t.mails).toHaveLength(before);
  });

  it('sends a known but unverified address a new verification link when it registers again', async () => {
    await insertUser(t.database.db, { email: 'evert@example.nl', verified: false });
    const again = await post('register', { email: 'evert@example.nl', password: 'geheim123' });
    expect(again.json()).toEqual({ id: 0, email: 'evert@example.nl', isAdmin: false });
    const token = tokenFromMail(t, 'evert@example.nl', '/verify-email');
    expect((await post('confirmEmail', { token })).json()).toEqual({ ok: true });
    expect((await login('evert@example.nl', 'wachtwoord123')).json().case).toBe('Success');
  });

  it('answers a wrong password and an unknown address alike', async () => {
    await insertUser(t.database.db, { email: 'frits@example.nl', password: 'juist-wachtwoord' });
    expect((await login('frits@example.nl', 'fout-wachtwoord')).json()).toEqual({
      case: 'InvalidCredentials',
    });
    const unknown = await login('onbekend@example.nl', 'fout-wachtwoord');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ case: 'InvalidCredentials' });
    expect(unknown.cookies).toHaveLength(0);
  });

  it('sets an HttpOnly session cookie: browser-session by default, 30 days when staying logged in', async () => {
    await insertUser(t.database.db, { email: 'gerda@example.nl', password: 'geheim123' });
    const short = (await login('gerda@example.nl', 'geheim123')).cookies[0];
    expect(short).toMatchObject({
      name: 'teampot_session',
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(short?.maxAge).toBeUndefined();
    expect(short?.domain).toBeUndefined();
    expect(short?.secure).toBeUndefined();

    const long = (await login('gerda@example.nl', 'geheim123', { stayLoggedIn: true })).cookies[0];
    expect(long?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('ends a session that is not kept alive after a day, and a kept one after 30 days', async () => {
    await insertUser(t.database.db, { email: 'hans@example.nl', password: 'geheim123' });
    const short = sessionCookie(await login('hans@example.nl', 'geheim123'));
    const long = sessionCookie(await login('hans@example.nl', 'geheim123', { stayLoggedIn: true }));
    t.clock.advance(DAY + 1000);
    expect((await post('refreshToken', {}, { cookie: short })).statusCode).toBe(401);
    const refreshed = await post('refreshToken', {}, { cookie: long });
    expect(refreshed.statusCode).toBe(200);
    // A refreshed "stay logged in" cookie stays persistent.
    expect(refreshed.cookies[0]?.maxAge).toBe(30 * 24 * 60 * 60);
    t.clock.advance(31 * DAY);
    expect((await post('refreshToken', {}, { cookie: sessionCookie(refreshed) })).statusCode).toBe(
      401,
    );
  });

  it('rotates the session on refresh: the old token is dead, the new one works', async () => {
    await insertUser(t.database.db, { email: 'ilse@example.nl', password: 'geheim123' });
    const first = sessionCookie(await login('ilse@example.nl', 'geheim123'));
    const refreshed = await post('refreshToken', {}, { cookie: first });
    expect(refreshed.statusCode).toBe(200);
    const second = sessionCookie(refreshed);
    expect(second).not.toBe(first);
    expect(refreshed.cookies[0]?.maxAge).toBeUndefined();

    expect((await post('refreshToken', {}, { cookie: first })).statusCode).toBe(401);
    expect((await post('refreshToken', {}, { cookie: second })).statusCode).toBe(200);
  });

  it('logs out: the session is revoked on the server and the cookie cleared', async () => {
    await insertUser(t.database.db, { email: 'joop@example.nl', password: 'geheim123' });
    const cookie = sessionCookie(
      await login('joop@example.nl', 'geheim123', { stayLoggedIn: true }),
    );
    const response = await post('logout', {}, { cookie });
    expect(response.json()).toEqual({ ok: true });
    const cleared = response.cookies.find((c) => c.name === 'teampot_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.maxAge).toBe(0);
    expect((await post('refreshToken', {}, { cookie })).statusCode).toBe(401);
    // Logging out without a session is harmless.
    expect((await post('logout')).statusCode).toBe(200);
  });

  it('resets a forgotten password through the mailed link, once, ending every old session', async () => {
    await insertUser(t.database.db, { email: 'karin@example.nl', password: 'oud-wachtwoord' });
    const oldSession = sessionCookie(
      await login('karin@example.nl', 'oud-wachtwoord', { stayLoggedIn: true }),
    );

    const asked = await post('forgotPassword', { email: 'Karin@Example.nl' });
    expect(asked.json()).toEqual({ ok: true });
    expect(t.mails.at(-1)).toMatchObject({
      to: 'karin@example.nl',
      subject: 'Nieuw wachtwoord voor Teampot',
    });
    const token = tokenFromMail(t, 'karin@example.nl', '/reset-password');
    expect(t.mails.at(-1)?.html).toContain(`${t.env.APP_URL}/reset-password?token=${token}`);

    expect((await post('getResetPasswordEmail', { token })).json()).toEqual({
      email: 'karin@example.nl',
    });
    expect((await post('resetPassword', { token, password: 'nieuw-wachtwoord' })).json()).toEqual({
      ok: true,
    });

    expect((await login('karin@example.nl', 'oud-wachtwoord')).json()).toEqual({
      case: 'InvalidCredentials',
    });
    expect((await login('karin@example.nl', 'nieuw-wachtwoord')).json().case).toBe('Success');
    expect((await post('refreshToken', {}, { cookie: oldSession })).statusCode).toBe(401);

    const reused = await post('resetPassword', { token, password: 'derde-wachtwoord' });
    expect(reused.statusCode).toBe(999);
    expect(reused.json()).toEqual({ error: 'InvalidToken' });
    expect((await post('getResetPasswordEmail', { token })).json()).toEqual({
      error: 'InvalidToken',
    });
  });

  it('does not tell whether an address exists when a password is forgotten', async () => {
    await insertUser(t.database.db, { email: 'lars@example.nl' });
    const before = t.mails.length;
    const known = await post('forgotPassword', { email: 'lars@example.nl' });
    const unknown = await post('forgotPassword', { email: 'niet-lars@example.nl' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(t.mails.slice(before).map((m) => m.to)).toEqual(['lars@example.nl']);
  });

  it('lets a reset link expire after an hour', async () => {
    await insertUser(t.database.db, { email: 'mila@example.nl' });
    await post('forgotPassword', { email: 'mila@example.nl' });
    const token = tokenFromMail(t, 'mila@example.nl', '/reset-password');
    t.clock.advance(HOUR + 1000);
    expect((await post('getResetPasswordEmail', { token })).json()).toEqual({
      error: 'InvalidToken',
    });
    expect((await post('resetPassword', { token, password: 'nieuw-wachtwoord' })).json()).toEqual({
      error: 'InvalidToken',
    });
  });

  it('verifies the address of an unverified account whose password is reset', async () => {
    await insertUser(t.database.db, { email: 'nina@example.nl', verified: false });
    await post('forgotPassword', { email: 'nina@example.nl' });
    const token = tokenFromMail(t, 'nina@example.nl', '/reset-password');
    await post('resetPassword', { token, password: 'nieuw-wachtwoord' });
    expect((await login('nina@example.nl', 'nieuw-wachtwoord')).json().case).toBe('Success');
  });

  it('locks the guessing address after 5 wrong passwords, even for the right one, for 15 minutes', async () => {
    await insertUser(t.database.db, { email: 'otto@example.nl', password: 'geheim123' });
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await login('otto@example.nl', `fout-${i}-wachtwoord`, { ip })).json()).toEqual({
        case: 'InvalidCredentials',
      });
    }
    const locked = await login('otto@example.nl', 'geheim123', { ip });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: 'TooManyRequests',
      message: 'Te veel pogingen. Probeer het over 15 minuten opnieuw.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    t.clock.advance(12 * 60 * 1000);
    expect((await login('otto@example.nl', 'geheim123', { ip })).json()).toEqual({
      error: 'TooManyRequests',
      message: 'Te veel pogingen. Probeer het over 3 minuten opnieuw.',
    });
    // The owner, elsewhere, is not locked out by someone else's guesses.
    expect((await login('otto@example.nl', 'geheim123')).json().case).toBe('Success');

    t.clock.advance(3 * 60 * 1000);
    expect((await login('otto@example.nl', 'geheim123', { ip })).json().case).toBe('Success');
  });

  it('locks an IP that guesses passwords for several addresses', async () => {
    await insertUser(t.database.db, { email: 'pien@example.nl', password: 'geheim123' });
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await login(`gok${i}@example.nl`, 'geheim123', { ip });
    expect((await login('pien@example.nl', 'geheim123', { ip })).statusCode).toBe(429);
    expect((await login('pien@example.nl', 'geheim123')).json().case).toBe('Success');
  });

  it('forgets earlier failures of an address after a successful login', async () => {
    await insertUser(t.database.db, { email: 'quinten@example.nl', password: 'geheim123' });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) await login('quinten@example.nl', 'fout-wachtwoord');
      expect((await login('quinten@example.nl', 'geheim123')).json().case).toBe('Success');
    }
  });

  it('lifts the lock of an address whose password is reset', async () => {
    await insertUser(t.database.db, { email: 'rosa@example.nl', password: 'geheim123' });
    // Many addresses together lock the account itself.
    for (let i = 0; i < TARGET_MAX_FAILURES; i++) await login('rosa@example.nl', 'fout-wachtwoord');
    expect((await login('rosa@example.nl', 'geheim123')).statusCode).toBe(429);
    await post('forgotPassword', { email: 'rosa@example.nl' });
    await post('resetPassword', {
      token: tokenFromMail(t, 'rosa@example.nl', '/reset-password'),
      password: 'nieuw123',
    });
    expect((await login('rosa@example.nl', 'nieuw123')).json().case).toBe('Success');
  });
});
