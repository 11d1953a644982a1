import type { FastifyRequest } from 'fastify';
import type { Auth } from '../auth/sessions.js';
import type { Deps, TeamContext } from './context.js';

/** Who reads: the team, resolved once for the request, and the session behind it (null: a visitor). */
export interface Reader {
  deps: Deps;
  team: TeamContext;
  auth: Auth | null;
  /**
   * False while rendering a page the page cache keeps (rendered-page-cache.ts): its answers are
   * served again with the page, so an answer already in the read cache is used and a new one is
   * not kept there (docs/decisions.md, "A kept page's answers").
   */
  keepsAnswers?: boolean;
}

/** A read's answer as text with its ETag, and until when it holds (ms since 1970; Infinity: until a write). */
export interface Answer {
  body: string;
  etag: string;
  keptUntil: number;
}

const readers = new WeakMap<FastifyRequest, Reader>();

/** The reader of a request under `/api/:team`: one per request, so its view is worked out once. */
export function readerOf(request: FastifyRequest): Reader {
  let reader = readers.get(request);
  if (!reader) {
    if (!request.team) throw new Error('readerOf() used outside /api/:team');
    reader = { deps: request.server.deps, team: request.team, auth: request.auth };
    readers.set(request, reader);
  }
  return reader;
}
