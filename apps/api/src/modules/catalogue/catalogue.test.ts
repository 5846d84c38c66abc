import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subCategories } from '../../db/schema/products.ts';
import { createProduct, createStore, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

describe('public catalogue reads', () => {
  let ctx: TestContext;
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const store = async (overrides: Parameters<typeof createStore>[2] = {}) =>
    createStore(ctx.database, (await createUser(ctx.database, { type: 'vendor' })).id, overrides);

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('productDetail: variants with sizes, prices and stock status, and the JSON-LD fields', async () => {
    const shop = await store({ title: 'Detail Shop' });
    const { product, variants } = await createProduct(
      ctx.database,
      shop.id,
      {
        nameEn: 'Carob Honey',
        nameTr: 'Keçiboynuzu Balı',
        brand: 'Troodos Farm',
        sku: 'HON-1',
        mpn: 'TF-77',
        availability: 'limited',
      },
      [
        { uniqueId: 'S', sizeId: 1, price: 800, discount: 100, stock: 4 },
        { uniqueId: 'L', sizeId: 3, price: 1500, discount: 0, stock: 0 },
        { uniqueId: 'X', sizeId: 4, price: 2500, stock: 9, isActive: false },
      ],
    );
    for (const ref of [product.id, product.slug]) {
      const response = await get(`/api/productDetail/${ref}`);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({
        id: product.id,
        name: 'Carob Honey',
        store: { id: shop.id, title: 'Detail Shop' },
        variation_id: variants[0]!.id,
        selling_price: 700,
        mrp_price: 800,
        stock_status: 'in_stock',
        currency: 'EUR',
      });
      expect(data.variants).toMatchObject([
        {
          unique_id: 'S',
          size: { id: 1, name: 'Small' },
          price: 800,
          discount: 100,
          selling_price: 700,
          stock_status: 'in_stock',
          stock_message: null,
        },
        { unique_id: 'L', size: { id: 3, name: 'Large' }, stock_status: 'out_of_stock', stock_message: 'Out of Stock' },
        { unique_id: 'X', stock_status: 'not_available', stock_message: 'Not available', active_status: false },
      ]);
      expect(data.structured_data).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Carob Honey',
        image: ['/demo-images/groceries-1.svg'],
        description: 'A product made by the test factory.',
        sku: 'HON-1',
        mpn: 'TF-77',
        brand: { '@type': 'Brand', name: 'Troodos Farm' },
        offers: {
          '@type': 'AggregateOffer',
          lowPrice: '7.00',
          highPrice: '15.00',
          offerCount: 2,
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
        },
      });
    }
    const tr = (await get(`/api/productDetail/${product.id}?lang=tr`)).json().data;
    expect(tr.name).toBe('Keçiboynuzu Balı');
    expect(tr.variants[1].stock_message).toBe('Stokta yok');
    expect((await get('/api/productDetail/no-such-product')).statusCode).toBe(404);
  });

  it('productDetail: related products of the same sub-category first, visible ones only, at most 8', async () => {
    const shop = await store({ title: 'Related Shop' });
    const [shelf] = await ctx.database.db
      .insert(subCategories)
      .values({ storeId: shop.id, nameEn: 'Jams', status: 'approved' })
      .returning();
    const onShelf = (nameEn: string, extra: Record<string, unknown> = {}) =>
      createProduct(ctx.database, shop.id, { nameEn, subCategoryId: shelf!.id, ...extra });
    const { product } = await onShelf('Fig Jam');
    const siblings = [await onShelf('Quince Jam'), await onShelf('Cherry Jam')].map((p) => p.product.id);
    const paused = (await onShelf('Paused Jam', { isActive: false })).product.id;
    const closed = await store({ title: 'Closed Shop', isActive: false });
    const hidden = (await createProduct(ctx.database, closed.id, { nameEn: 'Hidden Jam' })).product.id;
    // Other products of the same business category fill the rest.
    for (let i = 0; i < 8; i++) await createProduct(ctx.database, (await store()).id, { nameEn: `Other ${i}` });
    const related: { id: string }[] = (await get(`/api/productDetail/${product.slug}`)).json().data.related;
    const ids = related.map((r) => r.id);
    expect(ids).toHaveLength(8);
    expect(new Set(ids.slice(0, 2))).toEqual(new Set(siblings));
    expect(ids).not.toContain(product.id);
    expect(ids).not.toContain(paused);
    expect(ids).not.toContain(hidden);
  });

  it('users-product-list filters by category, store, price, availability and sorts by price', async () => {
    const shop = await store({ title: 'Filter Shop' });
    const cheap = (await createProduct(ctx.database, shop.id, { nameEn: 'Filterable Cheap' }, [{ price: 300 }]))
      .product;
    const dear = (await createProduct(ctx.database, shop.id, { nameEn: 'Filterable Dear' }, [{ price: 4500 }])).product;
    const gone = (
      await createProduct(ctx.database, shop.id, { nameEn: 'Filterable Gone', availability: 'limited' }, [
        { price: 1200, stock: 0 },
      ])
    ).product;
    const ids = async (q: string) =>
      (await get(`/api/users-product-list?store=${shop.slug}&${q}`)).json().data.map((p: { id: string }) => p.id);
    expect(await ids('sort=price_low_high')).toEqual([cheap.id, gone.id, dear.id]);
    expect(await ids('sort=price_high_low')).toEqual([dear.id, gone.id, cheap.id]);
    expect(await ids('min_price=1000&max_price=1999')).toEqual([gone.id]);
    expect(await ids('availability=in_stock&sort=name')).toEqual([cheap.id, dear.id]);
    expect(await ids('availability=out_of_stock')).toEqual([gone.id]);
    expect(await ids('category=test-groceries&search=filterable%20dear')).toEqual([dear.id]);
    const page = (await get(`/api/users-product-list?store=${shop.id}&per_page=2`)).json();
    expect(page).toMatchObject({ total: 3, per_page: 2, last_page: 2 });
    expect(page.next_page_url).toContain('page=2');
  });

  it('get-filter-options: categories, SPEC.md §9 price buckets and availability', async () => {
    const data = (await get('/api/get-filter-options')).json().data;
    expect(data.price_ranges[0]).toEqual({ min: 0, max: 999, label: '€0.00 – €9.99' });
    expect(data.price_ranges).toHaveLength(11);
    expect(data.availability.map((a: { label: string }) => a.label)).toEqual(['In stock', 'Out of Stock']);
    expect(data.currency).toBe('EUR');
  });

  it('reference lists: categories, sub-categories, genders, sizes, units, countries in both languages', async () => {
    const shop = await store({ title: 'Sub Shop' });
    await ctx.database.db.insert(subCategories).values([
      { storeId: shop.id, nameEn: 'Bread', nameTr: 'Ekmek', status: 'approved' },
      { storeId: shop.id, nameEn: 'Secret', status: 'pending' },
      { storeId: shop.id, nameEn: 'Paused', status: 'approved', isActive: false },
    ]);
    const subs = (await get(`/api/sub-category-list?store=${shop.slug}&lang=tr`)).json().data;
    expect(subs.map((s: { name: string }) => s.name)).toEqual(['Ekmek']);
    const categories = (await get('/api/category-list?get_all=yes&lang=tr')).json().data;
    expect(categories).toContainEqual(expect.objectContaining({ slug: 'test-groceries', name: 'Market' }));
    expect((await get('/api/genders-list?get_all=yes&lang=tr')).json().data[0]).toEqual({
      id: 1,
      slug: 'male',
      name: 'Erkek',
    });
    const sizes = (await get('/api/sizes-list/1?get_all=yes')).json().data;
    expect(sizes.slice(0, 3).map((s: { name: string }) => s.name)).toEqual(['Small', 'Medium', 'Large']);
    expect((await get('/api/sizes-list/99')).json().data).toEqual([]);
    expect((await get('/api/units-list?lang=tr')).json().data[0]).toMatchObject({ code: 'piece', name: 'Adet' });
    const countries = (await get('/api/country-list?get_all=yes&lang=tr')).json().data;
    expect(countries[0]).toEqual({ code: 'CY', name: 'Kıbrıs', phone_code: '+357' });
    expect(countries[1]).toMatchObject({ code: 'TR', phone_code: '+90' });
    expect(countries.length).toBeGreaterThan(240);
  });

  it('storeDetail: about, hours, radius, sub-categories and the first page of products; counts the visit', async () => {
    const shop = await store({
      title: 'Page Shop',
      workingHoursFrom: '08:00',
      workingHoursTo: '20:00',
      description: 'Fresh bread daily.',
      descriptionTr: 'Her gün taze ekmek.',
    });
    await ctx.database.db.insert(subCategories).values({ storeId: shop.id, nameEn: 'Loaves', status: 'approved' });
    for (let i = 0; i < 12; i++) await createProduct(ctx.database, shop.id, { nameEn: `Loaf ${i}` });
    await createProduct(ctx.database, shop.id, { nameEn: 'Unapproved loaf', status: 'pending' });
    const data = (await get(`/api/storeDetail/${shop.slug}`)).json().data;
    expect(data).toMatchObject({
      id: shop.id,
      description: 'Fresh bread daily.',
      description_language: 'en',
      working_hours: { from: '08:00', to: '20:00' },
      delivery_max_distance: 10,
      store_lat: 35.1725,
      categories: [{ slug: 'test-groceries' }],
      sub_categories: [{ name: 'Loaves' }],
      products: { total: 12, per_page: 10, last_page: 2 },
    });
    // The "About" text in the reader's language.
    expect((await get(`/api/storeDetail/${shop.slug}?lang=tr`)).json().data).toMatchObject({
      description: 'Her gün taze ekmek.',
      description_language: 'tr',
    });
    const again = (await get(`/api/storeDetail/${shop.id}?page=2`)).json().data;
    expect(again.products.data).toHaveLength(2);
    expect(again.visit_count).toBe(2);
  });

  it('check-store-user-distance answers whether the store delivers to a point', async () => {
    const shop = await store({ title: 'Radius Shop', deliveryMaxDistanceKm: 10 });
    const near = (await get(`/api/check-store-user-distance?store_id=${shop.id}&lat=35.18&lng=33.37`)).json().data;
    expect(near).toMatchObject({ deliverable: true, delivery_max_distance: 10 });
    const far = await get(`/api/check-store-user-distance?store_id=${shop.id}&lat=34.7754&lng=32.4245`);
    expect(far.json().data).toMatchObject({ deliverable: false, message: 'This store does not deliver here' });
    expect(far.json().data.distance_km).toBeGreaterThan(90);
    const hidden = await store({ status: 'pending' });
    expect((await get(`/api/check-store-user-distance?store_id=${hidden.id}&lat=35&lng=33`)).statusCode).toBe(404);
  });

  it('joining-fees and the demo pictures', async () => {
    expect((await get('/api/joining-fees')).json()).toEqual({
      data: { joining_fees: 0, joining_mrp_fees: 9900, currency: 'EUR' },
    });
    const svg = await get('/demo-images/groceries-2.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('Groceries');
    // A banner (and a cab) says nothing in English inside the picture: the page titles it in its language.
    for (const name of ['groceries-banner-1', 'cab-saloon-1', 'cab-banner-1']) {
      const picture = await get(`/demo-images/${name}.svg`);
      expect(picture.statusCode).toBe(200);
      expect(picture.body).not.toMatch(/<text|Groceries|Saloon|Cab/);
    }
    expect((await get('/demo-images/..%2Fetc.svg')).statusCode).toBe(404);
  });

  it('documents every catalogue, store, search, upload and admin route in OpenAPI', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    const expected: [string, string][] = [
      ['/api/storeSearch', 'get'],
      ['/api/search', 'get'],
      ['/api/storeDetail/{id}', 'get'],
      ['/api/productDetail/{id}', 'get'],
      ['/api/users-product-list', 'get'],
      ['/api/get-filter-options', 'get'],
      ['/api/category-list', 'get'],
      ['/api/sub-category-list', 'get'],
      ['/api/landing-page-products', 'get'],
      ['/api/landing-page-banner', 'get'],
      ['/api/check-store-user-distance', 'get'],
      ['/api/genders-list', 'get'],
      ['/api/sizes-list/{group}', 'get'],
      ['/api/country-list', 'get'],
      ['/api/joining-fees', 'get'],
      ['/api/store-setup', 'post'],
      ['/api/vendor-setup', 'post'],
      ['/api/store-active-deactive', 'post'],
      ['/api/add-sub-category', 'post'],
      ['/api/vendor-sub-categories-list', 'get'],
      ['/api/add-vendor-product', 'post'],
      ['/api/vendor-products-list', 'get'],
      ['/api/product-stock-update', 'post'],
      ['/api/update-all-products-stock', 'post'],
      ['/api/upload-tus', 'post'],
      ['/api/upload-tus-document', 'patch'],
      ['/api/get-tus-image-url', 'get'],
      ['/api/admin/stores', 'get'],
      ['/api/admin/stores/{id}/approve', 'post'],
      ['/api/admin/products/{id}/reject', 'post'],
      ['/api/admin/stores/{id}', 'delete'],
    ];
    for (const [path, method] of expected) expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(JSON.stringify(paths['/api/add-vendor-product'].post.requestBody)).toContain('variants');
  });
});
