import { describe, expect, it } from 'vitest';
import { cookieDomainFor, cookieString, loginCookieWrites } from './login-cookies';

const user = { id: 7, email: 'jan@example.org', isAdmin: false };
const userCookie = `user=${encodeURIComponent(JSON.stringify(user))}`;

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
