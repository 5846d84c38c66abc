import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/addresses.ts';
import { deliveryChargeRanges } from '../../db/schema/offers.ts';
import { stores } from '../../db/schema/stores.ts';
import { FAR, NEAR, saveAddress } from '../../../test/checkout-helpers.ts';
import { createSignedInUser, createVendorWithStore } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

describe('store-delivery-terms (ADR 0041)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const terms = (query: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/store-delivery-terms?${query}`, headers });

  it('states the store’s own terms to guests: radius, bands, free-from value, time and minimum', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const storeId = vendor.store.id;
    await ctx.database.db.insert(deliveryChargeRanges).values([
      { storeId, minPrice: 0, maxPrice: 1999, charge: 150, maxDistanceKm: 30, maxHours: 2, sortOrder: 0 },
      { storeId, minPrice: 2000, maxPrice: 100000, charge: 0, maxDistanceKm: 10, maxHours: 3, sortOrder: 1 },
    ]);
    const response = await terms(`store_id=${storeId}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ store_id: storeId, radius_km: 10, free_from: 2000, address: null, addresses: [] });
    // A band reaching past the radius is stated at the radius: nothing goes farther.
    expect(data.bands).toEqual([
      { min_price: 0, max_price: 1999, charge: 150, max_distance_km: 10, max_hours: 2 },
      { min_price: 2000, max_price: 100000, charge: 0, max_distance_km: 10, max_hours: 3 },
    ]);
    expect(data.delivery_time).toEqual(expect.any(Number));

    expect((await terms(`store_id=${randomUUID()}`)).statusCode).toBe(404);
    expect((await terms('store_id=nope')).statusCode).toBe(400);
    await ctx.database.db.update(stores).set({ isActive: false }).where(eq(stores.id, storeId));
    expect((await terms(`store_id=${storeId}`)).statusCode).toBe(404);
  });

  it('measures the signed-in customer’s addresses as checkout does, default first', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const near = await saveAddress(ctx.database, customer.user.id, NEAR);
    const far = await saveAddress(ctx.database, customer.user.id, FAR);
    await ctx.database.db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, far));

    const mine = (await terms(`store_id=${vendor.store.id}`, customer.headers)).json().data;
    expect(mine.address).toMatchObject({ id: far, label: '12 Ledra Street, Nicosia', deliverable: false });
    expect(mine.address.distance_km).toBeGreaterThan(90);
    expect(mine.addresses.map((a: { id: string; deliverable: boolean }) => [a.id, a.deliverable])).toEqual([
      [far, false],
      [near, true],
    ]);
    const asked = (await terms(`store_id=${vendor.store.id}&address_id=${near}`, customer.headers)).json().data;
    expect(asked.address).toMatchObject({ id: near, deliverable: true });

    // Another person's address is not found, not measured.
    const other = await createSignedInUser(ctx.app, ctx.database);
    const foreign = await terms(`store_id=${vendor.store.id}&address_id=${near}`, other.headers);
    expect(foreign.statusCode).toBe(404);
  });
});
