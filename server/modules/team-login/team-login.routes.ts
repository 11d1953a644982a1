import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pinLoginInputSchema, teamLoginStateSchema } from '../../../domain/teams/team.schema.js';
import { z } from '../../../domain/validation.js';
import { requireMemberOf, teamOf } from '../../auth/guards.js';
import { registerRead } from '../../http/public-read.js';
import { verifySecret } from '../../auth/passwords.js';
import { pinThrottleKeys, startAttempt } from '../../auth/throttle.js';
import { startSession } from '../account/public.js';

const tags = ['team auth'];

const invalidPinSchema = z.object({ error: z.literal('InvalidPin'), message: z.string() });

export const teamAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Pin login: a team session of 30 days; a wrong pin is 401 InvalidPin',
        body: pinLoginInputSchema,
        response: { 200: teamLoginStateSchema, 401: invalidPinSchema },
      },
    },
    async (request, reply) => {
      const team = teamOf(request);
      const attempt = await startAttempt(db, pinThrottleKeys(request.ip, team.id), now());
      const { pin_hash } = await db
        .selectFrom('teams')
        .select('pin_hash')
        .where('id', '=', team.id)
        .executeTakeFirstOrThrow();
      if (!(await verifySecret(pin_hash, request.body.pin))) {
        await attempt.failed();
        return reply.code(401).send({ error: 'InvalidPin', message: 'Pin is onjuist' });
      }
      await attempt.succeeded();
      await startSession(request, reply, { kind: 'team', teamId: team.id, stayLoggedIn: true });
      return { loginState: 'team' as const };
    },
  );

  // A read (public-read.ts), so the server's rendering of a member's page checks the session
  // as the browser's request does (src/features/input/input-loader.ts).
  registerRead(
    app,
    {
      path: '/auth/validateToken',
      response: teamLoginStateSchema,
      load: async ({ deps, team, auth }) => ({
        loginState: (await requireMemberOf(deps.db, team, auth)).kind,
      }),
    },
    {
      tags,
      summary:
        "200 when the session may enter this team's data (pin session or team admin), else 401/403",
    },
  );
};
