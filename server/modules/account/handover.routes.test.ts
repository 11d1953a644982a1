import { describe, expect, it } from 'vitest';
import { teamAndOtherSuite } from '../../../tests/helpers/api-suite.js';
import { sessionCookie, testDatabases } from '../../../tests/helpers/test-app.js';

/**
 * "Wissel" from the main domain lands on a team's address logged in: a one-time
 * token from the main domain, exchanged for a session on the team's host.
 */
describe.each(testDatabases)('login hand-over to a team address on $name', (database) => {
  const email = 'kees@example.nl';
  const t = teamAndOtherSuite(database, {
    team: { code: 'oranje', name: 'Oranje' },
    other: { code: 'blauw', name: 'Blauw' },
    adminEmail: email,
  });

  const issue = (cookie?: string) =>
    t.inject({
      method: 'POST',
      url: '/api/auth/handover',
      payload: {},
      headers: cookie ? { cookie } : {},
    });
  const exchange = (token: unknown) =>
    t.inject({
      method: 'POST',
      url: '/api/auth/handover/exchange',
      headers: { host: `${t.team.code}.localhost:3000` },
      payload: { token },
    });
  const myTeams = (cookie: string) =>
    t.inject({ method: 'GET', url: '/api/user/team', headers: { cookie } });

  it('gives a logged-in user a token that logs him in once, as himself', async () => {
    const issued = await issue(t.admin);
    expect(issued.statusCode).toBe(200);
    const { token } = issued.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const exchanged = await exchange(token);
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json()).toEqual({
      case: 'Success',
      fields: [expect.objectContaining({ email })],
    });
    const teams = await myTeams(sessionCookie(exchanged));
    expect(teams.statusCode).toBe(200);
    expect(teams.json().map((team: { teamCode: string }) => team.teamCode)).toEqual([t.team.code]);

    // Single use: the same token again is refused, without a session.
    const again = await exchange(token);
    expect(again.statusCode).toBe(999);
    expect(again.json()).toEqual({ error: 'InvalidToken' });
    expect(again.cookies.find((c) => c.name === 'teampot_session')).toBeUndefined();
  });

  it('lives one minute', async () => {
    const { token } = (await issue(t.admin)).json();
    t.clock.advance(61 * 1000);
    const late = await exchange(token);
    expect(late.statusCode).toBe(999);
    expect(late.json()).toEqual({ error: 'InvalidToken' });
  });

  it('is only for a logged-in user, and refuses a made-up or malformed token', async () => {
    expect((await issue()).statusCode).toBe(401);
    expect((await issue(t.otherPin)).statusCode).toBe(401);

    const madeUp = await exchange('x'.repeat(43));
    expect(madeUp.statusCode).toBe(999);
    expect(madeUp.json()).toEqual({ error: 'InvalidToken' });

    for (const bad of ['', 42, 'x'.repeat(201)]) {
      const response = await exchange(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'ValidationError',
        issues: [{ path: 'token', message: 'Ongeldige link' }],
      });
    }
  });

  it('cannot be used as a mail link token, nor a mail link token as a hand-over', async () => {
    const { token } = (await issue(t.admin)).json();
    const reset = await t.inject({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: { token, password: 'nieuw-wachtwoord' },
    });
    expect(reset.statusCode).toBe(999);
    expect((await exchange(token)).statusCode).toBe(200);
  });
});
