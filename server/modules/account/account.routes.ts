import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginInputSchema,
  loginResultSchema,
  registerInputSchema,
  emailAndNextInputSchema,
  resetPasswordInputSchema,
  tokenInputSchema,
  userSchema,
  type LoginResult,
} from '../../../domain/account/account.schema.js';
import { z } from '../../../domain/validation.js';
import { userOnly, requireUser } from '../../auth/guards.js';
import { hashSecret, verifySecret } from '../../auth/passwords.js';
import { rotateSession } from '../../auth/sessions.js';
import { passwordThrottleKeys, resetThrottle, startAttempt } from '../../auth/throttle.js';
import type { UserRow } from '../../db/schema.js';
import { UnauthorizedError } from '../../http/errors.js';
import { okSchema } from '../../http/schemas.js';
import type { Mail } from '../../mail/mailer.js';
import { accountExistsMail, resetPasswordMail, verifyEmailMail } from '../../mail/templates.js';
import { peekToken, type TokenPurpose } from './auth-tokens.js';
import {
  confirmEmail,
  issueThrottledToken,
  registerAccount,
  resetPassword,
} from './accounts.repository.js';
import { endSession, startSession, writeSessionCookie } from './session-cookie.js';
import { findUserByEmail, findUserById, toUser } from './users.repository.js';

const tags = ['auth'];

/** Verified against when the address is unknown, so the answer takes as long either way. */
const unknownUserHash = hashSecret('no such user');

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env, now } = app.deps;

  /**
   * Mails a link with a fresh token of `purpose` to the address when the mail throttle
   * allows one; the answer is the same either way.
   */
  async function mailTokenLink(
    request: FastifyRequest,
    { email, next }: { email: string; next?: string | undefined },
    link: (appUrl: string, to: string, token: string, next?: string) => Mail,
    purpose: TokenPurpose,
    options: { unverifiedOnly?: boolean } = {},
  ) {
    const token = await issueThrottledToken(db, { email, ip: request.ip }, purpose, now(), options);
    if (token) sendUnawaited(request, link(env.APP_URL, email, token, next));
    return { ok: true as const };
  }

  app.post(
    '/api/auth/login',
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
    '/api/auth/register',
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
      const { email, password, next } = request.body;
      // Hashed on both paths, so a known address takes as long as a new one.
      const passwordHash = await hashSecret(password);
      const mail = await registerAccount(db, { email, passwordHash, ip: request.ip }, now());
      if (mail?.kind === 'account-exists')
        sendUnawaited(request, accountExistsMail(env.APP_URL, email, next));
      if (mail?.kind === 'verify-email') {
        sendUnawaited(request, verifyEmailMail(env.APP_URL, email, mail.token, next));
      }
      return { id: 0, email, isAdmin: false };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, response: { 200: okSchema } } },
    async (request, reply) => {
      await endSession(request, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/resendEmailVerification',
    { schema: { tags, body: emailAndNextInputSchema, response: { 200: okSchema } } },
    async (request) =>
      mailTokenLink(request, request.body, verifyEmailMail, 'verify-email', {
        unverifiedOnly: true,
      }),
  );

  app.post(
    '/api/auth/confirmEmail',
    { schema: { tags, body: tokenInputSchema, response: { 200: okSchema } } },
    async (request) => {
      await confirmEmail(db, request.body.token, now());
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/forgotPassword',
    { schema: { tags, body: emailAndNextInputSchema, response: { 200: okSchema } } },
    async (request) => mailTokenLink(request, request.body, resetPasswordMail, 'reset-password'),
  );

  app.post(
    '/api/auth/resetPassword',
    { schema: { tags, body: resetPasswordInputSchema, response: { 200: okSchema } } },
    async (request) => {
      const passwordHash = await hashSecret(request.body.password);
      const userId = await resetPassword(db, request.body.token, passwordHash, now());
      const user = await findUserById(db, userId);
      if (user) await resetThrottle(db, passwordThrottleKeys(request.ip, user.email).target);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/getResetPasswordEmail',
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
    '/api/auth/refreshToken',
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
 * Answers that must not tell whether an address exists must not wait for the
 * mail server either: its delay would tell.
 */
function sendUnawaited(request: FastifyRequest, mail: Mail): void {
  request.server.deps.mailer.send(mail).catch((error: unknown) => {
    request.log.error({ err: error, to: mail.to }, 'sending mail failed');
  });
}
