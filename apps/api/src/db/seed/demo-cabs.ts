import { eq, inArray } from 'drizzle-orm';
import { rideFare } from '@bedesten/core/cabs/fares';
import { AIRPORTS } from '@bedesten/core/cabs/places';
import { estimatedRoadKm } from '@bedesten/core/cabs/fares';
import { DISTRICTS, type DistrictCode } from '@bedesten/core/geo/districts';
import type { Db } from '../client.ts';
import { cabAirportFares, cabVehicleTypes, drivers, rides } from '../schema/cabs.ts';
import { users } from '../schema/identity.ts';
import { demoImageUrl } from './demo-store-catalogue.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Saloon €1.10/km (at least €10), estate €1.30/km (€12), minivan €1.80/km (€20). */
export const DEMO_VEHICLE_TYPES = [
  { code: 'saloon', nameEn: 'Saloon', nameTr: 'Sedan', seats: 4, perKmMinor: 110, minimumFareMinor: 1000 },
  { code: 'estate', nameEn: 'Estate', nameTr: 'Station wagon', seats: 4, perKmMinor: 130, minimumFareMinor: 1200 },
  { code: 'minivan', nameEn: 'Minivan', nameTr: 'Minibüs', seats: 8, perKmMinor: 180, minimumFareMinor: 2000 },
] as const;

/** A saloon's one-leg airport fare in whole euros, by airport and district (roughly the island's going rates). */
const SALOON_AIRPORT_EUROS: Record<string, Record<DistrictCode, number>> = {
  LCA: { '01': 45, '02': 55, '03': 20, '04': 45, '05': 110, '06': 75 },
  PFO: { '01': 110, '02': 45, '03': 105, '04': 140, '05': 20, '06': 140 },
  ECN: { '01': 30, '02': 95, '03': 50, '04': 45, '05': 150, '06': 40 },
};
/** An estate costs a little more, a minivan about half as much again. */
const VEHICLE_FACTOR: Record<string, number> = { saloon: 1, estate: 1.15, minivan: 1.6 };

export function demoAirportFares() {
  return AIRPORTS.flatMap((airport) =>
    DISTRICTS.flatMap((district) =>
      DEMO_VEHICLE_TYPES.map((type) => ({
        airport: airport.code,
        districtCode: district.code,
        vehicleType: type.code,
        fareMinor: Math.round(SALOON_AIRPORT_EUROS[airport.code]![district.code] * VEHICLE_FACTOR[type.code]!) * 100,
      })),
    ),
  );
}

/** Each district's main town, where its demo drivers start. */
const TOWNS: Record<DistrictCode, { lat: number; lng: number; plate: string }> = {
  '01': { lat: 35.1856, lng: 33.3823, plate: 'N' },
  '02': { lat: 34.6786, lng: 33.0413, plate: 'L' },
  '03': { lat: 34.9229, lng: 33.6233, plate: 'K' },
  '04': { lat: 35.1174, lng: 33.9419, plate: 'M' },
  '05': { lat: 34.772, lng: 32.4297, plate: 'P' },
  '06': { lat: 35.3364, lng: 33.3199, plate: 'G' },
};

const DRIVER_NAMES = [
  'Andreas Christou',
  'Hasan Öztürk',
  'Christina Nicolaou',
  'Mustafa Aydın',
  'Giorgos Charalambous',
  'Fatma Şahin',
  'Stelios Constantinou',
  'Emine Korkmaz',
  'Panayiotis Savva',
  'Ali Çelik',
  'Despina Michael',
  'Osman Yıldız',
] as const;

/** Two drivers per district, a saloon and (by turns) an estate or a minivan: `driverN@demo.bedesten.cy`. */
export const DEMO_DRIVERS = DISTRICTS.flatMap((district, d) =>
  [0, 1].map((k) => {
    const n = d * 2 + k + 1;
    return {
      email: `driver${n}@demo.bedesten.cy`,
      name: DRIVER_NAMES[n - 1]!,
      mobile: `99300${String(n).padStart(3, '0')}`,
      district: district.code,
      vehicleType: k === 0 ? 'saloon' : d % 2 === 0 ? 'minivan' : 'estate',
      gender: n % 3 === 0 ? 'female' : 'male',
    };
  }),
);

/**
 * Cab booking's demo (issue 13): the vehicle types and every airport ×
 * district × vehicle fare, approved and available drivers in every district
 * (and a profile for the original `driver@` account), and a few past rides
 * of the demo customer, completed and one cancelled.
 */
export async function seedDemoCabs(tx: Tx): Promise<void> {
  await tx
    .insert(cabVehicleTypes)
    .values(
      DEMO_VEHICLE_TYPES.map((type, i) => ({
        ...type,
        pictureUrl: demoImageUrl(`cab-${type.code}`, 1),
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
  await tx.insert(cabAirportFares).values(demoAirportFares()).onConflictDoNothing();

  const [customer] = await tx.select().from(users).where(eq(users.email, 'customer@demo.bedesten.cy'));
  if (!customer?.passwordHash) return;
  const emails = DEMO_DRIVERS.map((d) => d.email);
  await tx
    .insert(users)
    .values(
      DEMO_DRIVERS.map((d) => ({
        type: 'driver' as const,
        name: d.name,
        email: d.email,
        countryCode: '+357',
        mobile: d.mobile,
        passwordHash: customer.passwordHash,
        isApproved: true,
      })),
    )
    .onConflictDoNothing();
  const accounts = await tx
    .select()
    .from(users)
    .where(inArray(users.email, [...emails, 'driver@demo.bedesten.cy']));
  const profiles = [
    ...DEMO_DRIVERS,
    // The original demo driver: a saloon in Nicosia, beside driver1.
    {
      email: 'driver@demo.bedesten.cy',
      name: 'Andreas Christou',
      mobile: '99100003',
      district: '01' as DistrictCode,
      vehicleType: 'saloon',
      gender: 'male',
    },
  ];
  const rows = await tx
    .insert(drivers)
    .values(
      profiles.flatMap((p, i) => {
        const account = accounts.find((a) => a.email === p.email);
        if (!account) return [];
        const town = TOWNS[p.district];
        return [
          {
            userId: account.id,
            name: p.name,
            countryCode: '+357',
            mobile: p.mobile,
            gender: p.gender,
            vehicleType: p.vehicleType,
            vehicleNumber: `${town.plate}${String.fromCharCode(65 + (i % 26))}X ${100 + i * 7}`,
            seats: p.vehicleType === 'minivan' ? 8 : 4,
            licenceNumber: `CY-DL-${String(400100 + i)}`,
            identityNumber: `CY-ID-${String(880200 + i)}`,
            vehiclePhotoUrl: demoImageUrl(`cab-${p.vehicleType}`, 1 + (i % 3)),
            baseLat: town.lat,
            baseLng: town.lng,
            serviceRadiusKm: 40,
            status: 'approved' as const,
            isAvailable: true,
            reviewedAt: new Date(),
          },
        ];
      }),
    )
    .onConflictDoNothing()
    .returning();

  // A few past rides of the demo customer, so "My rides" and the drivers' lists are not empty.
  const driverOf = (email: string) => rows.find((r) => r.userId === accounts.find((a) => a.email === email)?.id);
  const DAY = 86_400_000;
  const nicosia = { name: 'Ledra Street, Nicosia', lat: 35.1725, lng: 33.3617 };
  const lca = { name: AIRPORTS[0].en, lat: AIRPORTS[0].lat, lng: AIRPORTS[0].lng };
  // Named as the place finder names places (a town, or a street and its town), so each language reads its own.
  const limassol = { name: 'Marina, Limassol', lat: 34.6707, lng: 33.0426 };
  const kyrenia = { name: 'Kyrenia', lat: 35.3417, lng: 33.3192 };
  const past = [
    {
      from: nicosia,
      to: lca,
      daysAgo: 40,
      way: 'return' as const,
      airport: 'LCA',
      fixed: 4500,
      driver: 'driver1@demo.bedesten.cy',
      status: 'completed' as const,
    },
    {
      from: nicosia,
      to: limassol,
      daysAgo: 21,
      way: 'one_way' as const,
      airport: null,
      fixed: null,
      driver: 'driver@demo.bedesten.cy',
      status: 'completed' as const,
    },
    {
      from: kyrenia,
      to: nicosia,
      daysAgo: 9,
      way: 'one_way' as const,
      airport: null,
      fixed: null,
      driver: 'driver11@demo.bedesten.cy',
      status: 'completed' as const,
    },
    {
      from: nicosia,
      to: kyrenia,
      daysAgo: 3,
      way: 'one_way' as const,
      airport: null,
      fixed: null,
      driver: null,
      status: 'cancelled' as const,
    },
  ];
  const saloon = DEMO_VEHICLE_TYPES[0];
  await tx.insert(rides).values(
    past.map((ride) => {
      const roadKm = estimatedRoadKm(ride.from, ride.to);
      const fare = rideFare({ wayType: ride.way, roadKm, rate: saloon, airportLegMinor: ride.fixed });
      const pickupAt = new Date(Date.now() - ride.daysAgo * DAY);
      const driver = ride.driver ? driverOf(ride.driver) : undefined;
      return {
        customerUserId: customer.id,
        fromName: ride.from.name,
        fromLat: ride.from.lat,
        fromLng: ride.from.lng,
        toName: ride.to.name,
        toLat: ride.to.lat,
        toLng: ride.to.lng,
        roadKm,
        wayType: ride.way,
        transferType: ride.airport ? ('airport' as const) : ('standard' as const),
        airportCode: ride.airport,
        pickupAt,
        returnAt: ride.way === 'return' ? new Date(pickupAt.getTime() + 6 * 3_600_000) : null,
        vehicleType: saloon.code,
        priceTotalMinor: fare.totalMinor,
        priceLegMinor: fare.legMinor,
        currency: 'EUR',
        firstName: 'Eleni',
        lastName: 'Georgiou',
        email: customer.email ?? 'customer@demo.bedesten.cy',
        mobile: '+35799100001',
        comments: ride.airport ? 'One large suitcase' : null,
        status: ride.status,
        driverId: driver?.id ?? null,
        confirmedAt: driver ? new Date(pickupAt.getTime() - DAY) : null,
        completedAt: ride.status === 'completed' ? new Date(pickupAt.getTime() + 3_600_000) : null,
        cancelledAt: ride.status === 'cancelled' ? new Date(pickupAt.getTime() - 2 * DAY) : null,
        cancelledBy: ride.status === 'cancelled' ? ('customer' as const) : null,
        createdAt: new Date(pickupAt.getTime() - 3 * DAY),
      };
    }),
  );
}
