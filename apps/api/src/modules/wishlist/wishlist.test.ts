import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { products } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';
import { customerWithCart, orderBody } from '../../../test/checkout-helpers.ts';
import {
  createProduct,
  createSignedInUser,
  createVendorWithStore,
  ensureCategory,
  TEST_IMAGE_URL,
} from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

describe('wishlist: per person, idempotent, and alerts on change', () => {
  let ctx: TestContext;
  let categoryId: string;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    categoryId = (await ensureCategory(ctx.database)).id;
  });
  afterAll(() => ctx.close());

  type Headers = Record<string, string>;
  const save = (headers: Headers, productId: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/wishlist', headers, payload: { product_id: productId } });
  const remove = (headers: Headers, productId: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/wishlist/${productId}`, headers });
  const list = (headers: Headers, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/wishlist${query}`, headers });
  const post = (url: string, headers: Headers, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });

  /** The wishlist notices a person got, oldest first, as kinds. */
  async function noticesOf(userId: string) {
    const rows = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), like(notifications.kind, 'wishlist_%')))
      .orderBy(notifications.createdAt);
    return rows;
  }
  const kindsOf = async (userId: string) => (await noticesOf(userId)).map((row) => row.kind);

  it('keeps each person’s list to themselves: another person’s delete is 404, lists never mix', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const tea = await createProduct(ctx.database, vendor.store.id, { nameEn: 'Black tea', nameTr: 'Siyah çay' });
    const soap = await createProduct(ctx.database, vendor.store.id, { nameEn: 'Olive soap' });
    const ayse = await createSignedInUser(ctx.app, ctx.database);
    const eleni = await createSignedInUser(ctx.app, ctx.database);

    expect((await save(ayse.headers, tea.product.id)).statusCode).toBe(201);
    expect((await save(eleni.headers, soap.product.id)).statusCode).toBe(201);

    const ayseList = await list({ ...ayse.headers, 'accept-language': 'tr' });
    expect(ayseList.statusCode).toBe(200);
    expect(ayseList.json()).toMatchObject({ total: 1, current_page: 1 });
    expect(ayseList.json().data).toHaveLength(1);
    expect(ayseList.json().data[0]).toMatchObject({
      id: tea.product.id,
      name: 'Siyah çay',
      available: true,
      stock_status: 'in_stock',
      selling_price: 500,
      store: { slug: vendor.store.slug },
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/wishlist-ids', headers: eleni.headers })).json()).toEqual({
      data: [soap.product.id],
    });

    const foreign = await remove(eleni.headers, tea.product.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('This product is not in your wishlist');
    expect((await list(ayse.headers)).json().total).toBe(1);

    const own = await remove(ayse.headers, tea.product.id);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ saved: false, count: 0 });
    expect((await remove(ayse.headers, tea.product.id)).statusCode).toBe(404);
  });

  it('saves once (201, then 200), pages newest first, and refuses products nobody may see', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const first = await createProduct(ctx.database, vendor.store.id);
    const second = await createProduct(ctx.database, vendor.store.id);
    const pending = await createProduct(ctx.database, vendor.store.id, { status: 'pending' });
    const customer = await createSignedInUser(ctx.app, ctx.database);

    expect((await save(customer.headers, first.product.id)).statusCode).toBe(201);
    const again = await save(customer.headers, first.product.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.count).toBe(1);
    expect((await save(customer.headers, second.product.id)).statusCode).toBe(201);

    expect((await save(customer.headers, pending.product.id)).statusCode).toBe(404);
    expect((await save(customer.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await save(customer.headers, 'not-a-uuid')).statusCode).toBe(400);

    const page1 = await list(customer.headers, '?per_page=1');
    expect(page1.json()).toMatchObject({ total: 2, last_page: 2 });
    expect(page1.json().data[0].id).toBe(second.product.id);

    // A store taken down leaves the product listed, saying so, rather than vanishing.
    await ctx.database.db.update(stores).set({ isActive: false }).where(eq(stores.id, vendor.store.id));
    const after = (await list(customer.headers)).json();
    expect(after.total).toBe(2);
    expect(after.data.map((item: { available: boolean }) => item.available)).toEqual([false, false]);
    expect(after.data[0]).toMatchObject({ stock_status: 'not_available', stock_message: 'Not available' });
    expect((await save(customer.headers, first.product.id)).statusCode).toBe(200);
  });

  it('answers a guest 401 "Please login first" on every wishlist call', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      ctx.app.inject({ method: 'GET', url: '/api/wishlist' }),
      ctx.app.inject({ method: 'GET', url: '/api/wishlist-ids' }),
      ctx.app.inject({ method: 'POST', url: '/api/wishlist', payload: { product_id: id } }),
      ctx.app.inject({ method: 'DELETE', url: `/api/wishlist/${id}` }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('Please login first');
    }
  });

  it('caps a wishlist (409 with the reason)', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const filler = await createProduct(ctx.database, vendor.store.id);
    // 500 rows of one product are impossible (one per product), so fill with 500 distinct products at once.
    const many = await Promise.all(Array.from({ length: 500 }, () => createProduct(ctx.database, vendor.store.id)));
    await ctx.database.db
      .insert(wishlistItems)
      .values(many.map(({ product }) => ({ userId: customer.user.id, productId: product.id })));
    const refused = await save(customer.headers, filler.product.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Your wishlist is full (500 products): remove one to save another');
  });

  it('tells a saver once when stock runs out and once when it is back, not on unrelated updates', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const jam = await createProduct(ctx.database, vendor.store.id, { availability: 'limited', nameEn: 'Fig jam' }, [
      { price: 600, stock: 4 },
    ]);
    const variantId = jam.variants[0]!.id;
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const bystander = await createSignedInUser(ctx.app, ctx.database);
    await save(customer.headers, jam.product.id);
    const stock = (value: number | null) =>
      post('/api/product-stock-update', vendor.headers, {
        product_id: jam.product.id,
        variation_id: variantId,
        stock: value,
      });

    expect((await stock(2)).statusCode).toBe(200);
    expect(await kindsOf(customer.user.id)).toEqual([]);

    await stock(0);
    expect(await kindsOf(customer.user.id)).toEqual(['wishlist_out_of_stock']);
    await stock(0);
    expect(await kindsOf(customer.user.id)).toEqual(['wishlist_out_of_stock']);

    await stock(5);
    await stock(7);
    expect(await kindsOf(customer.user.id)).toEqual(['wishlist_out_of_stock', 'wishlist_back_in_stock']);
    const [, back] = await noticesOf(customer.user.id);
    expect(back).toMatchObject({
      messageKey: 'wishlist_back_in_stock_notice',
      params: { product: 'Fig jam' },
      link: `/stores/${vendor.store.slug}/${jam.product.slug}`,
    });
    expect(await kindsOf(bystander.user.id)).toEqual([]);

    // Switching the only variant off is out of stock too; the store-wide stock update brings it back.
    await post('/api/activate-deactivate-product-variant', vendor.headers, { id: variantId, active_status: false });
    expect((await kindsOf(customer.user.id)).at(-1)).toBe('wishlist_out_of_stock');
    await post('/api/activate-deactivate-product-variant', vendor.headers, { id: variantId, active_status: true });
    expect((await kindsOf(customer.user.id)).at(-1)).toBe('wishlist_back_in_stock');
    await post('/api/update-all-products-stock', vendor.headers, { stock: 0 });
    expect((await kindsOf(customer.user.id)).at(-1)).toBe('wishlist_out_of_stock');
    await post('/api/update-all-products-stock', vendor.headers, { stock: 3 });
    expect(await kindsOf(customer.user.id)).toEqual([
      'wishlist_out_of_stock',
      'wishlist_back_in_stock',
      'wishlist_out_of_stock',
      'wishlist_back_in_stock',
      'wishlist_out_of_stock',
      'wishlist_back_in_stock',
    ]);
  });

  it('tells a saver in their language when a product goes on offer (a discount through the product form)', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const sub = await post('/api/add-sub-category', vendor.headers, { name_en: 'Teas', name_tr: 'Çaylar' });
    const body = {
      name_en: 'Black Tea',
      name_tr: 'Siyah Çay',
      description_en: 'Strong black tea from Rize.',
      category_id: categoryId,
      sub_category_id: sub.json().data.id,
      availability: 'limited',
      images: [TEST_IMAGE_URL],
      variants: [{ unique_id: 'TEA-S', price: 450, stock: 12 }],
    };
    const created = await post('/api/add-vendor-product', vendor.headers, body);
    expect(created.statusCode).toBe(201);
    const product = created.json().data;
    await ctx.database.db.update(products).set({ status: 'approved' }).where(eq(products.id, product.id));
    const customer = await createSignedInUser(ctx.app, ctx.database, { language: 'tr' });
    expect((await save(customer.headers, product.id)).statusCode).toBe(201);

    const variant = product.variants[0];
    const discounted = await post('/api/add-vendor-product', vendor.headers, {
      ...body,
      id: product.id,
      variants: [{ id: variant.id, unique_id: 'TEA-S', price: 450, discount: 50, stock: 12 }],
    });
    expect(discounted.statusCode).toBe(200);
    const notices = await noticesOf(customer.user.id);
    expect(notices.map((row) => row.kind)).toEqual(['wishlist_on_offer']);
    expect(notices[0]!.params).toEqual({ product: 'Siyah Çay' });

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/notification-list',
      headers: { ...customer.headers, 'accept-language': 'tr' },
    });
    expect(JSON.stringify(list.json())).toContain('İstek listenizdeki Siyah Çay indirimde');
  });

  it('an order that takes the last stock tells savers it is out of stock; its cancellation brings it back', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const honey = await createProduct(ctx.database, vendor.store.id, { availability: 'limited', nameEn: 'Honey' }, [
      { price: 900, stock: 1 },
    ]);
    const saver = await createSignedInUser(ctx.app, ctx.database);
    await save(saver.headers, honey.product.id);
    const buyer = await customerWithCart(ctx.app, ctx.database, vendor.store.id, [
      { variantId: honey.variants[0]!.id, quantity: 1 },
    ]);
    const placed = await post('/api/order-by-cod', buyer.headers, orderBody(buyer.addressId));
    expect(placed.statusCode).toBe(201);
    expect(await kindsOf(saver.user.id)).toEqual(['wishlist_out_of_stock']);

    const orderId = placed.json().data.order.id;
    const cancelled = await post('/api/changeOrderStatus', buyer.headers, { order_id: orderId, status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(await kindsOf(saver.user.id)).toEqual(['wishlist_out_of_stock', 'wishlist_back_in_stock']);
  });
});
