import { createHash } from 'node:crypto';
import FindMyWay from 'find-my-way';
import type { FastifyInstance } from 'fastify';
import type { z } from '../../domain/validation.js';
import { cachedAnswer, readKey, sendAnswer } from '../cache/team-read-cache.js';
import type { Deps } from './context.js';
import { readerOf, type Answer, type Reader } from './reader.js';
import { TEAM_PREFIX } from './team-scope.js';
import { versionOf } from './versioned-write.js';
import { guardMoney, viewAnswer, viewOf } from './visitor-view.js';

/** A read's validated path ids and query. */
export interface ReadInput<P, Q> {
  params: P;
  query: Q;
}

/**
 * A public GET of a team's data (the dashboard's reads), as one function of a
 * reader and its input: the browser's request (the route `registerRead` makes)
 * and the server's rendering of a page (read-address.ts) both answer through
 * `answerRead`, so both get the same access check, privacy view and read cache.
 */
export type { Reader } from './reader.js';

export interface PublicRead<P, Q, T> {
  /** Its path under `/api/:team`, as the route is registered (`/standings/:seasonId/goals`). */
  path: string;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  response: z.ZodType<T>;
  /**
   * Kept in the team's read cache until the next write (15 minutes at most), named by its path
   * ids and these query fields; `unless` names the inputs that are read afresh.
   */
  cache?: { query?: readonly string[]; unless?: (input: ReadInput<P, Q>) => boolean };
  /** The answer; throws (NotFoundError, UnauthorizedError) for what this reader may not read. */
  load(reader: Reader, input: ReadInput<P, Q>): Promise<T>;
  /**
   * A record an edit page changes: its ETag is its version (versioned-write.ts), which the
   * record's `PUT` takes as `If-Match`.
   */
  versioned?: boolean;
  /** When the answer changes without a write (a vote that closes): nothing that shows it is kept longer. */
  changesAt?(reader: Reader, input: ReadInput<P, Q>, answer: Promise<T>): Promise<Date | null>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of reads of any shape
export type AnyRead = PublicRead<any, any, any>;

/** The answer as this reader may see it: access checked, from the read cache when kept, privacy view applied. */
export async function answerRead<P, Q, T>(
  read: PublicRead<P, Q, T>,
  reader: Reader,
  input: ReadInput<P, Q>,
): Promise<Answer> {
  const view = await viewOf(reader);
  guardMoney(view, read.path);
  const key = read.cache && !read.cache.unless?.(input) ? readKeyOf(read, reader, input) : null;
  const answer = key
    ? await cachedAnswer(
        reader.deps,
        key,
        () => computeAnswer(read, reader, input, key),
        reader.keepsAnswers !== false,
      )
    : await computeAnswer(read, reader, input, `${reader.team.id}|${read.path}`);
  return viewAnswer(view, read.path, answer);
}

/** The read cache's name of this answer (team-read-cache.ts `readKey`); null when not canonical. */
function readKeyOf<P, Q>(
  read: PublicRead<P, Q, unknown>,
  reader: Reader,
  { params, query }: ReadInput<P, Q>,
): string | null {
  return readKey(
    reader.team,
    `${TEAM_PREFIX}${read.path}`,
    params as Record<string, unknown>,
    (read.cache?.query ?? []).map((name) => (query as Record<string, unknown>)[name]),
  );
}

async function computeAnswer<P, Q, T>(
  read: PublicRead<P, Q, T>,
  reader: Reader,
  input: ReadInput<P, Q>,
  name: string,
): Promise<Answer> {
  const value = read.load(reader, input);
  const [answer, changesAt] = await Promise.all([
    value,
    read.changesAt?.(reader, input, value) ?? null,
  ]);
  const body = JSON.stringify(read.response.parse(answer));
  const hash = createHash('sha256').update(name).update(body).digest('base64url');
  return {
    body,
    etag: read.versioned ? versionOf(answer) : `W/"${hash.slice(0, 27)}"`,
    keptUntil: changesAt?.getTime() ?? Number.POSITIVE_INFINITY,
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers through `answerRead`, which applied the privacy view already. */
    publicRead?: AnyRead;
  }
}

/** The read's GET route under `/api/:team` (for `team`, the team scope of a module). */
export function registerRead<P, Q, T>(
  team: FastifyInstance,
  read: PublicRead<P, Q, T>,
  doc: { tags: string[]; summary?: string },
): void {
  if (team.prefix !== TEAM_PREFIX) throw new Error(`${read.path}: a public read is a team's`);
  bookOf(team.deps).on('GET', `${TEAM_PREFIX}${read.path}`, () => undefined, { read });
  team.get(
    read.path,
    {
      config: {
        publicRead: read,
        ...(read.cache ? { cachedRead: { query: read.cache.query ?? [] } } : {}),
      },
      schema: {
        ...doc,
        ...(read.params ? { params: read.params } : {}),
        ...(read.query ? { querystring: read.query } : {}),
        // Widened: the handler sends the answer's text, so there is no typed value to return.
        response: { 200: read.response as z.ZodType },
      },
    },
    async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await answerRead(read, readerOf(request), {
          params: request.params as P,
          query: request.query as Q,
        }),
      ),
  );
}

/**
 * The public reads by their whole paths, for read-address.ts: find-my-way is Fastify's
 * own router, so an address leads to the read its route would.
 */
const books = new WeakMap<Deps, FindMyWay.Instance<FindMyWay.HTTPVersion.V1>>();

function bookOf(deps: Deps): FindMyWay.Instance<FindMyWay.HTTPVersion.V1> {
  let book = books.get(deps);
  if (!book) {
    book = FindMyWay({ ignoreTrailingSlash: true });
    books.set(deps, book);
  }
  return book;
}

/** The read of a path (`/api/demo/standings/7/goals`) and its path parameters, team included. */
export function findRead(
  deps: Deps,
  path: string,
): { read: AnyRead; params: Record<string, string | undefined> } | null {
  const found = bookOf(deps).find('GET', path);
  if (!found) return null;
  return { read: (found.store as { read: AnyRead }).read, params: found.params };
}
