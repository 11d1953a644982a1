/**
 * How long Teampot keeps what it no longer needs (issue 30, the AVG's storage
 * limitation): the purge job (server/modules/data-rights/purge.ts) removes it after
 * these periods, and the /privacy page prints the same numbers.
 */

/** A deleted team can be restored this many days; then it is removed for good with everything it owns. */
export const DELETED_TEAM_RETENTION_DAYS = 30;

/** An expired or ended login (session) is kept this many days, then removed. */
export const EXPIRED_SESSION_RETENTION_DAYS = 30;

/** A used or expired e-mail link (verification, new password, hand-over) is kept this many days. */
export const USED_TOKEN_RETENTION_DAYS = 7;

/** Counters of wrong pins, passwords and sent mails are kept this many days after their window began. */
export const THROTTLE_RETENTION_DAYS = 1;

/** The lines of an imported bank statement are remembered this many days (so none is booked twice). */
export const STATEMENT_IMPORT_RETENTION_DAYS = 90;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment `days` before `now`, as ISO text: what is older than it is purged. */
export function cutoffIso(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

/** When a team deleted at `deletedAt` is due to be purged (the restore period's end), as ISO text. */
export function purgeDueIso(deletedAt: string): string {
  return new Date(
    new Date(deletedAt).getTime() + DELETED_TEAM_RETENTION_DAYS * DAY_MS,
  ).toISOString();
}

/** Whole days (rounded up) a team deleted at `deletedAt` can still be restored; 0 when it cannot. */
export function restoreDaysLeft(deletedAt: string, now: Date): number {
  const until = new Date(purgeDueIso(deletedAt)).getTime();
  return Math.max(0, Math.ceil((until - now.getTime()) / DAY_MS));
}
