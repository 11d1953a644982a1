import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { TooManyRequestsError } from '../http/errors.js';

/**
 * Pin and password guessing (ARCHITECTURE.md "Auth"): 5 failures within 15
 * minutes lock a key for 15 minutes. Counters live in the `throttles` table, so
 * they survive a restart and hold across instances.
 *
 * Each attempt is counted *before* the secret is checked: a burst of parallel
 * guesses cannot all pass the check while the first ones are still hashing.
 * A success takes its own count back.
 */
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;

export interface ThrottleKeys {
  /** Where the guesses come from (the client IP): counts across every target. */
  source: string;
  /** What is being guessed (a team, an e-mail address): reset by a success. */
  target: string;
}

export const pinThrottleKeys = (ip: string, teamId: number): ThrottleKeys => ({
  source: `pin:ip:${ip}`,
  target: `pin:team:${teamId}`,
});

export const passwordThrottleKeys = (ip: string, email: string): ThrottleKeys => ({
  source: `password:ip:${ip}`,
  target: `password:email:${email}`,
});

export interface Attempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

/** Counts an attempt on both keys, or refuses it with 429 while either is locked. */
export async function startAttempt(
  db: Kysely<DB>,
  keys: ThrottleKeys,
  now: Date,
): Promise<Attempt> {
  const counts = [await count(db, keys.source, now), await count(db, keys.target, now)];
  const waits = counts.map((c) => secondsLocked(c, now)).filter((s) => s > 0);
  if (waits.length > 0) throw new TooManyRequestsError(Math.max(...waits));

  const keyList = [keys.source, keys.target];
  return {
    async failed() {
      await db
        .updateTable('throttles')
        .set({ locked_until: new Date(now.getTime() + LOCK_MS).toISOString() })
        .where('key', 'in', keyList)
        .where('failures', '>=', MAX_FAILURES)
        .where('locked_until', 'is', null)
        .execute();
    },
    async succeeded() {
      await db.deleteFrom('throttles').where('key', '=', keys.target).execute();
      await db
        .updateTable('throttles')
        .set((eb) => ({ failures: eb('failures', '-', 1) }))
        .where('key', '=', keys.source)
        .where('failures', '>', 0)
        .execute();
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
async function count(db: Kysely<DB>, key: string, now: Date): Promise<Count> {
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - LOCK_MS).toISOString();
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

/** 0 when the attempt may go ahead. More than MAX_FAILURES without a lock is a burst still in flight. */
function secondsLocked(c: Count, now: Date): number {
  const until = c.locked_until
    ? new Date(c.locked_until)
    : c.failures > MAX_FAILURES
      ? new Date(new Date(c.window_started_at).getTime() + LOCK_MS)
      : null;
  if (!until || until <= now) return 0;
  return Math.ceil((until.getTime() - now.getTime()) / 1000);
}

/** Keeps the table as small as the set of recent guessers. */
async function forgetStale(db: Kysely<DB>, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  await db
    .deleteFrom('throttles')
    .where('window_started_at', '<', dayAgo)
    .where((eb) =>
      eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]),
    )
    .execute();
}

/** Lifts a target's lock: a password reset proves who the owner is. */
export async function resetThrottle(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('throttles').where('key', '=', key).execute();
}
