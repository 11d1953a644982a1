import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  SESSION_COOKIE,
  createSession,
  revokeSession,
  type NewSession,
} from '../../auth/sessions.js';
import type { Env } from '../../env.js';

/**
 * The one place the session cookie is written (docs/architecture.md "Auth"):
 * HttpOnly, SameSite=Lax, Secure on https, on COOKIE_DOMAIN when the request's
 * host lies under it (a browser drops a cookie for a foreign domain), else
 * host-only. Team sessions and "stay logged in" users keep it for the session's
 * lifetime; other user logins get a browser-session cookie.
 */
function cookieOptions(request: FastifyRequest, env: Env) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: new URL(env.APP_URL).protocol === 'https:',
    domain: cookieDomainFor(request.hostname, env.COOKIE_DOMAIN),
  };
}

function cookieDomainFor(hostname: string, cookieDomain: string): string | undefined {
  const domain = cookieDomain.trim().toLowerCase().replace(/^\./, '');
  if (!domain) return undefined;
  const host = hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`) ? domain : undefined;
}

export function writeSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date; persistent: boolean },
): void {
  const { now, env } = request.server.deps;
  const maxAge = Math.floor((session.expiresAt.getTime() - now().getTime()) / 1000);
  reply.setCookie(SESSION_COOKIE, session.token, {
    ...cookieOptions(request, env),
    ...(session.persistent ? { maxAge } : {}),
  });
}

/**
 * Logs the request in as a new session. Whatever session the cookie held
 * before is revoked: its token would otherwise stay valid, unseen, until expiry.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  input: NewSession,
): Promise<void> {
  const { db, now } = request.server.deps;
  if (request.auth) await revokeSession(db, request.auth.sessionId, now());
  const { token, expiresAt } = await createSession(db, input, now());
  writeSessionCookie(request, reply, {
    token,
    expiresAt,
    persistent: input.kind === 'team' || input.stayLoggedIn,
  });
}

/** Logs out: the session dies on the server, the cookie in the browser. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { db, now, env } = request.server.deps;
  if (request.auth) await revokeSession(db, request.auth.sessionId, now());
  const options = cookieOptions(request, env);
  reply.clearCookie(SESSION_COOKIE, options);
  // A cookie written before COOKIE_DOMAIN was set (or after it was removed) has the other scope.
  if (options.domain) reply.clearCookie(SESSION_COOKIE, { ...options, domain: undefined });
}
