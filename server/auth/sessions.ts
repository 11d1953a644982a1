import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { hashToken, newToken } from './tokens.js';

export const SESSION_COOKIE = 'teampot_session';
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Pin sessions and "stay logged in" user sessions (spec §9: login cookies 30 days). */
export const LONG_SESSION_MS = 30 * DAY_MS;
/** A user session without "stay logged in": kept alive by the 10-minute refresh. */
export const SHORT_SESSION_MS = DAY_MS;

export type SessionKind = 'user' | 'team';

export interface Auth {
  sessionId: number;
  kind: SessionKind;
  userId: number | null;
  teamId: number | null;
  stayLoggedIn: boolean;
  expiresAt: string;
}

export interface NewSession {
  kind: SessionKind;
  userId?: number;
  teamId?: number;
  stayLoggedIn: boolean;
}

export function sessionLifetimeMs(kind: SessionKind, stayLoggedIn: boolean): number {
  return kind === 'team' || stayLoggedIn ? LONG_SESSION_MS : SHORT_SESSION_MS;
}

/** Creates a session and returns the secret token for the cookie (never stored). */
export async function createSession(
  db: Kysely<DB>,
  input: NewSession,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs(input.kind, input.stayLoggedIn));
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      kind: input.kind,
      user_id: input.userId ?? null,
      team_id: input.teamId ?? null,
      stay_logged_in: input.stayLoggedIn ? 1 : 0,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      revoked_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/** The live session a token belongs to, or null when unknown, revoked or expired. */
export async function findSession(
  db: Kysely<DB>,
  token: string,
  now = new Date(),
): Promise<Auth | null> {
  const row = await db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  return {
    sessionId: row.id,
    kind: row.kind,
    userId: row.user_id,
    teamId: row.team_id,
    stayLoggedIn: row.stay_logged_in === 1,
    expiresAt: row.expires_at,
  };
}

export async function revokeSession(
  db: Kysely<DB>,
  sessionId: number,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Rotation: the old token stops working and a new one with a fresh lifetime is
 * issued. Returns null when the old session was already revoked (a replayed token).
 */
export async function rotateSession(
  db: Kysely<DB>,
  auth: Auth,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date } | null> {
  return db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable('sessions')
      .set({ revoked_at: now.toISOString() })
      .where('id', '=', auth.sessionId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(revoked.numUpdatedRows) !== 1) return null;
    return createSession(
      trx,
      {
        kind: auth.kind,
        stayLoggedIn: auth.stayLoggedIn,
        ...(auth.userId !== null ? { userId: auth.userId } : {}),
        ...(auth.teamId !== null ? { teamId: auth.teamId } : {}),
      },
      now,
    );
  });
}
