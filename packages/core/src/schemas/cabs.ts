import { z } from 'zod';
import { AIRPORT_CODES } from '../cabs/places.ts';
import { TRANSFER_TYPES, WAY_TYPES } from '../cabs/fares.ts';
import { RIDE_STATUSES } from '../cabs/ride-status.ts';
import { documentUrlSchema, IMAGE_URL_PATTERN, imageUrlSchema, splitCommaJoined } from '../catalogue/image-url.ts';
import { latitudeParamSchema, latitudeSchema, longitudeParamSchema, longitudeSchema } from '../geo/coordinates.ts';
import { DISTRICTS } from '../geo/districts.ts';
import { pagedListSchema, pageQuerySchema } from '../paging/paged-list.ts';
import { emailSchema } from '../validation/email.ts';
import { personNameSchema } from '../validation/person-name.ts';
import { countryCodeSchema, mobileSchema, refineMobile } from '../validation/phone.ts';

/**
 * Cab booking, rides and drivers (SPEC.md §3 Ride: from/to place, pickup and
 * return date-times, vehicle list, way type, transfer type, price, customer
 * and driver details). Money is in minor units of the deployment's currency.
 */

export const VEHICLE_CODE_PATTERN = /^[a-z][a-z0-9_-]{1,29}$/;
export const vehicleCodeSchema = z.string().trim().regex(VEHICLE_CODE_PATTERN, 'vehicle_code_invalid');
const DISTRICT_CODES = DISTRICTS.map((d) => d.code) as [string, ...string[]];
/** A fare or rate: whole minor units, at most 10 000.00. */
const minorAmount = z.number().int().min(0).max(1_000_000);

// ---- vehicle types and airport fares (staff)

export const vehicleTypeSchema = z.object({
  code: vehicleCodeSchema,
  name_en: z.string().trim().min(1).max(60),
  name_tr: z.string().trim().min(1).max(60),
  seats: z.number().int().min(1).max(20),
  per_km_minor: minorAmount,
  minimum_fare_minor: minorAmount,
  picture_url: imageUrlSchema.nullable(),
  active: z.boolean(),
});
export type VehicleType = z.infer<typeof vehicleTypeSchema>;

/** `PUT /api/admin/cab-vehicle-types`: the whole list; a type left out is switched off (rides keep naming it). */
export const vehicleTypesBody = z.object({ vehicle_types: z.array(vehicleTypeSchema).min(1).max(30) });
export const vehicleTypesResponse = z.object({ data: z.array(vehicleTypeSchema) });

export const airportFareSchema = z.object({
  airport: z.enum(AIRPORT_CODES),
  district_code: z.enum(DISTRICT_CODES),
  vehicle_type: vehicleCodeSchema,
  /** One leg, either way between the airport and anywhere in the district. */
  fare_minor: minorAmount.min(1),
});
export type AirportFare = z.infer<typeof airportFareSchema>;

/** `PUT /api/admin/cab-airport-fares`: sets these fares (others stay); `fare_minor: null` removes one. */
export const airportFaresBody = z.object({
  fares: z
    .array(airportFareSchema.extend({ fare_minor: minorAmount.min(1).nullable() }))
    .min(1)
    .max(500),
});
export const airportFaresResponse = z.object({ data: z.array(airportFareSchema), currency: z.string() });

// ---- the vehicle list a customer picks from

const isoDateTime = z.iso.datetime({ offset: true });

/** `GET /api/cab-vehicle-list`: where from and to, one way or return, when. */
export const cabVehicleListQuery = z.object({
  from_lat: latitudeParamSchema,
  from_lng: longitudeParamSchema,
  to_lat: latitudeParamSchema,
  to_lng: longitudeParamSchema,
  way_type: z.enum(WAY_TYPES).default('one_way'),
  pickup_at: isoDateTime,
  return_at: isoDateTime.optional(),
});
export type CabVehicleListQuery = z.infer<typeof cabVehicleListQuery>;

const priceSchema = z.object({
  total: z.number().int(),
  leg: z.number().int(),
  legs: z.union([z.literal(1), z.literal(2)]),
  currency: z.string(),
  basis: z.enum(['metered', 'airport_fixed']),
});

export const cabVehicleSchema = z.object({
  code: z.string(),
  name: z.string(),
  seats: z.number().int(),
  picture_url: z.string().nullable(),
  price: priceSchema,
  /** Minutes until the nearest available driver of this type could be at the pickup; null: none near. */
  arrival_minutes: z.number().int().nullable(),
  bookable: z.boolean(),
});
export type CabVehicle = z.infer<typeof cabVehicleSchema>;

export const cabVehicleListResponse = z.object({
  data: z.array(cabVehicleSchema),
  road_km: z.number(),
  transfer_type: z.enum(TRANSFER_TYPES),
  airport: z.enum(AIRPORT_CODES).nullable(),
  /** "No cabs found" when no vehicle can be booked. */
  message: z.string().nullable(),
});

// ---- booking

const place = z.object({
  name: z.string().trim().min(1).max(200),
  lat: latitudeSchema,
  lng: longitudeSchema,
});

/** `POST /api/cab-booking`: the ride and the cab booking form (first and last name, email, mobile, comments). */
export const cabBookingBody = refineMobile(
  z.object({
    from: place,
    to: place,
    way_type: z.enum(WAY_TYPES),
    pickup_at: isoDateTime,
    return_at: isoDateTime.nullish(),
    vehicle_type: vehicleCodeSchema,
    first_name: personNameSchema,
    last_name: personNameSchema,
    email: emailSchema,
    country_code: countryCodeSchema,
    mobile: mobileSchema,
    comments: z.string().trim().max(500).optional(),
    // What a client shows is never what is charged: the server prices the ride again.
    price: z.unknown().optional(),
  }),
);
export type CabBookingBody = z.infer<typeof cabBookingBody>;

// ---- rides

export const rideIdParams = z.object({ id: z.uuid() });
export const rideIdBody = z.object({ id: z.uuid() });
export const rideIdQuery = z.object({ id: z.uuid(), lang: z.enum(['en', 'tr']).optional() });
export const ridesQuery = pageQuerySchema.extend({ status: z.enum(RIDE_STATUSES).optional() });

/** `POST /api/driver-ride-status`: the driver confirms, completes or cancels (with a reason). */
export const driverRideStatusBody = z.object({
  id: z.uuid(),
  status: z.enum(['confirmed', 'completed', 'cancelled']),
  reason: z.string().trim().max(500).optional(),
});

const placeView = z.object({ name: z.string(), lat: z.number(), lng: z.number() });

/** The driver as the customer sees them, once a driver confirmed (SPEC.md §3 driver details). */
export const rideDriverSchema = z.object({
  name: z.string(),
  mobile: z.string(),
  gender: z.string(),
  vehicle_type: z.string(),
  vehicle_number: z.string(),
  seats: z.number().int(),
  vehicle_photo_url: z.string().nullable(),
});

const rideCore = {
  id: z.uuid(),
  number: z.number().int(),
  status: z.enum(RIDE_STATUSES),
  from: placeView,
  to: placeView,
  road_km: z.number(),
  way_type: z.enum(WAY_TYPES),
  transfer_type: z.enum(TRANSFER_TYPES),
  airport: z.enum(AIRPORT_CODES).nullable(),
  pickup_at: z.iso.datetime(),
  return_at: z.iso.datetime().nullable(),
  vehicle: z.object({ code: z.string(), name: z.string(), seats: z.number().int() }),
  price: priceSchema.omit({ basis: true }),
  comments: z.string().nullable(),
  confirmed_at: z.iso.datetime().nullable(),
  completed_at: z.iso.datetime().nullable(),
  cancelled_at: z.iso.datetime().nullable(),
  cancelled_by: z.enum(['customer', 'driver']).nullable(),
  cancel_reason: z.string().nullable(),
  created_at: z.iso.datetime(),
};

/** The customer's view: the driver only once confirmed. */
export const rideSchema = z.object({
  ...rideCore,
  customer: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), mobile: z.string() }),
  driver: rideDriverSchema.nullable(),
});
export type Ride = z.infer<typeof rideSchema>;

/** A driver's view: an open offer shows the customer's first name only; their own ride shows how to reach them. */
export const driverRideSchema = z.object({
  ...rideCore,
  /** True when this driver took the ride. */
  mine: z.boolean(),
  customer: z.object({
    first_name: z.string(),
    last_name: z.string().nullable(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
  }),
});
export type DriverRide = z.infer<typeof driverRideSchema>;

export const rideListSchema = pagedListSchema(rideSchema).extend({ message: z.string().nullable() });
export const driverRideListSchema = pagedListSchema(driverRideSchema).extend({ message: z.string().nullable() });

// ---- drivers

export const DRIVER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];
export const GENDERS = ['male', 'female', 'other'] as const;
export const DRIVER_DOCUMENTS_MAX = 5;
export const SERVICE_RADIUS_MAX_KM = 150;

/** `POST /api/driver-setup` (SPEC.md §3 driver details, plus the service area rides are offered in). */
export const driverSetupBody = refineMobile(
  z.object({
    name: personNameSchema,
    country_code: countryCodeSchema,
    mobile: mobileSchema,
    gender: z.enum(GENDERS),
    // One word for an empty and a malformed choice alike: the driver picks from a list, so the code's
    // own rule (vehicle_code_invalid, written for staff) would mean nothing to them.
    vehicle_type: z
      .string()
      .trim()
      .min(1, { message: 'vehicle_type_required', abort: true })
      .regex(VEHICLE_CODE_PATTERN, 'vehicle_type_required'),
    vehicle_number: z
      .string()
      .trim()
      .min(2)
      .max(15)
      .regex(/^[\p{L}0-9 -]+$/u, 'invalid'),
    seats: z.number().int().min(1).max(20),
    licence_number: z.string().trim().min(3).max(30),
    identity_number: z.string().trim().min(3).max(30),
    // `abort`: no photo is "required", not also "wrong image type".
    vehicle_photo_url: z
      .string()
      .trim()
      .min(1, { message: 'vehicle_photo_required', abort: true })
      .regex(IMAGE_URL_PATTERN, 'invalid_image_type'),
    documents: z.preprocess(splitCommaJoined, z.array(documentUrlSchema).min(1).max(DRIVER_DOCUMENTS_MAX)),
    base_lat: latitudeSchema,
    base_lng: longitudeSchema,
    service_radius_km: z.number().int().min(1).max(SERVICE_RADIUS_MAX_KM),
  }),
);
export type DriverSetupBody = z.infer<typeof driverSetupBody>;

export const driverAvailabilityBody = z.object({ available: z.boolean() });

export const driverProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  country_code: z.string(),
  mobile: z.string(),
  gender: z.enum(GENDERS),
  vehicle_type: z.string(),
  vehicle_number: z.string(),
  seats: z.number().int(),
  licence_number: z.string(),
  identity_number: z.string(),
  vehicle_photo_url: z.string(),
  documents: z.array(z.string()),
  base_lat: z.number(),
  base_lng: z.number(),
  service_radius_km: z.number().int(),
  status: z.enum(DRIVER_STATUSES),
  rejection_reason: z.string().nullable(),
  available: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type DriverProfile = z.infer<typeof driverProfileSchema>;

/** `GET /api/driver-setup`: the profile, or null with the deletion notice when staff deleted it (SPEC.md §4). */
export const driverSetupResponse = z.object({
  data: driverProfileSchema.nullable(),
  message: z.string().nullable(),
});

export const adminDriverSchema = driverProfileSchema.extend({
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable(), type: z.string() }),
});
export const adminDriverListSchema = pagedListSchema(adminDriverSchema);
export const adminDriversQuery = pageQuerySchema.extend({ status: z.enum(DRIVER_STATUSES).optional() });
export const driverIdBody = z.object({ id: z.uuid() });
export const driverIdParams = z.object({ id: z.uuid() });
export const rejectDriverBody = z.object({ id: z.uuid(), reason: z.string().trim().min(1).max(500) });

/** What the driver panel's live stream sends (`GET /api/driver-events`). */
export const driverEventSchema = z.object({
  type: z.enum(['ride.offered', 'ride.taken']),
  ride_id: z.uuid(),
  message: z.string(),
});
export type DriverEvent = z.infer<typeof driverEventSchema>;
