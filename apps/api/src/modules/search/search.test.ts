import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/catalogue.ts';
import {
  createProduct,
  createSignedInUser,
  createStore,
  createUser,
  createVendorWithStore,
  updateVariantStock,
} from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

describe('customer search: storeSearch and search', () => {
  let ctx: TestContext;
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const store = async (overrides: Parameters<typeof createStore>[2] = {}) =>
    createStore(ctx.database, (await createUser(ctx.database, { type: 'vendor' })).id, overrides);

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('lists approved, active stores only, paged as SPEC.md §3 says', async () => {
    const visible = await store({ title: 'Zephyr Visible Grocer' });
    const hidden = [
      await store({ title: 'Zephyr Pending Grocer', status: 'pending' }),
      await store({ title: 'Zephyr Draft Grocer', status: 'draft' }),
      await store({ title: 'Zephyr Rejected Grocer', status: 'rejected' }),
      await store({ title: 'Zephyr Closed Grocer', isActive: false }),
      await store({ title: 'Zephyr Deleted Grocer', deletedAt: new Date(), ownerId: null }),
    ];
    const response = await get('/api/storeSearch?search=zephyr');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ current_page: 1, per_page: 10, total: 1, last_page: 1, prev_page_url: null });
    expect(body.data.map((s: { id: string }) => s.id)).toEqual([visible.id]);
    expect(body.data[0]).toMatchObject({
      id: visible.id,
      title: 'Zephyr Visible Grocer',
      slug: visible.slug,
      type: 'goods',
      category: { slug: 'test-groceries', name: 'Groceries' },
      city: 'Nicosia',
      district: 'Nicosia',
      avg_rating: 0,
      delivery_time: 45,
      minimum_order_amount: 0,
      distance_km: null,
    });
    const all = (await get('/api/storeSearch?per_page=100')).json();
    for (const h of hidden) expect(all.data.map((s: { id: string }) => s.id)).not.toContain(h.id);
  });

  it('forgives typos and missing Turkish letters in store names', async () => {
    const bakery = await store({ title: 'Quillon Bakery' });
    const cicek = await store({ title: 'Çiçekçi Gülşen' });
    expect((await get('/api/storeSearch?search=quillon%20bakry')).json().data[0]?.id).toBe(bakery.id);
    expect((await get('/api/storeSearch?search=cicekci%20gulsen')).json().data[0]?.id).toBe(cicek.id);
    expect((await get('/api/storeSearch?search=CICEKCI')).json().data[0]?.id).toBe(cicek.id);
  });

  it('counts a search’s matches on every page, past the last one too', async () => {
    for (let i = 0; i < 3; i++) await store({ title: `Zephyrine Kiosk ${i}` });
    const page = async (n: number) => (await get(`/api/storeSearch?search=zephyrine&per_page=2&page=${n}`)).json();
    expect(await page(1)).toMatchObject({ total: 3, last_page: 2 });
    expect((await page(1)).data).toHaveLength(2);
    expect(await page(2)).toMatchObject({ total: 3, data: [expect.objectContaining({ title: expect.any(String) })] });
    expect(await page(3)).toMatchObject({ total: 3, last_page: 2, data: [] });
  });

  it('sorts by name, most visited, delivery time and latest, and filters by type and category', async () => {
    const a = await store({ title: 'Sortwell Alpha', visitCount: 5, deliveryTimeMinutes: 60, type: 'service' });
    const b = await store({ title: 'Sortwell Beta', visitCount: 50, deliveryTimeMinutes: 20, type: 'service' });
    const c = await store({ title: 'Sortwell Gamma', visitCount: 20, deliveryTimeMinutes: 40, type: 'service' });
    const ids = async (q: string) =>
      (await get(`/api/storeSearch?search=sortwell&${q}`)).json().data.map((s: { id: string }) => s.id);
    expect(await ids('sort=name')).toEqual([a.id, b.id, c.id]);
    expect(await ids('sort=most_visited')).toEqual([b.id, c.id, a.id]);
    expect(await ids('sort=delivery_time')).toEqual([b.id, c.id, a.id]);
    expect(await ids('sort=latest')).toEqual([c.id, b.id, a.id]);
    expect(await ids('type=goods')).toEqual([]);
    expect((await ids('type=service&category=test-groceries')).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(await ids('category=no-such-category')).toEqual([]);
  });

  it('measures the distance from the caller, sorts by it and filters by radius and delivery', async () => {
    // Nicosia centre; Larnaca is ~40 km away, Kyrenia ~20 km, Paphos ~110 km.
    const here = { lat: 35.1725, lng: 33.3617 };
    const near = await store({ title: 'Distancia Near', lat: 35.175, lng: 33.365, deliveryMaxDistanceKm: 5 });
    const kyrenia = await store({ title: 'Distancia Kyrenia', lat: 35.3364, lng: 33.3199, deliveryMaxDistanceKm: 10 });
    const larnaca = await store({ title: 'Distancia Larnaca', lat: 34.9229, lng: 33.6233, deliveryMaxDistanceKm: 50 });
    const paphos = await store({ title: 'Distancia Paphos', lat: 34.7754, lng: 32.4245, deliveryMaxDistanceKm: 20 });
    const list = async (q: string) =>
      (await get(`/api/storeSearch?search=distancia&lat=${here.lat}&lng=${here.lng}&${q}`)).json().data as {
        id: string;
        distance_km: number;
        deliverable: boolean;
      }[];
    const byDistance = await list('sort=distance');
    expect(byDistance.map((s) => s.id)).toEqual([near.id, kyrenia.id, larnaca.id, paphos.id]);
    expect(byDistance[0]!.distance_km).toBeLessThan(1);
    expect(byDistance[1]!.distance_km).toBeCloseTo(18.4, 0);
    expect(byDistance[2]!.distance_km).toBeGreaterThan(35);
    expect(byDistance[2]!.distance_km).toBeLessThan(40);
    expect(byDistance.map((s) => s.deliverable)).toEqual([true, false, true, false]);
    expect((await list('max_distance=25')).map((s) => s.id).sort()).toEqual([near.id, kyrenia.id].sort());
    expect((await list('deliverable=yes&sort=distance')).map((s) => s.id)).toEqual([near.id, larnaca.id]);
  });

  it('lists the nearest stores first without words, ties by id, each store once across the pages', async () => {
    // Off Cape Andreas, far from every other test store (Nicosia): these are the nearest, whatever else is listed.
    const here = { lat: 35.7, lng: 34.6 };
    const first = await store({ title: 'Nearest One', lat: 35.701, lng: 34.601 });
    // Three shops in one building: exactly as far away, so they follow each other by id.
    const building = [
      await store({ title: 'Arcade A', lat: 35.71, lng: 34.61 }),
      await store({ title: 'Arcade B', lat: 35.71, lng: 34.61 }),
      await store({ title: 'Arcade C', lat: 35.71, lng: 34.61 }),
    ].sort((a, b) => (a.id < b.id ? -1 : 1));
    const last = await store({ title: 'Nearest Far', lat: 35.75, lng: 34.7, type: 'service' });
    const page = async (q: string) =>
      (await get(`/api/storeSearch?lat=${here.lat}&lng=${here.lng}&${q}`)).json() as {
        total: number;
        data: { id: string; distance_km: number }[];
      };
    const expected = [first.id, ...building.map((s) => s.id), last.id];
    // Pages of two through the tie: the same order as one page of five.
    const paged = [
      ...(await page('per_page=2&page=1')).data,
      ...(await page('per_page=2&page=2')).data,
      ...(await page('per_page=2&page=3')).data,
    ].slice(0, 5);
    expect(paged.map((s) => s.id)).toEqual(expected);
    const whole = await page('per_page=5');
    expect(whole.data.map((s) => s.id)).toEqual(expected);
    expect(whole.data[0]!.distance_km).toBeLessThan(1);
    // Sort named or not, the same; a filter still applies, and the count is of every store with a place.
    expect((await page('per_page=5&sort=distance')).data.map((s) => s.id)).toEqual(expected);
    expect((await page('per_page=1&type=service')).data.map((s) => s.id)).toEqual([last.id]);
    const located = (await get('/api/storeSearch?per_page=100')).json().total;
    expect(whole.total).toBe(located);
  });

  it('finds "Çay" when typed "cay", and "Bakery" when typed "bakry"', async () => {
    const shop = await store({ title: 'Tea Corner' });
    const { product: tea } = await createProduct(ctx.database, shop.id, { nameEn: 'Black Tea', nameTr: 'Çay' });
    const bakeryShop = await store({ title: 'Bakery Hillside' });
    const response = await get('/api/search?q=cay');
    expect(response.statusCode).toBe(200);
    expect(response.json().products.map((p: { id: string }) => p.id)).toContain(tea.id);
    expect(response.json().products[0]).toMatchObject({ id: tea.id, name: 'Black Tea', name_tr: 'Çay' });
    // Sent once: no `data` copy of the same lists (issue 16).
    expect(Object.keys(response.json()).sort()).toEqual(['products', 'stores']);
    const tr = await get('/api/search?q=cay&lang=tr');
    expect(tr.json().products[0].name).toBe('Çay');
    const typo = await get('/api/search?q=bakry');
    expect(typo.json().stores.map((s: { id: string }) => s.id)).toContain(bakeryShop.id);
  });

  it('finds a product named after the word was last searched for, once anything is written', async () => {
    const shop = await store({ title: 'Preserves Corner' });
    const { product: quinoa } = await createProduct(ctx.database, shop.id, { nameEn: 'Quinoa Salad' });
    const found = async () => (await get('/api/search?q=quin')).json().products.map((p: { id: string }) => p.id);
    expect(await found()).toEqual([quinoa.id]);
    // Written straight to the database, as another instance would: this one still remembers what "quin" became.
    const { product: quince } = await createProduct(ctx.database, shop.id, { nameEn: 'Quince Jam' });
    expect(await found()).toEqual([quinoa.id]);
    // A sign-in names nothing (ADR 0072): it still remembers.
    await createSignedInUser(ctx.app, ctx.database);
    expect(await found()).toEqual([quinoa.id]);
    // A successful write that may change what the public sees (a vendor's stock) makes it forget.
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const { product, variants } = await createProduct(ctx.database, vendor.store.id);
    const variant = { productId: product.id, variantId: variants[0]!.id };
    expect((await updateVariantStock(ctx.app, vendor.headers, variant, 3)).statusCode).toBe(200);
    expect((await found()).sort()).toEqual([quince.id, quinoa.id].sort());
  });

  it('never shows products that are pending, rejected, inactive, or of a hidden store', async () => {
    const open = await store({ title: 'Visible Shop' });
    const pendingStore = await store({ title: 'Pending Shop', status: 'pending' });
    const closedStore = await store({ title: 'Closed Shop', isActive: false });
    const { product: shown } = await createProduct(ctx.database, open.id, { nameEn: 'Xylophone Shown' });
    const hidden = [
      (await createProduct(ctx.database, open.id, { nameEn: 'Xylophone Pending', status: 'pending' })).product,
      (await createProduct(ctx.database, open.id, { nameEn: 'Xylophone Rejected', status: 'rejected' })).product,
      (await createProduct(ctx.database, open.id, { nameEn: 'Xylophone Off', isActive: false })).product,
      (await createProduct(ctx.database, pendingStore.id, { nameEn: 'Xylophone In Pending Store' })).product,
      (await createProduct(ctx.database, closedStore.id, { nameEn: 'Xylophone In Closed Store' })).product,
    ];
    const found = (await get('/api/search?q=xylophone&limit=20')).json();
    expect(found.products.map((p: { id: string }) => p.id)).toEqual([shown.id]);
    expect(found.stores.map((s: { id: string }) => s.id)).not.toContain(pendingStore.id);

    const listed = (await get('/api/users-product-list?search=xylophone&per_page=100')).json();
    expect(listed.data.map((p: { id: string }) => p.id)).toEqual([shown.id]);
    for (const product of hidden) {
      expect((await get(`/api/productDetail/${product.id}`)).statusCode).toBe(404);
      expect((await get(`/api/productDetail/${product.slug}`)).statusCode).toBe(404);
    }
    expect((await get(`/api/storeDetail/${pendingStore.id}`)).statusCode).toBe(404);
    expect((await get(`/api/storeDetail/${closedStore.slug}`)).statusCode).toBe(404);
    const landing = (await get('/api/landing-page-products?limit=40')).json();
    for (const product of hidden) expect(landing.data.map((p: { id: string }) => p.id)).not.toContain(product.id);
  });

  it('answers an empty query with nothing', async () => {
    expect((await get('/api/search?q=')).json()).toMatchObject({ stores: [], products: [] });
    expect((await get('/api/search?q=%20%21%21')).json()).toMatchObject({ stores: [], products: [] });
  });

  it('finds stores by their business category in either language ("firin" finds bakeries)', async () => {
    const [bakery] = await ctx.database.db
      .insert(categories)
      .values({ slug: 'test-bakery', type: 'goods', nameEn: 'Bakery & Pastry', nameTr: 'Fırın ve Pastane' })
      .returning();
    const shop = await store({ title: 'Loaf Lane', categoryId: bakery!.id });
    const byTurkish = (await get('/api/storeSearch?search=firin')).json();
    expect(byTurkish.data.map((s: { id: string }) => s.id)).toEqual([shop.id]);
    const box = (await get('/api/search?q=f%C4%B1r%C4%B1n')).json();
    expect(box.stores.map((s: { id: string }) => s.id)).toEqual([shop.id]);
    expect((await get('/api/search?q=pastry')).json().stores.map((s: { id: string }) => s.id)).toEqual([shop.id]);
  });

  it('suggests a few products, stores and categories as someone types, names only, in their language', async () => {
    const [category] = await ctx.database.db
      .insert(categories)
      .values({ slug: 'test-marmalades', type: 'goods', nameEn: 'Marmalades', nameTr: 'Marmelatlar' })
      .returning();
    const shop = await store({ title: 'Marmaris Preserves' });
    const { product } = await createProduct(ctx.database, shop.id, {
      nameEn: 'Bitter orange marmalade',
      nameTr: 'Turunç marmeladı',
    });
    const en = await get('/api/search-suggestions?q=marm');
    expect(en.statusCode).toBe(200);
    const body = en.json();
    expect(Object.keys(body).sort()).toEqual(['categories', 'products', 'stores']);
    expect(body.products).toContainEqual({
      name: 'Bitter orange marmalade',
      slug: product.slug,
      store_slug: shop.slug,
      store_title: 'Marmaris Preserves',
    });
    expect(body.stores).toContainEqual({ title: 'Marmaris Preserves', slug: shop.slug });
    expect(body.categories).toContainEqual({ name: 'Marmalades', slug: category!.slug });
    expect(body.products.length).toBeLessThanOrEqual(5);
    expect(body.stores.length).toBeLessThanOrEqual(3);
    expect(body.categories.length).toBeLessThanOrEqual(3);

    // Turkish names for a Turkish page, typed without the Turkish letters.
    const tr = (await get('/api/search-suggestions?q=turunc&lang=tr')).json();
    expect(tr.products.map((p: { name: string }) => p.name)).toContain('Turunç marmeladı');
    expect((await get('/api/search-suggestions?q=marmelat&lang=tr')).json().categories).toContainEqual({
      name: 'Marmelatlar',
      slug: category!.slug,
    });
    // Nothing to go by, nothing suggested; an inactive category is never suggested.
    expect((await get('/api/search-suggestions?q=')).json()).toEqual({ products: [], stores: [], categories: [] });
    await ctx.database.db.insert(categories).values({
      slug: 'test-marmots',
      type: 'goods',
      nameEn: 'Marmots',
      nameTr: 'Dağ sıçanları',
      isActive: false,
    });
    const slugs = (await get('/api/search-suggestions?q=marmot'))
      .json()
      .categories.map((c: { slug: string }) => c.slug);
    expect(slugs).not.toContain('test-marmots');
    const docs = (await get('/api/docs/json')).json();
    expect(docs.paths['/api/search-suggestions']).toBeDefined();
  });
});
