/**
 * The readable `loggedIn` and `user` cookies of spec §4. They only steer the
 * UI (which buttons show, whether to refresh the session); the server never
 * trusts them — its own session cookie is HttpOnly.
 */

export type LoginState = false | 'team' | 'user';

export interface User {
  id: number;
  email: string;
  isAdmin: boolean;
}

export const LOGGED_IN_COOKIE = 'loggedIn';
export const USER_COOKIE = 'user';
export const LOGIN_COOKIE_DAYS = 30;

export interface StoredLogin {
  loginState: LoginState;
  user: User | null;
}

/** All values per name: a host-only and a domain cookie of the same name can both be sent. */
export function parseCookies(header: string): Map<string, string[]> {
  const cookies = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    let value = part.slice(index + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // A cookie some other code wrote with a stray '%': take it as is.
    }
    cookies.set(name, [...(cookies.get(name) ?? []), value]);
  }
  return cookies;
}

export function readLogin(header: string): StoredLogin {
  const cookies = parseCookies(header);
  const states = cookies.get(LOGGED_IN_COOKIE) ?? [];
  // A user login covers more than a team pin login, so it wins when both exist.
  if (states.includes('user')) {
    const user = (cookies.get(USER_COOKIE) ?? []).map(parseUser).find((u) => u !== null) ?? null;
    // Without a readable user the UI cannot show a user login; fall back to what is left.
    if (user) return { loginState: 'user', user };
  }
  return { loginState: states.includes('team') ? 'team' : false, user: null };
}

function parseUser(text: string): User | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { id, email, isAdmin } = value as Record<string, unknown>;
    if (typeof id !== 'number' || typeof email !== 'string') return null;
    return { id, email, isAdmin: isAdmin === true };
  } catch {
    return null;
  }
}

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
