import type { Kysely } from 'kysely';
import { hashToken, newToken } from '../../auth/tokens.js';
import type { AuthTokensTable, DB } from '../../db/schema.js';
import { DomainError } from '../../http/errors.js';

/**
 * The secrets in verification and reset links: stored as their hash,
 * single-use, and short-lived.
 */
export type TokenPurpose = AuthTokensTable['purpose'];

const HOUR_MS = 60 * 60 * 1000;
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'verify-email': 24 * HOUR_MS,
  'reset-password': HOUR_MS,
};

export async function issueToken(
  db: Kysely<DB>,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: hashToken(token),
      purpose,
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** The user a live token belongs to, without using it up; `InvalidToken` otherwise. */
export async function peekToken(
  db: Kysely<DB>,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) throw new DomainError('InvalidToken');
  return row.user_id;
}

/** Uses a token up in one statement, so two clicks on the same link cannot both succeed. */
export async function consumeToken(
  db: Kysely<DB>,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<number> {
  const row = await db
    .updateTable('auth_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning('user_id')
    .executeTakeFirst();
  if (!row) throw new DomainError('InvalidToken');
  return row.user_id;
}
