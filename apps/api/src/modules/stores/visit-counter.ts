/**
 * Store page visits ("most visited" sorts by them), counted in memory and
 * written once a second, one UPDATE per store, instead of one UPDATE per page
 * view (ADR 0055). Ten visitors on one popular store no longer queue on its
 * row lock, and a store page answered from the read cache still counts.
 *
 * With `flushMs` 0 (tests) each visit is written before `count` resolves, as
 * before. A crash loses at most a second of visits; closing the app writes
 * what is held.
 */
export interface VisitCounter {
  /** One more visit to the store named by id or slug. */
  count(idOrSlug: string): Promise<void>;
  /** Writes every visit held so far. */
  flush(): Promise<void>;
}

export function createVisitCounter(
  addVisits: (idOrSlug: string, visits: number) => Promise<void>,
  options: { flushMs: number; onError: (error: unknown) => void },
): VisitCounter {
  let held = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = held;
    held = new Map();
    for (const [key, visits] of batch) {
      try {
        await addVisits(key, visits);
      } catch (error) {
        options.onError(error);
      }
    }
  }

  return {
    async count(idOrSlug) {
      if (options.flushMs <= 0) {
        await addVisits(idOrSlug, 1);
        return;
      }
      held.set(idOrSlug, (held.get(idOrSlug) ?? 0) + 1);
      if (!timer) {
        timer = setTimeout(() => void flush(), options.flushMs);
        timer.unref();
      }
    },
    flush,
  };
}
