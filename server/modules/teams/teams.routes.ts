import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deletedTeamSchema,
  TEAM_NAME_MISMATCH,
  teamCreateInputSchema,
  teamDeleteInputSchema,
  teamSchema,
  teamUpdateInputSchema,
} from '../../../domain/teams/team.schema.js';
import { z } from '../../../domain/validation.js';
import { requireUser, teamAdminOnly, teamOf, userOnly } from '../../auth/guards.js';
import { hashSecret } from '../../auth/passwords.js';
import { ValidationError } from '../../http/errors.js';
import { registerRead } from '../../http/public-read.js';
import { idParams, okSchema } from '../../http/schemas.js';
import { versionedWrite } from '../../http/versioned-write.js';
import {
  createTeam,
  deleteTeam,
  getTeam,
  getUserTeam,
  listDeletedUserTeams,
  listUserTeams,
  restoreTeam,
  toTeam,
  updateTeam,
} from './teams.repository.js';

const tags = ['teams'];

/** `/api/{team}/team`: the team's public face, and its settings for team admins. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;

  // The team lookup of every request (team-scope.ts) has read all of it already.
  registerRead(
    app,
    {
      path: '/team',
      response: teamSchema,
      versioned: true,
      load: async ({ team: { id, name, code } }) => toTeam({ id, name, team_code: code }),
    },
    { tags },
  );

  app.put(
    '/team',
    {
      onRequest: teamAdminOnly,
      schema: {
        tags,
        summary: 'Team settings; a missing or empty pin keeps the pin',
        body: teamUpdateInputSchema,
        response: { 200: teamSchema },
      },
    },
    async (request, reply) => {
      const { name, teamCode, pin } = request.body;
      const pinHash = pin ? await hashSecret(pin) : undefined;
      const teamId = teamOf(request).id;
      return versionedWrite(
        request,
        reply,
        (trx) => getTeam(trx, teamId),
        () => updateTeam(db, teamId, { name, teamCode, pinHash }, now()),
      );
    },
  );

  app.delete(
    '/team',
    {
      onRequest: teamAdminOnly,
      schema: {
        tags,
        summary:
          'Deletes the team, confirmed by its exact name: gone at once (998), restorable for 30 days by its admins, then purged',
        body: teamDeleteInputSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const team = teamOf(request);
      if (request.body.name !== team.name) {
        throw new ValidationError([{ path: 'name', message: TEAM_NAME_MISMATCH }]);
      }
      await deleteTeam(db, team.id, now());
      return { ok: true as const };
    },
  );
};

/** `/api/user/team`: the teams of the logged-in user. */
export const userTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;
  app.addHook('onRequest', userOnly);

  app.get(
    '/api/user/team',
    { schema: { tags, response: { 200: z.array(teamSchema) } } },
    async (request) => listUserTeams(db, requireUser(request).userId),
  );

  app.get(
    '/api/user/team/deleted',
    {
      schema: {
        tags,
        summary: "The user's deleted teams that can still be restored, with the days left",
        response: { 200: z.array(deletedTeamSchema) },
      },
    },
    async (request) => listDeletedUserTeams(db, requireUser(request).userId, now()),
  );

  app.post(
    '/api/user/team/:id/restore',
    {
      schema: {
        tags,
        summary: 'Restores a deleted team within 30 days, by an admin of it (else 404)',
        params: idParams,
        response: { 200: teamSchema },
      },
    },
    async (request) => restoreTeam(db, requireUser(request).userId, request.params.id, now()),
  );

  app.get(
    '/api/user/team/:id',
    { schema: { tags, params: idParams, response: { 200: teamSchema } } },
    async (request) => getUserTeam(db, requireUser(request).userId, request.params.id),
  );

  app.post(
    '/api/user/team',
    {
      schema: {
        tags,
        summary: 'Creates a team; the creator becomes its admin',
        body: teamCreateInputSchema,
        response: { 200: teamSchema },
      },
    },
    async (request) => {
      const { name, teamCode, pin } = request.body;
      return createTeam(
        db,
        requireUser(request).userId,
        { name, teamCode, pinHash: await hashSecret(pin) },
        now(),
      );
    },
  );
};
