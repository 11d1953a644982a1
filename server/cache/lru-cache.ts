/**
 * A bounded in-process cache of text: at most `maxEntries` entries and
 * `maxChars` characters in all, the least recently used going first, each entry
 * living `ttlMs` at most. A Map keeps insertion order, so re-inserting on a hit
 * makes the first key the least recently used one.
 */
export class LruCache {
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();
  private chars = 0;

  constructor(
    private readonly options: {
      maxEntries: number;
      maxChars: number;
      ttlMs: number;
      now: () => number;
    },
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.options.now()) {
      this.chars -= entry.value.length;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: string): void {
    if (value.length > this.options.maxChars) return;
    this.delete(key);
    this.entries.set(key, { value, expiresAt: this.options.now() + this.options.ttlMs });
    this.chars += value.length;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.chars <= this.options.maxChars)
        break;
      this.entries.delete(oldest);
      this.chars -= entry.value.length;
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.chars -= entry.value.length;
  }
}
