import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { reachableRedis } from '../../../test/chat-sockets.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';

const redisUrl = await reachableRedis();

/**
 * Two instances of one deployment (one database, one Redis key prefix): the
 * payment sweeps (abandoned payments, orders kept after a declined card) and
 * the request close-date sweep are one BullMQ job scheduler each, not a
 * timer per instance, so each tick runs once.
 */
describe.skipIf(!redisUrl)('scheduled sweeps across two instances (REDIS_URL, or Redis on 127.0.0.1:6379)', () => {
  const keyPrefix = `test-sweeps-${randomBytes(4).toString('hex')}:`;
  const clients: Redis[] = [];
  const apps: FastifyInstance[] = [];
  let database: TestDatabase;
  let dataDir = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bedesten-sweeps-'));
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl!,
      PAYMENT_SWEEP_SECONDS: '60',
      REQUEST_SWEEP_SECONDS: '300',
      UPLOAD_SWEEP_SECONDS: '600',
    });
    for (let i = 0; i < 2; i += 1) {
      const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1, keyPrefix });
      clients.push(redis);
      const app = await buildApp({ config, database, serveWeb: false, redis });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    const plain = new Redis(redisUrl!);
    const keys = await plain.keys(`${keyPrefix}*`);
    if (keys.length > 0) await plain.del(...keys);
    await plain.quit();
    for (const redis of clients) await redis.quit();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps one scheduler per sweep in the shared queue, at the configured interval', async () => {
    expect(apps.map((app) => app.jobs.kind)).toEqual(['bullmq', 'bullmq']);
    const connection = new Redis(redisUrl!);
    const queue = new Queue('jobs', { connection, prefix: `${keyPrefix}bull` });
    try {
      // The runner sets its schedules once Redis first answers (ADR 0080), not before the app is ready.
      await vi.waitFor(
        async () => {
          const schedulers = await queue.getJobSchedulers();
          expect(schedulers.map((s) => [s.key, s.every]).sort()).toEqual([
            ['payments.release-unpaid', 60_000],
            ['payments.sweep-abandoned', 60_000],
            ['requests.close-past-date', 300_000],
            ['uploads.sweep-unfinished', 600_000],
          ]);
        },
        { timeout: 5_000, interval: 50 },
      );
    } finally {
      await queue.close();
      await connection.quit();
    }
  });
});
