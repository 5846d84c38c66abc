import type { FastifyBaseLogger } from 'fastify';
import { estimatedRoadKm, roundKm } from '@bedesten/core/cabs/fares';
import type { Point } from '@bedesten/core/geo/distance';
import { urlOnOrigin } from '../../lib/outbound-guard.ts';

/** The road distance of one leg, which fares are priced by (ADR 0036). */
export interface RoutingService {
  readonly name: string;
  roadKm(from: Point, to: Point): Promise<number>;
}

/** The default: the straight line times the road factor, from core; needs no network. */
export const estimatedRouting: RoutingService = {
  name: 'estimate',
  roadKm: async (from, to) => estimatedRoadKm(from, to),
};

/** How long a routing service may take before the estimate prices the ride instead. */
export const ROUTING_TIMEOUT_MS = 2000;

/**
 * An OSRM-compatible service (OSRM itself, or anything speaking its route
 * API, e.g. a self-hosted Valhalla/GraphHopper shim): `GET
 * {base}/route/v1/driving/{lng},{lat};{lng},{lat}?overview=false`, the
 * first route's `distance` in metres. Throws on anything else.
 */
export function createOsrmRouting(baseUrl: string, timeoutMs = ROUTING_TIMEOUT_MS): RoutingService {
  return {
    name: 'osrm',
    async roadKm(from, to) {
      const url = urlOnOrigin(baseUrl, `/route/v1/driving/${from.lng},${from.lat};${to.lng},${to.lat}?overview=false`);
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        // Trusted as configured (ADR 0083), so not followed elsewhere: a redirect fails and the estimate prices the ride.
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`routing service answered ${response.status}`);
      const body = (await response.json()) as { code?: string; routes?: { distance?: unknown }[] };
      const metres = body.routes?.[0]?.distance;
      if (body.code !== 'Ok' || typeof metres !== 'number' || !Number.isFinite(metres) || metres < 0)
        throw new Error(`routing service found no route (${body.code ?? 'no code'})`);
      return roundKm(metres / 1000);
    },
  };
}

/** A routing service that never fails a booking: on any error or time-out the estimate answers. */
export function withRoutingFallback(primary: RoutingService, log: FastifyBaseLogger): RoutingService {
  return {
    name: `${primary.name}+${estimatedRouting.name}`,
    async roadKm(from, to) {
      try {
        return await primary.roadKm(from, to);
      } catch (error) {
        log.warn({ err: error, routing: primary.name }, 'routing service failed, using the estimated distance');
        return estimatedRouting.roadKm(from, to);
      }
    },
  };
}

/** What buildApp uses: the configured service with its fallback, or the estimate alone. */
export function routingServiceOf(routingUrl: string | undefined, log: FastifyBaseLogger): RoutingService {
  return routingUrl ? withRoutingFallback(createOsrmRouting(routingUrl), log) : estimatedRouting;
}
