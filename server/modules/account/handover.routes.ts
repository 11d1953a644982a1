import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginResultSchema,
  tokenInputSchema,
  type LoginResult,
} from '../../../domain/account/account.schema.js';
import { z } from '../../../domain/validation.js';
import { requireUser, userOnly } from '../../auth/guards.js';
import { consumeToken, issueToken } from './auth-tokens.js';
import { startSession } from './session-cookie.js';
import { findUserById, toUser } from './users.repository.js';

const tags = ['auth'];

/**
 * A login carried from the main domain to a team's own address ("Wissel", the
 * redirect after creating a team). Where `COOKIE_DOMAIN` is not set — locally on
 * `*.localhost`, where browsers refuse a shared cookie, and in a production
 * without it — the team's host has no session of its own. The main domain hands
 * a one-time token (hashed, single-use, one minute) to the team's host, which
 * exchanges it for a session there.
 */
export const handoverRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;

  app.post(
    '/api/auth/handover',
    {
      onRequest: userOnly,
      schema: {
        tags,
        summary: 'A one-time token that logs this user in on a team’s own address',
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return { token: await issueToken(db, userId, 'team-handover', now()) };
    },
  );

  app.post(
    '/api/auth/handover/exchange',
    {
      schema: {
        tags,
        summary: 'Exchanges a hand-over token for a session on this address',
        body: tokenInputSchema,
        response: { 200: loginResultSchema },
      },
    },
    async (request, reply): Promise<LoginResult> => {
      const userId = await consumeToken(db, request.body.token, 'team-handover', now());
      const user = await findUserById(db, userId);
      if (!user) return { case: 'InvalidCredentials' };
      // A day, renewed while the app is open (refreshToken), as a login without "ingelogd blijven".
      await startSession(request, reply, { kind: 'user', userId, stayLoggedIn: false });
      return { case: 'Success', fields: [toUser(user)] };
    },
  );
};
