import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Env } from '../env.js';

/**
 * Production logs: pino's JSON lines on standard output (journald keeps them),
 * one line per request, written when it is answered, with what would let a
 * reader of the log act as someone else taken out: tokens in addresses
 * (`/verify-email?token=…`), cookies, `authorization`, pins and passwords.
 */
export function loggerOptions(
  level: Env['LOG_LEVEL'],
  stream: { write(line: string): void } | undefined,
) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: requestForLog },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}

/** Fields that hold a secret wherever they turn up in a logged object (one or two levels deep). */
const SECRET_FIELDS = ['pin', 'password', 'currentPassword', 'newPassword', 'token', 'auth'];
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** A query parameter whose name says it carries a token (`token`, `resetToken`, …). */
const TOKEN_PARAMETER = /([?&][^=&#]*token[^=&#]*=)[^&#]*/gi;

/** The address with every token parameter's value replaced. */
export function redactedUrl(url: string): string {
  return url.replace(TOKEN_PARAMETER, '$1[redacted]');
}

function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** One line per request, when it is answered (Fastify's default also writes one when it arrives). */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      req: request,
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export function requestLogController(): LogController {
  return new OneLinePerRequest();
}
