import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The API calls the server makes to itself while it renders a page (spa.ts,
 * `app.inject`) carry this header with a value drawn at start: their requests
 * are part of the page's request and are not logged once more each. A client
 * cannot guess the value, so it cannot hide its own requests from the log.
 */
export const SERVER_RENDER_HEADER = 'x-teampot-server-render';
export const serverRenderToken = randomBytes(16).toString('hex');

/** Fastify passes its request or the raw one: both carry the headers. */
export function isServerRenderRequest(request: { headers: IncomingHttpHeaders }): boolean {
  return request.headers[SERVER_RENDER_HEADER] === serverRenderToken;
}
