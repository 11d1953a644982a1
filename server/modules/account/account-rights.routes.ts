import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDataSchema,
  deleteAccountInputSchema,
} from '../../../domain/account/account-rights.schema.js';
import { requireUser, userOnly } from '../../auth/guards.js';
import { verifySecret } from '../../auth/passwords.js';
import { passwordThrottleKeys, startAttempt } from '../../auth/throttle.js';
import { ForbiddenError, UnauthorizedError } from '../../http/errors.js';
import { okSchema } from '../../http/schemas.js';
import { accountData, deleteAccount } from './account-rights.repository.js';
import { endSession } from './session-cookie.js';
import { findUserById } from './users.repository.js';

const tags = ['auth'];

/** A person's rights over his account (issue 30): see what is kept, and be forgotten. */
export const accountRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;

  app.get(
    '/api/auth/account/data',
    {
      onRequest: userOnly,
      schema: {
        tags,
        summary: 'Everything kept about the logged-in account, as a JSON download',
        response: { 200: accountDataSchema },
      },
    },
    async (request, reply) => {
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="teampot-mijn-gegevens.json"');
      return accountData(db, requireUser(request).userId);
    },
  );

  app.delete(
    '/api/auth/account',
    {
      onRequest: userOnly,
      schema: {
        tags,
        summary:
          'Deletes the logged-in account after its password; LastAdmin while it is the last admin of a team',
        body: deleteAccountInputSchema,
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      const user = await findUserById(db, requireUser(request).userId);
      if (!user) throw new UnauthorizedError();
      // Throttled as a login: a session left open must not become a way to guess the password.
      const attempt = await startAttempt(db, passwordThrottleKeys(request.ip, user.email), now());
      if (!(await verifySecret(user.password_hash, request.body.password))) {
        await attempt.failed();
        throw new ForbiddenError('Wachtwoord is onjuist');
      }
      await attempt.succeeded();
      await deleteAccount(db, user.id, user.email);
      await endSession(request, reply);
      return { ok: true as const };
    },
  );
};
