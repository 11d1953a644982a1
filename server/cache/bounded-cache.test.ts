import { describe, expect, it } from 'vitest';
import { createBoundedCache } from './bounded-cache.js';

function cache(limits: { maxEntries?: number; maxChars?: number; ttlMs?: number } = {}) {
  // A clock like the app's (milliseconds since 1970), not 0: lru-cache reads 0 as "no time".
  const clock = { now: Date.UTC(2026, 10, 24) };
  const lru = createBoundedCache({
    maxEntries: limits.maxEntries ?? 100,
    maxChars: limits.maxChars ?? 1_000,
    ttlMs: limits.ttlMs ?? 1_000,
    now: () => clock.now,
    charsOf: (value: { text: string }) => value.text.length,
  });
  return { lru, clock };
}

describe('the bounded cache', () => {
  it('drops the least recently used entry beyond its entry bound', () => {
    const { lru } = cache({ maxEntries: 2 });
    lru.set('a', { text: 'A' });
    lru.set('b', { text: 'B' });
    expect(lru.get('a')?.text).toBe('A');
    lru.set('c', { text: 'C' });
    expect(lru.get('b')?.text).toBeUndefined();
    expect(lru.get('a')?.text).toBe('A');
    expect(lru.get('c')?.text).toBe('C');
    expect(lru.size).toBe(2);
  });

  it('drops old entries until the text fits its character bound, and never keeps one larger than it', () => {
    const { lru } = cache({ maxChars: 10 });
    lru.set('a', { text: '12345' });
    lru.set('b', { text: '12345' });
    lru.set('c', { text: '123' });
    expect(lru.get('a')?.text).toBeUndefined();
    expect([lru.get('b')?.text, lru.get('c')?.text]).toEqual(['12345', '123']);
    lru.set('huge', { text: '12345678901' });
    expect(lru.get('huge')?.text).toBeUndefined();
    expect(lru.size).toBe(2);
  });

  it('forgets an entry once its time is up', () => {
    const { lru, clock } = cache({ ttlMs: 1_000 });
    lru.set('a', { text: 'A' });
    const setAt = clock.now;
    clock.now = setAt + 1_000;
    expect(lru.get('a')?.text).toBe('A');
    clock.now = setAt + 1_001;
    expect(lru.get('a')?.text).toBeUndefined();
    expect(lru.size).toBe(0);
  });

  it('replaces an entry without counting it twice', () => {
    const { lru } = cache({ maxChars: 10 });
    lru.set('a', { text: '12345' });
    lru.set('a', { text: '1234567890' });
    expect(lru.get('a')?.text).toBe('1234567890');
    expect(lru.size).toBe(1);
  });
});
