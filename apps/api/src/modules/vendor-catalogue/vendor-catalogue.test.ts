import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/catalogue.ts';
import { productVariants, products, subCategories } from '../../db/schema/products.ts';
import { createSignedInUser, createVendorWithStore, ensureCategory, TEST_IMAGE_URL } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

describe('vendor catalogue: sub-categories, products, variants, stock', () => {
  let ctx: TestContext;
  let categoryId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    categoryId = (await ensureCategory(ctx.database)).id;
  });
  afterAll(() => ctx.close());

  type Headers = Record<string, string>;
  const post = (url: string, headers: Headers, payload: unknown, lang = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'accept-language': lang },
      payload: payload as object,
    });
  const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });

  async function vendorWithSub() {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const sub = await post('/api/add-sub-category', vendor.headers, { name_en: 'Teas', name_tr: 'Çaylar' });
    return { ...vendor, subId: sub.json().data.id as string };
  }
  const productBody = (subId: string, extra: Record<string, unknown> = {}) => ({
    name_en: 'Black Tea',
    name_tr: 'Çay',
    description_en: 'Strong black tea from Rize.',
    category_id: categoryId,
    sub_category_id: subId,
    availability: 'limited',
    unit_id: 1,
    unit_quantity: 1,
    sku: 'TEA-1',
    brand: 'Rize',
    vat_rate_id: 1,
    images: [TEST_IMAGE_URL],
    variants: [
      { unique_id: 'TEA-S', size_id: 1, price: 450, discount: 50, stock: 12 },
      { unique_id: 'TEA-L', size_id: 3, price: 800, stock: 3 },
    ],
    ...extra,
  });

  it('adds sub-categories pending approval, lists, shows, toggles and sets banners', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const created = await post('/api/add-sub-category', vendor.headers, { name_en: 'Breads', name_tr: 'Ekmekler' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({
      name: 'Breads',
      status: 'pending',
      active_status: true,
      product_count: 0,
    });
    const list = await get('/api/vendor-sub-categories-list', vendor.headers);
    expect(list.json()).toMatchObject({ total: 1, data: [{ id }] });
    const detail = await get(`/api/vendor-sub-categories-details/${id}`, {
      ...vendor.headers,
      'accept-language': 'tr',
    });
    expect(detail.json().data.name).toBe('Ekmekler');
    const off = await post('/api/activate-deactivate-sub-category', vendor.headers, { id });
    expect(off.json().data.active_status).toBe(false);
    const banners = await post('/api/add-sub-category-banner-images', vendor.headers, {
      id,
      banner_images: [TEST_IMAGE_URL],
    });
    expect(banners.json().data.banner_images).toEqual([TEST_IMAGE_URL]);
    const bad = await post('/api/add-sub-category-banner-images', vendor.headers, {
      id,
      banner_images: ['https://x.example/a.png'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['banner_images.0']).toEqual(['Invalid image type']);
  });

  it('adds a product with two variants in one go, pending approval, and reads it back', async () => {
    const vendor = await vendorWithSub();
    const created = await post('/api/add-vendor-product', vendor.headers, productBody(vendor.subId));
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({
      name_en: 'Black Tea',
      name_tr: 'Çay',
      status: 'pending',
      min_price: 400,
      max_price: 800,
      total_stock: 15,
      variants: [
        { unique_id: 'TEA-S', size: { id: 1 }, price: 450, discount: 50, selling_price: 400, stock: 12 },
        { unique_id: 'TEA-L', price: 800, stock: 3 },
      ],
    });
    // The sub-category counts it, in the list and in its details.
    const subs = (await get('/api/vendor-sub-categories-list', vendor.headers)).json();
    expect(subs.data).toMatchObject([{ id: vendor.subId, product_count: 1 }]);
    const sub = (await get(`/api/vendor-sub-categories-details/${vendor.subId}`, vendor.headers)).json();
    expect(sub.data.product_count).toBe(1);
    const detail = await get(`/api/vendor-product-details/${data.id}`, vendor.headers);
    expect(detail.json().data.id).toBe(data.id);
    const byQuery = await get(`/api/vendor-product-details?id=${data.id}`, vendor.headers);
    expect(byQuery.json().data.id).toBe(data.id);
    // Pending: customers cannot see it.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/productDetail/${data.id}` })).statusCode).toBe(404);
  });

  it('checks the product form: description, images, variants, stock, in English and Turkish', async () => {
    const vendor = await vendorWithSub();
    const bad = productBody(vendor.subId, {
      description_en: 'Too short',
      images: [],
      variants: [{ price: 500, discount: 500, stock: -1 }],
    });
    const en = await post('/api/add-vendor-product', vendor.headers, bad);
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toMatchObject({
      description_en: ['Description must be at least 10 characters'],
      images: ['Please add at least one image'],
      'variants.0.stock': ['Stock cannot be less than 0'],
      'variants.0.discount': ['Discount must be less than the price'],
    });
    const tr = await post('/api/add-vendor-product', vendor.headers, bad, 'tr');
    expect(tr.json().errors.description_en).toEqual(['Açıklama en az 10 karakter olmalıdır']);
    expect(tr.json().errors.images).toEqual(['Lütfen en az bir görsel ekleyin']);
    const noVariants = await post(
      '/api/add-vendor-product',
      vendor.headers,
      productBody(vendor.subId, { variants: [] }),
    );
    expect(noVariants.json().errors.variants).toEqual(['Please add at least one variant']);
    const noStock = await post(
      '/api/add-vendor-product',
      vendor.headers,
      productBody(vendor.subId, { variants: [{ price: 300 }] }),
    );
    expect(noStock.json().errors['variants.0.stock']).toEqual(['Stock is required for limited stock products']);
  });

  it('asks for a sub-category first when the store has none', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const response = await post(
      '/api/add-vendor-product',
      vendor.headers,
      productBody('5c0e2d56-3f43-4f3c-9d1e-0d8a1e3f2b10'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Please add at least one sub category');
  });

  it('refuses a sub-category of another business category, and takes one of this category or of none', async () => {
    const vendor = await vendorWithSub();
    const [other] = await ctx.database.db
      .insert(categories)
      .values({ slug: `test-cafes-${Date.now()}`, type: 'goods', nameEn: 'Cafés', nameTr: 'Kafeler' })
      .returning();
    await ctx.database.db
      .update(subCategories)
      .set({ categoryId: other!.id })
      .where(eq(subCategories.id, vendor.subId));
    const refused = await post('/api/add-vendor-product', vendor.headers, productBody(vendor.subId));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      sub_category_id: ['This sub-category belongs to another business category'],
    });
    const turkish = await post('/api/add-vendor-product', vendor.headers, productBody(vendor.subId), 'tr');
    expect(turkish.json().errors.sub_category_id).toEqual(['Bu alt kategori başka bir işletme kategorisine ait']);
    expect(
      (await post('/api/add-vendor-product', vendor.headers, productBody(vendor.subId, { category_id: other!.id })))
        .statusCode,
    ).toBe(201);
    await ctx.database.db.update(subCategories).set({ categoryId: null }).where(eq(subCategories.id, vendor.subId));
    expect((await post('/api/add-vendor-product', vendor.headers, productBody(vendor.subId))).statusCode).toBe(201);
  });

  it('keeps an approved product approved for price and stock, and sends it back for new words', async () => {
    const vendor = await vendorWithSub();
    const created = (await post('/api/add-vendor-product', vendor.headers, productBody(vendor.subId))).json().data;
    await ctx.database.db.update(products).set({ status: 'approved' }).where(eq(products.id, created.id));
    const variants = created.variants.map((v: { id: string; unique_id: string }, i: number) => ({
      id: v.id,
      unique_id: v.unique_id,
      price: 600 + i,
      stock: 7,
    }));
    const priced = await post(
      '/api/add-vendor-product',
      vendor.headers,
      productBody(vendor.subId, { id: created.id, variants }),
    );
    expect(priced.json().data).toMatchObject({ status: 'approved', min_price: 600, max_price: 601 });
    expect(priced.json().data.variants.map((v: { id: string }) => v.id)).toEqual(
      variants.map((v: { id: string }) => v.id),
    );
    const renamed = await post(
      '/api/add-vendor-product',
      vendor.headers,
      productBody(vendor.subId, { id: created.id, variants, name_en: 'Rize Black Tea' }),
    );
    expect(renamed.json().data.status).toBe('pending');
  });

  it('updates stock per variant and for all products, never below zero', async () => {
    const vendor = await vendorWithSub();
    const product = (await post('/api/add-vendor-product', vendor.headers, productBody(vendor.subId))).json().data;
    const [small] = product.variants;
    const update = await post('/api/product-stock-update', vendor.headers, {
      product_id: product.id,
      variation_id: small.id,
      stock: 0,
    });
    expect(update.json().data.variants[0]).toMatchObject({
      stock: 0,
      stock_status: 'out_of_stock',
      stock_message: 'Out of Stock',
    });
    const negative = await post('/api/product-stock-update', vendor.headers, {
      product_id: product.id,
      variation_id: small.id,
      stock: -3,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors.stock).toEqual(['Stock cannot be less than 0']);
    await expect(
      ctx.database.db.update(productVariants).set({ stock: -1 }).where(eq(productVariants.id, small.id)),
    ).rejects.toThrow();
    const all = await post('/api/update-all-products-stock', vendor.headers, { stock: 25 });
    expect(all.json().data.updated).toBe(2);
    const low = await get('/api/vendor-products-list?stock=low', vendor.headers);
    expect(low.json().total).toBe(0);
    await post('/api/product-stock-update', vendor.headers, {
      product_id: product.id,
      variation_id: small.id,
      stock: 2,
    });
    expect((await get('/api/vendor-products-list?stock=low', vendor.headers)).json().total).toBe(1);
    expect((await get('/api/vendor-products-list?stock=high', vendor.headers)).json().total).toBe(0);
    expect((await post('/api/update-all-products-stock', vendor.headers, { stock: -1 })).statusCode).toBe(400);
  });

  it('deactivates and deletes variants (not the last one) and deletes products', async () => {
    const vendor = await vendorWithSub();
    const product = (await post('/api/add-vendor-product', vendor.headers, productBody(vendor.subId))).json().data;
    const [small, large] = product.variants;
    const off = await post('/api/activate-deactivate-product-variant', vendor.headers, { id: small.id });
    expect(off.json().data.variants[0]).toMatchObject({ active_status: false, stock_message: 'Not available' });
    expect(off.json().data.min_price).toBe(800);
    expect((await post('/api/delete-vendor-product-variation', vendor.headers, { id: small.id })).statusCode).toBe(200);
    const last = await post('/api/delete-vendor-product-variation', vendor.headers, { id: large.id });
    expect(last.statusCode).toBe(409);
    expect((await post('/api/delete-vendor-product', vendor.headers, { id: product.id })).json().data.message).toBe(
      'Product deleted',
    );
    expect((await get(`/api/vendor-product-details/${product.id}`, vendor.headers)).statusCode).toBe(404);
  });

  it('lists products paged with status and search filters', async () => {
    const vendor = await vendorWithSub();
    for (let i = 0; i < 11; i++)
      await post(
        '/api/add-vendor-product',
        vendor.headers,
        productBody(vendor.subId, { name_en: `Tea ${i}`, sku: `T${i}` }),
      );
    const page = (await get('/api/vendor-products-list', vendor.headers)).json();
    expect(page).toMatchObject({ total: 11, last_page: 2, per_page: 10 });
    expect((await get('/api/vendor-products-list?status=pending&search=tea%201', vendor.headers)).json().total).toBe(2);
    expect((await get('/api/vendor-products-list?status=approved', vendor.headers)).json().total).toBe(0);
  });

  it("never lets a vendor read, change or delete another vendor's store data (404)", async () => {
    const owner = await vendorWithSub();
    const product = (await post('/api/add-vendor-product', owner.headers, productBody(owner.subId))).json().data;
    const variant = product.variants[0];
    const intruder = await vendorWithSub();
    const h = intruder.headers;
    const attempts = [
      await get(`/api/vendor-sub-categories-details/${owner.subId}`, h),
      await post('/api/add-sub-category', h, { id: owner.subId, name_en: 'Hijacked' }),
      await post('/api/activate-deactivate-sub-category', h, { id: owner.subId }),
      await post('/api/add-sub-category-banner-images', h, { id: owner.subId, banner_images: [] }),
      await get(`/api/vendor-product-details/${product.id}`, h),
      await post('/api/add-vendor-product', h, productBody(intruder.subId, { id: product.id })),
      await post('/api/delete-vendor-product', h, { id: product.id }),
      await post('/api/delete-vendor-product-variation', h, { id: variant.id }),
      await post('/api/activate-deactivate-product-variant', h, { id: variant.id }),
      await post('/api/product-stock-update', h, { product_id: product.id, variation_id: variant.id, stock: 1 }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual(attempts.map(() => 404));
    // Another store's variant cannot be smuggled into one's own product either.
    const own = (await post('/api/add-vendor-product', h, productBody(intruder.subId))).json().data;
    const smuggle = await post(
      '/api/add-vendor-product',
      h,
      productBody(intruder.subId, { id: own.id, variants: [{ id: variant.id, price: 1, stock: 1 }] }),
    );
    expect(smuggle.statusCode).toBe(404);
    // A product in someone else's sub-category is refused.
    const foreignSub = await post('/api/add-vendor-product', h, productBody(owner.subId));
    expect(foreignSub.statusCode).toBe(400);
    expect((await get('/api/vendor-sub-categories-list', h)).json().total).toBe(1);
    expect((await get('/api/vendor-products-list', h)).json().total).toBe(1);

    const untouched = await get(`/api/vendor-product-details/${product.id}`, owner.headers);
    expect(untouched.json().data).toMatchObject({
      name_en: 'Black Tea',
      variants: [{ stock: 12, active_status: true }, {}],
    });
    const [sub] = await ctx.database.db.select().from(subCategories).where(eq(subCategories.id, owner.subId));
    expect(sub).toMatchObject({ nameEn: 'Teas', isActive: true });
  });

  it('refuses customers (403) and vendors without a store (403, to setup)', async () => {
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const vendorless = await createSignedInUser(ctx.app, ctx.database, { type: 'vendor' });
    const routes: ['GET' | 'POST', string][] = [
      ['POST', '/api/add-sub-category'],
      ['POST', '/api/activate-deactivate-sub-category'],
      ['GET', '/api/vendor-sub-categories-list'],
      ['GET', '/api/vendor-sub-categories-details/5c0e2d56-3f43-4f3c-9d1e-0d8a1e3f2b10'],
      ['POST', '/api/add-sub-category-banner-images'],
      ['POST', '/api/add-vendor-product'],
      ['GET', '/api/vendor-products-list'],
      ['GET', '/api/vendor-product-details/5c0e2d56-3f43-4f3c-9d1e-0d8a1e3f2b10'],
      ['POST', '/api/delete-vendor-product'],
      ['POST', '/api/delete-vendor-product-variation'],
      ['POST', '/api/activate-deactivate-product-variant'],
      ['POST', '/api/product-stock-update'],
      ['POST', '/api/update-all-products-stock'],
      ['GET', '/api/vendor-category-images'],
    ];
    for (const [method, url] of routes) {
      const response = await ctx.app.inject({ method, url, headers: customer.headers, payload: {} });
      expect(response.statusCode, url).toBe(403);
    }
    const noStore = await get('/api/vendor-products-list', vendorless.headers);
    expect(noStore.statusCode).toBe(403);
    expect(noStore.json()).toMatchObject({
      error: 'Your store detail is incomplete, add the business category first',
      redirect: '/vendor/setup-store',
    });
    const categories = await get('/api/vendor-category-images', vendorless.headers);
    expect(categories.json().data.length).toBeGreaterThan(0);
  });
});
