import { LRUCache } from 'lru-cache';

export type BoundedCache<V extends NonNullable<unknown>> = LRUCache<string, V>;

/**
 * lru-cache bounded twice: at most `maxEntries` entries and `maxChars`
 * characters in all (`charsOf` a value; a value larger than that is not kept),
 * the least recently used going first, each entry living `ttlMs` at most on the
 * app's clock (`deps.now`, which tests move).
 */
export function createBoundedCache<V extends NonNullable<unknown>>(options: {
  maxEntries: number;
  maxChars: number;
  ttlMs: number;
  now: () => number;
  charsOf: (value: V) => number;
}): BoundedCache<V> {
  return new LRUCache<string, V>({
    max: options.maxEntries,
    maxSize: options.maxChars,
    sizeCalculation: (value) => Math.max(1, options.charsOf(value)),
    ttl: options.ttlMs,
    // Read the clock at every lookup, not once a millisecond: a moved clock counts at once.
    ttlResolution: 0,
    perf: { now: options.now },
  });
}
