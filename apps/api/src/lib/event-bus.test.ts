import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createEventBus, eventChannelOf, type DomainEvent } from './event-bus.ts';

const placed: DomainEvent = {
  type: 'order.placed',
  orderId: '00000000-0000-0000-0000-000000000001',
  number: 1001,
  storeId: '00000000-0000-0000-0000-000000000002',
  vendorUserId: null,
  userId: '00000000-0000-0000-0000-000000000003',
  total: 900,
  currency: 'EUR',
};

/** Keeps what is logged at error level. */
function recordingLog() {
  const logged: Record<string, unknown>[] = [];
  const log = { error: (fields: object, msg: string) => void logged.push({ ...fields, msg }) };
  return { logged, log: log as unknown as FastifyBaseLogger };
}

/** A handler that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('the event bus: work after the answer (ADR 0053)', () => {
  it('publishInBackground returns before the handlers finish; settled and close wait for them, each runs once', async () => {
    const bus = createEventBus({ log: recordingLog().log });
    const { open, opened } = gate();
    const ran: number[] = [];
    bus.onLocal('order.placed', async (event) => {
      await opened;
      ran.push(event.number);
    });

    bus.publishInBackground(placed);
    bus.publishInBackground({ ...placed, number: 1002 });
    expect(ran).toEqual([]);
    let settled = false;
    const waiting = bus.settled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    open();
    await waiting;
    expect(ran.sort()).toEqual([1001, 1002]);

    bus.publishInBackground({ ...placed, number: 1003 });
    await bus.close();
    expect(ran.sort()).toEqual([1001, 1002, 1003]);
  });

  it('a failing handler is logged, the next handler still runs, and settled resolves', async () => {
    const { logged, log } = recordingLog();
    const bus = createEventBus({ log });
    const ran: string[] = [];
    bus.onLocal('order.placed', () => {
      throw new Error('mail server down');
    });
    bus.onLocal('order.placed', () => void ran.push('wishlist'));

    bus.publishInBackground(placed);
    await bus.settled();
    expect(ran).toEqual(['wishlist']);
    expect(logged).toMatchObject([{ msg: 'event handler failed', event: 'order.placed' }]);
  });
});

describe('the event channel', () => {
  it('is the same for every instance on a Redis database and differs between databases', () => {
    const on = (url: string) => eventChannelOf(new Redis(url, { lazyConnect: true }));
    expect(on('redis://127.0.0.1:6379')).toBe('bedesten:events');
    expect(on('redis://127.0.0.1:6379/0')).toBe('bedesten:events');
    expect(on('redis://127.0.0.1:6379/3')).toBe('bedesten:events:3');
    expect(on('redis://127.0.0.1:6379/3')).not.toBe(on('redis://127.0.0.1:6379/4'));
  });

  it('differs between key prefixes, so test apps sharing one Redis do not hear each other', () => {
    const on = (keyPrefix: string) =>
      eventChannelOf(new Redis('redis://127.0.0.1:6379', { lazyConnect: true, keyPrefix }));
    expect(on('shop-a:')).toBe('shop-a:bedesten:events');
    expect(on('shop-a:')).not.toBe(on('shop-b:'));
  });
});
