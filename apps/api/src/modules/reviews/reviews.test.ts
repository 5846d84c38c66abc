import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { createProduct, createSignedInUser, createVendorWithStore } from '../../../test/factories.ts';
import { createOrder } from '../../../test/order-factories.ts';
import { reviewBody, reviewCast } from '../../../test/review-scenarios.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

describe('reviews: earned by a delivered order, once per store and per product', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object, lang = 'en') =>
    ctx.app.inject({ method, url, headers: { ...headers, 'accept-language': lang }, ...(payload ? { payload } : {}) });
  const post = (url: string, headers: Headers, payload: object, lang = 'en') =>
    call('POST', url, headers, payload, lang);
  const get = (url: string, headers: Headers = {}, lang = 'en') => call('GET', url, headers, undefined, lang);
  const cast = () => reviewCast(ctx.app, ctx.database);

  it('lets the buyer of a delivered order review the store and a product of it, and tells the owner', async () => {
    const c = await cast();
    const b = await c.buyer('delivered', { lines: [c.halloumi, c.bread] });
    const created = await post('/api/rating', b.headers, reviewBody(b.order, { rating: 4 }));
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      store_id: c.vendor.store.id,
      product_id: null,
      order_id: b.order.id,
      rating: 4,
      title: 'Squeaky fresh halloumi',
      author_name: 'Ayşe D.',
      verified_purchase: true,
      reply: null,
      hidden: false,
    });
    const product = await post(
      '/api/rating',
      b.headers,
      reviewBody(b.order, { product_id: c.bread.product.id, rating: 3, title: 'Good bread', review: 'Crusty.' }),
      'tr',
    );
    expect(product.statusCode).toBe(201);
    expect(product.json().data).toMatchObject({
      product_id: c.bread.product.id,
      language: 'tr',
      product_name: 'Köy ekmeği',
    });

    expect(await c.storeRow()).toMatchObject({ avgRating: 4, ratingCount: 1 });
    expect(await c.productRow(c.bread.product.id)).toMatchObject({ avgRating: 3, ratingCount: 1 });

    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, c.vendor.user.id), eq(notifications.kind, 'review_received')));
    expect(notices).toHaveLength(2);
    expect(notices.every((n) => n.link === '/vendor/reviews')).toBe(true);
    const list = await get('/api/notification-list', c.vendor.headers);
    expect(list.json().data.map((n: { message: string }) => n.message)).toEqual(
      expect.arrayContaining([
        'Halloumi & Olive Grocers received a new 4-star review',
        'Village bread received a new 3-star review',
      ]),
    );
  });

  it('refuses orders not delivered (403, clear message), another’s order (404) and products not in the order', async () => {
    const c = await cast();
    for (const status of ['placed', 'cancelled'] as const) {
      const b = await c.buyer(status);
      const refused = await post('/api/rating', b.headers, reviewBody(b.order));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'review_not_earned',
        error: 'You can review a store only after an order from it has been delivered',
      });
      const tr = await post('/api/rating', b.headers, reviewBody(b.order), 'tr');
      expect(tr.json().error).toBe(
        'Bir mağazayı ancak ondan verdiğiniz bir sipariş teslim edildikten sonra değerlendirebilirsiniz',
      );
    }
    const b = await c.buyer('delivered');
    const stranger = await createSignedInUser(ctx.app, ctx.database);
    expect((await post('/api/rating', stranger.headers, reviewBody(b.order))).statusCode).toBe(404);

    const notBought = await post('/api/rating', b.headers, reviewBody(b.order, { product_id: c.bread.product.id }));
    expect(notBought.statusCode).toBe(403);
    expect(notBought.json().code).toBe('review_product_not_in_order');

    const other = await createVendorWithStore(ctx.app, ctx.database);
    const wrongStore = await post('/api/rating', b.headers, { ...reviewBody(b.order), store_id: other.store.id });
    expect(wrongStore.statusCode).toBe(403);

    expect((await post('/api/rating', {}, reviewBody(b.order))).statusCode).toBe(401);
    // Someone else's order, whoever asks.
    expect((await post('/api/rating', c.vendor.headers, reviewBody(b.order))).statusCode).toBe(404);
    expect((await c.storeRow()).ratingCount).toBe(0);
  });

  it('takes one review per store and one per product, across orders (409)', async () => {
    const c = await cast();
    const b = await c.buyer('delivered');
    expect((await post('/api/rating', b.headers, reviewBody(b.order))).statusCode).toBe(201);
    const again = await post('/api/rating', b.headers, reviewBody(b.order, { rating: 1 }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'review_exists',
      error: 'You have already reviewed this; edit your review instead',
    });
    const body = reviewBody(b.order, { product_id: c.halloumi.product.id });
    expect((await post('/api/rating', b.headers, body)).statusCode).toBe(201);
    expect((await post('/api/rating', b.headers, body)).statusCode).toBe(409);
    expect(await c.storeRow()).toMatchObject({ avgRating: 5, ratingCount: 1 });
  });

  it('says which part of a review is missing (rating, title or text), in English and Turkish', async () => {
    const c = await cast();
    const b = await c.buyer('delivered');
    const full = reviewBody(b.order);
    const said = {
      rating: ['Choose a rating from 1 to 5 stars', '1 ile 5 yıldız arasında bir puan seçin'],
      title: ['Give your review a title', 'Değerlendirmenize bir başlık verin'],
      review: ['Write a few words about your experience', 'Deneyiminizi birkaç cümleyle anlatın'],
    } as const;
    for (const missing of ['rating', 'title', 'review'] as const) {
      const { [missing]: _left, ...body } = full;
      const en = await post('/api/rating', b.headers, body);
      expect(en.statusCode).toBe(400);
      expect(en.json().error).toBe(said[missing][0]);
      // Only the missing part is marked.
      expect(en.json().errors).toEqual({ [missing]: [said[missing][0]] });
      const tr = await post('/api/rating', b.headers, { ...full, [missing]: missing === 'rating' ? 0 : '  ' }, 'tr');
      expect(tr.statusCode).toBe(400);
      expect(tr.json().errors).toEqual({ [missing]: [said[missing][1]] });
    }
    const empty = await post('/api/rating', b.headers, { order_id: full.order_id, store_id: full.store_id });
    expect(empty.json().errors).toEqual({
      rating: [said.rating[0]],
      title: [said.title[0]],
      review: [said.review[0]],
    });
    expect((await post('/api/rating', b.headers, { ...full, rating: 6 })).json().error).toBe(said.rating[0]);
    const long = await post('/api/rating', b.headers, { ...full, title: 'x'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.title).toEqual(['Title must be no more than 120 characters']);
  });

  it('lets only the author edit and delete a review; another’s is 404', async () => {
    const c = await cast();
    const author = await c.buyer('delivered');
    const other = await c.buyer('delivered');
    const id = (await post('/api/rating', author.headers, reviewBody(author.order, { rating: 2 }))).json().data.id;
    await post('/api/rating', other.headers, reviewBody(other.order, { rating: 4 }));
    expect(await c.storeRow()).toMatchObject({ avgRating: 3, ratingCount: 2 });

    const edit = { rating: 5, title: 'Changed my mind', review: 'They called and fixed it.' };
    expect((await call('PUT', `/api/rating/${id}`, other.headers, edit)).statusCode).toBe(404);
    const edited = await call('PUT', `/api/rating/${id}`, author.headers, edit);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ id, rating: 5, title: 'Changed my mind' });
    expect(await c.storeRow()).toMatchObject({ avgRating: 4.5, ratingCount: 2 });

    expect((await post('/api/deleteReview', other.headers, { review_id: id })).statusCode).toBe(404);
    expect((await post('/api/deleteReview', c.vendor.headers, { review_id: id })).statusCode).toBe(404);
    const deleted = await post('/api/deleteReview', author.headers, { review_id: id });
    expect(deleted.statusCode).toBe(200);
    expect(await c.storeRow()).toMatchObject({ avgRating: 4, ratingCount: 1 });
    expect((await post('/api/deleteReview', author.headers, { review_id: id })).statusCode).toBe(404);
    // Deleted, the store may be reviewed again.
    expect((await post('/api/rating', author.headers, reviewBody(author.order))).statusCode).toBe(201);
  });

  it('lists a store’s and a product’s visible reviews newest first, 10 a page, with the average and stars', async () => {
    const c = await cast();
    const ratings = [5, 4, 4, 3, 5, 2, 5, 4, 1, 5, 3];
    for (const [i, rating] of ratings.entries()) {
      const b = await c.buyer('delivered');
      await post('/api/rating', b.headers, reviewBody(b.order, { rating, title: `Review ${i}` }));
      await post(
        '/api/rating',
        b.headers,
        reviewBody(b.order, { rating: 6 - rating, product_id: c.halloumi.product.id }),
      );
    }
    const page1 = await get(`/api/store-rating-list?store_id=${c.vendor.store.id}`);
    expect(page1.statusCode).toBe(200);
    const avg = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
    expect(page1.json()).toMatchObject({
      total: 11,
      per_page: 10,
      last_page: 2,
      avg_rating: avg,
      rating_count: 11,
      stars: { 1: 1, 2: 1, 3: 2, 4: 3, 5: 4 },
    });
    expect(page1.json().data).toHaveLength(10);
    expect(page1.json().data[0]).toMatchObject({ title: 'Review 10', product_id: null });
    expect(page1.json().data[0]).not.toHaveProperty('hidden');
    const page2 = await get(`/api/store-rating-list?store_id=${c.vendor.store.id}&page=2`);
    expect(page2.json().data.map((r: { title: string }) => r.title)).toEqual(['Review 0']);

    const product = await get(`/api/product-rating-list?product_id=${c.halloumi.product.id}`, {}, 'tr');
    expect(product.json()).toMatchObject({ total: 11, rating_count: 11, stars: { 5: 1, 1: 4 } });
    expect(product.json().data[0].product_name).toBe('Hellim');
    expect((await c.storeRow()).ratingCount).toBe(11);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/store-rating-list?store_id=${unknown}`)).statusCode).toBe(404);
    expect((await get(`/api/product-rating-list?product_id=${unknown}`)).statusCode).toBe(404);
    const hiddenStore = await createVendorWithStore(ctx.app, ctx.database, { isActive: false });
    expect((await get(`/api/store-rating-list?store_id=${hiddenStore.store.id}`)).statusCode).toBe(404);
  });

  it('lets a vendor who shops elsewhere review that store, never their own', async () => {
    const c = await reviewCast(ctx.app, ctx.database);
    const shopper = await createVendorWithStore(ctx.app, ctx.database);
    const delivered = { status: 'delivered' as const, deliveredAt: new Date() };
    const elsewhere = await createOrder(ctx.database, {
      userId: shopper.user.id,
      storeId: c.vendor.store.id,
      lines: [{ variantId: c.halloumi.variants[0]!.id, quantity: 1 }],
      overrides: delivered,
    });
    expect((await post('/api/rating', shopper.headers, reviewBody(elsewhere))).statusCode).toBe(201);

    const ownProduct = await createProduct(ctx.database, shopper.store.id);
    const atOwnStore = await createOrder(ctx.database, {
      userId: shopper.user.id,
      storeId: shopper.store.id,
      lines: [{ variantId: ownProduct.variants[0]!.id, quantity: 1 }],
      overrides: delivered,
    });
    const own = await post('/api/rating', shopper.headers, reviewBody(atOwnStore));
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('review_own_store');
  });

  it('shows the customer their own reviews (hidden ones marked) and what an order lets them review', async () => {
    const c = await cast();
    const b = await c.buyer('delivered', { lines: [c.halloumi, c.bread] });
    const review = (
      await post('/api/rating', b.headers, reviewBody(b.order, { product_id: c.halloumi.product.id }))
    ).json().data;
    const staff = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' });
    await post('/api/admin/review-hide', staff.headers, { review_id: review.id, reason: 'Personal details' });

    const staffList = (await get('/api/admin/reviews?hidden=no', staff.headers)).json();
    expect(staffList.data.some((r: { id: string }) => r.id === review.id)).toBe(false);
    const everything = (await get('/api/admin/reviews?per_page=100', staff.headers)).json();
    expect(everything.data.find((r: { id: string }) => r.id === review.id)).toMatchObject({
      hidden: true,
      store_title: 'Halloumi & Olive Grocers',
      product_name: 'Halloumi',
    });
    expect((await get('/api/admin/reviews', b.headers)).statusCode).toBe(403);

    const mine = await get('/api/my-reviews', b.headers);
    expect(mine.json()).toMatchObject({ total: 1 });
    expect(mine.json().data[0]).toMatchObject({
      id: review.id,
      hidden: true,
      hidden_reason: 'Personal details',
      store_title: 'Halloumi & Olive Grocers',
      store_slug: c.vendor.store.slug,
      product_name: 'Halloumi',
      product_slug: c.halloumi.product.slug,
    });

    const reviewable = await get(`/api/reviewable?order_id=${b.order.id}`, b.headers);
    expect(reviewable.statusCode).toBe(200);
    const data = reviewable.json().data;
    expect(data.store).toMatchObject({ id: c.vendor.store.id, title: 'Halloumi & Olive Grocers', review: null });
    expect(data.products).toHaveLength(2);
    expect(data.products.find((p: { product_id: string }) => p.product_id === c.halloumi.product.id).review.id).toBe(
      review.id,
    );
    expect(data.products.find((p: { product_id: string }) => p.product_id === c.bread.product.id).review).toBeNull();

    const placed = await c.buyer('placed');
    const early = await get(`/api/reviewable?order_id=${placed.order.id}`, placed.headers);
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('review_not_earned');
    expect((await get(`/api/reviewable?order_id=${b.order.id}`, placed.headers)).statusCode).toBe(404);
  });

  it('lets the store’s vendor list its reviews and reply once; the author is told', async () => {
    const c = await cast();
    const b = await c.buyer('delivered');
    const storeReview = (await post('/api/rating', b.headers, reviewBody(b.order, { rating: 2 }))).json().data;
    const productReview = (
      await post('/api/rating', b.headers, reviewBody(b.order, { rating: 4, product_id: c.halloumi.product.id }))
    ).json().data;

    const list = await get('/api/vendor-reviews', c.vendor.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, avg_rating: 2, rating_count: 1 });
    const byProduct = await get(`/api/vendor-reviews?product_id=${c.halloumi.product.id}`, c.vendor.headers);
    expect(byProduct.json()).toMatchObject({ total: 1, avg_rating: 4, data: [{ id: productReview.id }] });

    const other = await createVendorWithStore(ctx.app, ctx.database);
    expect((await get('/api/vendor-reviews', other.headers)).json().total).toBe(0);
    expect((await get(`/api/vendor-reviews?product_id=${c.halloumi.product.id}`, other.headers)).statusCode).toBe(404);
    const foreign = await post('/api/review-reply', other.headers, { review_id: storeReview.id, reply: 'Hi' });
    expect(foreign.statusCode).toBe(404);

    const reply = { review_id: storeReview.id, reply: 'Sorry, we have changed our courier.' };
    const replied = await post('/api/review-reply', c.vendor.headers, reply);
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data).toMatchObject({ reply: reply.reply });
    expect(replied.json().data.replied_at).not.toBeNull();
    const twice = await post('/api/review-reply', c.vendor.headers, { ...reply, reply: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('review_reply_exists');
    expect((await post('/api/review-reply', b.headers, reply)).statusCode).toBe(403);

    const [notice] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.user.id), eq(notifications.kind, 'review_reply')));
    expect(notice).toMatchObject({ link: `/stores/${c.vendor.store.slug}`, messageKey: 'notice_review_reply' });
    const publicList = await get(`/api/store-rating-list?store_id=${c.vendor.store.id}`);
    expect(publicList.json().data[0].reply).toBe(reply.reply);

    // A reply to a product review leads to the product page; the author reads it in their language.
    await post('/api/review-reply', c.vendor.headers, { review_id: productReview.id, reply: 'Teşekkürler!' });
    const tr = (await get('/api/notification-list', b.headers, 'tr')).json().data;
    expect(tr[0]).toMatchObject({
      message: 'Halloumi & Olive Grocers değerlendirmenizi yanıtladı',
      link: `/stores/${c.vendor.store.slug}/${c.halloumi.product.slug}`,
    });
  });
});
