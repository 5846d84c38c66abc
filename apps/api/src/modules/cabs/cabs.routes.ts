import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CabsDeps } from './cabs.deps.ts';
import { driverRidesRoutes } from './driver-rides.routes.ts';
import { driversRoutes } from './drivers.routes.ts';
import { faresRoutes } from './fares.routes.ts';
import { ridesRoutes } from './rides.routes.ts';

/**
 * Cab booking (SPEC.md §1, §2, §3 Ride, §4 ride statuses): driver profiles,
 * the staff-set tariffs and the vehicle list, booking, and rides from the
 * customer's and the driver's side (ADR 0035).
 */
export const cabsRoutes: FastifyPluginAsyncZod<CabsDeps> = async (app, deps) => {
  await app.register(driversRoutes, deps);
  await app.register(faresRoutes, deps);
  await app.register(ridesRoutes, deps);
  await app.register(driverRidesRoutes, deps);
};
