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
 *
 * While Redis is away (ADR 0080) the instances cannot tell each other: each
 * forgets its public answers when that starts, every `OUTAGE_CLEAR_MS` while
 * it lasts and when Redis is back (writes may have been missed meanwhile),
 * and reads staff settings afresh rather than keep them.
 */
export interface CacheFanOut {
  /** `clear` runs whenever a write succeeds on another instance. */
  onOtherInstanceWrite(clear: () => void): void;
  /** A write succeeded here (this instance's caches are already emptied): the others empty theirs. */
  written(): Promise<void>;
  /** `cache`, whose `forget` also reaches the other instances. */
  shared(cache: SettingsCache): SettingsCache;
}

/** How stale another instance's write may leave this one's public answers while Redis is away. */
export const OUTAGE_CLEAR_MS = 1_000;

export function createCacheFanOut(
  events: EventBus,
  options: { acrossInstances: boolean; outageClearMs?: number },
): CacheFanOut {
  const origin = randomUUID();
  const clearers: (() => void)[] = [];
  const settingsCaches: SettingsCache[] = [];
  /** Setting keys read through a shared cache, so all of them can be forgotten when events may have been missed. */
  const settingKeys = new Set<string>();
  const forgetEverything = () => {
    for (const clear of clearers) clear();
    for (const key of settingKeys) for (const cache of settingsCaches) cache.forget(key);
  };
  /** Cut off from the other instances (Redis configured but away). */
  let cutOff = false;
  let outageTimer: NodeJS.Timeout | undefined;
  if (options.acrossInstances) {
    events.onEveryInstance('caches.stale', (event) => {
      if (event.origin === origin) return;
      for (const key of event.settingsKeys) for (const cache of settingsCaches) cache.forget(key);
      if (event.settingsKeys.length === 0) for (const clear of clearers) clear();
    });
    const setAcross = (across: boolean) => {
      cutOff = !across;
      forgetEverything();
      clearInterval(outageTimer);
      outageTimer = undefined;
      if (cutOff) {
        outageTimer = setInterval(forgetEverything, options.outageClearMs ?? OUTAGE_CLEAR_MS);
        outageTimer.unref();
      }
    };
    // Until the bus is first subscribed (at once with Redis up, later after a start without it), as in an outage.
    setAcross(events.acrossInstances());
    events.onAcrossInstancesChange(setAcross);
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
        get: (key, read) => {
          if (cutOff) return read();
          settingKeys.add(key);
          return cache.get(key, read);
        },
        forget(key) {
          cache.forget(key);
          void announce([key]);
        },
      };
    },
  };
}
