import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Auth } from './sessions.js';
import { ForbiddenError, UnauthorizedError } from '../http/errors.js';
import type { TeamContext } from '../http/context.js';
import { inTeam } from '../db/team-scope.js';

/**
 * Authorization, in one place (docs/architecture.md "Auth"):
 * visitor → read-only GETs; team pin session or team admin → writes under /api/{team};
 * team admin → team settings; isAdmin user → admin endpoints.
 */

/** The team of a route under `/api/:team` (the team-scope plugin sets it before any handler). */
export function teamOf(request: FastifyRequest): TeamContext {
  if (!request.team) throw new Error('teamOf() used outside /api/:team');
  return request.team;
}

export function requireLogin(request: FastifyRequest): Auth {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

export function requireUser(request: FastifyRequest): Auth & { userId: number } {
  const auth = requireLogin(request);
  if (auth.kind !== 'user' || auth.userId === null) throw new UnauthorizedError();
  return auth as Auth & { userId: number };
}

export function isTeamAdmin(
  request: FastifyRequest,
  userId: number,
  teamId: number,
): Promise<boolean> {
  return runsTeam(request.server.deps.db, userId, teamId);
}

/** Is the user one of the team's admins? */
export async function runsTeam(db: Kysely<DB>, userId: number, teamId: number): Promise<boolean> {
  const row = await inTeam(db, teamId)
    .selectFrom('team_admins')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * May this request change the team's data? A pin session of this team, or a user
 * who administers it. A session of team A is worth nothing at team B (401: not
 * logged in here); a user who is not this team's admin gets 403.
 */
export async function requireTeamMember(request: FastifyRequest): Promise<Auth> {
  return requireMemberOf(request.server.deps.db, teamOf(request), request.auth);
}

/** `requireTeamMember` for a session and a team (a read's reader, server/http/reader.ts). */
export async function requireMemberOf(
  db: Kysely<DB>,
  team: TeamContext,
  auth: Auth | null,
): Promise<Auth> {
  if (!auth) throw new UnauthorizedError();
  if (auth.kind === 'team') {
    if (auth.teamId !== team.id) throw new UnauthorizedError();
    return auth;
  }
  if (auth.userId !== null && (await runsTeam(db, auth.userId, team.id))) return auth;
  throw new ForbiddenError();
}

/**
 * A user who administers this team. This team's own pin session is logged in
 * here but not allowed (403); another team's session counts as none (401).
 */
export async function requireTeamAdmin(
  request: FastifyRequest,
): Promise<Auth & { userId: number }> {
  const team = teamOf(request);
  if (request.auth?.kind === 'team' && request.auth.teamId === team.id) throw new ForbiddenError();
  const auth = requireUser(request);
  if (!(await isTeamAdmin(request, auth.userId, team.id))) throw new ForbiddenError();
  return auth;
}

export async function requireAdmin(request: FastifyRequest): Promise<Auth & { userId: number }> {
  const auth = requireUser(request);
  const user = await request.server.deps.db
    .selectFrom('users')
    .select('is_admin')
    .where('id', '=', auth.userId)
    .executeTakeFirst();
  if (user?.is_admin !== 1) throw new ForbiddenError();
  return auth;
}

/**
 * The same checks as route hooks (`{ onRequest: teamMemberOnly }`): they run
 * before validation, so a visitor learns nothing about a write's schema.
 */
export const teamMemberOnly = async (request: FastifyRequest): Promise<void> => {
  await requireTeamMember(request);
};
export const teamAdminOnly = async (request: FastifyRequest): Promise<void> => {
  await requireTeamAdmin(request);
};
export const userOnly = async (request: FastifyRequest): Promise<void> => {
  requireUser(request);
};
export const adminOnly = async (request: FastifyRequest): Promise<void> => {
  await requireAdmin(request);
};
