/**
 * A small in-process memory of recent query words and what the dictionary
 * made of them (ADR 0020). Popular searches repeat, and the dictionary
 * changes only when a new word appears in some name; a minute-old answer
 * at worst treats a word added in that minute as a typo for a while.
 */
export class ExpiringCache<V> {
  readonly #entries = new Map<string, { value: V; expires: number }>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;

  constructor(maxEntries: number, ttlMs: number) {
    this.#maxEntries = maxEntries;
    this.#ttlMs = ttlMs;
  }

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, now = Date.now()): void {
    // A Map keeps insertion order: the first key is the oldest, dropped when full.
    if (this.#entries.size >= this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { value, expires: now + this.#ttlMs });
  }

  clear(): void {
    this.#entries.clear();
  }
}
