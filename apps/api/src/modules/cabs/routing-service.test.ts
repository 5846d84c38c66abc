import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimatedRoadKm } from '@bedesten/core/cabs/fares';
import { bookingBody, createDriver, ensureVehicleTypes, listQuery } from '../../../test/cab-factories.ts';
import { createSignedInUser } from '../../../test/factories.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createOsrmRouting, routingServiceOf, withRoutingFallback } from './routing-service.ts';

const nicosia = { lat: 35.1725, lng: 33.3617 };
const limassol = { lat: 34.6707, lng: 33.0426 };
const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;

/** A tiny OSRM stand-in: the path decides how it answers; every request is recorded. */
describe('the OSRM-compatible routing adapter and its fallback', () => {
  let server: Server;
  let base: string;
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = request.url ?? '';
      seen.push(url);
      if (url.startsWith('/ok/')) {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ code: 'Ok', routes: [{ distance: 84_937.4, duration: 3600 }] }));
      } else if (url.startsWith('/noroute/')) {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ code: 'NoRoute', routes: [] }));
      } else if (url.startsWith('/slow/')) {
        setTimeout(() => response.end('{}'), 1000).unref();
      } else {
        response.statusCode = 500;
        response.end('down');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks for lng,lat;lng,lat without overview and reads the first route’s metres as km to one decimal', async () => {
    const km = await createOsrmRouting(`${base}/ok/`).roadKm(nicosia, limassol);
    expect(km).toBe(84.9);
    expect(seen.at(-1)).toBe('/ok/route/v1/driving/33.3617,35.1725;33.0426,34.6707?overview=false');
  });

  it('throws on an error status, no route, or a time-out', async () => {
    await expect(createOsrmRouting(`${base}/down`).roadKm(nicosia, limassol)).rejects.toThrow(/500/);
    await expect(createOsrmRouting(`${base}/noroute`).roadKm(nicosia, limassol)).rejects.toThrow(/NoRoute/);
    await expect(createOsrmRouting(`${base}/slow`, 100).roadKm(nicosia, limassol)).rejects.toThrow();
  });

  it('falls back to the estimated distance on any failure, and logs it', async () => {
    const estimate = estimatedRoadKm(nicosia, limassol);
    expect(estimate).not.toBe(84.9);
    warnings.length = 0;
    for (const path of ['/down', '/noroute', '/slow']) {
      const routing = withRoutingFallback(createOsrmRouting(`${base}${path}`, 100), log);
      expect(await routing.roadKm(nicosia, limassol)).toBe(estimate);
    }
    expect(warnings).toHaveLength(3);
    expect(await withRoutingFallback(createOsrmRouting(`${base}/ok`), log).roadKm(nicosia, limassol)).toBe(84.9);
  });

  it('uses the estimate alone without ROUTING_URL, and the service with it', async () => {
    expect(routingServiceOf(undefined, log).name).toBe('estimate');
    expect(await routingServiceOf(`${base}/ok`, log).roadKm(nicosia, limassol)).toBe(84.9);
  });
  it('prices the vehicle list and the booking by the service’s distance when ROUTING_URL is set', async () => {
    const ctx = await createTestApp({ env: { ROUTING_URL: `${base}/ok` } });
    try {
      await ensureVehicleTypes(ctx.database);
      await createDriver(ctx.app, ctx.database);
      const list = await ctx.app.inject({ method: 'GET', url: listQuery(bookingBody()) });
      expect(list.json()).toMatchObject({ road_km: 84.9 });
      const saloon = list.json().data.find((v: { code: string }) => v.code === 'saloon');
      expect(saloon.price.total).toBe(Math.round(84.9 * 120));
      const customer = await createSignedInUser(ctx.app, ctx.database);
      const booked = await ctx.app.inject({
        method: 'POST',
        url: '/api/cab-booking',
        headers: customer.headers,
        payload: bookingBody(),
      });
      expect(booked.json().data).toMatchObject({ road_km: 84.9, price: { total: Math.round(84.9 * 120) } });
    } finally {
      await ctx.close();
    }
  });
});
