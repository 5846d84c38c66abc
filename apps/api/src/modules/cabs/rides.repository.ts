import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { RideStatus } from '@bedesten/core/cabs/ride-status';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/orders.ts';

/** A ride with its vehicle's names and, when one took it, its driver, as every view reads it. */
export interface RideRow extends Record<string, unknown> {
  id: string;
  number: number;
  customer_user_id: string;
  from_name: string;
  from_lat: number;
  from_lng: number;
  to_name: string;
  to_lat: number;
  to_lng: number;
  road_km: number;
  way_type: 'one_way' | 'return';
  transfer_type: 'standard' | 'airport';
  airport_code: string | null;
  pickup_at: Date | string;
  return_at: Date | string | null;
  vehicle_type: string;
  vehicle_name_en: string;
  vehicle_name_tr: string;
  vehicle_seats: number;
  price_total_minor: number;
  price_leg_minor: number;
  currency: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  comments: string | null;
  language: string;
  status: RideStatus;
  driver_id: string | null;
  driver_user_id: string | null;
  driver_name: string | null;
  driver_mobile: string | null;
  driver_gender: string | null;
  driver_vehicle_type: string | null;
  driver_vehicle_number: string | null;
  driver_seats: number | null;
  driver_vehicle_photo_url: string | null;
  confirmed_at: Date | string | null;
  completed_at: Date | string | null;
  cancelled_at: Date | string | null;
  cancelled_by: 'customer' | 'driver' | null;
  cancel_reason: string | null;
  created_at: Date | string;
}

export interface NewRide {
  customerUserId: string;
  fromName: string;
  fromLat: number;
  fromLng: number;
  toName: string;
  toLat: number;
  toLng: number;
  roadKm: number;
  wayType: 'one_way' | 'return';
  transferType: 'standard' | 'airport';
  airportCode: string | null;
  pickupAt: Date;
  returnAt: Date | null;
  vehicleType: string;
  priceTotalMinor: number;
  priceLegMinor: number;
  currency: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  comments: string | null;
  language: string;
}

export interface Page {
  offset: number;
  limit: number;
}

export interface OfferedDriver extends Record<string, unknown> {
  driver_id: string;
  user_id: string;
}

const COLUMNS = sql`r.id, r.number, r.customer_user_id, r.from_name, r.from_lat, r.from_lng, r.to_name, r.to_lat,
  r.to_lng, r.road_km, r.way_type, r.transfer_type, r.airport_code, r.pickup_at, r.return_at, r.vehicle_type,
  v.name_en as vehicle_name_en, v.name_tr as vehicle_name_tr, v.seats as vehicle_seats, r.price_total_minor,
  r.price_leg_minor, r.currency, r.first_name, r.last_name, r.email, r.mobile, r.comments, r.language, r.status,
  r.driver_id, d.user_id as driver_user_id, d.name as driver_name, d.country_code || d.mobile as driver_mobile,
  d.gender as driver_gender, d.vehicle_type as driver_vehicle_type, d.vehicle_number as driver_vehicle_number,
  d.seats as driver_seats, d.vehicle_photo_url as driver_vehicle_photo_url, r.confirmed_at, r.completed_at,
  r.cancelled_at, r.cancelled_by, r.cancel_reason, r.created_at`;

const FROM = sql`from rides r
  join cab_vehicle_types v on v.code = r.vehicle_type
  left join drivers d on d.id = r.driver_id`;

/**
 * Drivers a booking may go to: approved, available, not deleted, of the
 * vehicle type, and whose service area (base point and radius) covers the
 * pickup. The earth_box test lets the index narrow before the exact distance.
 */
function offerable(vehicleType: SQL, lat: number, lng: number): SQL {
  return sql`d.status = 'approved' and d.is_available and d.deleted_at is null and d.vehicle_type = ${vehicleType}
    and earth_box(ll_to_earth(d.base_lat, d.base_lng), d.service_radius_km * 1000.0) @> ll_to_earth(${lat}, ${lng})
    and earth_distance(ll_to_earth(d.base_lat, d.base_lng), ll_to_earth(${lat}, ${lng})) <= d.service_radius_km * 1000.0`;
}

/** What a driver's list shows: rides they took, and open rides offered to them. */
const VISIBLE_TO_DRIVER = (driverId: string) => sql`(r.driver_id = ${driverId}::uuid
  or (r.status = 'booked' and exists (select 1 from ride_offers o where o.ride_id = r.id and o.driver_id = ${driverId}::uuid)))`;

function driverStatusFilter(driverId: string, status: RideStatus | undefined): SQL {
  if (!status) return VISIBLE_TO_DRIVER(driverId);
  if (status === 'booked')
    return sql`(r.status = 'booked' and exists (select 1 from ride_offers o where o.ride_id = r.id and o.driver_id = ${driverId}::uuid))`;
  return sql`(r.driver_id = ${driverId}::uuid and r.status = ${status})`;
}

/**
 * Rides and their offers: one aggregate (DESIGN.md §2), written only here.
 * Every read names whose rides it wants (one customer's, one driver's), so
 * another person's ride is simply not found.
 */
export function createRidesRepository(db: Db) {
  async function findOne(where: SQL): Promise<RideRow | undefined> {
    const { rows } = await db.execute<RideRow>(sql`select ${COLUMNS} ${FROM} where ${where} limit 1`);
    return rows[0];
  }

  async function page(where: SQL, order: SQL, { offset, limit }: Page) {
    const [list, counted] = await Promise.all([
      db.execute<RideRow>(sql`select ${COLUMNS} ${FROM} where ${where} ${order} limit ${limit} offset ${offset}`),
      db.execute<{ total: number }>(sql`select count(*)::int as total from rides r where ${where}`),
    ]);
    return { rows: list.rows, total: counted.rows[0]?.total ?? 0 };
  }

  return {
    /** Per vehicle type, the straight-line km from the pickup to the nearest driver who would get the offer. */
    async nearestDriverKm(lat: number, lng: number): Promise<Map<string, number>> {
      const { rows } = await db.execute<{ vehicle_type: string; km: number }>(sql`
        select d.vehicle_type, min(earth_distance(ll_to_earth(d.base_lat, d.base_lng), ll_to_earth(${lat}, ${lng}))) / 1000.0 as km
        from drivers d
        where ${offerable(sql`d.vehicle_type`, lat, lng)}
        group by d.vehicle_type`);
      return new Map(rows.map((row) => [row.vehicle_type, Number(row.km)]));
    },

    /**
     * Books a ride and offers it, in one transaction: the ride, then an offer
     * to every driver who qualifies at this moment. With an Idempotency-Key
     * the key is claimed first; a repeat finds the first answer instead
     * (`replay`). No driver left to offer it to: nothing is kept (`none`).
     */
    async book(
      ride: NewRide,
      key: { userId: string; scope: string; key: string; requestHash: string } | null,
      answer: (row: RideRow) => unknown,
    ): Promise<
      | { kind: 'booked'; row: RideRow; offered: OfferedDriver[]; body: unknown }
      | { kind: 'replay'; requestHash: string; body: unknown; status: number | null }
      | { kind: 'none' }
    > {
      const noDriver = new Error('no driver to offer the ride to');
      try {
        return await db.transaction(async (tx) => {
          if (key) {
            const claimed = await tx.insert(idempotencyKeys).values(key).onConflictDoNothing().returning();
            if (claimed.length === 0) {
              const [first] = await tx
                .select()
                .from(idempotencyKeys)
                .where(
                  and(
                    eq(idempotencyKeys.userId, key.userId),
                    eq(idempotencyKeys.scope, key.scope),
                    eq(idempotencyKeys.key, key.key),
                  ),
                );
              return {
                kind: 'replay' as const,
                requestHash: first?.requestHash ?? '',
                body: first?.responseBody,
                status: first?.responseStatus ?? null,
              };
            }
          }
          const inserted = await tx.execute<{ id: string }>(sql`
          insert into rides (customer_user_id, from_name, from_lat, from_lng, to_name, to_lat, to_lng, road_km,
            way_type, transfer_type, airport_code, pickup_at, return_at, vehicle_type, price_total_minor,
            price_leg_minor, currency, first_name, last_name, email, mobile, comments, language)
          values (${ride.customerUserId}::uuid, ${ride.fromName}, ${ride.fromLat}, ${ride.fromLng}, ${ride.toName},
            ${ride.toLat}, ${ride.toLng}, ${ride.roadKm}, ${ride.wayType}, ${ride.transferType}, ${ride.airportCode},
            ${ride.pickupAt}, ${ride.returnAt}, ${ride.vehicleType}, ${ride.priceTotalMinor}, ${ride.priceLegMinor},
            ${ride.currency}, ${ride.firstName}, ${ride.lastName}, ${ride.email}, ${ride.mobile}, ${ride.comments},
            ${ride.language})
          returning id`);
          const rideId = inserted.rows[0]!.id;
          const offered = await tx.execute<OfferedDriver>(sql`
          with offered as (
            insert into ride_offers (ride_id, driver_id)
            select ${rideId}::uuid, d.id from drivers d
            where ${offerable(sql`${ride.vehicleType}`, ride.fromLat, ride.fromLng)}
              and d.user_id <> ${ride.customerUserId}::uuid
            returning driver_id)
          select o.driver_id, d.user_id from offered o join drivers d on d.id = o.driver_id`);
          if (offered.rows.length === 0) throw noDriver;
          const { rows } = await tx.execute<RideRow>(sql`select ${COLUMNS} ${FROM} where r.id = ${rideId}::uuid`);
          const row = rows[0]!;
          const body = answer(row);
          if (key) {
            await tx
              .update(idempotencyKeys)
              .set({ responseStatus: 201, responseBody: body })
              .where(
                and(
                  eq(idempotencyKeys.userId, key.userId),
                  eq(idempotencyKeys.scope, key.scope),
                  eq(idempotencyKeys.key, key.key),
                ),
              );
          }
          return { kind: 'booked' as const, row, offered: offered.rows, body };
        });
      } catch (error) {
        if (error === noDriver) return { kind: 'none' };
        throw error;
      }
    },

    findForCustomer(userId: string, id: string) {
      return findOne(sql`r.id = ${id}::uuid and r.customer_user_id = ${userId}::uuid`);
    },

    listForCustomer(userId: string, status: RideStatus | undefined, range: Page) {
      const where = sql`r.customer_user_id = ${userId}::uuid and ${status ? sql`r.status = ${status}` : sql`true`}`;
      return page(where, sql`order by r.pickup_at desc, r.id`, range);
    },

    /** Every ride, for staff: latest pickup first; `status` filters. */
    listAll(status: RideStatus | undefined, range: Page) {
      return page(status ? sql`r.status = ${status}` : sql`true`, sql`order by r.pickup_at desc, r.id`, range);
    },

    /** A ride the driver took or was offered (a taken offer reads as taken, without the customer's details). */
    findForDriver(driverId: string, id: string) {
      return findOne(sql`r.id = ${id}::uuid and (r.driver_id = ${driverId}::uuid
        or exists (select 1 from ride_offers o where o.ride_id = r.id and o.driver_id = ${driverId}::uuid))`);
    },

    listForDriver(driverId: string, status: RideStatus | undefined, range: Page) {
      // Open offers first (soonest pickup first), then the driver's own rides, newest pickup first.
      const order = sql`order by (r.status = 'booked') desc,
        case when r.status = 'booked' then r.pickup_at end asc, r.pickup_at desc, r.id`;
      return page(driverStatusFilter(driverId, status), order, range);
    },

    /** A ride by id for the one who may act on it after a refused change (what state it is in now). */
    findAny(id: string) {
      return findOne(sql`r.id = ${id}::uuid`);
    },

    /**
     * The first offered driver to confirm takes the ride: one conditional
     * UPDATE, so of two drivers confirming at once exactly one matches.
     * Undefined for the other (or when the ride is no longer open).
     */
    async confirm(driverId: string, id: string) {
      const { rows } = await db.execute<{ id: string }>(sql`
        update rides r set status = 'confirmed', driver_id = ${driverId}::uuid, confirmed_at = now(), updated_at = now()
        where r.id = ${id}::uuid and r.status = 'booked'
          and exists (select 1 from ride_offers o where o.ride_id = r.id and o.driver_id = ${driverId}::uuid)
        returning r.id`);
      return rows[0] ? findOne(sql`r.id = ${rows[0].id}::uuid`) : undefined;
    },

    /** Moves a ride from the status it was read in; undefined when it moved meanwhile. */
    async move(
      id: string,
      from: RideStatus,
      to: 'completed' | 'cancelled',
      who: { customerUserId?: string; driverId?: string },
      cancel?: { by: 'customer' | 'driver'; reason: string | null },
    ) {
      const owner = who.customerUserId
        ? sql`r.customer_user_id = ${who.customerUserId}::uuid`
        : sql`r.driver_id = ${who.driverId ?? null}::uuid`;
      const stamps =
        to === 'completed'
          ? sql`completed_at = now()`
          : sql`cancelled_at = now(), cancelled_by = ${cancel?.by ?? null}::ride_cancelled_by, cancel_reason = ${cancel?.reason ?? null}`;
      const { rows } = await db.execute<{ id: string }>(sql`
        update rides r set status = ${to}::ride_status, ${stamps}, updated_at = now()
        where r.id = ${id}::uuid and r.status = ${from}::ride_status and ${owner}
        returning r.id`);
      return rows[0] ? findOne(sql`r.id = ${rows[0].id}::uuid`) : undefined;
    },

    /** The drivers a ride was offered to (but `except`), to tell them it is no longer open. */
    async offeredDrivers(rideId: string, except: string | null = null): Promise<OfferedDriver[]> {
      const { rows } = await db.execute<OfferedDriver>(sql`
        select o.driver_id, d.user_id from ride_offers o join drivers d on d.id = o.driver_id
        where o.ride_id = ${rideId}::uuid and o.driver_id is distinct from ${except}::uuid`);
      return rows;
    },

    /** The rides a driver took and has not driven yet (what staff deleting them leaves without a driver). */
    async confirmedRidesOf(driverId: string): Promise<RideRow[]> {
      const { rows } = await db.execute<RideRow>(
        sql`select ${COLUMNS} ${FROM} where r.driver_id = ${driverId}::uuid and r.status = 'confirmed'`,
      );
      return rows;
    },

    /**
     * Opens a confirmed ride again: back to booked without a driver, and
     * offered also to every driver who qualifies now (staff removed its
     * driver, or the driver gave it up). A driver who gives it up (`giveUp`)
     * loses their offer and is not offered it again; when no other driver
     * holds an offer then, the ride is cancelled by them with their reason,
     * in the same transaction, as before re-offering existed. Undefined when
     * it moved meanwhile; else the ride and its live offers.
     */
    async release(id: string, driverId: string, giveUp?: { reason: string }) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.execute<{
          id: string;
          vehicle_type: string;
          from_lat: number;
          from_lng: number;
          customer_user_id: string;
        }>(sql`
          update rides r set status = 'booked', driver_id = null, confirmed_at = null, updated_at = now()
          where r.id = ${id}::uuid and r.status = 'confirmed' and r.driver_id = ${driverId}::uuid
          returning r.id, r.vehicle_type, r.from_lat, r.from_lng, r.customer_user_id`);
        const ride = rows[0];
        if (!ride) return undefined;
        if (giveUp) {
          await tx.execute(
            sql`delete from ride_offers where ride_id = ${ride.id}::uuid and driver_id = ${driverId}::uuid`,
          );
        }
        await tx.execute(sql`
          insert into ride_offers (ride_id, driver_id)
          select ${ride.id}::uuid, d.id from drivers d
          where ${offerable(sql`${ride.vehicle_type}`, ride.from_lat, ride.from_lng)}
            and d.user_id <> ${ride.customer_user_id}::uuid and d.id <> ${driverId}::uuid
          on conflict do nothing`);
        const offered = await tx.execute<OfferedDriver>(sql`
          select o.driver_id, d.user_id from ride_offers o join drivers d on d.id = o.driver_id
          where o.ride_id = ${ride.id}::uuid and d.deleted_at is null`);
        if (giveUp && offered.rows.length === 0) {
          await tx.execute(sql`
            update rides set status = 'cancelled', driver_id = ${driverId}::uuid, cancelled_at = now(),
              cancelled_by = 'driver', cancel_reason = ${giveUp.reason}, updated_at = now()
            where id = ${ride.id}::uuid`);
        }
        const found = await tx.execute<RideRow>(sql`select ${COLUMNS} ${FROM} where r.id = ${ride.id}::uuid`);
        return { row: found.rows[0]!, offered: offered.rows };
      });
    },

    /** Whether this profile may act on rides: approved and not deleted. */
    async driverApproved(driverId: string): Promise<boolean> {
      const { rows } = await db.execute(sql`
        select 1 from drivers where id = ${driverId}::uuid and status = 'approved' and deleted_at is null`);
      return rows.length > 0;
    },
  };
}

export type RidesRepository = ReturnType<typeof createRidesRepository>;
