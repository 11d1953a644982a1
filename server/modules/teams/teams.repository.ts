import type { Kysely } from 'kysely';
import type { Team } from '../../../domain/teams/team.schema.js';
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
    .executeTakeFirst();
  if (!row) throw new NotFoundError('Team niet gevonden');
  return toTeam(row);
}

/** The creator becomes the team's first admin, in the same transaction. */
export async function createTeam(
  db: Kysely<DB>,
  userId: number,
  input: { name: string; teamCode: string; pinHash: string },
  now: Date,
): Promise<Team> {
  // Not teamWrite: the team does not exist yet, so there is no row to lock.
  // eslint-disable-next-line no-restricted-syntax
  return db.transaction().execute(async (trx) => {
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
  });
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
