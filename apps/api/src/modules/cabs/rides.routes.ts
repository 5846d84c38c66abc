import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { pageOffset, toPagedList } from '@bedesten/core/paging/paged-list';
import {
  cabBookingBody,
  rideIdBody,
  rideIdParams,
  rideIdQuery,
  rideListSchema,
  rideSchema,
  ridesQuery,
} from '@bedesten/core/schemas/cabs';
import { errorResponses } from '@bedesten/core/schemas/error';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { actorOf, requireStaff, requireUser, SESSION_SECURITY } from '../../plugins/auth.ts';
import { bookRide } from './book-ride.ts';
import type { CabsDeps } from './cabs.deps.ts';
import { cancelRideByCustomer } from './change-ride-status.ts';
import { renderRideReceipt } from './render-ride-receipt.ts';
import { toRide } from './to-cab-views.ts';

const tags = ['rides'];
const security = SESSION_SECURITY;
const answer = z.object({ data: rideSchema, message: z.string() });

/** A customer's side of cabs (SPEC.md §2 cab booking, my rides): booking, their rides, cancelling, receipts. */
export const ridesRoutes: FastifyPluginAsyncZod<CabsDeps> = async (app, deps) => {
  const { rides } = deps;

  app.post(
    '/api/cab-booking',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Book a ride (201): priced again on the server, offered to the drivers who may take it',
        description:
          'The body’s `price` is ignored: the ride is priced as `cab-vehicle-list` prices it. The chosen vehicle must be bookable (a driver of that type covers the pickup; else 409 `cab_not_available`). Every approved, available driver of the type whose service area covers the pickup is offered it and told (in-app, push and SMS as their settings allow; `ride.offered` on `driver-events`). Send an `Idempotency-Key` header: a repeat with the same key returns the first answer and books nothing (the same key with another body is 409 `idempotency_key_reused`).',
        security,
        body: cabBookingBody,
        response: { 201: answer, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const booked = await bookRide(deps, {
        userId: actorOf(request).userId,
        lang: request.lang,
        body: request.body,
        idempotencyKey: idempotencyKeyOf(request),
      });
      return reply.status(booked.status as 201).send(booked.body);
    },
  );

  app.get(
    '/api/admin/rides',
    {
      onRequest: requireStaff('staff'),
      schema: {
        tags,
        summary: 'Every ride for staff, latest pickup first, with its customer and driver; `status` filters; paged',
        security,
        querystring: ridesQuery,
        response: { 200: rideListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await rides.listAll(q.status, { offset: pageOffset(q), limit: q.per_page });
      return {
        ...toPagedList(
          rows.map((row) => toRide(row, request.lang, 'staff')),
          total,
          q,
          request.url,
        ),
        message: total === 0 ? message('no_rides_found', request.lang) : null,
      };
    },
  );

  app.get(
    '/api/my-rides',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The caller’s rides, latest pickup first; `status` filters; paged, with “No rides found” when empty',
        security,
        querystring: ridesQuery,
        response: { 200: rideListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await rides.listForCustomer(actorOf(request).userId, q.status, {
        offset: pageOffset(q),
        limit: q.per_page,
      });
      return {
        ...toPagedList(
          rows.map((row) => toRide(row, request.lang)),
          total,
          q,
          request.url,
        ),
        message: total === 0 ? message('no_rides_found', request.lang) : null,
      };
    },
  );

  app.get(
    '/api/my-rides/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'One of the caller’s rides (another person’s → 404); the driver’s details once confirmed',
        security,
        params: rideIdParams,
        response: { 200: z.object({ data: rideSchema }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await rides.findForCustomer(actorOf(request).userId, request.params.id);
      if (!row) throw notFound('ride_not_found');
      return { data: toRide(row, request.lang) };
    },
  );

  app.post(
    '/api/ride-cancel',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'Cancel one of the caller’s rides: while booked, or confirmed until an hour before pickup (then 409 `ride_cancel_too_late`); the driver is told',
        security,
        body: rideIdBody,
        response: { 200: answer, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const row = await cancelRideByCustomer(deps, actorOf(request).userId, request.body.id);
      return { data: toRide(row, request.lang), message: message('ride_cancelled_done', request.lang) };
    },
  );

  app.get(
    '/api/ride-receipt',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'The receipt of one of the caller’s rides (or a ride the caller drove) as a PDF, in the request’s language',
        security,
        querystring: rideIdQuery,
        response: { 200: z.any().describe('The receipt (application/pdf)'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const row =
        (await rides.findForCustomer(actor.userId, request.query.id)) ??
        (actor.driverId ? await rides.findForDriver(actor.driverId, request.query.id) : undefined);
      if (!row || (row.customer_user_id !== actor.userId && row.driver_id !== actor.driverId))
        throw notFound('ride_not_found');
      const lang = request.query.lang ?? request.lang;
      const pdf = await renderRideReceipt(row, lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="ride-${row.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
