import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, searchTerms } from '../../db/schema/catalogue.ts';
import { subCategories } from '../../db/schema/products.ts';
import { createProduct, createSignedInUser, createVendorWithStore, TEST_IMAGE_URL } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

describe('staff-managed categories', () => {
  let ctx: TestContext;
  let staff: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    // Changing categories needs a manager (ADR 0037); reading them, any staff role.
    staff = (await createSignedInUser(ctx.app, ctx.database, { staffRole: 'manager' })).headers;
  });
  afterAll(() => ctx.close());

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const publicSlugs = async () =>
    (await call('GET', '/api/category-list', {})).json().data.map((c: { slug: string }) => c.slug);
  const hasTerm = async (term: string) =>
    (await ctx.database.db.select().from(searchTerms).where(eq(searchTerms.term, term))).length > 0;

  it('adds a category with English and Turkish names; the slug comes from the English name', async () => {
    const created = await call('POST', '/api/admin/categories', staff, {
      name_en: 'Flower Shops',
      name_tr: 'Çiçekçiler',
      type: 'goods',
      image_url: TEST_IMAGE_URL,
      sort_order: 7,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      data: {
        slug: 'flower-shops',
        name: 'Flower Shops',
        name_tr: 'Çiçekçiler',
        image_url: TEST_IMAGE_URL,
        sort_order: 7,
        is_active: true,
        store_count: 0,
        product_count: 0,
      },
      message: 'Category saved',
    });
    expect(await publicSlugs()).toContain('flower-shops');
    const tr = (await call('GET', '/api/category-list', { 'accept-language': 'tr' })).json().data;
    expect(tr.find((c: { slug: string }) => c.slug === 'flower-shops').name).toBe('Çiçekçiler');

    const again = await call('POST', '/api/admin/categories', staff, {
      name_en: 'Flowers',
      name_tr: 'Çiçek',
      slug: 'flower-shops',
      type: 'goods',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'category_slug_taken',
      errors: { slug: ['A category with this slug already exists'] },
    });
  });

  it('refuses a missing Turkish name, a bad slug and a picture that was not uploaded', async () => {
    const response = await call(
      'POST',
      '/api/admin/categories',
      { ...staff, 'accept-language': 'tr' },
      {
        name_en: 'Kites',
        slug: 'Kites & More',
        type: 'goods',
        image_url: 'https://example.com/kite.png',
      },
    );
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors;
    expect(errors.name_tr).toEqual(['Türkçe ad zorunludur']);
    expect(errors.slug).toEqual(['Geçersiz URL adı']);
    expect(errors.image_url).toEqual(['Geçersiz görsel türü']);
    expect(await ctx.database.db.select().from(categories).where(eq(categories.nameEn, 'Kites'))).toEqual([]);
  });

  it('edits names and slug, and lists inactive categories for staff only', async () => {
    const id = (
      await call('POST', '/api/admin/categories', staff, { name_en: 'Toys', name_tr: 'Oyuncak', type: 'goods' })
    ).json().data.id;
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { categoryId: id, title: 'Tiny Toy Box' });

    const taken = await call('PATCH', `/api/admin/categories/${id}`, staff, { slug: 'flower-shops' });
    expect(taken.statusCode).toBe(409);
    const edited = await call('PATCH', `/api/admin/categories/${id}`, staff, {
      name_en: 'Toys and Games',
      name_tr: 'Oyuncak ve Oyunlar',
      slug: 'toys-and-games',
    });
    expect(edited.json().data).toMatchObject({ slug: 'toys-and-games', name_tr: 'Oyuncak ve Oyunlar', store_count: 1 });

    const off = await call('PATCH', `/api/admin/categories/${id}`, staff, { is_active: false });
    expect(off.json().data).toMatchObject({ is_active: false, name_en: 'Toys and Games', sort_order: 0 });
    expect(await publicSlugs()).not.toContain('toys-and-games');
    const filters = (await call('GET', '/api/get-filter-options', {})).json().data.categories;
    expect(filters.map((c: { id: string }) => c.id)).not.toContain(id);
    // Its store is not broken: still found and shown.
    expect((await call('GET', `/api/storeDetail/${vendor.store.id}`, {})).statusCode).toBe(200);

    const inactive = (await call('GET', '/api/admin/categories?status=inactive', staff)).json();
    expect(inactive.data.map((c: { id: string }) => c.id)).toEqual([id]);
    const all = (await call('GET', '/api/admin/categories?per_page=100', staff)).json();
    expect(all.data.map((c: { id: string }) => c.id)).toContain(id);
    expect(all).toMatchObject({ current_page: 1, per_page: 100 });

    await call('PATCH', `/api/admin/categories/${id}`, staff, { is_active: true });
    expect(await publicSlugs()).toContain('toys-and-games');
    expect(
      (await call('PATCH', `/api/admin/categories/${vendor.store.id}`, staff, { is_active: true })).statusCode,
    ).toBe(404);
  });

  it('keeps search right: stores are found by a new or renamed category’s words', async () => {
    const id = (
      await call('POST', '/api/admin/categories', staff, {
        name_en: 'Watch Repairs',
        name_tr: 'Saatçi',
        type: 'service',
      })
    ).json().data.id;
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { categoryId: id, title: 'Tick Tock Ltd' });
    expect(await hasTerm('saatci')).toBe(true);
    const found = (await call('GET', '/api/storeSearch?search=saatci', {})).json();
    expect(found.data.map((s: { id: string }) => s.id)).toContain(vendor.store.id);

    await call('PATCH', `/api/admin/categories/${id}`, staff, { name_tr: 'Kuyumcu Atölyesi' });
    expect(await hasTerm('kuyumcu')).toBe(true);
    const renamed = (await call('GET', '/api/storeSearch?search=kuyumcu', {})).json();
    expect(renamed.data.map((s: { id: string }) => s.id)).toContain(vendor.store.id);
  });

  it('deletes only an unused category; one in use answers 409 and stays', async () => {
    const make = async (name: string) =>
      (await call('POST', '/api/admin/categories', staff, { name_en: name, name_tr: name, type: 'goods' })).json().data
        .id as string;
    const unused = await make('Unused Things');
    expect((await call('DELETE', `/api/admin/categories/${unused}`, staff)).json().data.message).toBe(
      'Category deleted',
    );
    expect((await call('GET', `/api/admin/categories/${unused}`, staff)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/categories/${unused}`, staff)).statusCode).toBe(404);

    const usedByStore = await make('Store Used');
    await createVendorWithStore(ctx.app, ctx.database, { categoryId: usedByStore });
    const usedByProduct = await make('Product Used');
    const other = await createVendorWithStore(ctx.app, ctx.database);
    await createProduct(ctx.database, other.store.id, { categoryId: usedByProduct });
    const usedBySub = await make('Sub Used');
    await ctx.database.db
      .insert(subCategories)
      .values({ storeId: other.store.id, nameEn: 'Odds', categoryId: usedBySub });
    for (const id of [usedByStore, usedByProduct, usedBySub]) {
      const refused = await call('DELETE', `/api/admin/categories/${id}`, { ...staff, 'accept-language': 'tr' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'category_in_use',
        error: 'Bu kategoriyi mağazalar veya ürünler kullanıyor; bunun yerine pasif yapın',
      });
      expect((await call('GET', `/api/admin/categories/${id}`, staff)).statusCode).toBe(200);
    }
  });

  it('is for staff only (changes for managers): customers, vendors and plain staff get 403, strangers 401', async () => {
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const plainStaff = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' });
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const id = (
      await call('POST', '/api/admin/categories', staff, { name_en: 'Guarded', name_tr: 'Korunan', type: 'goods' })
    ).json().data.id;
    const body = { name_en: 'Sneaky', name_tr: 'Sinsi', type: 'goods' };
    const routes: [Method, string, object?][] = [
      ['GET', '/api/admin/categories'],
      ['GET', `/api/admin/categories/${id}`],
      ['POST', '/api/admin/categories', body],
      ['PATCH', `/api/admin/categories/${id}`, { is_active: false }],
      ['DELETE', `/api/admin/categories/${id}`],
    ];
    for (const [method, url, payload] of routes) {
      for (const headers of [customer.headers, vendor.headers])
        expect((await call(method, url, headers, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, plainStaff.headers, payload)).statusCode, `${method} ${url}`).toBe(
        method === 'GET' ? 200 : 403,
      );
    }
    const [row] = await ctx.database.db.select().from(categories).where(eq(categories.id, id));
    expect(row).toMatchObject({ nameEn: 'Guarded', isActive: true });
    expect(await ctx.database.db.select().from(categories).where(eq(categories.nameEn, 'Sneaky'))).toEqual([]);
  });
});
