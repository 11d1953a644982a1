import { describe, expect, it } from 'vitest';
import { cookieDomainFor, cookieString, loginCookieWrites, readLogin } from './login-cookies';

const user = { id: 7, email: 'jan@example.org', isAdmin: false };
const userCookie = `user=${encodeURIComponent(JSON.stringify(user))}`;

describe('readLogin', () => {
  it('reads no login, a team login and a user login', () => {
    expect(readLogin('')).toEqual({ loginState: false, user: null });
    expect(readLogin('loggedIn=team')).toEqual({ loginState: 'team', user: null });
    expect(readLogin(`other=1; loggedIn=user; ${userCookie}`)).toEqual({
      loginState: 'user',
      user,
    });
  });

  it('prefers a user login over a team login', () => {
    expect(readLogin(`loggedIn=team; loggedIn=user; ${userCookie}`)).toEqual({
      loginState: 'user',
      user,
    });
  });

  it('does not show a user login without a readable user', () => {
    expect(readLogin('loggedIn=user; user=%7Bbroken')).toEqual({ loginState: false, user: null });
    expect(readLogin('loggedIn=user; loggedIn=team')).toEqual({ loginState: 'team', user: null });
  });
});

describe('cookieDomainFor', () => {
  it('uses the configured domain only where the browser accepts it', () => {
    expect(cookieDomainFor('demo.teampot.nl', 'teampot.nl')).toBe('teampot.nl');
    expect(cookieDomainFor('teampot.nl', '.teampot.nl')).toBe('teampot.nl');
    expect(cookieDomainFor('demo.localhost', 'localhost')).toBeUndefined();
    expect(cookieDomainFor('demo.other.org', 'teampot.nl')).toBeUndefined();
    expect(cookieDomainFor('demo.teampot.nl', '')).toBeUndefined();
  });
});

describe('login cookie writes', () => {
  it('builds a 30-day Lax cookie on path /', () => {
    expect(cookieString('loggedIn', 'team', { maxAgeSeconds: 2592000, secure: false })).toBe(
      'loggedIn=team; Path=/; Max-Age=2592000; SameSite=Lax',
    );
  });

  it('stores a user login on the cookie domain and a team login host-only', () => {
    const env = { hostname: 'demo.teampot.nl', cookieDomain: 'teampot.nl', secure: true };
    const userWrites = loginCookieWrites({ loginState: 'user', user }, env);
    expect(userWrites.at(-2)).toBe(
      'loggedIn=user; Path=/; Max-Age=2592000; SameSite=Lax; Domain=teampot.nl; Secure',
    );
    expect(userWrites.at(-1)).toContain(`${userCookie}; Path=/`);

    const teamWrites = loginCookieWrites({ loginState: 'team', user: null }, env);
    expect(teamWrites.at(-1)).toBe('loggedIn=team; Path=/; Max-Age=2592000; SameSite=Lax; Secure');
  });

  it('logging out removes both names in both scopes', () => {
    const writes = loginCookieWrites(
      { loginState: false, user: null },
      { hostname: 'demo.teampot.nl', cookieDomain: 'teampot.nl', secure: false },
    );
    expect(writes).toHaveLength(4);
    expect(writes.every((w) => w.includes('Max-Age=0'))).toBe(true);
  });
});
