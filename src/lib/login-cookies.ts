/**
 * The readable `loggedIn` and `user` cookies of spec §4, written by the app at a login and a
 * logout; domain/login-state.ts reads them.
 */
import { LOGGED_IN_COOKIE, USER_COOKIE, type StoredLogin } from '../../domain/login-state';

const LOGIN_COOKIE_DAYS = 30;

/**
 * The domain for the user-login cookies: `cookieDomain` from the config, so one
 * login serves every team subdomain — but only where the browser accepts it
 * (never `localhost`, a public suffix, and only for hosts under it).
 */
export function cookieDomainFor(hostname: string, cookieDomain: string): string | undefined {
  const domain = cookieDomain.trim().toLowerCase().replace(/^\./, '');
  if (!domain || domain === 'localhost') return undefined;
  const host = hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`) ? domain : undefined;
}

interface CookieOptions {
  domain?: string;
  maxAgeSeconds: number;
  secure: boolean;
}

export function cookieString(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds}`,
    'SameSite=Lax',
    options.domain ? `Domain=${options.domain}` : '',
    options.secure ? 'Secure' : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** The `document.cookie` assignments that store a login (or remove it, for `false`). */
export function loginCookieWrites(
  login: StoredLogin,
  env: { hostname: string; cookieDomain: string; secure: boolean },
): string[] {
  const domain = cookieDomainFor(env.hostname, env.cookieDomain);
  const maxAge = LOGIN_COOKIE_DAYS * 24 * 60 * 60;
  const remove = (name: string, d?: string) =>
    cookieString(name, '', { domain: d, maxAgeSeconds: 0, secure: env.secure });

  // Start from nothing in both scopes, so no stale host-only or domain cookie lingers.
  const writes = [LOGGED_IN_COOKIE, USER_COOKIE].flatMap((name) =>
    domain ? [remove(name), remove(name, domain)] : [remove(name)],
  );
  if (login.loginState === 'user' && login.user) {
    const options = { domain, maxAgeSeconds: maxAge, secure: env.secure };
    writes.push(cookieString(LOGGED_IN_COOKIE, 'user', options));
    writes.push(cookieString(USER_COOKIE, JSON.stringify(login.user), options));
  } else if (login.loginState === 'team') {
    // A pin login belongs to this team's host only.
    writes.push(
      cookieString(LOGGED_IN_COOKIE, 'team', { maxAgeSeconds: maxAge, secure: env.secure }),
    );
  }
  return writes;
}
