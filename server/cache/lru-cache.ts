/**
 * A bounded in-process cache: at most `maxEntries` entries and `maxChars`
 * characters in all (`charsOf` a value), the least recently used going first,
 * each entry living `ttlMs` at most. A Map keeps insertion order, so
 * re-inserting on a hit makes the first key the least recently used one.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; chars: number; expiresAt: number }>();
  private chars = 0;

  constructor(
    private readonly options: {
      maxEntries: number;
      maxChars: number;
      ttlMs: number;
      now: () => number;
      charsOf: (value: V) => number;
    },
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.options.now()) {
      this.chars -= entry.chars;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const chars = this.options.charsOf(value);
    if (chars > this.options.maxChars) return;
    this.delete(key);
    this.entries.set(key, { value, chars, expiresAt: this.options.now() + this.options.ttlMs });
    this.chars += chars;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.chars <= this.options.maxChars)
        break;
      this.entries.delete(oldest);
      this.chars -= entry.chars;
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.chars -= entry.chars;
  }
}
