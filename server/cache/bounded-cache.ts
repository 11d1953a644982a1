import { LRUCache } from 'lru-cache';

export type BoundedCache<V extends NonNullable<unknown>> = LRUCache<string, V>;

/**
 * lru-cache bounded by size alone: `maxChars` characters (or bytes) in all,
 * each entry counted as its key's length and its value's (`charsOf`; an entry
 * larger than the bound is not kept), the least recently used going first,
 * each entry living `ttlMs` at most on the app's clock (`deps.now`, which tests
 * move). No entry cap: small entries are not dropped early to make room for
 * many, and the size bound holds however many there are.
 */
export function createBoundedCache<V extends NonNullable<unknown>>(options: {
  maxChars: number;
  ttlMs: number;
  now: () => number;
  charsOf: (value: V) => number;
}): BoundedCache<V> {
  return new LRUCache<string, V>({
    maxSize: options.maxChars,
    maxEntrySize: options.maxChars,
    sizeCalculation: (value, key) => key.length + options.charsOf(value),
    ttl: options.ttlMs,
    // Read the clock at every lookup, not once a millisecond: a moved clock counts at once.
    ttlResolution: 0,
    perf: { now: options.now },
  });
}

/**
 * The ttl that keeps an entry until just before `until` (ms on the cache's clock): lru-cache
 * keeps an entry while its age is at most its ttl. Not above 0: the entry is not to be kept
 * (a ttl of 0 would keep it for ever).
 */
export function ttlBefore(until: number, now: number): number {
  return until - now - 1;
}
