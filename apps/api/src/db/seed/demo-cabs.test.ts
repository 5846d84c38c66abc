import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AIRPORTS } from '@bedesten/core/cabs/places';
import { DISTRICTS } from '@bedesten/core/geo/districts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { createRidesRepository } from '../../modules/cabs/rides.repository.ts';
import { cabAirportFares, drivers, rides } from '../schema/cabs.ts';
import { users } from '../schema/identity.ts';
import { DEMO_DRIVERS, DEMO_VEHICLE_TYPES } from './demo-cabs.ts';
import { seedDemoData } from './demo.ts';
import { demoTestDataDir } from './demo-test-dir.ts';

const dataDir = demoTestDataDir();

describe('demo cabs', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database, dataDir);
  });
  afterAll(() => database.close());

  it('sets a fare for every airport, district and vehicle type', async () => {
    const fares = await database.db.select().from(cabAirportFares);
    expect(fares).toHaveLength(AIRPORTS.length * DISTRICTS.length * DEMO_VEHICLE_TYPES.length);
    expect(fares.every((f) => f.fareMinor >= 1000 && f.fareMinor % 100 === 0)).toBe(true);
  });

  it('puts approved, available saloons near every district’s town, so a ride from any of them finds a cab', async () => {
    const profiles = await database.db.select().from(drivers);
    expect(profiles).toHaveLength(DEMO_DRIVERS.length + 1);
    expect(profiles.every((d) => d.status === 'approved' && d.isAvailable)).toBe(true);
    const repository = createRidesRepository(database.db);
    for (const town of [
      { lat: 35.17, lng: 33.36 },
      { lat: 34.68, lng: 33.04 },
      { lat: 34.92, lng: 33.63 },
      { lat: 35.12, lng: 33.94 },
      { lat: 34.77, lng: 32.43 },
      { lat: 35.34, lng: 33.32 },
    ]) {
      const nearest = await repository.nearestDriverKm(town.lat, town.lng);
      expect(nearest.get('saloon')).toBeLessThan(10);
    }
  });

  it('gives the demo customer past rides and is seeded once', async () => {
    const [customer] = await database.db.select().from(users).where(eq(users.email, 'customer@demo.bedesten.cy'));
    const own = await database.db.select().from(rides).where(eq(rides.customerUserId, customer!.id));
    expect(own.map((r) => r.status).sort()).toEqual(['cancelled', 'completed', 'completed', 'completed']);
    expect(own.every((r) => r.pickupAt.getTime() < Date.now())).toBe(true);
    const count = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(rides))[0]!.n;
    const before = await count();
    await seedDemoData(database, dataDir);
    expect(await count()).toBe(before);
  });
});
