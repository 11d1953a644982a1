import type { Kysely } from 'kysely';
import type { AdminTeam, AdminUser } from '../../../domain/admin/admin.schema.js';
import { purgeDueIso } from '../../../domain/data-rights/retention.js';
import type { DB } from '../../db/schema.js';
import { crossTeam } from '../../db/team-scope.js';
import { toTeam } from '../teams/public.js';

/**
 * Every team, newest first, a deleted one (still restorable, or waiting for the
 * purge) with the moment it was deleted and when it is purged. "Last activity" is the latest moment something was
 * recorded for it: a pin login, a fine or a draw — or else its creation.
 */
export async function listTeamsOverview(db: Kysely<DB>): Promise<AdminTeam[]> {
  const rows = await crossTeam(db, "the administrator's list of every team")
    .selectFrom('teams')
    .select((eb) => [
      'teams.id',
      'teams.name',
      'teams.team_code',
      'teams.created_at',
      'teams.deleted_at',
      eb
        .selectFrom('players')
        .select((p) => p.fn.countAll<number>().as('n'))
        .whereRef('players.team_id', '=', 'teams.id')
        .as('player_count'),
      eb
        .selectFrom('sessions')
        .select((s) => s.fn.max('created_at').as('t'))
        .whereRef('sessions.team_id', '=', 'teams.id')
        .as('last_login'),
      eb
        .selectFrom('fines')
        .select((f) => f.fn.max('created_at').as('t'))
        .whereRef('fines.team_id', '=', 'teams.id')
        .as('last_fine'),
      eb
        .selectFrom('task_draws')
        .select((d) => d.fn.max('created_at').as('t'))
        .whereRef('task_draws.team_id', '=', 'teams.id')
        .as('last_draw'),
    ])
    .orderBy('teams.id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...toTeam(row),
    playerCount: Number(row.player_count ?? 0),
    createdAt: row.created_at,
    deletedAt: row.deleted_at,
    purgeAt: row.deleted_at === null ? null : purgeDueIso(row.deleted_at),
    lastActivity: [row.created_at, row.last_login, row.last_fine, row.last_draw]
      .filter((t): t is string => typeof t === 'string')
      .reduce((latest, t) => (t > latest ? t : latest)),
  }));
}

/** Every user, newest first, with the teams they administer. */
export async function listUsersOverview(db: Kysely<DB>): Promise<AdminUser[]> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'email_verified_at', 'is_admin', 'created_at'])
    .orderBy('id', 'desc')
    .execute();
  const memberships = await crossTeam(db, "the administrator's list of every user's teams")
    .selectFrom('team_admins')
    .innerJoin('teams', 'teams.id', 'team_admins.team_id')
    .select(['team_admins.user_id', 'teams.id', 'teams.name', 'teams.team_code'])
    .orderBy('teams.name')
    .execute();
  return users.map((user) => ({
    id: user.id,
    email: user.email,
    verified: user.email_verified_at !== null,
    isAdmin: user.is_admin === 1,
    createdAt: user.created_at,
    teams: memberships.filter((m) => m.user_id === user.id).map(toTeam),
  }));
}
