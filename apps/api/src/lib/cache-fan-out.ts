import { randomUUID } from 'node:crypto';
import type { EventBus } from './event-bus.ts';
import type { SettingsCache } from './settings-cache.ts';

/**
 * Each instance keeps a few seconds' memory of public answers (the read
 * cache, the page micro-cache) and of staff settings (the platform fee). A
 * write empties the writer's own at once; this tells the other instances,
 * through the event bus's Redis channel, so that what one instance answers
 * is never older than a write another has confirmed (issue 17: nothing in an
 * instance's memory decides an answer). Without Redis there is one instance
 * and nothing to tell.
 */
export interface CacheFanOut {
  /** `clear` runs whenever a write succeeds on another instance. */
  onOtherInstanceWrite(clear: () => void): void;
  /** A write succeeded here (this instance's caches are already emptied): the others empty theirs. */
  written(): Promise<void>;
  /** `cache`, whose `forget` also reaches the other instances. */
  shared(cache: SettingsCache): SettingsCache;
}

export function createCacheFanOut(events: EventBus, options: { acrossInstances: boolean }): CacheFanOut {
  const origin = randomUUID();
  const clearers: (() => void)[] = [];
  const settingsCaches: SettingsCache[] = [];
  if (options.acrossInstances) {
    events.onEveryInstance('caches.stale', (event) => {
      if (event.origin === origin) return;
      for (const key of event.settingsKeys) for (const cache of settingsCaches) cache.forget(key);
      if (event.settingsKeys.length === 0) for (const clear of clearers) clear();
    });
  }
  const announce = (settingsKeys: string[]) =>
    options.acrossInstances ? events.publish({ type: 'caches.stale', origin, settingsKeys }) : Promise.resolve();
  return {
    onOtherInstanceWrite(clear) {
      clearers.push(clear);
    },
    written: () => announce([]),
    shared(cache) {
      settingsCaches.push(cache);
      return {
        get: (key, read) => cache.get(key, read),
        forget(key) {
          cache.forget(key);
          void announce([key]);
        },
      };
    },
  };
}
