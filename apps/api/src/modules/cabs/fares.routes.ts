import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import {
  airportFaresBody,
  airportFaresResponse,
  cabVehicleListQuery,
  cabVehicleListResponse,
  vehicleTypesBody,
  vehicleTypesResponse,
  type AirportFare,
} from '@bedesten/core/schemas/cabs';
import { errorResponses } from '@bedesten/core/schemas/error';
import { z } from 'zod';
import { audit } from '../../plugins/audit.ts';
import { requireStaff, SESSION_SECURITY } from '../../plugins/auth.ts';
import type { CabsDeps } from './cabs.deps.ts';
import { quoteRide } from './quote-ride.ts';
import { toVehicleType } from './to-cab-views.ts';

const tags = ['cabs'];
const security = SESSION_SECURITY;

/** Tariffs staff set (vehicle types, airport fares) and the vehicle list customers price a ride from. */
export const faresRoutes: FastifyPluginAsyncZod<CabsDeps> = async (app, deps) => {
  const { fares } = deps;
  const staffOnly = requireStaff('staff');
  const managerOnly = requireStaff('manager');

  app.get(
    '/api/cab-vehicle-list',
    {
      schema: {
        tags,
        summary:
          'Every active vehicle type priced for this ride, with seats, picture, price, road distance and arrival estimate',
        description:
          'One end within 3 km of an airport (LCA, PFO, ECN) makes it an airport transfer at the fixed fare between that airport and the other end’s district (metered where staff set none); a return pays both legs. `arrival_minutes` comes from the nearest approved, available driver of the type whose service area covers the pickup; null: not bookable. Pickup in the past, too soon or too far ahead, a return before the way back can start, places outside Cyprus or the same place: 400 with a message per field (`pickup_at`, `return_at`, `from`, `to`).',
        querystring: cabVehicleListQuery,
        response: { 200: cabVehicleListResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      const q = request.query;
      const quote = await quoteRide(deps, {
        from: { lat: q.from_lat, lng: q.from_lng },
        to: { lat: q.to_lat, lng: q.to_lng },
        wayType: q.way_type,
        pickupAt: new Date(q.pickup_at),
        returnAt: q.way_type === 'return' && q.return_at ? new Date(q.return_at) : null,
      });
      const data = quote.vehicles.map(({ type, fare, arrivalMinutes }) => ({
        code: type.code,
        name: request.lang === 'tr' ? type.nameTr : type.nameEn,
        seats: type.seats,
        picture_url: type.pictureUrl,
        price: {
          total: fare.totalMinor,
          leg: fare.legMinor,
          legs: fare.legs,
          currency: deps.currency,
          basis: fare.basis,
        },
        arrival_minutes: arrivalMinutes,
        bookable: arrivalMinutes !== null,
      }));
      return {
        data,
        road_km: quote.roadKm,
        transfer_type: quote.transferType,
        airport: quote.airport,
        message: data.some((v) => v.bookable) ? null : message('no_cabs_found', request.lang),
      };
    },
  );

  app.get(
    '/api/cab-vehicle-types',
    {
      schema: {
        tags,
        summary: 'The active vehicle types (code, name in the request’s language, seats, picture), for driver setup',
        response: {
          200: z.object({
            data: z.array(
              z.object({
                code: z.string(),
                name: z.string(),
                seats: z.number().int(),
                picture_url: z.string().nullable(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => ({
      data: (await fares.vehicleTypes(true)).map((type) => ({
        code: type.code,
        name: request.lang === 'tr' ? type.nameTr : type.nameEn,
        seats: type.seats,
        picture_url: type.pictureUrl,
      })),
    }),
  );

  app.get(
    '/api/admin/cab-vehicle-types',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Every vehicle type with its per-km rate and minimum fare (minor units), active or not',
        security,
        response: { 200: vehicleTypesResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: (await fares.vehicleTypes(false)).map(toVehicleType) }),
  );

  app.put(
    '/api/admin/cab-vehicle-types',
    {
      onRequest: managerOnly,
      config: { audit: 'cab_vehicle_types.update' },
      schema: {
        tags,
        summary: 'Set the vehicle types (manager): the list in order; a code left out is switched off, never deleted',
        security,
        body: vehicleTypesBody,
        response: { 200: vehicleTypesResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const codes = request.body.vehicle_types.map((v) => v.code);
      if (new Set(codes).size !== codes.length)
        throw new AppError(400, 'invalid', {
          params: { label: 'code' },
          fields: { vehicle_types: [{ key: 'invalid' }] },
        });
      const before = (await fares.vehicleTypes(false)).map(toVehicleType);
      await fares.replaceVehicleTypes(
        request.body.vehicle_types.map((v, i) => ({
          code: v.code,
          nameEn: v.name_en,
          nameTr: v.name_tr,
          seats: v.seats,
          perKmMinor: v.per_km_minor,
          minimumFareMinor: v.minimum_fare_minor,
          pictureUrl: v.picture_url,
          isActive: v.active,
          sortOrder: i,
        })),
      );
      const after = (await fares.vehicleTypes(false)).map(toVehicleType);
      audit(request, { subjectId: 'all', before, after });
      return { data: after };
    },
  );

  const faresAnswer = async () => ({
    data: (await fares.airportFares()).map((row): AirportFare => ({
      airport: row.airport as AirportFare['airport'],
      district_code: row.districtCode,
      vehicle_type: row.vehicleType,
      fare_minor: row.fareMinor,
    })),
    currency: deps.currency,
  });

  app.get(
    '/api/admin/cab-airport-fares',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'The fixed one-leg airport fares by airport, district and vehicle type (minor units)',
        security,
        response: { 200: airportFaresResponse, ...errorResponses(401, 403) },
      },
    },
    faresAnswer,
  );

  app.put(
    '/api/admin/cab-airport-fares',
    {
      onRequest: managerOnly,
      config: { audit: 'cab_airport_fares.update' },
      schema: {
        tags,
        summary: 'Set airport fares (manager): each given fare is set, `fare_minor: null` removes one, others stay',
        security,
        body: airportFaresBody,
        response: { 200: airportFaresResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const given = request.body.fares;
      const known = await fares.knownVehicleCodes([...new Set(given.map((f) => f.vehicle_type))]);
      const unknown = given.findIndex((f) => !known.has(f.vehicle_type));
      if (unknown >= 0)
        throw new AppError(400, 'vehicle_type_unknown', {
          fields: { [`fares.${unknown}.vehicle_type`]: [{ key: 'vehicle_type_unknown' }] },
        });
      const before = (await faresAnswer()).data;
      await fares.setAirportFares(
        given.map((f) => ({
          airport: f.airport,
          districtCode: f.district_code,
          vehicleType: f.vehicle_type,
          fareMinor: f.fare_minor,
        })),
      );
      const after = await faresAnswer();
      audit(request, { subjectId: 'all', before, after: after.data });
      return after;
    },
  );
};
