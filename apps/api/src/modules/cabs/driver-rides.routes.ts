import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@bedesten/core/i18n/languages';
import { notFound } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { pageOffset, toPagedList } from '@bedesten/core/paging/paged-list';
import {
  driverRideListSchema,
  driverRideSchema,
  driverRideStatusBody,
  rideIdParams,
  ridesQuery,
  type DriverEvent,
} from '@bedesten/core/schemas/cabs';
import { errorResponses } from '@bedesten/core/schemas/error';
import { driverIdOf, requireDriver, SESSION_SECURITY } from '../../plugins/auth.ts';
import { placeNameIn } from '@bedesten/core/geo/place-names';
import type { CabsDeps } from './cabs.deps.ts';
import { changeRideByDriver } from './change-ride-status.ts';
import { cyprusDateTime } from './cyprus-time.ts';
import { toDriverRide } from './to-cab-views.ts';

const tags = ['driver rides'];
const security = SESSION_SECURITY;
const HEARTBEAT_MS = 25_000;

/** The driver panels open on this instance, by driver profile; the event bus reaches every instance. */
function createDriverEventHub() {
  const byDriver = new Map<string, Set<{ lang: Language; response: ServerResponse }>>();
  return {
    add(driverId: string, listener: { lang: Language; response: ServerResponse }) {
      const set = byDriver.get(driverId) ?? new Set();
      set.add(listener);
      byDriver.set(driverId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byDriver.delete(driverId);
      };
    },
    send(driverIds: string[], event: (lang: Language) => DriverEvent) {
      for (const id of driverIds)
        for (const listener of byDriver.get(id) ?? []) {
          const data = event(listener.lang);
          listener.response.write(`event: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`);
        }
    },
    closeAll() {
      for (const set of byDriver.values()) for (const listener of set) listener.response.end();
      byDriver.clear();
    },
  };
}

/** The driver's side (SPEC.md §2 received rides): offers and own rides, confirm / complete / cancel, the live alarm. */
export const driverRidesRoutes: FastifyPluginAsyncZod<CabsDeps> = async (app, deps) => {
  const { rides } = deps;

  const hub = createDriverEventHub();
  deps.events.onEveryInstance('ride.offered', (event) =>
    hub.send(event.driverIds, (lang) => ({
      type: 'ride.offered',
      ride_id: event.rideId,
      message: message('ride_offered_notice', lang, {
        from: placeNameIn(event.from, lang),
        to: placeNameIn(event.to, lang),
        when: cyprusDateTime(event.pickupAt),
      }),
    })),
  );
  deps.events.onEveryInstance('ride.taken', (event) =>
    hub.send(event.driverIds, (lang) => ({
      type: 'ride.taken',
      ride_id: event.rideId,
      message: message('ride_taken', lang),
    })),
  );
  app.addHook('preClose', async () => hub.closeAll());

  app.get(
    '/api/driver-rides',
    {
      onRequest: requireDriver,
      schema: {
        tags,
        summary:
          'Rides offered to the driver and still open (soonest first), then the driver’s own; `status` filters (`booked`: open offers); paged',
        security,
        querystring: ridesQuery,
        response: { 200: driverRideListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const driverId = driverIdOf(request);
      const q = request.query;
      const { rows, total } = await rides.listForDriver(driverId, q.status, {
        offset: pageOffset(q),
        limit: q.per_page,
      });
      return {
        ...toPagedList(
          rows.map((row) => toDriverRide(row, driverId, request.lang)),
          total,
          q,
          request.url,
        ),
        message: total === 0 ? message('no_rides_found', request.lang) : null,
      };
    },
  );

  app.get(
    '/api/driver-rides/:id',
    {
      onRequest: requireDriver,
      schema: {
        tags,
        summary:
          'A ride offered to the driver or taken by them (any other → 404); the customer’s contact only on their own ride',
        security,
        params: rideIdParams,
        response: { 200: z.object({ data: driverRideSchema }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const driverId = driverIdOf(request);
      const row = await rides.findForDriver(driverId, request.params.id);
      if (!row) throw notFound('ride_not_found');
      return { data: toDriverRide(row, driverId, request.lang) };
    },
  );

  app.post(
    '/api/driver-ride-status',
    {
      onRequest: requireDriver,
      schema: {
        tags,
        summary: 'Confirm an offered ride (first wins; the other gets 409 `ride_taken`), complete it, or cancel it',
        description:
          '`confirmed`: an open ride offered to this approved driver. `completed`: their confirmed ride, from an hour before pickup (else 409 `ride_not_started`). `cancelled`: their confirmed ride before pickup, with a `reason` (400 without; 409 `ride_cancel_too_late` after pickup). Any other move: 409. The customer is told each time; the other offered drivers hear `ride.taken`.',
        security,
        body: driverRideStatusBody,
        response: {
          200: z.object({ data: driverRideSchema, message: z.string() }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const driverId = driverIdOf(request);
      const { id, status, reason } = request.body;
      const row = await changeRideByDriver(deps, driverId, id, status, reason);
      const givenUp = status === 'cancelled' && row.status === 'booked';
      return {
        data: toDriverRide(row, driverId, request.lang),
        message: message(givenUp ? 'ride_given_up_done' : 'ride_status_updated', request.lang),
      };
    },
  );

  app.get(
    '/api/driver-events',
    {
      onRequest: requireDriver,
      schema: {
        tags,
        summary: 'Server-sent events for the driver’s open panel: `ride.offered` (sound the alarm) and `ride.taken`',
        description:
          '`text/event-stream`; each event’s data is `{type, ride_id, message}` in the request’s language. Works across API instances through the event bus (Redis pub/sub).',
        security,
        response: errorResponses(401, 403),
      },
    },
    async (request, reply) => {
      const driverId = driverIdOf(request);
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      response.write('retry: 5000\n: connected\n\n');
      const remove = hub.add(driverId, { lang: request.lang, response });
      const heartbeat = setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        remove();
      });
    },
  );
};
