import v8 from 'node:v8';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { pressureThresholds, SHED_RETRY_AFTER_SECONDS } from './load-shedding.ts';

describe('load shedding thresholds', () => {
  it('are shares of the heap limit this process really has, with MB overrides', () => {
    const limit = v8.getHeapStatistics().heap_size_limit;
    const t = pressureThresholds({ maxHeapFraction: 0.8, maxRssMb: 300, maxEventLoopDelayMs: 1000 });
    expect(t.maxHeapUsedBytes).toBe(Math.round(limit * 0.8));
    expect(t.maxRssBytes).toBe(300 * 1024 * 1024);
    expect(t.maxEventLoopDelay).toBe(1000);
    expect(pressureThresholds({ maxHeapFraction: 0, maxRssMb: 0, maxEventLoopDelayMs: 0 })).toEqual({
      maxHeapUsedBytes: 0,
      maxRssBytes: 0,
      maxEventLoopDelay: 0,
    });
    // Unset: derived from the memory the process may use, never "no limit".
    expect(
      pressureThresholds({ maxHeapFraction: 0.8, maxRssMb: undefined, maxEventLoopDelayMs: 0 }).maxRssBytes,
    ).toBeGreaterThan(0);
  });
});

describe('load shedding under pressure', () => {
  let ctx: TestContext;
  let handled = 0;

  beforeAll(async () => {
    // A threshold every process is past: a thousandth of the heap limit is a few MB at most.
    ctx = await createTestApp({
      env: { PRESSURE_SHEDDING: 'true', PRESSURE_MAX_HEAP_FRACTION: '0.001', PRESSURE_MAX_RSS_MB: '0' },
      extend: (app) => {
        app.post('/api/test-shed-probe', async () => {
          handled += 1;
          return { ok: true };
        });
      },
    });
    // The first sample comes half a second after start; until then nothing is known, and nothing is shed.
    await vi.waitFor(() => expect(ctx.app.isUnderPressure()).toBe(true), { timeout: 10_000, interval: 50 });
  });
  afterAll(() => ctx.close());

  it('answers API calls 503 with Retry-After and the errors plugin body in the caller language', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/storeSearch',
      headers: { 'accept-language': 'tr' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: `Sunucu şu anda çok yoğun. Lütfen ${SHED_RETRY_AFTER_SECONDS} saniye sonra yeniden deneyin.`,
      code: 'server_busy',
    });
  });

  it('refuses a request before its handler runs', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/test-shed-probe', payload: { big: 'x' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'server_busy', error: expect.stringContaining('busy') });
    expect(handled).toBe(0);
  });

  it('answers pages with a small page in the visitor language', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/tr/stores', headers: { 'accept-language': 'tr' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="tr">');
    expect(response.body).toContain('Şu anda çok yoğunuz');
    expect(response.body).toContain('Yeniden dene');
  });

  it('keeps answering /api/health, so operators can see the instance', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', db: 'ok' });
  });
});
