import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  emailInputSchema,
  loginInputSchema,
  loginResultSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  tokenInputSchema,
  userSchema,
  type LoginResult,
} from '../../../domain/auth/auth.schema.js';
import { z } from '../../../domain/validation.js';
import { userOnly, requireUser } from '../../auth/guards.js';
import { hashSecret, verifySecret } from '../../auth/passwords.js';
import { rotateSession } from '../../auth/sessions.js';
import { passwordThrottleKeys, resetThrottle, startAttempt } from '../../auth/throttle.js';
import type { DB, UserRow } from '../../db/schema.js';
import { UnauthorizedError } from '../../http/errors.js';
import { okSchema } from '../../http/schemas.js';
import type { Mail } from '../../mail/mailer.js';
import { mailAllowed } from '../../mail/mail-throttle.js';
import { accountExistsMail, resetPasswordMail, verifyEmailMail } from '../../mail/templates.js';
import {
  consumeToken,
  endTokens,
  issueToken,
  issueTokenForEmail,
  peekToken,
} from './auth-tokens.js';
import { endSession, startSession, writeSessionCookie } from './session-cookie.js';
import {
  createUserIfNew,
  findUserByEmail,
  findUserById,
  markEmailVerified,
  revokeUserSessions,
  setPassword,
  toUser,
} from './users.repository.js';

const tags = ['auth'];

/** Verified against when the address is unknown, so the answer takes as long either way. */
const unknownUserHash = hashSecret('no such user');

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env, now } = app.deps;

  app.post(
    '/login',
    { schema: { tags, body: loginInputSchema, response: { 200: loginResultSchema } } },
    async (request, reply): Promise<LoginResult> => {
      const { email, password, stayLoggedIn } = request.body;
      const user = await checkPassword(request, email, password);
      if (!user) return { case: 'InvalidCredentials' };
      if (user.email_verified_at === null) return { case: 'AwaitingEmailVerification' };
      await startSession(request, reply, { kind: 'user', userId: user.id, stayLoggedIn });
      return { case: 'Success', fields: [toUser(user)] };
    },
  );

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary:
          'The same answer for every address (`id` 0 until the first login); the owner of a known address gets a mail instead',
        body: registerInputSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      // Hashed on both paths, so a known address takes as long as a new one.
      const passwordHash = await hashSecret(password);
      const mail = await db.transaction().execute(async (trx) => {
        const allowed = await mailAllowed(trx, { ip: request.ip, recipient: email }, now());
        const created = await createUserIfNew(trx, { email, passwordHash }, now());
        const user = created ?? (await findUserByEmail(trx, email));
        if (!allowed || !user) return null;
        if (user.email_verified_at !== null) return accountExistsMail(env.APP_URL, email);
        const token = await issueToken(trx, user.id, 'verify-email', now());
        return verifyEmailMail(env.APP_URL, email, token);
      });
      if (mail) sendUnawaited(request, mail);
      return { id: 0, email, isAdmin: false };
    },
  );

  app.post('/logout', { schema: { tags, response: { 200: okSchema } } }, async (request, reply) => {
    await endSession(request, reply);
    return { ok: true as const };
  });

  app.post(
    '/resendEmailVerification',
    { schema: { tags, body: emailInputSchema, response: { 200: okSchema } } },
    async (request) => {
      const { email } = request.body;
      const mail = await mailFor(request, email, async (trx) => {
        const token = await issueTokenForEmail(trx, email, 'verify-email', now(), {
          unverifiedOnly: true,
        });
        return token ? verifyEmailMail(env.APP_URL, email, token) : null;
      });
      if (mail) sendUnawaited(request, mail);
      return { ok: true as const };
    },
  );

  app.post(
    '/confirmEmail',
    { schema: { tags, body: tokenInputSchema, response: { 200: okSchema } } },
    async (request) => {
      await db.transaction().execute(async (trx) => {
        const userId = await consumeToken(trx, request.body.token, 'verify-email', now());
        await markEmailVerified(trx, userId, now());
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/forgotPassword',
    { schema: { tags, body: emailInputSchema, response: { 200: okSchema } } },
    async (request) => {
      const { email } = request.body;
      const mail = await mailFor(request, email, async (trx) => {
        const token = await issueTokenForEmail(trx, email, 'reset-password', now());
        return token ? resetPasswordMail(env.APP_URL, email, token) : null;
      });
      if (mail) sendUnawaited(request, mail);
      return { ok: true as const };
    },
  );

  app.post(
    '/resetPassword',
    { schema: { tags, body: resetPasswordInputSchema, response: { 200: okSchema } } },
    async (request) => {
      const passwordHash = await hashSecret(request.body.password);
      const userId = await db.transaction().execute(async (trx) => {
        const id = await consumeToken(trx, request.body.token, 'reset-password', now());
        await endTokens(trx, id, 'reset-password', now());
        await setPassword(trx, id, passwordHash);
        // The link reached the mailbox, which is all a verification proves.
        await markEmailVerified(trx, id, now());
        await revokeUserSessions(trx, id, now());
        return id;
      });
      const user = await findUserById(db, userId);
      if (user) await resetThrottle(db, passwordThrottleKeys(request.ip, user.email).target);
      return { ok: true as const };
    },
  );

  app.post(
    '/getResetPasswordEmail',
    {
      schema: { tags, body: tokenInputSchema, response: { 200: z.object({ email: z.string() }) } },
    },
    async (request) => {
      const userId = await peekToken(db, request.body.token, 'reset-password', now());
      const user = await findUserById(db, userId);
      if (!user) throw new UnauthorizedError();
      return { email: user.email };
    },
  );

  app.post(
    '/refreshToken',
    { onRequest: userOnly, schema: { tags, response: { 200: userSchema } } },
    async (request, reply) => {
      const auth = requireUser(request);
      const user = await findUserById(db, auth.userId);
      const rotated = user ? await rotateSession(db, auth, now()) : null;
      if (!user || !rotated) throw new UnauthorizedError();
      writeSessionCookie(request, reply, { ...rotated, persistent: auth.stayLoggedIn });
      return toUser(user);
    },
  );
};

/**
 * The password check behind the login, throttled per IP and per address. An
 * unknown address fails like a wrong password, in the same time.
 */
async function checkPassword(
  request: FastifyRequest,
  email: string,
  password: string,
): Promise<UserRow | null> {
  const { db, now } = request.server.deps;
  const attempt = await startAttempt(db, passwordThrottleKeys(request.ip, email), now());
  const user = await findUserByEmail(db, email);
  const valid = await verifySecret(user?.password_hash ?? (await unknownUserHash), password);
  if (!user || !valid) {
    await attempt.failed();
    return null;
  }
  await attempt.succeeded();
  return user;
}

/**
 * The mail a request for `email` sends, if any, decided in one transaction with
 * its throttle count: a known and an unknown address run the same statements
 * and one commit, so the time of the answer does not tell them apart.
 */
async function mailFor(
  request: FastifyRequest,
  email: string,
  compose: (trx: Kysely<DB>) => Promise<Mail | null>,
): Promise<Mail | null> {
  const { db, now } = request.server.deps;
  return db
    .transaction()
    .execute(async (trx) =>
      (await mailAllowed(trx, { ip: request.ip, recipient: email }, now())) ? compose(trx) : null,
    );
}

/**
 * Answers that must not tell whether an address exists must not wait for the
 * mail server either: its delay would tell.
 */
function sendUnawaited(request: FastifyRequest, mail: Mail): void {
  request.server.deps.mailer.send(mail).catch((error: unknown) => {
    request.log.error({ err: error, to: mail.to }, 'sending mail failed');
  });
}
