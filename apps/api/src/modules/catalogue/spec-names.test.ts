import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subCategories } from '../../db/schema/products.ts';
import {
  createProduct,
  createSignedInUser,
  createStore,
  createUser,
  createVendorWithStore,
  uniqueEmail,
  uniqueMobile,
} from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

// SPEC.md §7's remaining names (ADR 0047): each answers what it means here.
describe('SPEC.md §7 names: register, gender-details, get-category-details, brand-subcategories-list', () => {
  let ctx: TestContext;
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('register signs a customer up like register-user and names a taken e-mail', async () => {
    const body = {
      name: 'Deniz Kaya',
      email: uniqueEmail('deniz'),
      country_code: '+357',
      mobile: uniqueMobile(),
      password: 'Güvenli1!',
      password_confirmation: 'Güvenli1!',
    };
    const created = await ctx.app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ email: body.email, type: 'user', vendor_type: null, service_id: null });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...body, mobile: uniqueMobile() },
      remoteAddress: '10.9.9.9',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'Your email already been taken' });
    const weak = await ctx.app.inject({
      method: 'POST',
      url: '/api/register?lang=tr',
      payload: { ...body, email: 'not-an-email' },
      remoteAddress: '10.9.9.8',
    });
    expect(weak.statusCode).toBe(400);
  });

  it('gender-details answers the genders in the language asked', async () => {
    const res = await get('/api/gender-details?lang=tr');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual((await get('/api/genders-list?lang=tr')).json().data);
    expect(res.json().data[0]).toEqual({ id: 1, slug: 'male', name: 'Erkek' });
  });

  it('get-category-details answers a category with its visible sub-categories, 404 for an unknown one', async () => {
    const owner = await createUser(ctx.database, { type: 'vendor' });
    const shop = await createStore(ctx.database, owner.id, { title: 'Category Details Shop' });
    await ctx.database.db.insert(subCategories).values([
      { storeId: shop.id, nameEn: 'Olive Oil', nameTr: 'Zeytinyağı', status: 'approved', categoryId: shop.categoryId },
      { storeId: shop.id, nameEn: 'Hidden Oil', status: 'pending', categoryId: shop.categoryId },
    ]);
    for (const ref of ['test-groceries', shop.categoryId!]) {
      const res = await get(`/api/get-category-details?category=${ref}&lang=tr`);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ slug: 'test-groceries', name: 'Market' });
      const names = data.sub_categories.map((s: { name: string }) => s.name);
      expect(names).toContain('Zeytinyağı');
      expect(names).not.toContain('Hidden Oil');
    }
    expect((await get('/api/get-category-details?category=no-such-category')).statusCode).toBe(404);
    expect((await get('/api/get-category-details')).statusCode).toBe(400);
  });

  it('brand-subcategories-list answers the sub-categories with products of a brand, in any case', async () => {
    const owner = await createUser(ctx.database, { type: 'vendor' });
    const shop = await createStore(ctx.database, owner.id);
    const [honey, jam, hidden] = await ctx.database.db
      .insert(subCategories)
      .values([
        { storeId: shop.id, nameEn: 'Honey', nameTr: 'Bal', status: 'approved' },
        { storeId: shop.id, nameEn: 'Jam', nameTr: 'Reçel', status: 'approved' },
        { storeId: shop.id, nameEn: 'Hidden', nameTr: 'Gizli', status: 'approved' },
      ])
      .returning();
    await createProduct(ctx.database, shop.id, { brand: 'Kourion Bees', subCategoryId: honey!.id });
    await createProduct(ctx.database, shop.id, { brand: 'Other Brand', subCategoryId: jam!.id });
    await createProduct(ctx.database, shop.id, { brand: 'Kourion Bees', subCategoryId: hidden!.id, isActive: false });
    const res = await get('/api/brand-subcategories-list?brand=kourion%20bees&lang=tr');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ id: honey!.id, name: 'Bal', store_id: shop.id })]);
    expect((await get('/api/brand-subcategories-list?brand=nobody')).json().data).toEqual([]);
    expect((await get('/api/brand-subcategories-list')).statusCode).toBe(400);
  });

  it("the current user carries the store's business kind and category as vendor_type and service_id", async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const data = (await get('/api/get-profile-details', vendor.headers)).json().data;
    expect(data).toMatchObject({
      store_id: vendor.store.id,
      vendor_type: 'goods',
      service_id: vendor.store.categoryId,
    });
    const customer = await createSignedInUser(ctx.app, ctx.database);
    expect((await get('/api/get-profile-details', customer.headers)).json().data).toMatchObject({
      vendor_type: null,
      service_id: null,
    });
  });

  it('documents the names in OpenAPI', async () => {
    const paths = (await get('/api/docs/json')).json().paths;
    expect(paths['/api/register']?.post).toBeDefined();
    for (const path of ['/api/gender-details', '/api/get-category-details', '/api/brand-subcategories-list']) {
      expect(paths[path]?.get, path).toBeDefined();
    }
  });
});
