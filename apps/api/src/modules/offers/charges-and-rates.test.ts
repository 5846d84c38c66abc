import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_BAND_NO_LIMIT } from '@bedesten/core/pricing/delivery-charges';
import { appSettings } from '../../db/schema/platform.ts';
import { products } from '../../db/schema/products.ts';
import { createProduct, createSignedInUser, createVendorWithStore } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

/** The factory's stores stand on Ledra Street, Nicosia (35.1725, 33.3617) with a 10 km radius. */
const NEAR = { lat: 35.18, lng: 33.37 }; // about 1.2 km away
const TOWN = { lat: 35.2, lng: 33.42 }; // about 6 km away
const FAR = { lat: 34.68, lng: 33.04 }; // Limassol, about 62 km away

const band = (min: number, max: number, charge: number, km: number, hours = 2) => ({
  min_price: min,
  max_price: max,
  charge,
  max_distance_km: km,
  max_hours: hours,
});

describe('delivery charges, VAT rates and the platform fee', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  type Headers = Record<string, string>;
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown, lang = 'en') =>
    ctx.app.inject({
      method,
      url,
      headers: { ...headers, 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const get = (url: string, headers: Headers = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const quote = (storeId: string, at: { lat: number; lng: number }, itemsTotal: number, lang = 'en') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/delivery-charge?store_id=${storeId}&lat=${at.lat}&lng=${at.lng}&items_total=${itemsTotal}`,
      headers: { 'accept-language': lang },
    });

  it('saves the store’s bands as one set and quotes delivery from them', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const storeId = vendor.store.id;
    // No bands: free within the radius, nothing beyond it.
    expect((await quote(storeId, TOWN, 1000)).json().data).toMatchObject({ charge: 0, max_hours: null });

    const ranges = [band(0, 2999, 300, 5, 1), band(0, 2999, 500, 10, 2), band(3000, 100000, 0, 10, 3)];
    const saved = await send('PUT', '/api/vendor-delivery-charges', vendor.headers, { ranges });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ ranges, delivery_max_distance: 10 });
    expect((await get('/api/vendor-delivery-charges', vendor.headers)).json().data.ranges).toEqual(ranges);

    expect((await quote(storeId, NEAR, 1000)).json().data).toMatchObject({ charge: 300, max_hours: 1 });
    expect((await quote(storeId, TOWN, 1000)).json().data).toMatchObject({ charge: 500, max_hours: 2 });
    expect((await quote(storeId, TOWN, 4000)).json().data).toMatchObject({ charge: 0, max_hours: 3 });
    const far = await quote(storeId, FAR, 1000);
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({
      code: 'address_not_reachable',
      error: 'Sorry, the selected address is not reachable',
    });
    expect((await quote(storeId, FAR, 1000, 'tr')).json().error).toBe('Üzgünüz, seçilen adrese teslimat yapılamıyor');

    // Replacing drops what is not sent again; an empty set is free delivery.
    await send('PUT', '/api/vendor-delivery-charges', vendor.headers, { ranges: [band(0, 5000, 250, 3)] });
    expect((await quote(storeId, TOWN, 1000)).statusCode).toBe(400);
    await send('PUT', '/api/vendor-delivery-charges', vendor.headers, { ranges: [] });
    expect((await quote(storeId, TOWN, 1000)).json().data.charge).toBe(0);
    expect((await quote(randomUUID(), TOWN, 1000)).statusCode).toBe(404);
  });

  it('refuses bands that break SPEC.md §5 and keeps the old set', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    await send('PUT', '/api/vendor-delivery-charges', vendor.headers, { ranges: [band(0, 1000, 200, 5)] });

    // Each empty box is marked in its own band (issue 43); an empty "To" is no upper limit, not a gap.
    const incomplete = await send('PUT', '/api/vendor-delivery-charges', vendor.headers, {
      ranges: [band(0, 1000, 200, 5), { min_price: 1001, max_price: null, charge: 300 }],
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors).toEqual({
      ranges: ['Please check all charges are filled properly'],
      'ranges.1.max_distance_km': ['Maximum distance is required'],
      'ranges.1.max_hours': ['Maximum delivery time is required'],
    });
    const turkish = await send('PUT', '/api/vendor-delivery-charges', vendor.headers, { ranges: [{}] }, 'tr');
    expect(turkish.json().errors).toMatchObject({
      ranges: ['Lütfen tüm ücretlerin doğru doldurulduğunu kontrol edin'],
      'ranges.0.charge': ['Ücret zorunludur'],
    });
    expect(turkish.json().errors['ranges.0.max_price']).toBeUndefined();

    const rules = await send('PUT', '/api/vendor-delivery-charges', vendor.headers, {
      ranges: [band(2000, 1000, 200, 5), band(0, 500, 100, 5, 100), band(0, 500, 10.5, 5)],
    });
    expect(rules.json().errors).toEqual({
      'ranges.0.min_price': ['Minimum price must not be more than the maximum price'],
      'ranges.1.max_hours': ['Maximum delivery time must be at most 2 digits'],
      'ranges.2.charge': ['Invalid Charge'],
    });
    expect((await get('/api/vendor-delivery-charges', vendor.headers)).json().data.ranges).toEqual([
      band(0, 1000, 200, 5),
    ]);

    // The factory's store delivers up to 10 km: a 50 km band is refused, naming the reach, in either language.
    const tooFar = await send('PUT', '/api/vendor-delivery-charges', vendor.headers, {
      ranges: [band(0, 1000, 200, 10), band(1001, 5000, 300, 50)],
    });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json()).toMatchObject({
      code: 'band_beyond_radius',
      error: 'Your store delivers up to 10 km, so a band cannot reach farther',
      errors: { 'ranges.1.max_distance_km': ['Your store delivers up to 10 km, so a band cannot reach farther'] },
    });
    const tooFarTr = await send(
      'PUT',
      '/api/vendor-delivery-charges',
      vendor.headers,
      { ranges: [band(0, 1000, 200, 50)] },
      'tr',
    );
    expect(tooFarTr.json().errors['ranges.0.max_distance_km']).toEqual([
      'Mağazanız en fazla 10 km uzağa teslimat yapıyor; bir aralık daha uzağa ulaşamaz',
    ]);
    expect((await get('/api/vendor-delivery-charges', vendor.headers)).json().data.ranges).toEqual([
      band(0, 1000, 200, 5),
    ]);

    // A band without an upper limit is kept as the highest value and comes back as such.
    const open = await send('PUT', '/api/vendor-delivery-charges', vendor.headers, {
      ranges: [band(0, 3999, 200, 10), { ...band(4000, 0, 0, 10), max_price: '' }],
    });
    expect(open.statusCode).toBe(200);
    expect(open.json().data.ranges[1]).toEqual(band(4000, DELIVERY_BAND_NO_LIMIT, 0, 10));

    const customer = await createSignedInUser(ctx.app, ctx.database);
    expect((await send('PUT', '/api/vendor-delivery-charges', customer.headers, { ranges: [] })).statusCode).toBe(403);
    // Each vendor reaches only its own bands.
    const other = await createVendorWithStore(ctx.app, ctx.database);
    expect((await get('/api/vendor-delivery-charges', other.headers)).json().data.ranges).toEqual([]);
  });

  it('lets a vendor keep its own VAT rates beside the platform’s, and not delete one in use', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const platform = (await get('/api/vendor-vat-rates', vendor.headers)).json().data;
    expect(platform.length).toBeGreaterThan(0);
    expect(platform.every((r: { scope: string }) => r.scope === 'platform')).toBe(true);

    const created = await send('POST', '/api/add-vat-rate', vendor.headers, { name: 'Reduced hotel', rate: 4.75 });
    expect(created.statusCode).toBe(201);
    const own = created.json().data;
    expect(own).toMatchObject({ name: 'Reduced hotel', rate: 4.75, scope: 'store', product_count: 0 });
    const listed = (await get('/api/vendor-vat-rates', vendor.headers)).json().data;
    expect(listed.find((r: { id: number }) => r.id === own.id)).toMatchObject({ scope: 'store' });
    // The catalogue's product form offers it.
    const usable = (await get('/api/vat-rates-list', vendor.headers)).json().data;
    expect(usable.find((r: { id: number }) => r.id === own.id)).toMatchObject({ name: 'Reduced hotel', rate: 4.75 });
    // Cyprus's rates are stored in English with their rate ("Standard 19%"): each language names the kind once.
    const standard = (list: { name: string; rate: number }[]) => list.find((r) => r.rate === 19)?.name;
    expect(standard(usable)).toBe('Standard');
    const turkish = await ctx.app.inject({
      method: 'GET',
      url: '/api/vat-rates-list?lang=tr',
      headers: vendor.headers,
    });
    expect(standard(turkish.json().data)).toBe('Standart');

    const edited = await send('POST', '/api/add-vat-rate', vendor.headers, { id: own.id, name: 'Hotel', rate: 5 });
    expect(edited.json().data).toMatchObject({ id: own.id, name: 'Hotel', rate: 5 });
    const bad = await send('POST', '/api/add-vat-rate', vendor.headers, { name: '', rate: 4.755 });
    expect(bad.json().errors).toEqual({ name: ['Name is required'], rate: ['Invalid Rate'] });

    // Another vendor cannot see, change or delete it, nor change a platform rate.
    const other = await createVendorWithStore(ctx.app, ctx.database);
    const otherList = (await get('/api/vendor-vat-rates', other.headers)).json().data;
    expect(otherList.some((r: { id: number }) => r.id === own.id)).toBe(false);
    expect(
      (await send('POST', '/api/add-vat-rate', other.headers, { id: own.id, name: 'Mine', rate: 1 })).statusCode,
    ).toBe(404);
    expect((await send('POST', '/api/delete-vat-rate', other.headers, { id: own.id })).statusCode).toBe(404);
    expect(
      (await send('POST', '/api/add-vat-rate', vendor.headers, { id: platform[0].id, name: 'Other', rate: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await send('POST', '/api/delete-vat-rate', vendor.headers, { id: platform[0].id })).statusCode).toBe(404);

    // In use by a product: 409, and the product keeps it.
    const { product } = await createProduct(ctx.database, vendor.store.id, { vatRateId: own.id });
    const inUse = await send('POST', '/api/delete-vat-rate', vendor.headers, { id: own.id });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toBe('Products use this VAT rate; choose another rate on them first');
    expect(
      (await get('/api/vendor-vat-rates', vendor.headers)).json().data.find((r: { id: number }) => r.id === own.id)
        .product_count,
    ).toBe(1);
    await ctx.database.db.update(products).set({ vatRateId: null }).where(eq(products.id, product.id));
    expect((await send('POST', '/api/delete-vat-rate', vendor.headers, { id: own.id })).statusCode).toBe(200);
    expect(
      (await get('/api/vendor-vat-rates', vendor.headers)).json().data.some((r: { id: number }) => r.id === own.id),
    ).toBe(false);

    const customer = await createSignedInUser(ctx.app, ctx.database);
    expect((await get('/api/vendor-vat-rates', customer.headers)).statusCode).toBe(403);
  });

  it('counts on a vendor’s VAT page only the vendor’s own products, also for the platform’s rates', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const other = await createVendorWithStore(ctx.app, ctx.database);
    const platform = (await get('/api/vendor-vat-rates', vendor.headers))
      .json()
      .data.find((r: { scope: string }) => r.scope === 'platform');
    const countOf = async (headers: Headers) =>
      (await get('/api/vendor-vat-rates', headers)).json().data.find((r: { id: number }) => r.id === platform.id)
        .product_count;
    const before = { mine: await countOf(vendor.headers), theirs: await countOf(other.headers) };
    expect(before).toEqual({ mine: 0, theirs: 0 });
    await createProduct(ctx.database, other.store.id, { vatRateId: platform.id });
    await createProduct(ctx.database, other.store.id, { vatRateId: platform.id });
    await createProduct(ctx.database, vendor.store.id, { vatRateId: platform.id });
    expect({ mine: await countOf(vendor.headers), theirs: await countOf(other.headers) }).toEqual({
      mine: 1,
      theirs: 2,
    });
  });

  it('lets managers keep the platform-wide VAT rates', async () => {
    const staff = (await createSignedInUser(ctx.app, ctx.database, { staffRole: 'manager' })).headers;
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const created = await send('POST', '/api/admin/vat-rates', staff, { name: 'Super reduced', rate: 2.5 });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ scope: 'platform', rate: 2.5 });
    // Every store sees it.
    expect(
      (await get('/api/vendor-vat-rates', vendor.headers)).json().data.some((r: { id: number }) => r.id === id),
    ).toBe(true);
    expect(
      (await send('PUT', `/api/admin/vat-rates/${id}`, staff, { name: 'Super reduced', rate: 3 })).json().data.rate,
    ).toBe(3);
    // A store's own rate is not the platform's to change.
    const own = (await send('POST', '/api/add-vat-rate', vendor.headers, { name: 'Own', rate: 1 })).json().data;
    expect((await send('PUT', `/api/admin/vat-rates/${own.id}`, staff, { name: 'Other', rate: 1 })).statusCode).toBe(
      404,
    );
    expect((await get('/api/admin/vat-rates', staff)).json().data.some((r: { id: number }) => r.id === own.id)).toBe(
      false,
    );

    await createProduct(ctx.database, vendor.store.id, { vatRateId: id });
    expect((await send('DELETE', `/api/admin/vat-rates/${id}`, staff)).statusCode).toBe(409);
    const unused = (await send('POST', '/api/admin/vat-rates', staff, { name: 'Temporary', rate: 1 })).json().data;
    expect((await send('DELETE', `/api/admin/vat-rates/${unused.id}`, staff)).statusCode).toBe(200);

    expect((await send('POST', '/api/admin/vat-rates', vendor.headers, { name: 'Other', rate: 1 })).statusCode).toBe(
      403,
    );
    const plainStaff = (await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' })).headers;
    expect((await send('POST', '/api/admin/vat-rates', plainStaff, { name: 'Other', rate: 1 })).statusCode).toBe(403);
    expect((await get('/api/admin/vat-rates', plainStaff)).statusCode).toBe(200);
  });

  it('lets managers set the platform fee, which anyone may read', async () => {
    const staff = (await createSignedInUser(ctx.app, ctx.database, { staffRole: 'manager' })).headers;
    await ctx.database.db.delete(appSettings).where(eq(appSettings.key, 'platform_fee'));
    expect((await get('/api/platform-fee')).json()).toEqual({ data: { type: 'flat', value: 0 } });

    const saved = await send('PUT', '/api/admin/platform-fee', staff, { type: 'percent', value: 250 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ type: 'percent', value: 250 });
    expect((await get('/api/platform-fee')).json().data).toEqual({ type: 'percent', value: 250 });
    const [row] = await ctx.database.db.select().from(appSettings).where(eq(appSettings.key, 'platform_fee'));
    expect(row?.value).toEqual({ type: 'percent', value: 250 });

    await send('PUT', '/api/admin/platform-fee', staff, { type: 'flat', value: 99 });
    expect((await get('/api/admin/platform-fee', staff)).json().data).toEqual({ type: 'flat', value: 99 });
    const tooMuch = await send('PUT', '/api/admin/platform-fee', staff, { type: 'percent', value: 6000 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual({ value: ['Invalid Value'] });

    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    expect((await send('PUT', '/api/admin/platform-fee', vendor.headers, { type: 'flat', value: 0 })).statusCode).toBe(
      403,
    );
    expect((await get('/api/admin/platform-fee', vendor.headers)).statusCode).toBe(403);
    const plainStaff = (await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' })).headers;
    expect((await send('PUT', '/api/admin/platform-fee', plainStaff, { type: 'flat', value: 0 })).statusCode).toBe(403);
    expect((await get('/api/platform-fee')).json().data).toEqual({ type: 'flat', value: 99 });
  });
});
