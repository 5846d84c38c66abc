import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, subCategories } from '../../db/schema/products.ts';
import {
  createImageUpload,
  createProduct,
  createVendorWithStore,
  ensureCategory,
  TEST_IMAGE_URL,
} from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const NOT_YOURS = ['Please use only pictures you uploaded yourself'];

/** A vendor's product and sub-category pictures are their own uploads, the demo's, or ones already shown (ADR 0088). */
describe('vendor catalogue pictures: only the vendor’s own uploads', () => {
  let ctx: TestContext;
  let categoryId: string;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    categoryId = (await ensureCategory(ctx.database)).id;
  });
  afterAll(() => ctx.close());

  type Headers = Record<string, string>;
  const post = (url: string, headers: Headers, payload: object, lang = 'en') =>
    ctx.app.inject({ method: 'POST', url, headers: { ...headers, 'accept-language': lang }, payload });

  async function twoVendors() {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const other = await createVendorWithStore(ctx.app, ctx.database);
    const sub = await post('/api/add-sub-category', vendor.headers, { name_en: 'Teas' });
    return {
      vendor,
      subId: sub.json().data.id as string,
      mine: await createImageUpload(ctx.database, vendor.user.id),
      theirs: await createImageUpload(ctx.database, other.user.id),
      moreOfTheirs: () => createImageUpload(ctx.database, other.user.id),
    };
  }
  const productBody = (subId: string, images: string[], extra: Record<string, unknown> = {}) => ({
    name_en: 'Black Tea',
    description_en: 'Strong black tea from Rize.',
    category_id: categoryId,
    sub_category_id: subId,
    images,
    variants: [{ unique_id: 'TEA-S', price: 450 }],
    ...extra,
  });

  it('refuses another vendor’s picture on a product in either language, and takes its own and the demo’s', async () => {
    const { vendor, subId, mine, theirs } = await twoVendors();
    const borrowed = await post('/api/add-vendor-product', vendor.headers, productBody(subId, [mine, theirs]));
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json()).toMatchObject({
      error: NOT_YOURS[0],
      code: 'picture_not_yours',
      errors: { 'images.1': NOT_YOURS },
    });
    expect(Object.keys(borrowed.json().errors)).toEqual(['images.1']);
    const made = '/uploads/images/0b9f4a43-8a4b-4a59-b3fb-3b1c1b3c9a01/800.webp';
    const tr = await post('/api/add-vendor-product', vendor.headers, productBody(subId, [made]), 'tr');
    expect(tr.json().errors).toEqual({ 'images.0': ['Lütfen yalnızca kendi yüklediğiniz görselleri kullanın'] });
    const store = eq(products.storeId, vendor.store.id);
    expect(await ctx.database.db.select().from(products).where(store)).toHaveLength(0);

    const own = await post(
      '/api/add-vendor-product',
      vendor.headers,
      productBody(subId, [mine.replace('/800.', '/1600.'), TEST_IMAGE_URL]),
    );
    expect(own.statusCode, own.body).toBe(201);
  });

  it('keeps the pictures a product already has on edit, whoever uploaded them, and adds no one else’s', async () => {
    const { vendor, subId, mine, theirs, moreOfTheirs } = await twoVendors();
    // A product already showing someone else's upload (say, added before this rule).
    const { product } = await createProduct(ctx.database, vendor.store.id, {
      subCategoryId: subId,
      images: [theirs],
    });
    const edit = (images: string[]) =>
      post('/api/add-vendor-product', vendor.headers, productBody(subId, images, { id: product.id }));
    const kept = await edit([mine, theirs]);
    expect(kept.statusCode, kept.body).toBe(200);
    const added = await edit([mine, theirs, await moreOfTheirs()]);
    expect(added.statusCode).toBe(400);
    expect(added.json().errors).toEqual({ 'images.2': NOT_YOURS });
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.images).toEqual([mine, theirs]);
  });

  it('holds sub-category banners to the same rule, on both ways of setting them', async () => {
    const { vendor, subId, mine, theirs, moreOfTheirs } = await twoVendors();
    const created = await post('/api/add-sub-category', vendor.headers, { name_en: 'Coffee', banner_images: [theirs] });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ code: 'picture_not_yours', errors: { 'banner_images.0': NOT_YOURS } });
    const renamed = await post('/api/add-sub-category', vendor.headers, {
      id: subId,
      name_en: 'Teas and tisanes',
      banner_images: [TEST_IMAGE_URL, theirs],
    });
    expect(renamed.json().errors).toEqual({ 'banner_images.1': NOT_YOURS });
    const banners = (banner_images: string[]) =>
      post('/api/add-sub-category-banner-images', vendor.headers, { id: subId, banner_images });
    expect((await banners([theirs])).json().errors).toEqual({ 'banner_images.0': NOT_YOURS });
    expect((await banners([mine])).statusCode).toBe(200);

    // A banner it already shows stays acceptable, whoever uploaded it.
    await ctx.database.db
      .update(subCategories)
      .set({ bannerImages: [theirs] })
      .where(eq(subCategories.id, subId));
    expect((await banners([theirs, mine])).statusCode).toBe(200);
    expect((await banners([theirs, await moreOfTheirs()])).statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(subCategories).where(eq(subCategories.id, subId));
    expect(row!.bannerImages).toEqual([theirs, mine]);
  });
});
