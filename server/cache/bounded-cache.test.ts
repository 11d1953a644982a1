import { describe, expect, it } from 'vitest';
import { createBoundedCache } from './bounded-cache.js';

function cache(limits: { maxChars?: number; ttlMs?: number } = {}) {
  // A clock like the app's (milliseconds since 1970), not 0: lru-cache reads 0 as "no time".
  const clock = { now: Date.UTC(2026, 10, 24) };
  const lru = createBoundedCache({
    maxChars: limits.maxChars ?? 1_000,
    ttlMs: limits.ttlMs ?? 1_000,
    now: () => clock.now,
    charsOf: (value: { text: string }) => value.text.length,
  });
  return { lru, clock };
}

describe('the bounded cache', () => {
  it('drops the least recently used entry when a new one does not fit', () => {
    // Each entry a character of key and one of text: room for two.
    const { lru } = cache({ maxChars: 4 });
    lru.set('a', { text: 'A' });
    lru.set('b', { text: 'B' });
    expect(lru.get('a')?.text).toBe('A');
    lru.set('c', { text: 'C' });
    expect(lru.get('b')?.text).toBeUndefined();
    expect(lru.get('a')?.text).toBe('A');
    expect(lru.get('c')?.text).toBe('C');
    expect(lru.size).toBe(2);
  });

  it('keeps many small entries under no cap but their size', () => {
    const { lru } = cache({ maxChars: 100_000 });
    for (let i = 0; i < 10_000; i++) lru.set(`${i}`, { text: 'x' });
    expect(lru.size).toBe(10_000);
    expect(lru.get('0')?.text).toBe('x');
  });

  it('drops old entries until key and text fit its character bound, and never keeps one larger than it', () => {
    const { lru } = cache({ maxChars: 12 });
    lru.set('a', { text: '12345' });
    lru.set('b', { text: '12345' });
    lru.set('c', { text: '123' });
    expect(lru.get('a')?.text).toBeUndefined();
    expect([lru.get('b')?.text, lru.get('c')?.text]).toEqual(['12345', '123']);
    lru.set('huge', { text: '123456789' });
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
    const { lru } = cache({ maxChars: 11 });
    lru.set('a', { text: '12345' });
    lru.set('a', { text: '1234567890' });
    expect(lru.get('a')?.text).toBe('1234567890');
    expect(lru.size).toBe(1);
  });
});
