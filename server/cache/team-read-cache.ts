import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from '../../domain/validation.js';
import { adminOnly, teamAdminOnly, teamMemberOnly, teamOf, userOnly } from '../auth/guards.js';
import type { Deps, TeamContext } from '../http/context.js';
import { answerHoldsUntil } from '../http/server-render-requests.js';
import { showsEveryoneEverything } from '../http/visitor-view.js';
import { countCache } from '../ops/metrics.js';
import { createBoundedCache, ttlBefore, type BoundedCache } from './bounded-cache.js';

/** Spec §9: standings are cached 15 minutes. */
export const READ_CACHE_TTL_MS = 15 * 60 * 1000;

/**
 * Part of every key and ETag: bump it when a cached answer changes shape or
 * meaning, so no browser keeps an old body behind an unchanged data version.
 */
const RESPONSE_FORMAT = 2;

/**
 * A dashboard visit reads about a dozen answers, some 30 KB in all per team:
 * room for the dashboards of a thousand teams, 32 M characters at most (JSON of
 * Dutch text is one byte a character in V8: about 32 MB), and no cap on their
 * number. A visitor's rendered page needs none of them once it is in the page
 * cache, which gets the memory instead (docs/decisions.md, "One encoding of a
 * cached page").
 */
const MAX_CHARS = 32 * 1024 * 1024;

/** A stored answer: its JSON text and its ETag, both computed once, and until when it holds. */
interface CachedAnswer {
  body: string;
  etag: string;
  /** When it may change without a write (`changesAt`) or its 15 minutes end: ms since 1970. */
  keptUntil: number;
}

interface TeamReadCache {
  answers: BoundedCache<CachedAnswer>;
  /** Answers being computed: concurrent misses of one key share one computation. */
  loading: Map<string, Promise<CachedAnswer>>;
}

/** A cached read route says so in its config, naming the query fields its answer depends on. */
export interface CachedReadConfig {
  query?: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    cachedRead?: CachedReadConfig;
  }
}

// One cache per app (its `deps`), not per process: tests run several apps, each
// on its own database, whose team ids and versions overlap.
const caches = new WeakMap<Deps, TeamReadCache>();

function cacheOf(deps: Deps): TeamReadCache {
  let cache = caches.get(deps);
  if (!cache) {
    const now = () => deps.now().getTime();
    cache = {
      answers: createBoundedCache<CachedAnswer>({
        maxChars: MAX_CHARS,
        ttlMs: READ_CACHE_TTL_MS,
        now,
        charsOf: (answer) => answer.body.length + answer.etag.length,
      }),
      loading: new Map(),
    };
    caches.set(deps, cache);
  }
  return cache;
}

export interface CachedRead<T> {
  /** The route's response schema: the answer is shaped by it once, then served as stored text. */
  schema: z.ZodType<T>;
  /** Computes the answer; throws (e.g. NotFoundError) for ids that are not the team's. */
  load: () => Promise<T>;
  /**
   * When the answer will change without a write (a vote that closes), or null:
   * the answer is kept until then when that comes before the 15 minutes.
   */
  changesAt?: () => Promise<Date | null>;
}

/**
 * Sends a public, read-only answer of a team from the cache, computing it on a
 * miss. The route declares `config: { cachedRead: { query } }`; the answer is
 * named by the route, its path ids and those query fields. The key holds the
 * team's data version as the request saw it, and every successful write bumps
 * that version (team-scope.ts), so an answer computed before a write is never
 * served after it. The ETag is a hash of the key and the answer: a browser that
 * has the current answer gets 304 without a body, one that kept an answer which
 * changed without a write (a vote closed) gets the new one.
 */
export async function sendCachedRead<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  read: CachedRead<T>,
): Promise<FastifyReply> {
  const key = answerKey(request, teamOf(request));
  if (key === null) throw new Error(`${request.routeOptions.url}: no cachedRead config`);
  const cache = cacheOf(request.server.deps);
  const cached = cache.answers.get(key);
  countCache('read', cached === undefined ? 'miss' : 'hit');
  const answer =
    cached ??
    (await computeOnce(cache, key, async () => {
      const [value, changesAt] = await Promise.all([read.load(), read.changesAt?.() ?? null]);
      const body = JSON.stringify(read.schema.parse(value));
      const hash = createHash('sha256').update(key).update(body).digest('base64url');
      // 15 minutes, or until it changes when that is sooner.
      const now = request.server.deps.now().getTime();
      const keptUntil = Math.min(now + READ_CACHE_TTL_MS, changesAt?.getTime() ?? Infinity);
      return {
        answer: { body, etag: `W/"${hash.slice(0, 27)}"`, keptUntil },
        ttlMs: ttlBefore(keptUntil, now),
      };
    }));
  return sendAnswer(request, reply, answer);
}

/**
 * Most dashboard reads are answered from the cache, and for such a read the
 * route's validation, guards and handler would only compute the key again:
 * right after the team lookup, an answer already in the cache is sent from
 * `onRequest`. Only where that is the same answer: a GET of a cached read route,
 * a team that shows everyone everything (privacy settings reduce answers in
 * payments/visitor-view.ts), and ids and flags in their one canonical spelling
 * (`7`, `true`), which is how the handler stored them. Anything else goes the
 * whole way. The reply's onSend hooks (compression, the visitor view) still run.
 * Because the shortcut comes before validation and guards, only an unguarded
 * GET may be a cached read: registering any other fails at start-up.
 */
export function registerCachedReadShortcut(team: FastifyInstance): void {
  const { deps } = team;
  team.addHook('onRoute', (route) => {
    if (!route.config?.cachedRead) return;
    // Other plugins add hooks of their own to every route (compression): look for the guards.
    const hooks = [route.onRequest, route.preValidation, route.preHandler].flat();
    const guarded = hooks.some((hook) => GUARDS.has(hook as never));
    const methods = [route.method].flat();
    if (guarded || methods.some((method) => method !== 'GET' && method !== 'HEAD')) {
      throw new Error(
        `${route.url}: a cached read must be a public GET; the shortcut would skip its guard`,
      );
    }
  });

  team.addHook('onRequest', (request, reply, done) => {
    const team = request.team;
    if (request.method !== 'GET' || !team || !showsEveryoneEverything(team)) {
      done();
      return;
    }
    const key = answerKey(request, team);
    const answer = key === null ? undefined : cacheOf(deps).answers.get(key);
    if (answer === undefined) {
      done();
      return;
    }
    countCache('read', 'hit');
    // A reply sent from a callback-style hook ends the hooks: `done` is not called.
    sendAnswer(request, reply, answer);
  });
}

/** The route guards (server/auth/guards.ts) a cached read may not have. */
const GUARDS = new Set<unknown>([teamMemberOnly, teamAdminOnly, userOnly, adminOnly]);

/** Ids, numbers and flags: what a validated path id or query value reads as. */
const CANONICAL_PART = /^[0-9a-z]*$/;

/**
 * The route, its path ids (the team aside) and the query fields of its config,
 * of this team at its data version; null when the route caches nothing or a
 * value is not in its canonical spelling (only possible before validation).
 */
function answerKey(request: FastifyRequest, team: TeamContext): string | null {
  const config = request.routeOptions.config.cachedRead;
  if (!config) return null;
  const params = request.params as Record<string, unknown>;
  const query = request.query as Record<string, unknown>;
  const names = Object.keys(params)
    .filter((name) => name !== 'team')
    .sort();
  const parts = [
    ...names.map((name) => params[name]),
    ...(config.query ?? []).map((name) => query[name]),
  ].map((value) => String(value ?? ''));
  if (!parts.every((part) => CANONICAL_PART.test(part))) return null;
  return `${RESPONSE_FORMAT}|${team.id}|${team.dataVersion}|${request.routeOptions.url}|${parts.join('|')}`;
}

function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  answerHoldsUntil(request, reply, answer.keptUntil);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

function computeOnce(
  cache: TeamReadCache,
  key: string,
  compute: () => Promise<{ answer: CachedAnswer; ttlMs: number }>,
): Promise<CachedAnswer> {
  let pending = cache.loading.get(key);
  if (!pending) {
    pending = compute()
      .then(({ answer, ttlMs }) => {
        if (ttlMs > 0) cache.answers.set(key, answer, { ttl: ttlMs });
        return answer;
      })
      .finally(() => cache.loading.delete(key));
    cache.loading.set(key, pending);
  }
  return pending;
}

/** Weak comparison (RFC 9110 §13.1.2): `W/` is ignored, and the header may list several tags. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
