import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { DomainErrorCase } from '../../domain/errors.js';

/** A rule of the domain said no: status 999 with `{ error: Case }` (docs/architecture.md). */
export class DomainError extends Error {
  constructor(readonly code: DomainErrorCase) {
    super(code);
  }
}

/** Unknown team code in the URL: status 998. */
export class TeamNotFoundError extends Error {}

/** No such row in this team (another team's id is simply not found). */
export class NotFoundError extends Error {
  constructor(what = 'Niet gevonden') {
    super(what);
  }
}

export class UnauthorizedError extends Error {
  constructor(message = 'Niet ingelogd') {
    super(message);
  }
}

export class ForbiddenError extends Error {
  constructor(message = 'Geen toegang') {
    super(message);
  }
}

/**
 * Over a limit: 429 with `Retry-After`. The message is the reason (the guessing lock's
 * unless another is given) followed by the wait in minutes, from the same seconds as the
 * header.
 */
export class TooManyRequestsError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    reason = 'Te veel pogingen.',
  ) {
    super(`${reason} Probeer het ${waitInMinutes(retryAfterSeconds)} opnieuw.`);
  }
}

/** "over een minuut", "over 42 minuten": whole minutes, rounded up. */
export function waitInMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? 'over een minuut' : `over ${minutes} minuten`;
}

/**
 * A file over its route's limit: 413 with a Dutch message naming the limit. The same
 * message answers a body over the route's `bodyLimit` when its config names it
 * (`bodyTooLargeMessage`), so a file is refused alike before and after it is read.
 */
export class PayloadTooLargeError extends Error {}

declare module 'fastify' {
  interface FastifyContextConfig {
    bodyTooLargeMessage?: string;
  }
}

/**
 * A write over a version of the record that is no longer current (`If-Match`,
 * `server/http/versioned-write.ts`): 412 with `{ error: 'Conflict', message, current }`.
 */
export class ConflictError extends Error {
  constructor(readonly current: unknown) {
    super(
      'Iemand anders heeft dit intussen gewijzigd. Bekijk wat er nu staat en kies wat je wilt.',
    );
  }
}

/** Bad input found after schema validation (e.g. a rule across fields): a 400 like a schema error. */
export class ValidationError extends Error {
  constructor(readonly issues: { path: string; message: string }[]) {
    super(issues[0]?.message ?? 'Ongeldige invoer');
  }
}

/** Non-standard statuses (998/999) cannot go through reply.code() (Fastify allows 100–599 only). */
function sendWithStatus(reply: FastifyReply, status: number, body: unknown) {
  if (status > 599) {
    reply.raw.statusCode = status;
    return reply.send(body);
  }
  return reply.code(status).send(body);
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? 'Ongeldige invoer',
    }));
    return sendWithStatus(reply, 400, { error: 'ValidationError', issues });
  }
  if (error instanceof ValidationError) {
    return sendWithStatus(reply, 400, { error: 'ValidationError', issues: error.issues });
  }
  if (error instanceof DomainError) return sendWithStatus(reply, 999, { error: error.code });
  if (error instanceof TeamNotFoundError)
    return sendWithStatus(reply, 998, { error: 'TeamNotFound' });
  if (error instanceof NotFoundError)
    return sendWithStatus(reply, 404, { error: 'NotFound', message: error.message });
  if (error instanceof UnauthorizedError) {
    return sendWithStatus(reply, 401, { error: 'Unauthorized', message: error.message });
  }
  if (error instanceof ForbiddenError)
    return sendWithStatus(reply, 403, { error: 'Forbidden', message: error.message });
  if (error instanceof ConflictError) {
    return sendWithStatus(reply, 412, {
      error: 'Conflict',
      message: error.message,
      current: error.current,
    });
  }
  if (error instanceof PayloadTooLargeError) {
    return sendWithStatus(reply, 413, { error: 'BadRequest', message: error.message });
  }
  if (error instanceof TooManyRequestsError) {
    reply.header('retry-after', String(error.retryAfterSeconds));
    return sendWithStatus(reply, 429, { error: 'TooManyRequests', message: error.message });
  }
  // Fastify's own 4xx (malformed JSON, wrong content type, body too large): keep the
  // status, give a Dutch message, never the internals. A 400 always carries `issues`
  // (docs/architecture.md): here one that names no field.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? request.routeOptions.config.bodyTooLargeMessage
        : undefined) ?? clientErrorMessage(error);
    const issues = status === 400 ? { issues: [{ path: '', message }] } : {};
    return sendWithStatus(reply, status, { error: 'BadRequest', message, ...issues });
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendWithStatus(reply, 500, {
    error: 'InternalServerError',
    message: 'Er is iets misgegaan...',
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Verstuur de gegevens als JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'De gegevens zijn te groot';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Ongeldige JSON';
    default:
      return 'Ongeldig verzoek';
  }
}

/** A refusal the API answers with a 4xx or 999 (not a failure of the server). */
export function isRefusal(error: unknown): boolean {
  return [
    DomainError,
    TeamNotFoundError,
    NotFoundError,
    UnauthorizedError,
    ForbiddenError,
    ValidationError,
  ].some((kind) => error instanceof kind);
}
