import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../lib/redis.ts';
import { redisServerBinary, startOwnRedis, type OwnRedis } from '../../test/redis-server.ts';
import { redisWithFallbackStore } from './rate-limit-store.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A hang detector, not a speed test: far above the store's timeout, far below ioredis's old 10 s waits. */
const NO_HANG_MS = 3_000;

describe.skipIf(!redisServerBinary)('rate limits on Redis with a fallback to memory (own redis-server)', () => {
  let own: OwnRedis;
  let redis: Redis;
  const warnings: string[] = [];
  const infos: string[] = [];
  const log = {
    warn: (_details: unknown, text: string) => warnings.push(text),
    info: (text: string) => infos.push(text),
    debug: () => {},
    error: () => {},
  } as unknown as FastifyBaseLogger;
  const nameSpace = `rl-test-${randomBytes(4).toString('hex')}:`;
  let a: FastifyInstance;
  let b: FastifyInstance;

  /** One instance of a deployment: three requests a minute for everyone (one key), counted in `store`. */
  async function instance(): Promise<FastifyInstance> {
    const app = Fastify();
    await app.register(rateLimit, {
      max: 3,
      timeWindow: '1 minute',
      keyGenerator: () => 'everyone',
      store: redisWithFallbackStore(redis, { nameSpace, log, timeoutMs: 300 }),
    });
    app.get('/read', async () => ({ ok: true }));
    // A route with limits of its own gets a child store: it must fall back too.
    app.get('/strict', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
    await app.ready();
    return app;
  }

  /** Status codes of `count` requests in turn, each bounded so a hang fails the test instead of stalling it. */
  async function statuses(app: FastifyInstance, count: number, url = '/read'): Promise<number[]> {
    const codes: number[] = [];
    for (let i = 0; i < count; i++) {
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url });
      expect(Date.now() - started).toBeLessThan(NO_HANG_MS);
      codes.push(response.statusCode);
    }
    return codes;
  }

  beforeAll(async () => {
    own = await startOwnRedis();
    redis = connectRedis(own.url);
    await new Promise((resolve) => redis.once('ready', resolve));
    [a, b] = [await instance(), await instance()];
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    redis?.disconnect();
    await own?.close();
  });

  it('counts in Redis while it answers: the budget is shared by every instance', async () => {
    expect(await statuses(a, 2)).toEqual([200, 200]);
    expect(await statuses(b, 2)).toEqual([200, 429]);
    expect(await statuses(a, 1, '/strict')).toEqual([200]);
    expect(await statuses(b, 1, '/strict')).toEqual([429]);
    expect(warnings).toEqual([]);
  });

  it('with Redis gone, answers at once and counts per instance (never an error), saying so once each', async () => {
    await own.kill();
    expect(await statuses(a, 4)).toEqual([200, 200, 200, 429]);
    expect(await statuses(b, 4)).toEqual([200, 200, 200, 429]);
    expect(await statuses(a, 2, '/strict')).toEqual([200, 429]);
    // Once per instance, not once per request.
    expect(warnings).toEqual(Array(2).fill('rate limits: Redis unavailable, counting per instance until it is back'));
  });

  it('goes back to Redis on its own once a server answers again, and falls back when it hangs', async () => {
    await own.start();
    const end = Date.now() + 10_000;
    while (redis.status !== 'ready' && Date.now() < end) await sleep(50);
    // A fresh Redis (the old one lost its counts): shared again, so B sees A's requests.
    expect(await statuses(a, 3)).toEqual([200, 200, 200]);
    expect(await statuses(b, 1)).toEqual([429]);
    expect(infos).toContain('rate limits: counted in Redis again, shared by every instance');

    // A Redis that takes the connection and never answers: each request waits the store's timeout, then memory.
    // A's strict route is at 0 of 1 in the fresh Redis but at 2 of 1 in A's memory since the outage.
    own.pause();
    try {
      expect(await statuses(a, 1, '/strict')).toEqual([429]);
    } finally {
      own.resume();
    }
    expect(warnings).toHaveLength(3);
  });
});
