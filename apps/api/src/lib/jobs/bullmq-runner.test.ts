import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reachableRedis } from '../../../test/chat-sockets.ts';
import { redisServerBinary, startOwnRedis, type OwnRedis } from '../../../test/redis-server.ts';
import { connectRedis } from '../redis.ts';
import { bullmqConnectionOf, createBullmqJobRunner } from './bullmq-runner.ts';
import type { JobRunner } from './job-runner.ts';

const quiet = () => {};
const log = { warn: quiet, error: quiet, info: quiet, debug: quiet } as unknown as FastifyBaseLogger;
const redisUrl = await reachableRedis();
const until = async (check: () => boolean | Promise<boolean>, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe.skipIf(!redisUrl)('BullMQ job runner (REDIS_URL, or Redis on 127.0.0.1:6379)', () => {
  const template = new Redis(redisUrl ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  const { connection } = bullmqConnectionOf(template);
  const runners: JobRunner[] = [];
  const prefixes: string[] = [];
  /** A runner on a queue of its own (unless given a prefix), as one instance of a deployment. */
  const runner = (prefix: string, extra: { backoffMs?: number; attempts?: number } = {}) => {
    const created = createBullmqJobRunner({ connection, prefix, log, ...extra });
    runners.push(created);
    return created;
  };
  const newPrefix = () => {
    const prefix = `test-jobs-${randomBytes(4).toString('hex')}:bull`;
    prefixes.push(prefix);
    return prefix;
  };

  afterEach(async () => {
    for (const created of runners.splice(0)) await created.close();
  });
  afterAll(async () => {
    // Leave nothing of the tests' queues behind in the shared Redis.
    const cleaner = new Redis(redisUrl!);
    for (const prefix of prefixes) {
      const keys = await cleaner.keys(`${prefix}:*`);
      if (keys.length > 0) await cleaner.del(...keys);
    }
    await cleaner.quit();
    template.disconnect();
  });

  it('takes its connection from the app’s Redis with the key prefix moved in front of its own', () => {
    const prefixed = new Redis(redisUrl!, { lazyConnect: true, keyPrefix: 'shop-a:' });
    const { connection: copied, prefix } = bullmqConnectionOf(prefixed);
    expect(prefix).toBe('shop-a:bull');
    expect(copied.keyPrefix).toBeUndefined();
    expect(copied.port).toBe(prefixed.options.port);
    prefixed.disconnect();
  });

  it('runs a scheduled job once per tick across two runners on the same queue', async () => {
    const prefix = newPrefix();
    const a = runner(prefix);
    const b = runner(prefix);
    const ticks: { at: number; by: string }[] = [];
    a.register('test.sweep', async () => void ticks.push({ at: Date.now(), by: 'a' }));
    b.register('test.sweep', async () => void ticks.push({ at: Date.now(), by: 'b' }));
    a.schedule('test.sweep', 250);
    b.schedule('test.sweep', 250);
    await Promise.all([a.start(), b.start()]);
    await new Promise((resolve) => setTimeout(resolve, 1_400));
    await a.close();
    await b.close();
    runners.splice(0);
    // One run at once, then one every 250 ms (on the multiples of 250) in all: both runners running each
    // tick would be twice as many, in pairs a few milliseconds apart.
    expect(ticks.length).toBeGreaterThanOrEqual(4);
    expect(ticks.length).toBeLessThanOrEqual(7);
    const gaps = ticks.slice(1).map((tick, i) => tick.at - ticks[i]!.at);
    expect(Math.min(...gaps)).toBeGreaterThan(50);
  });

  it('retries a failing job with exponential backoff, keeps it in the failed list, and retries or discards it from there', async () => {
    const prefix = newPrefix();
    const jobs = runner(prefix, { backoffMs: 100, attempts: 3 });
    const tries: number[] = [];
    let up = false;
    jobs.register<{ to: string }>('test.email', async ({ to }) => {
      expect(to).toBe('ayse@example.cy');
      tries.push(Date.now());
      if (!up) throw new Error('SMTP down');
    });
    await jobs.start();
    await jobs.enqueue('test.email', { to: 'ayse@example.cy' });
    await until(async () => (await jobs.failed({ offset: 0, limit: 10 })).total === 1);
    expect(tries).toHaveLength(3);
    // 100 ms, then 200 ms (BullMQ's exponential backoff).
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(90);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(190);
    const { rows } = await jobs.failed({ offset: 0, limit: 10 });
    expect(rows).toEqual([
      { id: expect.any(String), name: 'test.email', attempts: 3, lastError: 'SMTP down', failedAt: expect.any(Date) },
    ]);

    up = true;
    expect(await jobs.retryFailed(rows[0]!.id)).toBe(true);
    await jobs.settled();
    expect(tries).toHaveLength(4);
    expect((await jobs.failed({ offset: 0, limit: 10 })).total).toBe(0);
    expect(await jobs.retryFailed(rows[0]!.id)).toBe(false);

    up = false;
    await jobs.enqueue('test.email', { to: 'ayse@example.cy' }, { attempts: 1 });
    await until(async () => (await jobs.failed({ offset: 0, limit: 10 })).total === 1);
    const [again] = (await jobs.failed({ offset: 0, limit: 10 })).rows;
    expect(await jobs.discardFailed(again!.id)).toBe(true);
    expect((await jobs.failed({ offset: 0, limit: 10 })).total).toBe(0);
  });

  it('holds a delayed job in Redis, keeps one per key while it waits, and runs it on runDelayed', async () => {
    const jobs = runner(newPrefix());
    const runs: unknown[] = [];
    jobs.register('test.later', async (payload) => void runs.push(payload));
    await jobs.start();
    await jobs.enqueue('test.later', { n: 1 }, { delayMs: 60_000, key: 'order-1' });
    await jobs.enqueue('test.later', { n: 2 }, { delayMs: 60_000, key: 'order-1' });
    await jobs.enqueue('test.later', { n: 3 }, { delayMs: 60_000, key: 'order-2' });
    await jobs.settled();
    expect(runs).toEqual([]);
    await jobs.runDelayed();
    await until(() => runs.length === 2);
    await jobs.settled();
    expect(runs).toEqual(expect.arrayContaining([{ n: 1 }, { n: 3 }]));
    expect(runs).toHaveLength(2);
    // Done, the key is free again.
    await jobs.enqueue('test.later', { n: 4 }, { delayMs: 60_000, key: 'order-1' });
    await jobs.runDelayed();
    await until(() => runs.length === 3);
    expect(runs[2]).toEqual({ n: 4 });
  });
});

describe.skipIf(!redisServerBinary)('BullMQ job runner while Redis goes away (own redis-server)', () => {
  let own: OwnRedis;
  const runners: JobRunner[] = [];
  /** A hang detector, not a speed test: every call must come back long before ioredis's old 10 s waits. */
  const NO_HANG_MS = 3_000;
  const bounded = async <T>(work: Promise<T>): Promise<T> => {
    const started = Date.now();
    const result = await work;
    expect(Date.now() - started).toBeLessThan(NO_HANG_MS);
    return result;
  };

  beforeAll(async () => {
    own = await startOwnRedis();
  });
  afterEach(async () => {
    if (!own) return;
    await own.start();
    for (const created of runners.splice(0)) await created.close();
  });
  afterAll(async () => {
    await own?.close();
  });

  /** A runner on the app's kind of connection (connectRedis) to the test's own Redis. */
  const runner = () => {
    const app = connectRedis(own.url, { lazyConnect: true });
    const created = createBullmqJobRunner({ ...bullmqConnectionOf(app), log });
    app.disconnect();
    runners.push(created);
    return created;
  };

  it('keeps jobs enqueued while Redis is away, runs them when it is back, and resumes the schedules', async () => {
    const jobs = runner();
    const ran: string[] = [];
    let ticks = 0;
    jobs.register<{ id: string }>('test.notice', async ({ id }) => void ran.push(id));
    jobs.register('test.tick', async () => void ticks++);
    jobs.schedule('test.tick', 200);
    await jobs.start();
    await jobs.enqueue('test.notice', { id: 'before' });
    await until(() => ran.includes('before'));

    await own.kill();
    await bounded(jobs.enqueue('test.notice', { id: 'during-1' }));
    await bounded(jobs.enqueueMany([{ name: 'test.notice', payload: { id: 'during-2' } }]));
    // Kept jobs wait for Redis like a backoff: settled does not wait for them, and nothing hangs.
    await bounded(jobs.settled());
    // The failed list lives in Redis: "try again" (503), not an error.
    await expect(bounded(jobs.failed({ offset: 0, limit: 10 }))).rejects.toMatchObject({ status: 503 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ran).toEqual(['before']);

    // A fresh server on the same port, empty (its scheduler is gone too).
    await own.start();
    const ticksAtReturn = ticks;
    await until(() => ran.includes('during-1') && ran.includes('during-2'), 15_000);
    await until(() => ticks > ticksAtReturn + 1, 15_000);
    expect(ran.filter((id) => id.startsWith('during'))).toEqual(['during-1', 'during-2']);
    await bounded(jobs.settled());
    expect((await jobs.failed({ offset: 0, limit: 10 })).total).toBe(0);
  });

  it('starts without Redis at once, and runs what was enqueued once Redis first answers', async () => {
    await own.kill();
    const jobs = runner();
    const ran: string[] = [];
    jobs.register<{ id: string }>('test.notice', async ({ id }) => void ran.push(id));
    jobs.schedule('test.sweep', 60_000);
    await bounded(jobs.start());
    await bounded(jobs.enqueue('test.notice', { id: 'queued-at-start' }));
    await own.start();
    await until(() => ran.includes('queued-at-start'), 15_000);
  });
});
