import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connectDatabase } from '../../db/client.ts';
import { connectRedis } from '../../lib/redis.ts';
import { PROBE_TIMEOUT_MS } from './health.routes.ts';
import { freePort } from '../../../test/redis-server.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

describe('GET /api/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers ok when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', db: 'ok' });
  });

  it('answers 503 when the database is down', async () => {
    // Port 1 has no PostgreSQL: the probe fails like a lost database would.
    const database = connectDatabase('postgres://postgres@127.0.0.1:1/none', { max: 1 });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database, serveWeb: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', db: 'down' });
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 quickly when the database accepts connections but never replies', async () => {
    // A server that takes the TCP connection and says nothing: a hung or unreachable database.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const database = connectDatabase(`postgres://postgres@127.0.0.1:${port}/none`, {
      max: 1,
      connectionTimeoutMillis: 60_000,
    });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database, serveWeb: false });
    try {
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', db: 'down' });
      expect(Date.now() - started).toBeLessThan(PROBE_TIMEOUT_MS + 3_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await app.close();
      await database.close().catch(() => {});
    }
  });

  it('answers 200 "degraded" with redis "down" while Redis cannot be reached: the site still serves', async () => {
    // Nothing listens on this port: a Redis that is gone, at start or later.
    const redis = connectRedis(`redis://127.0.0.1:${await freePort()}`);
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database, serveWeb: false, redis });
    try {
      // The app became ready without waiting for Redis, and answers without waiting for it either.
      await app.ready();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'degraded', db: 'ok', redis: 'down' });
      expect((await app.inject({ method: 'GET', url: '/api/category-list' })).statusCode).toBe(200);
    } finally {
      await app.close();
      redis.disconnect();
      await database.close();
    }
  });

  it('is described in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health'].get.responses).toHaveProperty('503');
  });

  it('serves the Swagger UI', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
