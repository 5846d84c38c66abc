/**
 * Staff settings (`app_settings`) read on every order, kept here for a few
 * seconds (ADR 0053). A write on this instance forgets its key at once, and
 * with Redis on every other instance too (lib/cache-fan-out.ts); a failed read is not kept.
 */
export interface SettingsCache {
  get<T>(key: string, read: () => Promise<T>): Promise<T>;
  forget(key: string): void;
}

export function createSettingsCache(ttlMs: number, now: () => number = Date.now): SettingsCache {
  const held = new Map<string, { value: Promise<unknown>; until: number }>();
  return {
    get<T>(key: string, read: () => Promise<T>): Promise<T> {
      const hit = held.get(key);
      if (hit && now() < hit.until) return hit.value as Promise<T>;
      const value = read();
      held.set(key, { value, until: now() + ttlMs });
      // Only this read's own entry goes: a `forget` and a newer read may have replaced it.
      value.catch(() => held.get(key)?.value === value && held.delete(key));
      return value;
    },
    forget(key) {
      held.delete(key);
    },
  };
}

/** What a repository uses without a cache: every read goes to the database. */
export const noSettingsCache: SettingsCache = { get: (_key, read) => read(), forget: () => {} };
