import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { cabAirportFares, cabVehicleTypes, drivers } from '../src/db/schema/cabs.ts';
import { createDocumentUpload, createSignedInUser, type UserOverrides } from './factories.ts';

/** The three test vehicle types: saloon €1.20/km (min €10), estate €1.40/km (min €12), minivan €2.00/km (min €20). */
export const TEST_VEHICLES = [
  { code: 'saloon', nameEn: 'Saloon', nameTr: 'Sedan', seats: 4, perKmMinor: 120, minimumFareMinor: 1000 },
  { code: 'estate', nameEn: 'Estate', nameTr: 'Station wagon', seats: 4, perKmMinor: 140, minimumFareMinor: 1200 },
  { code: 'minivan', nameEn: 'Minivan', nameTr: 'Minibüs', seats: 8, perKmMinor: 200, minimumFareMinor: 2000 },
] as const;

/** Places the tests ride between. */
export const PLACES = {
  nicosia: { name: 'Ledra Street, Nicosia', lat: 35.1725, lng: 33.3617 },
  limassol: { name: 'Limassol Marina', lat: 34.6707, lng: 33.0426 },
  larnacaTown: { name: 'Finikoudes, Larnaca', lat: 34.9136, lng: 33.6369 },
  lca: { name: 'Larnaca Airport', lat: 34.8751, lng: 33.6249 },
  pfo: { name: 'Paphos Airport', lat: 34.718, lng: 32.4857 },
  ecn: { name: 'Ercan Airport', lat: 35.1547, lng: 33.4961 },
  kyrenia: { name: 'Kyrenia Harbour', lat: 35.3417, lng: 33.3192 },
  paphosTown: { name: 'Paphos Harbour', lat: 34.7535, lng: 32.4066 },
} as const;

/** Vehicle types (and, given, airport fares) once per database. */
export async function ensureVehicleTypes(
  database: Database,
  fares: { airport: string; districtCode: string; vehicleType: string; fareMinor: number }[] = [],
) {
  await database.db
    .insert(cabVehicleTypes)
    .values(TEST_VEHICLES.map((v, i) => ({ ...v, sortOrder: i })))
    .onConflictDoNothing();
  if (fares.length) await database.db.insert(cabAirportFares).values(fares).onConflictDoNothing();
}

export type DriverOverrides = Partial<typeof drivers.$inferInsert>;

/** A signed-in account with a driver profile (approved and available in Nicosia, 40 km around, unless overridden). */
export async function createDriver(
  app: FastifyInstance,
  database: Database,
  overrides: DriverOverrides = {},
  user: UserOverrides = {},
) {
  await ensureVehicleTypes(database);
  const account = await createSignedInUser(app, database, { name: 'Mehmet Yılmaz', ...user });
  const document = await createDocumentUpload(database, account.user.id);
  const [driver] = await database.db
    .insert(drivers)
    .values({
      userId: account.user.id,
      name: account.user.name,
      countryCode: '+357',
      mobile: account.user.mobile ?? '99000000',
      gender: 'male',
      vehicleType: 'saloon',
      vehicleNumber: 'KXA 123',
      seats: 4,
      licenceNumber: 'DL-445566',
      identityNumber: 'ID-778899',
      vehiclePhotoUrl: '/demo-images/cab-saloon.svg',
      documentUrls: [document],
      baseLat: PLACES.nicosia.lat,
      baseLng: PLACES.nicosia.lng,
      serviceRadiusKm: 40,
      status: 'approved',
      isAvailable: true,
      ...overrides,
    })
    .returning();
  return { ...account, driver: driver! };
}

/** An ISO time this many hours from now. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A booking body that passes every rule: Nicosia → Limassol tomorrow, one way, a saloon. */
export function bookingBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    from: PLACES.nicosia,
    to: PLACES.limassol,
    way_type: 'one_way',
    pickup_at: hoursFromNow(24),
    vehicle_type: 'saloon',
    first_name: 'Eleni',
    last_name: 'Georgiou',
    email: 'eleni@example.cy',
    country_code: '+357',
    mobile: '99 123456',
    comments: 'Two suitcases',
    ...overrides,
  };
}

/** The vehicle-list query of a booking body. */
export function listQuery(body: Record<string, unknown>): string {
  const from = body.from as { lat: number; lng: number };
  const to = body.to as { lat: number; lng: number };
  const params = new URLSearchParams({
    from_lat: String(from.lat),
    from_lng: String(from.lng),
    to_lat: String(to.lat),
    to_lng: String(to.lng),
    way_type: String(body.way_type),
    pickup_at: String(body.pickup_at),
  });
  if (body.return_at) params.set('return_at', String(body.return_at));
  return `/api/cab-vehicle-list?${params}`;
}
