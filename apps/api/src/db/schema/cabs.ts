import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * Cab booking (SPEC.md §1 "books cabs (one way, return, airport)", §3 Ride
 * and driver details, §4 ride statuses). Vehicle types and airport fares are
 * staff-set tariffs; a driver profile belongs to one account (a customer or a
 * vendor, who keeps their store); a ride is one customer's booking, offered
 * to the drivers in `ride_offers` until one of them confirms it.
 */

export const cabVehicleTypes = pgTable('cab_vehicle_types', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameTr: text('name_tr').notNull(),
  seats: integer('seats').notNull(),
  perKmMinor: integer('per_km_minor').notNull(),
  minimumFareMinor: integer('minimum_fare_minor').notNull(),
  pictureUrl: text('picture_url'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One leg's fixed fare between an airport and anywhere in a district, by vehicle type. */
export const cabAirportFares = pgTable(
  'cab_airport_fares',
  {
    airport: text('airport').notNull(),
    districtCode: text('district_code').notNull(),
    vehicleType: text('vehicle_type')
      .notNull()
      .references(() => cabVehicleTypes.code, { onDelete: 'cascade' }),
    fareMinor: integer('fare_minor').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.airport, t.districtCode, t.vehicleType] })],
);

export const driverStatus = pgEnum('driver_status', ['pending', 'approved', 'rejected']);

/**
 * A driver profile. An account has at most one live profile; one staff
 * deleted is kept (rides name it) and the account may set up again.
 */
export const drivers = pgTable(
  'drivers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    mobile: text('mobile').notNull(),
    gender: text('gender').notNull(),
    vehicleType: text('vehicle_type')
      .notNull()
      .references(() => cabVehicleTypes.code),
    vehicleNumber: text('vehicle_number').notNull(),
    seats: integer('seats').notNull(),
    licenceNumber: text('licence_number').notNull(),
    identityNumber: text('identity_number').notNull(),
    vehiclePhotoUrl: text('vehicle_photo_url').notNull(),
    documentUrls: text('document_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where the driver starts from; rides are offered when their pickup is within the radius. */
    baseLat: doublePrecision('base_lat').notNull(),
    baseLng: doublePrecision('base_lng').notNull(),
    serviceRadiusKm: integer('service_radius_km').notNull(),
    status: driverStatus('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    isAvailable: boolean('is_available').notNull().default(false),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the former driver saw "deleted by admin, create a new setup". */
    deletionNoticeSeenAt: timestamp('deletion_notice_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('drivers_live_user_unique')
      .on(t.userId)
      .where(sql`${t.deletedAt} is null`),
    index('drivers_status_idx').on(t.status, t.updatedAt),
    index('drivers_offerable_idx')
      .on(t.vehicleType)
      .where(sql`${t.status} = 'approved' and ${t.isAvailable} and ${t.deletedAt} is null`),
  ],
);

export const rideStatus = pgEnum('ride_status', ['booked', 'confirmed', 'completed', 'cancelled']);
export const rideWayType = pgEnum('ride_way_type', ['one_way', 'return']);
export const rideTransferType = pgEnum('ride_transfer_type', ['standard', 'airport']);
export const rideCancelledBy = pgEnum('ride_cancelled_by', ['customer', 'driver']);

export const rides = pgTable(
  'rides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 500001 }).notNull().unique(),
    customerUserId: uuid('customer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromName: text('from_name').notNull(),
    fromLat: doublePrecision('from_lat').notNull(),
    fromLng: doublePrecision('from_lng').notNull(),
    toName: text('to_name').notNull(),
    toLat: doublePrecision('to_lat').notNull(),
    toLng: doublePrecision('to_lng').notNull(),
    /** One leg's road distance, as priced. */
    roadKm: doublePrecision('road_km').notNull(),
    wayType: rideWayType('way_type').notNull(),
    transferType: rideTransferType('transfer_type').notNull(),
    airportCode: text('airport_code'),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    returnAt: timestamp('return_at', { withTimezone: true }),
    vehicleType: text('vehicle_type')
      .notNull()
      .references(() => cabVehicleTypes.code),
    priceTotalMinor: integer('price_total_minor').notNull(),
    priceLegMinor: integer('price_leg_minor').notNull(),
    currency: text('currency').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** E.164. */
    mobile: text('mobile').notNull(),
    comments: text('comments'),
    /** The language the customer booked in (receipts, notices). */
    language: text('language').notNull().default('en'),
    status: rideStatus('status').notNull().default('booked'),
    driverId: uuid('driver_id').references(() => drivers.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: rideCancelledBy('cancelled_by'),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rides_customer_idx').on(t.customerUserId, t.createdAt),
    index('rides_driver_idx').on(t.driverId, t.pickupAt),
  ],
);

/** The drivers a ride was offered to: the only ones who may see or confirm it while it is open. */
export const rideOffers = pgTable(
  'ride_offers',
  {
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.rideId, t.driverId] }), index('ride_offers_driver_idx').on(t.driverId)],
);
