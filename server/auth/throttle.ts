import { isIPv6 } from 'node:net';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { TooManyRequestsError } from '../http/errors.js';

/**
 * Pin and password guessing (docs/architecture.md "Auth", docs/security.md
 * "Guessing"). Counters live in the `throttles` table, so they survive a
 * restart and hold across instances.
 *
 * - A source (client address) gets MAX_FAILURES tries per 15 minutes, across
 *   all targets; then it is locked for 15 minutes.
 * - A target (a team's pin, an e-mail address) is counted only for attempts
 *   its source was allowed to make, and locks only at TARGET_MAX_FAILURES: more
 *   than one address can make in a window, so one address cannot lock a team
 *   or an account for the people who know the secret, while many addresses
 *   together still get no more than TARGET_MAX_FAILURES guesses per window.
 *
 * Each attempt is counted *before* the secret is checked: a burst of parallel
 * guesses cannot all pass the check while the first ones are still hashing.
 * A success takes its own counts back.
 */
export const MAX_FAILURES = 5;
export const TARGET_MAX_FAILURES = 20;
export const LOCK_MS = 15 * 60 * 1000;
/** Longer than any window plus its lock: a row this old counts for nothing. */
const STALE_MS = 2 * 60 * 60 * 1000;

export interface ThrottleKeys {
  /** Where the guesses come from (the client IP): counts across every target. */
  source: string;
  /** What is being guessed (a team, an e-mail address). */
  target: string;
}

/**
 * The address a throttle counts: an IPv4 address as it is, an IPv6 address by
 * its /64 — one connection is handed a whole /64, so counting single IPv6
 * addresses would give one client billions of "addresses".
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  // '::' stands for zeros right after the head; only the first four groups matter.
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(4).fill('0')];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

export const pinThrottleKeys = (ip: string, teamId: number): ThrottleKeys => ({
  source: `pin:ip:${clientKey(ip)}`,
  target: `pin:team:${teamId}`,
});

export const passwordThrottleKeys = (ip: string, email: string): ThrottleKeys => ({
  source: `password:ip:${clientKey(ip)}`,
  target: `password:email:${email}`,
});

export interface Attempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

/**
 * Counts an attempt, or refuses it with 429. A source that is locked is
 * refused before its target is touched: a refused attempt costs the target
 * nothing (and adds no row for it).
 */
export async function startAttempt(
  db: Kysely<DB>,
  keys: ThrottleKeys,
  now: Date,
): Promise<Attempt> {
  const sourceWait = secondsLocked(
    await countInWindow(db, keys.source, now, LOCK_MS),
    MAX_FAILURES,
    now,
  );
  if (sourceWait > 0) throw new TooManyRequestsError(sourceWait);
  const target = await countInWindow(db, keys.target, now, LOCK_MS);
  const targetWait = secondsLocked(target, TARGET_MAX_FAILURES, now);
  if (targetWait > 0) {
    // Not this address's doing: it keeps its own tries for when the lock lifts.
    await takeBack(db, keys.source);
    throw new TooManyRequestsError(targetWait);
  }

  return {
    async failed() {
      await lockAt(db, keys.source, MAX_FAILURES, now);
      await lockAt(db, keys.target, TARGET_MAX_FAILURES, now);
      await forgetStale(db, now);
    },
    async succeeded() {
      await takeBack(db, keys.target);
      await takeBack(db, keys.source);
      await forgetStale(db, now);
    },
  };
}

interface Count {
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

/**
 * One atomic upsert: a key whose lock has run out, or whose window has passed
 * without a lock, starts afresh at 1; otherwise it counts up.
 */
export async function countInWindow(
  db: Kysely<DB>,
  key: string,
  now: Date,
  windowMs: number,
): Promise<Count> {
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  const expired = sql<boolean>`(throttles.locked_until is not null and throttles.locked_until <= ${nowIso})
    or (throttles.locked_until is null and throttles.window_started_at <= ${windowStart})`;
  return db
    .insertInto('throttles')
    .values({ key, failures: 1, window_started_at: nowIso, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when ${expired} then 1 else throttles.failures + 1 end`,
        window_started_at: sql<string>`case when ${expired} then ${nowIso} else throttles.window_started_at end`,
        locked_until: sql<
          string | null
        >`case when ${expired} then null else throttles.locked_until end`,
      }),
    )
    .returning(['failures', 'window_started_at', 'locked_until'])
    .executeTakeFirstOrThrow();
}

/** 0 when the attempt may go ahead. More than `max` without a lock is a burst still in flight. */
function secondsLocked(c: Count, max: number, now: Date): number {
  const until = c.locked_until
    ? new Date(c.locked_until)
    : c.failures > max
      ? new Date(new Date(c.window_started_at).getTime() + LOCK_MS)
      : null;
  if (!until || until <= now) return 0;
  return Math.ceil((until.getTime() - now.getTime()) / 1000);
}

async function lockAt(db: Kysely<DB>, key: string, max: number, now: Date): Promise<void> {
  await db
    .updateTable('throttles')
    .set({ locked_until: new Date(now.getTime() + LOCK_MS).toISOString() })
    .where('key', '=', key)
    .where('failures', '>=', max)
    .where('locked_until', 'is', null)
    .execute();
}

async function takeBack(db: Kysely<DB>, key: string): Promise<void> {
  await db
    .updateTable('throttles')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute();
}

/**
 * Keeps the table as small as the set of recent guessers: run on every
 * counted attempt (by the index on `window_started_at`, a short range delete).
 */
export async function forgetStale(db: Kysely<DB>, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - STALE_MS).toISOString();
  await db
    .deleteFrom('throttles')
    .where('window_started_at', '<', staleBefore)
    .where((eb) =>
      eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]),
    )
    .execute();
}

/** Lifts a target's lock: a password reset proves who the owner is. */
export async function resetThrottle(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('throttles').where('key', '=', key).execute();
}
