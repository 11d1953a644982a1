import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminOnly, teamAdminOnly, teamMemberOnly, userOnly } from '../auth/guards.js';
import type { Deps, TeamContext } from '../http/context.js';
import type { Answer } from '../http/reader.js';
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

interface TeamReadCache {
  answers: BoundedCache<Answer>;
  /** Answers being computed: concurrent misses of one key share one computation. */
  loading: Map<string, Promise<Answer>>;
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
      answers: createBoundedCache<Answer>({
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

/**
 * A public, read-only answer of a team from the cache, computed on a miss
 * (server/http/public-read.ts). `key` (from `readKey`) holds the team's data
 * version as the request saw it, and every successful write bumps that version
 * (team-scope.ts), so an answer computed before a write is never served after
 * it. An answer is kept 15 minutes, or until it changes without a write (a vote
 * that closes) when that is sooner.
 */
export async function cachedAnswer(
  deps: Deps,
  key: string,
  compute: () => Promise<Answer>,
  /** False: a new answer is not kept (a page the page cache keeps shows it). */
  keep = true,
): Promise<Answer> {
  const cache = cacheOf(deps);
  const cached = cache.answers.get(key);
  countCache('read', cached === undefined ? 'miss' : 'hit');
  if (cached) return cached;
  if (!keep) return cache.loading.get(key) ?? compute();
  let pending = cache.loading.get(key);
  if (!pending) {
    // Concurrent misses of one key share one computation.
    pending = compute()
      .then((answer) => {
        const now = deps.now().getTime();
        const keptUntil = Math.min(now + READ_CACHE_TTL_MS, answer.keptUntil);
        const kept = { ...answer, keptUntil };
        const ttl = ttlBefore(keptUntil, now);
        if (ttl > 0) cache.answers.set(key, kept, { ttl });
        return kept;
      })
      .finally(() => cache.loading.delete(key));
    cache.loading.set(key, pending);
  }
  return pending;
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
    const key = requestKey(request, team);
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
 * The name of a cached answer: the route, its path ids (the team aside) and the
 * query fields its read names, of this team at its data version; null when a
 * value is not in its canonical spelling (only possible before validation).
 */
export function readKey(
  team: TeamContext,
  route: string,
  params: Record<string, unknown>,
  queryValues: readonly unknown[],
): string | null {
  const names = Object.keys(params)
    .filter((name) => name !== 'team')
    .sort();
  const parts = [...names.map((name) => params[name]), ...queryValues].map((value) =>
    String(value ?? ''),
  );
  if (!parts.every((part) => CANONICAL_PART.test(part))) return null;
  return `${RESPONSE_FORMAT}|${team.id}|${team.dataVersion}|${route}|${parts.join('|')}`;
}

/** The key of a request to a cached read route, before its validation (the shortcut). */
function requestKey(request: FastifyRequest, team: TeamContext): string | null {
  const config = request.routeOptions.config.cachedRead;
  if (!config) return null;
  const query = request.query as Record<string, unknown>;
  return readKey(
    team,
    request.routeOptions.url ?? '',
    request.params as Record<string, unknown>,
    (config.query ?? []).map((name) => query[name]),
  );
}

/** An answer as a reply: its ETag, 304 when the browser has it, and its text. */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  // A SPA on another origin reads a record's version from it (versioned-write.ts).
  reply.header('access-control-expose-headers', 'ETag');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/** Weak comparison (RFC 9110 §13.1.2): `W/` is ignored, and the header may list several tags. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
