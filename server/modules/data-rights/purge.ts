import type { Kysely } from 'kysely';
import {
  cutoffIso,
  DELETED_TEAM_RETENTION_DAYS,
  EXPIRED_SESSION_RETENTION_DAYS,
  STATEMENT_IMPORT_RETENTION_DAYS,
  THROTTLE_RETENTION_DAYS,
  USED_TOKEN_RETENTION_DAYS,
} from '../../../domain/data-rights/retention.js';
import type { DB } from '../../db/schema.js';
import { crossTeam, inTeam, TEAM_TABLES } from '../../db/team-scope.js';
import { countPurgeFailure, countPurgeRun } from '../../ops/metrics.js';

/**
 * The purge (issue 30): what Teampot no longer needs goes after the periods of
 * domain/data-rights/retention.ts. It runs inside every API process on a timer, as the
 * reminders do, and, as the reminders, claims before it acts: a team due for removal is
 * first claimed with one conditional UPDATE … RETURNING on its row (deleted long enough
 * ago, and not claimed by a run that is still at it). Only the run whose update returned
 * the row removes the team; on PostgreSQL a second instance's update waits on the row's
 * lock and then no longer matches, on SQLite statements run one at a time anyway.
 * The removal is one DELETE per table, children before parents, each its own commit: no
 * lock is held across them, and a team deleted half-way is invisible all the same. When a
 * run dies half-way its claim goes stale after PURGE_CLAIM_STALE_MS and a later run
 * finishes the job (the deletes find what is left).
 * The other purges are plain conditional DELETEs: running them twice removes nothing twice.
 */

/** A claim older than this belongs to a run that died: another run may take the team over. */
export const PURGE_CLAIM_STALE_MS = 60 * 60 * 1000;

/** A team's tables, children before their parents, so no foreign key is ever left dangling. */
export const TEAM_PURGE_ORDER = [
  'match_votes',
  'match_cards',
  'shortage_alarm_sends',
  'reminder_sends',
  'availability_answer_tokens',
  'money_reminder_sends',
  'match_availability',
  'match_absences',
  'match_goals',
  'task_draws',
  'task_lists',
  'fines',
  'transactions',
  'payment_references',
  'statement_entries',
  'push_subscriptions',
  'audit_log',
  'restore_snapshots',
  'season_players',
  'matches',
  'fine_types',
  'seasons',
  'players',
  'team_invitations',
  'team_admins',
] as const satisfies readonly (typeof TEAM_TABLES)[number][];

/** Fails to compile when a team table is missing from the purge order. */
const everyTeamTablePurged: Exclude<
  (typeof TEAM_TABLES)[number],
  (typeof TEAM_PURGE_ORDER)[number]
> extends never
  ? true
  : never = true;
void everyTeamTablePurged;

export interface PurgeResult {
  teams: number;
  sessions: number;
  tokens: number;
  throttles: number;
  statementEntries: number;
}

/** Everything past its period, removed; how much of each. Counted for /metrics, failures too. */
export async function purgeExpiredData(db: Kysely<DB>, now: Date): Promise<PurgeResult> {
  try {
    const result = await purgeAll(db, now);
    countPurgeRun(result.teams, now);
    return result;
  } catch (error) {
    countPurgeFailure();
    throw error;
  }
}

async function purgeAll(db: Kysely<DB>, now: Date): Promise<PurgeResult> {
  const teams = await purgeDeletedTeams(db, now);
  const sessionsCutoff = cutoffIso(now, EXPIRED_SESSION_RETENTION_DAYS);
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<', sessionsCutoff), eb('revoked_at', '<', sessionsCutoff)]),
    )
    .executeTakeFirst();
  const tokensCutoff = cutoffIso(now, USED_TOKEN_RETENTION_DAYS);
  const tokens = await db
    .deleteFrom('auth_tokens')
    .where((eb) => eb.or([eb('used_at', '<', tokensCutoff), eb('expires_at', '<', tokensCutoff)]))
    .executeTakeFirst();
  const throttles = await db
    .deleteFrom('throttles')
    .where('window_started_at', '<', cutoffIso(now, THROTTLE_RETENTION_DAYS))
    .where((eb) =>
      eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]),
    )
    .executeTakeFirst();
  const statementEntries = await crossTeam(db, "every team's imported statements past their period")
    .deleteFrom('statement_entries')
    .where('imported_at', '<', cutoffIso(now, STATEMENT_IMPORT_RETENTION_DAYS))
    .executeTakeFirst();
  return {
    teams,
    sessions: Number(sessions.numDeletedRows),
    tokens: Number(tokens.numDeletedRows),
    throttles: Number(throttles.numDeletedRows),
    statementEntries: Number(statementEntries.numDeletedRows),
  };
}

/** Removes every team deleted more than DELETED_TEAM_RETENTION_DAYS ago; how many this run removed. */
export async function purgeDeletedTeams(db: Kysely<DB>, now: Date): Promise<number> {
  const cutoff = cutoffIso(now, DELETED_TEAM_RETENTION_DAYS);
  const due = await db
    .selectFrom('teams')
    .select('id')
    .where('deleted_at', '<=', cutoff)
    .orderBy('id')
    .execute();
  let purged = 0;
  for (const { id } of due) {
    if (await claimTeam(db, id, cutoff, now)) {
      await removeTeam(db, id);
      purged++;
    }
  }
  return purged;
}

/** The claim: true for the one run whose update found the team due and unclaimed. */
async function claimTeam(db: Kysely<DB>, teamId: number, cutoff: string, now: Date) {
  const stale = new Date(now.getTime() - PURGE_CLAIM_STALE_MS).toISOString();
  const claimed = await db
    .updateTable('teams')
    .set({ purge_claimed_at: now.toISOString() })
    .where('id', '=', teamId)
    .where('deleted_at', '<=', cutoff)
    .where((eb) => eb.or([eb('purge_claimed_at', 'is', null), eb('purge_claimed_at', '<', stale)]))
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

async function removeTeam(db: Kysely<DB>, teamId: number): Promise<void> {
  for (const table of TEAM_PURGE_ORDER) {
    await inTeam(db, teamId).deleteFrom(table).execute();
  }
  // Not a team table (a user's session has no team): the team's pin sessions.
  await db.deleteFrom('sessions').where('team_id', '=', teamId).execute();
  await db.deleteFrom('teams').where('id', '=', teamId).execute();
}

/** How often each process runs the purge. */
const INTERVAL_MS = 60 * 60 * 1000;

/** Runs the purge now and every hour; returns the stop function. */
export function startPurgeTimer(deps: {
  db: Kysely<DB>;
  now: () => Date;
  log: {
    info: (object: object, message: string) => void;
    warn: (object: object, message: string) => void;
  };
}): () => void {
  const run = () => {
    purgeExpiredData(deps.db, deps.now()).then(
      (purged) => deps.log.info({ purged }, 'purge done'),
      (error: unknown) => deps.log.warn({ err: error }, 'purge failed'),
    );
  };
  run();
  const timer = setInterval(run, INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
