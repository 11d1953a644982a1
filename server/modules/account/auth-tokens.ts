import type { ExpressionBuilder, Kysely } from 'kysely';
import { hashToken, newToken } from '../../auth/tokens.js';
import type { AuthTokensTable, DB } from '../../db/schema.js';
import { DomainError } from '../../http/errors.js';

/**
 * The secrets in verification and reset links, and in the hand-over of a login
 * to a team's own address: stored as their hash, single-use, and short-lived.
 */
export type TokenPurpose = AuthTokensTable['purpose'];

const HOUR_MS = 60 * 60 * 1000;
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'verify-email': 24 * HOUR_MS,
  'reset-password': HOUR_MS,
  // Used by the browser right after it was issued: a minute covers a slow phone.
  'team-handover': 60 * 1000,
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

/**
 * A token for the account of `email`, or null when there is none (or, with
 * `unverifiedOnly`, when its address is verified). One insert-select either
 * way, so a known and an unknown address take the same statements and time.
 */
export async function issueTokenForEmail(
  db: Kysely<DB>,
  email: string,
  purpose: TokenPurpose,
  now: Date,
  { unverifiedOnly = false }: { unverifiedOnly?: boolean } = {},
): Promise<string | null> {
  const token = newToken();
  const issued = await db
    .insertInto('auth_tokens')
    .columns(['token_hash', 'purpose', 'user_id', 'created_at', 'expires_at', 'used_at'])
    .expression((eb) => {
      let users = eb
        .selectFrom('users')
        .select([
          eb.val(hashToken(token)).as('token_hash'),
          eb.val(purpose).as('purpose'),
          'users.id',
          eb.val(now.toISOString()).as('created_at'),
          eb
            .val(new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString())
            .as('expires_at'),
          eb.val(null).as('used_at'),
        ])
        .where('users.email', '=', email);
      if (unverifiedOnly) users = users.where('users.email_verified_at', 'is', null);
      return users;
    })
    .returning('user_id')
    .executeTakeFirst();
  return issued ? token : null;
}

/** The token's row while it may still be used: of this purpose, not used, not expired. */
function liveToken(token: string, purpose: TokenPurpose, now: Date) {
  return (eb: ExpressionBuilder<DB, 'auth_tokens'>) =>
    eb.and([
      eb('token_hash', '=', hashToken(token)),
      eb('purpose', '=', purpose),
      eb('used_at', 'is', null),
      eb('expires_at', '>', now.toISOString()),
    ]);
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
    .where(liveToken(token, purpose, now))
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
    .where(liveToken(token, purpose, now))
    .returning('user_id')
    .executeTakeFirst();
  if (!row) throw new DomainError('InvalidToken');
  return row.user_id;
}

/**
 * Ends every live token of a user for a purpose: once one reset link has set
 * the password, an older link from the same mailbox must not set it again.
 */
export async function endTokens(
  db: Kysely<DB>,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
