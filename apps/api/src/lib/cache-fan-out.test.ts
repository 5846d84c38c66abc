import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createCacheFanOut } from './cache-fan-out.ts';
import { createEventBus, type EventBus } from './event-bus.ts';
import { createSettingsCache } from './settings-cache.ts';

const log = { error: () => {} } as unknown as FastifyBaseLogger;

/**
 * Two instances' fan-outs on one bus. Without Redis the bus runs "every
 * instance" handlers in this process, which is what Redis pub/sub does
 * between processes (the cluster test covers that part).
 */
function twoInstances(acrossInstances = true) {
  const events = createEventBus({ log });
  const instances = ['a', 'b'].map(() => {
    const fanOut = createCacheFanOut(events, { acrossInstances });
    const cleared: string[] = [];
    fanOut.onOtherInstanceWrite(() => cleared.push('read cache'));
    fanOut.onOtherInstanceWrite(() => cleared.push('page cache'));
    let reads = 0;
    const settings = fanOut.shared(createSettingsCache(60_000));
    const fee = () => settings.get('platform_fee', async () => ++reads);
    return { fanOut, cleared, settings, fee };
  });
  return instances as [(typeof instances)[0], (typeof instances)[0]];
}

describe('cache fan-out between instances', () => {
  it('empties the other instances’ caches after a write here, not this one’s (it emptied its own)', async () => {
    const [a, b] = twoInstances();
    await a.fanOut.written();
    expect(a.cleared).toEqual([]);
    expect(b.cleared).toEqual(['read cache', 'page cache']);
  });

  it('forgets a staff setting everywhere when one instance writes it, and only that', async () => {
    const [a, b] = twoInstances();
    expect([await a.fee(), await b.fee()]).toEqual([1, 1]);
    expect(await b.fee()).toBe(1);
    a.settings.forget('platform_fee');
    await new Promise((resolve) => setImmediate(resolve));
    // Read again on both: A forgot its own, B heard it.
    expect([await a.fee(), await b.fee()]).toEqual([2, 2]);
    // A setting's change does not empty the public caches; a plain write does not drop settings.
    expect(b.cleared).toEqual([]);
    await a.fanOut.written();
    expect(await b.fee()).toBe(2);
  });

  it('says nothing when there is one instance (no Redis)', async () => {
    const [a, b] = twoInstances(false);
    await a.fanOut.written();
    expect(b.cleared).toEqual([]);
  });
});

describe('cache fan-out while Redis is away (ADR 0080)', () => {
  /** A bus whose link to the other instances the test cuts and restores, as Redis going and coming back. */
  function busWithLink() {
    const bus = createEventBus({ log });
    let across = true;
    const listeners: ((across: boolean) => void)[] = [];
    const events: EventBus = {
      ...bus,
      acrossInstances: () => across,
      onAcrossInstancesChange: (listener) => void listeners.push(listener),
    };
    const set = (value: boolean) => {
      across = value;
      for (const listener of listeners) listener(value);
    };
    return { events, set };
  }

  it('forgets what it holds when the link goes, every moment while it is gone, and when it is back', async () => {
    vi.useFakeTimers();
    try {
      const { events, set } = busWithLink();
      const fanOut = createCacheFanOut(events, { acrossInstances: true, outageClearMs: 1_000 });
      let cleared = 0;
      fanOut.onOtherInstanceWrite(() => void cleared++);
      let reads = 0;
      const settings = fanOut.shared(createSettingsCache(60_000));
      const fee = () => settings.get('platform_fee', async () => ++reads);
      expect([await fee(), await fee()]).toEqual([1, 1]);

      // Writes on other instances can no longer be heard: the public caches go now and then every second.
      set(false);
      expect(cleared).toBe(1);
      vi.advanceTimersByTime(3_000);
      expect(cleared).toBe(4);
      // Staff settings are read afresh rather than kept.
      expect([await fee(), await fee()]).toEqual([2, 3]);

      // Back: whatever was written meanwhile is forgotten once more, then caching as before.
      set(true);
      expect(cleared).toBe(5);
      vi.advanceTimersByTime(3_000);
      expect(cleared).toBe(5);
      expect([await fee(), await fee()]).toEqual([4, 4]);
    } finally {
      vi.useRealTimers();
    }
  });
});
