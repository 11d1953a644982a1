import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEmailSchema,
  invitationSchema,
  invitationSentSchema,
  invitationTokenSchema,
  pendingInvitationSchema,
  teamAdminSchema,
} from '../../../domain/co-admins/co-admin.schema.js';
import { z } from '../../../domain/validation.js';
import {
  requireTeamAdmin,
  requireUser,
  teamAdminOnly,
  teamOf,
  userOnly,
} from '../../auth/guards.js';
import { idParams, okSchema } from '../../http/schemas.js';
import { teamInvitationMail } from '../../mail/templates.js';
import {
  acceptInvitation,
  assertNotAdmin,
  cancelInvitation,
  createInvitation,
  listAdmins,
  listPendingInvitations,
  peekInvitation,
  removeAdmin,
  throttleInvitationMail,
} from './co-admins.repository.js';

const tags = ['teams'];

/** `/api/{team}/admins`: the team's admins, inviting another, removing one or leaving. */
export const teamAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/admins',
    {
      onRequest: teamAdminOnly,
      schema: { tags, summary: "The team's admins", response: { 200: z.array(teamAdminSchema) } },
    },
    async (request) => {
      const auth = await requireTeamAdmin(request);
      return listAdmins(db, teamOf(request).id, auth.userId);
    },
  );

  app.post(
    '/admins/invite',
    {
      onRequest: teamAdminOnly,
      schema: {
        tags,
        summary:
          'Invite someone by e-mail to become an admin of this team (7 days, single use); 999 AlreadyAdmin for an admin, without a mail',
        body: adminEmailSchema,
        response: { 200: invitationSentSchema },
      },
    },
    async (request) => {
      const auth = await requireTeamAdmin(request);
      const team = teamOf(request);
      const { email } = request.body;
      const now = app.deps.now();
      await assertNotAdmin(db, team.id, email);
      await throttleInvitationMail(db, team.id, email, now);
      const { token, expiresAt } = await createInvitation(db, team.id, email, auth.userId, now);
      const teamUrl = app.deps.env.TEAM_APP_URL.replace('{TEAMCODE}', team.code);
      await app.deps.mailer.send(teamInvitationMail(teamUrl, team.name, email, token));
      return { email, expiresAt };
    },
  );

  app.get(
    '/admins/invitations',
    {
      onRequest: teamAdminOnly,
      schema: {
        tags,
        summary: "The team's invitations not yet accepted and not expired, newest first",
        response: { 200: z.array(pendingInvitationSchema) },
      },
    },
    async (request) => listPendingInvitations(db, teamOf(request).id, app.deps.now()),
  );

  app.delete(
    '/admins/invitations/:id',
    {
      onRequest: teamAdminOnly,
      schema: {
        tags,
        summary: 'Cancel a pending invitation: its link no longer works',
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await cancelInvitation(db, teamOf(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/admins/remove',
    {
      onRequest: teamAdminOnly,
      schema: {
        tags,
        summary: 'Remove an admin of this team; your own address is leaving. The last admin stays.',
        body: adminEmailSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await removeAdmin(db, teamOf(request).id, request.body.email);
      return { ok: true as const };
    },
  );
};

/** `/api/invitation`: the link's page asks what it is for, and a logged-in user accepts it. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/api/invitation',
    {
      schema: {
        tags,
        summary: 'What a team-admin invitation is for (999 InvalidToken when used or expired)',
        querystring: invitationTokenSchema,
        response: { 200: invitationSchema },
      },
    },
    async (request) => peekInvitation(db, request.query.token, app.deps.now()),
  );

  app.post(
    '/api/invitation/accept',
    {
      onRequest: userOnly,
      schema: {
        tags,
        summary: 'Accept an invitation: the logged-in user becomes an admin of its team',
        body: invitationTokenSchema,
        response: { 200: z.object({ teamCode: z.string() }) },
      },
    },
    async (request) =>
      acceptInvitation(db, request.body.token, requireUser(request).userId, app.deps.now()),
  );
};
