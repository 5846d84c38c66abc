import { driverVisibleTo } from '@bedesten/core/cabs/ride-status';
import type { Language } from '@bedesten/core/i18n/languages';
import type { DriverProfile, DriverRide, Ride, VehicleType } from '@bedesten/core/schemas/cabs';
import { placeNameIn } from '@bedesten/core/geo/place-names';
import type { DriverRow } from './drivers.repository.ts';
import type { VehicleTypeRow } from './fares.repository.ts';
import type { RideRow } from './rides.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export function toVehicleType(row: VehicleTypeRow): VehicleType {
  return {
    code: row.code,
    name_en: row.nameEn,
    name_tr: row.nameTr,
    seats: row.seats,
    per_km_minor: row.perKmMinor,
    minimum_fare_minor: row.minimumFareMinor,
    picture_url: row.pictureUrl,
    active: row.isActive,
  };
}

export function toDriverProfile(row: DriverRow): DriverProfile {
  return {
    id: row.id,
    name: row.name,
    country_code: row.countryCode,
    mobile: row.mobile,
    gender: row.gender as DriverProfile['gender'],
    vehicle_type: row.vehicleType,
    vehicle_number: row.vehicleNumber,
    seats: row.seats,
    licence_number: row.licenceNumber,
    identity_number: row.identityNumber,
    vehicle_photo_url: row.vehiclePhotoUrl,
    documents: row.documentUrls,
    base_lat: row.baseLat,
    base_lng: row.baseLng,
    service_radius_km: row.serviceRadiusKm,
    status: row.status,
    rejection_reason: row.rejectionReason,
    available: row.isAvailable,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

function common(row: RideRow, lang: Language) {
  return {
    id: row.id,
    number: Number(row.number),
    status: row.status,
    // Kept as the customer picked them ("Nicosia"): read in the reader's language ("Lefkoşa").
    from: { name: placeNameIn(row.from_name, lang), lat: row.from_lat, lng: row.from_lng },
    to: { name: placeNameIn(row.to_name, lang), lat: row.to_lat, lng: row.to_lng },
    road_km: Number(row.road_km),
    way_type: row.way_type,
    transfer_type: row.transfer_type,
    airport: row.airport_code as Ride['airport'],
    pickup_at: iso(row.pickup_at),
    return_at: isoOrNull(row.return_at),
    vehicle: {
      code: row.vehicle_type,
      name: lang === 'tr' ? row.vehicle_name_tr : row.vehicle_name_en,
      seats: row.vehicle_seats,
    },
    price: {
      total: row.price_total_minor,
      leg: row.price_leg_minor,
      legs: (row.way_type === 'return' ? 2 : 1) as 1 | 2,
      currency: row.currency,
    },
    comments: row.comments,
    confirmed_at: isoOrNull(row.confirmed_at),
    completed_at: isoOrNull(row.completed_at),
    cancelled_at: isoOrNull(row.cancelled_at),
    cancelled_by: row.cancelled_by,
    cancel_reason: row.cancel_reason,
    created_at: iso(row.created_at),
  };
}

/** The customer's view: the driver's name, vehicle and phone only once a driver confirmed (SPEC.md §2). */
export function toRide(row: RideRow, lang: Language, audience: 'customer' | 'staff' = 'customer'): Ride {
  // Staff see whoever holds or last held the ride (a driver's cancellation too), to answer either side.
  const showDriver = row.driver_id !== null && (audience === 'staff' || driverVisibleTo(row.status));
  return {
    ...common(row, lang),
    customer: { first_name: row.first_name, last_name: row.last_name, email: row.email, mobile: row.mobile },
    driver: showDriver
      ? {
          name: row.driver_name ?? '',
          mobile: row.driver_mobile ?? '',
          gender: row.driver_gender ?? '',
          vehicle_type: row.driver_vehicle_type ?? row.vehicle_type,
          vehicle_number: row.driver_vehicle_number ?? '',
          seats: row.driver_seats ?? row.vehicle_seats,
          vehicle_photo_url: row.driver_vehicle_photo_url,
        }
      : null,
  };
}

/**
 * A driver's view. An open offer names the customer by first name only (a
 * driver who does not take the ride never learns who asked); the driver
 * who took it sees how to reach them.
 */
export function toDriverRide(row: RideRow, driverId: string, lang: Language): DriverRide {
  const mine = row.driver_id === driverId;
  return {
    ...common(row, lang),
    mine,
    customer: {
      first_name: row.first_name,
      last_name: mine ? row.last_name : null,
      mobile: mine ? row.mobile : null,
      email: mine ? row.email : null,
    },
  };
}
