import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.js';

function cache(limits: { maxEntries?: number; maxChars?: number; ttlMs?: number } = {}) {
  const clock = { now: 0 };
  const lru = new LruCache({
    maxEntries: limits.maxEntries ?? 100,
    maxChars: limits.maxChars ?? 1_000,
    ttlMs: limits.ttlMs ?? 1_000,
    now: () => clock.now,
    charsOf: (value: string) => value.length,
  });
  return { lru, clock };
}

describe('LruCache', () => {
  it('drops the least recently used entry beyond its entry bound', () => {
    const { lru } = cache({ maxEntries: 2 });
    lru.set('a', 'A');
    lru.set('b', 'B');
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C');
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
    expect(lru.size).toBe(2);
  });

  it('drops old entries until the text fits its character bound, and never keeps one larger than it', () => {
    const { lru } = cache({ maxChars: 10 });
    lru.set('a', '12345');
    lru.set('b', '12345');
    lru.set('c', '123');
    expect(lru.get('a')).toBeUndefined();
    expect([lru.get('b'), lru.get('c')]).toEqual(['12345', '123']);
    lru.set('huge', '12345678901');
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.size).toBe(2);
  });

  it('forgets an entry once its time is up', () => {
    const { lru, clock } = cache({ ttlMs: 1_000 });
    lru.set('a', 'A');
    clock.now = 999;
    expect(lru.get('a')).toBe('A');
    clock.now = 1_000;
    expect(lru.get('a')).toBeUndefined();
    expect(lru.size).toBe(0);
  });

  it('replaces an entry without counting it twice', () => {
    const { lru } = cache({ maxChars: 10 });
    lru.set('a', '12345');
    lru.set('a', '1234567890');
    expect(lru.get('a')).toBe('1234567890');
    expect(lru.size).toBe(1);
  });
});
