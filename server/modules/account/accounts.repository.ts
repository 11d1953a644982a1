import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { mailAllowed } from '../../mail/mail-throttle.js';
import {
  consumeToken,
  endTokens,
  issueToken,
  issueTokenForEmail,
  type TokenPurpose,
} from './auth-tokens.js';
import {
  createUserIfNew,
  findUserByEmail,
  markEmailVerified,
  revokeUserSessions,
  setPassword,
} from './users.repository.js';

/**
 * The account writes of several statements, each one transaction opened here
 * (routes open none). They touch no team's rows, so no `teamWrite`.
 */

/** Which mail a registration sends, if the mail throttle allows one. */
export type RegistrationMail = { kind: 'verify-email'; token: string } | { kind: 'account-exists' };

/**
 * A new account, unless the address has one; the mail to send, decided with its
 * throttle count in the same transaction.
 */
export function registerAccount(
  db: Kysely<DB>,
  input: { email: string; passwordHash: string; ip: string },
  now: Date,
): Promise<RegistrationMail | null> {
  return db.transaction().execute(async (trx) => {
    const allowed = await mailAllowed(trx, { ip: input.ip, recipient: input.email }, now);
    const created = await createUserIfNew(trx, input, now);
    const user = created ?? (await findUserByEmail(trx, input.email));
    if (!allowed || !user) return null;
    if (user.email_verified_at !== null) return { kind: 'account-exists' };
    return { kind: 'verify-email', token: await issueToken(trx, user.id, 'verify-email', now) };
  });
}

/**
 * A token for the account of `email` when the mail throttle allows a mail, in
 * one transaction with its count: a known and an unknown address run the same
 * statements and one commit, so the time of the answer does not tell them apart.
 */
export function issueThrottledToken(
  db: Kysely<DB>,
  input: { email: string; ip: string },
  purpose: TokenPurpose,
  now: Date,
  options: { unverifiedOnly?: boolean } = {},
): Promise<string | null> {
  return db
    .transaction()
    .execute(async (trx) =>
      (await mailAllowed(trx, { ip: input.ip, recipient: input.email }, now))
        ? issueTokenForEmail(trx, input.email, purpose, now, options)
        : null,
    );
}

export async function confirmEmail(db: Kysely<DB>, token: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const userId = await consumeToken(trx, token, 'verify-email', now);
    await markEmailVerified(trx, userId, now);
  });
}

/** Sets the password of the link's account and ends its other links and sessions; its user id. */
export function resetPassword(
  db: Kysely<DB>,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await consumeToken(trx, token, 'reset-password', now);
    await endTokens(trx, id, 'reset-password', now);
    await setPassword(trx, id, passwordHash);
    // The link reached the mailbox, which is all a verification proves.
    await markEmailVerified(trx, id, now);
    await revokeUserSessions(trx, id, now);
    return id;
  });
}
