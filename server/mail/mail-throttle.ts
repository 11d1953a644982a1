import type { Kysely, Transaction } from 'kysely';
import { clientKey, countInWindow, forgetStale } from '../auth/throttle.js';
import type { DB } from '../db/schema.js';

/**
 * Mails a stranger can make the server send (verification, password reset,
 * "you already have an account"; invitations are counted in co-admins, under the
 * keys below) go out at most
 * MAILS_PER_SOURCE per hour per client address and MAILS_PER_RECIPIENT per hour
 * per recipient, counted in the `throttles` table like the login guesses.
 *
 * A mail over the limit is dropped without a word: the answer of the request
 * must not change, or it would tell who has an account (and a client would see
 * a 429 that someone else caused). A mail refused for its source does not count
 * against its recipient, so one address cannot use up someone's mails.
 */
export const MAILS_PER_SOURCE = 10;
export const MAILS_PER_RECIPIENT = 3;
export const MAIL_WINDOW_MS = 60 * 60 * 1000;

const mailsToKey = (recipient: string) => `mail:to:${recipient}`;

/** The counters of invitation mails: to one address from one team, and from the team. */
export const invitationMailKeys = (teamId: number, email: string) => ({
  address: `invite:team:${teamId}:email:${email}`,
  team: `invite:team:${teamId}`,
});
const INVITATIONS_TO = /^invite:team:\d+:email:(.+)$/;

/** True when this mail may be sent; counts it. `recipient` is the normalised address. */
export async function mailAllowed(
  db: Transaction<DB>,
  from: { ip: string; recipient: string },
  now: Date,
): Promise<boolean> {
  const bySource = await countInWindow(db, `mail:ip:${clientKey(from.ip)}`, now, MAIL_WINDOW_MS);
  if (bySource.failures > MAILS_PER_SOURCE) return false;
  const byRecipient = await countInWindow(db, mailsToKey(from.recipient), now, MAIL_WINDOW_MS);
  await forgetStale(db, now);
  return byRecipient.failures <= MAILS_PER_RECIPIENT;
}

/**
 * Forgets the counters that name an address (its account is deleted): the mails to it
 * and every team's invitations to it. A team's own count names nobody and stays.
 */
export async function forgetMailsTo(db: Kysely<DB>, email: string): Promise<void> {
  // Only this address's keys are read (a `%` or `_` in it can only widen the match,
  // which the exact check below narrows again), not every team's invitation counters.
  const invitations = await db
    .selectFrom('throttles')
    .select('key')
    .where('key', 'like', `invite:team:%:email:${email}`)
    .execute();
  const invitationKeys = invitations
    .map((row) => row.key)
    .filter((key) => INVITATIONS_TO.exec(key)?.[1] === email);
  await db
    .deleteFrom('throttles')
    .where('key', 'in', [mailsToKey(email), ...invitationKeys])
    .execute();
}
