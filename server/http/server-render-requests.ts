import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The API calls the server makes to itself while it renders a page (spa.ts,
 * `app.inject`) carry this header with a value drawn at start: their requests
 * are part of the page's request and are not logged once more each. A client
 * cannot guess the value, so it cannot hide its own requests from the log.
 */
export const SERVER_RENDER_HEADER = 'x-teampot-server-render';
export const serverRenderToken = randomBytes(16).toString('hex');

/**
 * An answer to such a request says in this header until when it holds (ms since 1970)
 * when it changes without a write (a vote that closes): the page rendered with it is
 * kept no longer (rendered-page-cache.ts).
 */
export const KEPT_UNTIL_HEADER = 'x-teampot-kept-until';

/** Fastify passes its request or the raw one: both carry the headers. */
export function isServerRenderRequest(request: { headers: IncomingHttpHeaders }): boolean {
  return request.headers[SERVER_RENDER_HEADER] === serverRenderToken;
}

/** Tells the page being rendered with this answer until when the answer holds (`KEPT_UNTIL_HEADER`). */
export function answerHoldsUntil(
  request: FastifyRequest,
  reply: FastifyReply,
  until: number,
): void {
  if (isServerRenderRequest(request)) reply.header(KEPT_UNTIL_HEADER, String(until));
}
