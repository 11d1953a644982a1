import type { Kysely } from 'kysely';
import type { User } from '../../../domain/account/account.schema.js';
import type { DB, UserRow } from '../../db/schema.js';

export function toUser(row: Pick<UserRow, 'id' | 'email' | 'is_admin'>): User {
  return { id: row.id, email: row.email, isAdmin: row.is_admin === 1 };
}

/** `email` is already lower-cased by `emailSchema`. */
export async function findUserByEmail(db: Kysely<DB>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Kysely<DB>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A new account, or undefined when the address already has one (one atomic
 * insert, so two registrations of one address cannot both make an account).
 */
export async function createUserIfNew(
  db: Kysely<DB>,
  input: { email: string; passwordHash: string },
  now: Date,
): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values({
      email: input.email,
      password_hash: input.passwordHash,
      email_verified_at: null,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function markEmailVerified(db: Kysely<DB>, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: now.toISOString() })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function setPassword(
  db: Kysely<DB>,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .execute();
}

/** After a password reset no old login may live on. */
export async function revokeUserSessions(db: Kysely<DB>, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
