/**
 * The readable `loggedIn` and `user` cookies of spec §4, read: the browser's app and its
 * server rendering (domain/rendered-page.ts) read them alike; the app writes them
 * (src/lib/login-cookies.ts). They only steer the UI (which buttons show, whether to refresh
 * the session, whether a member's page is rendered); the server never trusts them for
 * access — its own session cookie is HttpOnly.
 */

export type LoginState = false | 'team' | 'user';

export interface User {
  id: number;
  email: string;
  isAdmin: boolean;
}

export const LOGGED_IN_COOKIE = 'loggedIn';
export const USER_COOKIE = 'user';

export interface StoredLogin {
  loginState: LoginState;
  user: User | null;
}

/** All values per name: a host-only and a domain cookie of the same name can both be sent. */
function parseCookies(header: string): Map<string, string[]> {
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
