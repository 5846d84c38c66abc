import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDeliveryRanges } from '@bedesten/core/pricing/delivery-charges';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { users } from '../schema/identity.ts';
import { deliveryChargeRanges, offers } from '../schema/offers.ts';
import { appSettings } from '../schema/platform.ts';
import { stores } from '../schema/stores.ts';
import { seedDemoData } from './demo.ts';
import { demoTestDataDir } from './demo-test-dir.ts';

const dataDir = demoTestDataDir();

describe('demo seed: offers, delivery bands and the platform fee', () => {
  let database: TestDatabase;
  let storeId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database, dataDir);
    const [row] = await database.db
      .select({ id: stores.id })
      .from(stores)
      .innerJoin(users, eq(users.id, stores.ownerId))
      .where(eq(users.email, 'vendor@demo.bedesten.cy'));
    storeId = row!.id;
  });
  afterAll(() => database.close());

  it('gives the demo vendor’s store two current coupons, one online-only', async () => {
    const rows = await database.db.select().from(offers).where(eq(offers.storeId, storeId));
    const byCode = Object.fromEntries(rows.map((r) => [r.code, r]));
    expect(Object.keys(byCode).sort()).toEqual(['FLAT5', 'WELCOME10']);
    expect(byCode.WELCOME10).toMatchObject({ discountType: 'percent', discountValue: 10, minimumOrderAmount: 2000 });
    expect(byCode.FLAT5).toMatchObject({
      discountType: 'flat',
      discountValue: 500,
      minimumOrderAmount: 3000,
      onlinePaymentOnly: true,
    });
    const now = Date.now();
    for (const row of rows) {
      expect(row.isActive).toBe(true);
      expect(row.startsAt.getTime()).toBeLessThan(now);
      expect(row.endsAt.getTime()).toBeGreaterThan(now);
    }
  });

  it('gives it delivery bands that pass SPEC.md §5, and sets a small platform fee', async () => {
    const bands = await database.db
      .select()
      .from(deliveryChargeRanges)
      .where(eq(deliveryChargeRanges.storeId, storeId));
    expect(bands.length).toBeGreaterThan(1);
    const ranges = bands.map((b) => ({
      min_price: b.minPrice,
      max_price: b.maxPrice,
      charge: b.charge,
      max_distance_km: b.maxDistanceKm,
      max_hours: b.maxHours,
    }));
    expect(checkDeliveryRanges(ranges)).toEqual([]);
    const [fee] = await database.db.select().from(appSettings).where(eq(appSettings.key, 'platform_fee'));
    expect(fee?.value).toEqual({ type: 'flat', value: 50 });
  });

  it('runs once, and reaches installs seeded before it existed', async () => {
    expect(await seedDemoData(database, dataDir)).toEqual({ seeded: false });
    expect(await database.db.select().from(offers).where(eq(offers.storeId, storeId))).toHaveLength(2);

    // An install seeded before offers existed: no marker, no offers; staff had set their own fee.
    await database.db.delete(offers).where(eq(offers.storeId, storeId));
    await database.db.delete(appSettings).where(eq(appSettings.key, 'demo_offers_seeded_at'));
    await database.db
      .update(appSettings)
      .set({ value: { type: 'percent', value: 100 } })
      .where(eq(appSettings.key, 'platform_fee'));
    expect(await seedDemoData(database, dataDir)).toEqual({ seeded: true });
    expect(await database.db.select().from(offers).where(eq(offers.storeId, storeId))).toHaveLength(2);
    const [fee] = await database.db.select().from(appSettings).where(eq(appSettings.key, 'platform_fee'));
    expect(fee?.value).toEqual({ type: 'percent', value: 100 });
  });
});
