import type { Kysely, Transaction } from 'kysely';
import {
  cutoffIso,
  DELETED_TEAM_RETENTION_DAYS,
  restoreDaysLeft,
} from '../../../domain/data-rights/retention.js';
import type { DeletedTeam, Team } from '../../../domain/teams/team.schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB, TeamRow } from '../../db/schema.js';
import { crossTeam } from '../../db/team-scope.js';
import { teamWrite } from '../../db/team-write.js';
import { DomainError, NotFoundError } from '../../http/errors.js';

export function toTeam(row: Pick<TeamRow, 'id' | 'name' | 'team_code'>): Team {
  return { id: row.id, name: row.name, teamCode: row.team_code };
}

/** The teams a user administers, by name. */
export async function listUserTeams(db: Kysely<DB>, userId: number): Promise<Team[]> {
  const rows = await crossTeam(db, "a user's teams")
    .selectFrom('teams')
    .innerJoin('team_admins', 'team_admins.team_id', 'teams.id')
    .select(['teams.id', 'teams.name', 'teams.team_code'])
    .where('team_admins.user_id', '=', userId)
    .where('teams.deleted_at', 'is', null)
    .orderBy('teams.name')
    .orderBy('teams.id')
    .execute();
  return rows.map(toTeam);
}

/** One of the user's teams; any other team is simply not found. */
export async function getUserTeam(db: Kysely<DB>, userId: number, teamId: number): Promise<Team> {
  const row = await db
    .selectFrom('teams')
    .innerJoin('team_admins', 'team_admins.team_id', 'teams.id')
    .select(['teams.id', 'teams.name', 'teams.team_code'])
    .where('team_admins.user_id', '=', userId)
    .where('teams.id', '=', teamId)
    .where('teams.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('Team niet gevonden');
  return toTeam(row);
}

/**
 * The user's deleted teams that can still be restored, newest deletion first, with
 * the days left (domain/data-rights/retention.ts).
 */
export async function listDeletedUserTeams(
  db: Kysely<DB>,
  userId: number,
  now: Date,
): Promise<DeletedTeam[]> {
  const rows = await crossTeam(db, "a user's deleted teams")
    .selectFrom('teams')
    .innerJoin('team_admins', 'team_admins.team_id', 'teams.id')
    .select(['teams.id', 'teams.name', 'teams.team_code', 'teams.deleted_at'])
    .where('team_admins.user_id', '=', userId)
    .where('teams.deleted_at', '>', cutoffIso(now, DELETED_TEAM_RETENTION_DAYS))
    .orderBy('teams.deleted_at', 'desc')
    .orderBy('teams.id')
    .execute();
  return rows.map((row) => ({
    ...toTeam(row),
    deletedAt: row.deleted_at ?? '',
    daysLeft: restoreDaysLeft(row.deleted_at ?? '', now),
  }));
}

/**
 * Deletes the team: it disappears at once (the team lookup skips a deleted team, so
 * its host answers 998 on every instance and gets no certificate), and can be restored
 * for DELETED_TEAM_RETENTION_DAYS. Its code stays taken meanwhile: the row keeps it.
 */
export async function deleteTeam(db: Kysely<DB>, teamId: number, now: Date): Promise<void> {
  await teamWrite(db, teamId, async (trx) => {
    await trx
      .updateTable('teams')
      .set({ deleted_at: now.toISOString() })
      .where('id', '=', teamId)
      .where('deleted_at', 'is', null)
      .execute();
  });
}

/**
 * Brings a deleted team back, for an admin of it within the restore period; any
 * other team (not his, not deleted, or past the period) is simply not found. The
 * data version moves on, so nothing cached before the deletion is served again.
 */
export async function restoreTeam(
  db: Kysely<DB>,
  userId: number,
  teamId: number,
  now: Date,
): Promise<Team> {
  return teamWrite(db, teamId, async (trx) => {
    const row = await trx
      .updateTable('teams')
      .set((eb) => ({ deleted_at: null, data_version: eb('data_version', '+', 1) }))
      .where('id', '=', teamId)
      .where('deleted_at', '>', cutoffIso(now, DELETED_TEAM_RETENTION_DAYS))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('team_admins')
            .select('team_admins.user_id')
            .where('team_admins.team_id', '=', teamId)
            .where('team_admins.user_id', '=', userId),
        ),
      )
      .returning(['id', 'name', 'team_code'])
      .executeTakeFirst();
    if (!row) throw new NotFoundError('Team niet gevonden');
    return toTeam(row);
  });
}

/** The creator becomes the team's first admin, in the same transaction. */
export async function createTeam(
  db: Kysely<DB>,
  userId: number,
  input: NewTeam,
  now: Date,
): Promise<Team> {
  // Not teamWrite: the team does not exist yet, so there is no row to lock.
  // eslint-disable-next-line no-restricted-syntax
  return db.transaction().execute((trx) => insertTeam(trx, userId, input, now));
}

export interface NewTeam {
  name: string;
  teamCode: string;
  pinHash: string;
}

/**
 * A new team with the user as its admin, inside the caller's transaction (a team
 * from an archive fills it in the same one); a taken code is `CodeUnavailable`.
 */
export async function insertTeam(
  trx: Transaction<DB>,
  userId: number,
  input: NewTeam,
  now: Date,
): Promise<Team> {
  const row = await trx
    .insertInto('teams')
    .values({
      name: input.name,
      team_code: input.teamCode,
      pin_hash: input.pinHash,
      created_at: now.toISOString(),
    })
    .returning(['id', 'name', 'team_code'])
    .executeTakeFirstOrThrow()
    .catch(codeTaken);
  await trx.insertInto('team_admins').values({ team_id: row.id, user_id: userId }).execute();
  return toTeam(row);
}

/**
 * A new pin ends every pin session of the team: a pin is changed because the
 * wrong people know it.
 */
/** The team's public face (`GET /api/{team}/team`), read from its row. */
export async function getTeam(db: Kysely<DB>, teamId: number): Promise<Team> {
  const row = await db
    .selectFrom('teams')
    .select(['id', 'name', 'team_code'])
    .where('id', '=', teamId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('Team niet gevonden');
  return toTeam(row);
}

export async function updateTeam(
  db: Kysely<DB>,
  teamId: number,
  input: { name: string; teamCode: string; pinHash?: string },
  now: Date,
): Promise<Team> {
  return teamWrite(db, teamId, async (trx) => {
    const row = await trx
      .updateTable('teams')
      .set({
        name: input.name,
        team_code: input.teamCode,
        ...(input.pinHash ? { pin_hash: input.pinHash } : {}),
      })
      .where('id', '=', teamId)
      .returning(['id', 'name', 'team_code'])
      .executeTakeFirst()
      .catch(codeTaken);
    if (!row) throw new NotFoundError('Team niet gevonden');
    if (input.pinHash) {
      // Not inTeam: sessions is no team table (a user's session has no team).
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now.toISOString() })
        .where('team_id', '=', teamId)
        .where('kind', '=', 'team')
        .where('revoked_at', 'is', null)
        .execute();
    }
    return toTeam(row);
  });
}

function codeTaken(error: unknown): never {
  throw isUniqueViolation(error) ? new DomainError('CodeUnavailable') : error;
}
