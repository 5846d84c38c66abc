import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/addresses.ts';
import { fillCart, setDeliveryBands } from '../../../test/checkout-helpers.ts';
import { createProduct, createSignedInUser, createVendorWithStore } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

/**
 * Issue 43 item 5: an address's pin, not its town's centre, is where
 * delivery is measured from, and a pin must be on Cyprus.
 */
describe('the address pin', () => {
  let ctx: TestContext;
  let storeId: string;
  let variantId: string;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    // The factory's store is on Ledra Street, Nicosia (35.1725, 33.3617), and reaches 10 km.
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    storeId = vendor.store.id;
    variantId = (await createProduct(ctx.database, storeId, { nameEn: 'Halloumi' }, [{ price: 1000 }])).variants[0]!.id;
    await setDeliveryBands(ctx.database, storeId, [
      { minPrice: 0, maxPrice: 100_000, charge: 300, maxDistanceKm: 5 },
      { minPrice: 0, maxPrice: 100_000, charge: 500, maxDistanceKm: 10 },
    ]);
  });
  afterAll(() => ctx.close());

  const nicosia = {
    name: 'Eleni Georgiou',
    contact: '+357 99 123456',
    address: '12 Ledra Street',
    state: 'Nicosia',
    city: 'Nicosia',
    country: 'Cyprus',
  };

  const save = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/add-user-address', headers, payload });

  const quote = (headers: Record<string, string>, addressId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/checkout-summary',
      headers,
      payload: { fulfilment: 'delivery', buyer_address_id: addressId },
    });

  it('prices and reaches two addresses in the same town by their pins, and one without a pin from the town centre', async () => {
    const customer = await createSignedInUser(ctx.app, ctx.database);
    await fillCart(ctx.database, customer.user.id, storeId, [{ variantId, quantity: 1 }]);
    const pinned = async (lat: number | null, lng: number | null, address: string) => {
      const response = await save(customer.headers, { ...nicosia, address, user_lat: lat, user_long: lng });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { id: string; user_lat: number | null; user_long: number | null };
    };
    // Next door to the store; about 5.8 km north (Gönyeli); about 12.9 km west (Akaki); no pin at all.
    const door = await pinned(35.1745, 33.3637, '3 Ledra Street');
    const north = await pinned(35.225, 33.3617, '8 Atatürk Avenue');
    const west = await pinned(35.1725, 33.22, '1 Akaki Road');
    const unpinned = await pinned(null, null, '20 Makarios Avenue');
    expect(north).toMatchObject({ user_lat: 35.225, user_long: 33.3617 });

    const near = await quote(customer.headers, door.id);
    expect(near.statusCode, near.body).toBe(200);
    expect(near.json().data.totals.delivery_charges).toBe(300);
    expect(near.json().data.delivery.distance_km).toBeLessThan(0.5);

    const farther = await quote(customer.headers, north.id);
    expect(farther.statusCode, farther.body).toBe(200);
    expect(farther.json().data.totals.delivery_charges).toBe(500);
    expect(farther.json().data.delivery.distance_km).toBeCloseTo(5.84, 1);

    const beyond = await quote(customer.headers, west.id);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().errors).toEqual({ buyer_address_id: ['Sorry, the selected address is not reachable'] });

    // Without a pin, Nicosia's centre (35.1753, 33.3642): close to the store, so the cheaper band.
    const town = await quote(customer.headers, unpinned.id);
    expect(town.statusCode, town.body).toBe(200);
    expect(town.json().data.totals.delivery_charges).toBe(300);

    // The store page and the cart say the same before checkout.
    const terms = await ctx.app.inject({
      method: 'GET',
      url: `/api/store-delivery-terms?store_id=${storeId}`,
      headers: customer.headers,
    });
    const reach = Object.fromEntries(
      (terms.json().data.addresses as { id: string; distance_km: number; deliverable: boolean }[]).map((a) => [
        a.id,
        [a.distance_km, a.deliverable],
      ]),
    );
    expect(reach[door.id]).toEqual([0.3, true]);
    expect(reach[north.id]).toEqual([5.8, true]);
    expect(reach[west.id]).toEqual([12.9, false]);
  });

  it('refuses a pin outside Cyprus with a 400 and a clear message in both languages, keeping the saved pin', async () => {
    const customer = await createSignedInUser(ctx.app, ctx.database);
    // Athens.
    const athens = await save(customer.headers, { ...nicosia, user_lat: 37.9838, user_long: 23.7275 });
    expect(athens.statusCode).toBe(400);
    expect(athens.json()).toMatchObject({
      error: 'The pin must be in Cyprus: please move it onto the island',
      errors: { user_lat: ['The pin must be in Cyprus: please move it onto the island'] },
    });

    const saved = await save(customer.headers, { ...nicosia, user_lat: 35.1745, user_long: 33.3637 });
    const id = saved.json().data.id as string;
    // In the sea south of Limassol, in Turkish.
    const sea = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-addresses',
      headers: { ...customer.headers, 'accept-language': 'tr' },
      payload: { ...nicosia, id, user_lat: 34.2, user_long: 33.0 },
    });
    expect(sea.statusCode).toBe(400);
    expect(sea.json().error).toBe('İşaret Kıbrıs içinde olmalıdır: lütfen adanın üzerine taşıyın');
    const [row] = await ctx.database.db.select().from(addresses).where(eq(addresses.id, id));
    expect(row).toMatchObject({ lat: 35.1745, lng: 33.3637 });
  });
});
