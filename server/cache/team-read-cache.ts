import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from '../../domain/validation.js';
import { teamOf } from '../auth/guards.js';
import type { Deps } from '../http/context.js';
import { LruCache } from './lru-cache.js';

/** Spec §9: standings are cached 15 minutes. */
export const READ_CACHE_TTL_MS = 15 * 60 * 1000;

/**
 * Part of every key and ETag: bump it when a cached answer changes shape or
 * meaning, so no browser keeps an old body behind an unchanged data version.
 */
const RESPONSE_FORMAT = 1;

/** A few thousand dashboard answers of a few KB each: tens of MB at worst. */
const LIMITS = { maxEntries: 5_000, maxChars: 32 * 1024 * 1024 };

interface TeamReadCache {
  answers: LruCache;
  /** Answers being computed: concurrent misses of one key share one computation. */
  loading: Map<string, Promise<string>>;
}

// One cache per app (its `deps`), not per process: tests run several apps, each
// on its own database, whose team ids and versions overlap.
const caches = new WeakMap<Deps, TeamReadCache>();

function cacheOf(deps: Deps): TeamReadCache {
  let cache = caches.get(deps);
  if (!cache) {
    const now = () => deps.now().getTime();
    cache = {
      answers: new LruCache({ ...LIMITS, ttlMs: READ_CACHE_TTL_MS, now }),
      loading: new Map(),
    };
    caches.set(deps, cache);
  }
  return cache;
}

export interface CachedRead<T> {
  /** What is read, e.g. `standings/goals`; with `params` (the ids in the path) it names the answer. */
  resource: string;
  params: readonly number[];
  /** The route's response schema: the answer is shaped by it once, then served as stored text. */
  schema: z.ZodType<T>;
  /** Computes the answer; throws (e.g. NotFoundError) for ids that are not the team's. */
  load: () => Promise<T>;
}

/**
 * Sends a public, read-only answer of a team from the cache, computing it on a
 * miss. The key holds the team's data version as the request saw it, and every
 * successful write bumps that version (team-scope.ts), so an answer computed
 * before a write is never served after it. The ETag is a hash of the same key:
 * a browser that has the current answer gets 304 without a body.
 */
export async function sendCachedRead<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  read: CachedRead<T>,
): Promise<FastifyReply> {
  const team = teamOf(request);
  const key = [RESPONSE_FORMAT, team.id, team.dataVersion, read.resource, ...read.params].join('|');
  const body = await cachedText(cacheOf(request.server.deps), key, async () =>
    JSON.stringify(read.schema.parse(await read.load())),
  );
  const etag = `W/"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

async function cachedText(
  cache: TeamReadCache,
  key: string,
  compute: () => Promise<string>,
): Promise<string> {
  const stored = cache.answers.get(key);
  if (stored !== undefined) return stored;
  let pending = cache.loading.get(key);
  if (!pending) {
    pending = compute()
      .then((text) => {
        cache.answers.set(key, text);
        return text;
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
