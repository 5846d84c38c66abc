import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createCacheFanOut } from './cache-fan-out.ts';
import { createEventBus } from './event-bus.ts';
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
