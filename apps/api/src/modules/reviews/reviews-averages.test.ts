import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { reviewBody, reviewCast } from '../../../test/review-scenarios.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

/** Averages are recomputed from the reviews under a row lock; these tests compare them with a fresh recomputation. */
describe('review averages: right after every change, concurrency and hiding included', () => {
  let ctx: TestContext;
  let staff: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    staff = (await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' })).headers;
  });
  afterAll(() => ctx.close());

  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const cast = () => reviewCast(ctx.app, ctx.database);

  /** What the stored average and count should be, straight from the reviews table. */
  async function recomputed(where: ReturnType<typeof sql>) {
    const { rows } = await ctx.database.db.execute<{ avg: number | null; n: number }>(
      sql`select avg(rating)::float8 as avg, count(*)::int as n from reviews where ${where} and hidden_at is null`,
    );
    return { avg: rows[0]!.avg ?? 0, n: rows[0]!.n };
  }

  it('keeps the store and product averages equal to a recomputation under parallel creates and edits', async () => {
    const c = await cast();
    const buyers = await Promise.all(Array.from({ length: 20 }, () => c.buyer('delivered')));
    const created = await Promise.all(
      buyers.map((b, i) =>
        Promise.all([
          call('POST', '/api/rating', b.headers, reviewBody(b.order, { rating: 1 + (i % 5) })),
          call(
            'POST',
            '/api/rating',
            b.headers,
            reviewBody(b.order, { rating: 5 - (i % 5), product_id: c.halloumi.product.id }),
          ),
        ]),
      ),
    );
    expect(created.flat().every((r) => r.statusCode === 201)).toBe(true);
    const store = await c.storeRow();
    const expectedStore = await recomputed(sql`store_id = ${c.vendor.store.id} and product_id is null`);
    expect(expectedStore.n).toBe(20);
    expect(store.ratingCount).toBe(20);
    expect(store.avgRating).toBeCloseTo(expectedStore.avg, 5);
    const product = await c.productRow(c.halloumi.product.id);
    const expectedProduct = await recomputed(sql`product_id = ${c.halloumi.product.id}`);
    expect(product.ratingCount).toBe(20);
    expect(product.avgRating).toBeCloseTo(expectedProduct.avg, 5);

    // Everyone changes their mind at once: the stored average follows the last committed state.
    const edits = await Promise.all(
      created.map(([storeReview], i) =>
        call('PUT', `/api/rating/${storeReview!.json().data.id}`, buyers[i]!.headers, {
          rating: i < 10 ? 5 : 2,
          title: 'Edited',
          review: 'Edited in parallel.',
        }),
      ),
    );
    expect(edits.every((r) => r.statusCode === 200)).toBe(true);
    const after = await c.storeRow();
    expect(after.ratingCount).toBe(20);
    expect(after.avgRating).toBeCloseTo(3.5, 5);
    expect(after.avgRating).toBeCloseTo(
      (await recomputed(sql`store_id = ${c.vendor.store.id} and product_id is null`)).avg,
      5,
    );

    // Parallel deletes, hides and unhides mixed.
    const ids = created.map(([r]) => r!.json().data.id as string);
    await Promise.all([
      ...ids.slice(0, 5).map((id, i) => call('POST', '/api/deleteReview', buyers[i]!.headers, { review_id: id })),
      ...ids.slice(5, 10).map((id) => call('POST', '/api/admin/review-hide', staff, { review_id: id, reason: 'Spam' })),
    ]);
    await Promise.all(ids.slice(5, 7).map((id) => call('POST', '/api/admin/review-unhide', staff, { review_id: id })));
    const last = await c.storeRow();
    const expected = await recomputed(sql`store_id = ${c.vendor.store.id} and product_id is null`);
    expect(expected.n).toBe(12);
    expect(last.ratingCount).toBe(12);
    expect(last.avgRating).toBeCloseTo(expected.avg, 5);
  });

  it('takes one of several identical reviews sent at once (the rest 409)', async () => {
    const c = await cast();
    const b = await c.buyer('delivered');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', '/api/rating', b.headers, reviewBody(b.order, { rating: 1 + (i % 5) })),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const stored = answers.find((r) => r.statusCode === 201)!.json().data.rating;
    expect(await c.storeRow()).toMatchObject({ avgRating: stored, ratingCount: 1 });
  });

  it('tells the author once when staff hide a review twice at the same moment', async () => {
    const c = await cast();
    const b = await c.buyer('delivered');
    const id = (await call('POST', '/api/rating', b.headers, reviewBody(b.order))).json().data.id;
    const hides = await Promise.all(
      ['Spam', 'Advertising', 'Off topic'].map((reason) =>
        call('POST', '/api/admin/review-hide', staff, { review_id: id, reason }),
      ),
    );
    expect(hides.every((r) => r.statusCode === 200)).toBe(true);
    const { rows } = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from notifications where user_id = ${b.user.id} and kind = 'review_hidden'`,
    );
    expect(rows[0]!.n).toBe(1);
    expect(await c.storeRow()).toMatchObject({ avgRating: 0, ratingCount: 0 });
  });

  it('counts store reviews only in the store average; product reviews in the product’s', async () => {
    const c = await cast();
    const b = await c.buyer('delivered', { lines: [c.halloumi, c.bread] });
    await call('POST', '/api/rating', b.headers, reviewBody(b.order, { rating: 5 }));
    await call('POST', '/api/rating', b.headers, reviewBody(b.order, { rating: 1, product_id: c.bread.product.id }));
    expect(await c.storeRow()).toMatchObject({ avgRating: 5, ratingCount: 1 });
    expect(await c.productRow(c.bread.product.id)).toMatchObject({ avgRating: 1, ratingCount: 1 });
    expect(await c.productRow(c.halloumi.product.id)).toMatchObject({ avgRating: 0, ratingCount: 0 });
  });

  it('takes a hidden review out of the rating list, the averages, store and product detail and JSON-LD', async () => {
    const c = await cast();
    const a = await c.buyer('delivered');
    const b = await c.buyer('delivered');
    const kept = await call('POST', '/api/rating', a.headers, reviewBody(a.order, { rating: 5 }));
    const abusive = (await call('POST', '/api/rating', b.headers, reviewBody(b.order, { rating: 1 }))).json().data;
    await call('POST', '/api/rating', a.headers, reviewBody(a.order, { rating: 4, product_id: c.halloumi.product.id }));
    const productAbuse = (
      await call(
        'POST',
        '/api/rating',
        b.headers,
        reviewBody(b.order, { rating: 1, product_id: c.halloumi.product.id }),
      )
    ).json().data;

    const list = () => call('GET', `/api/store-rating-list?store_id=${c.vendor.store.id}`);
    const detail = async () => (await call('GET', `/api/storeDetail/${c.vendor.store.slug}`)).json().data;
    const product = async () => (await call('GET', `/api/productDetail/${c.halloumi.product.id}`)).json().data;
    expect((await list()).json()).toMatchObject({ total: 2, avg_rating: 3, rating_count: 2 });
    expect(await detail()).toMatchObject({ avg_rating: 3, rating_count: 2 });
    expect(await product()).toMatchObject({ avg_rating: 2.5, rating_count: 2 });
    expect((await product()).structured_data.review).toHaveLength(2);

    // Customers and vendors may not hide; staff may.
    const hide = { review_id: abusive.id, reason: 'Abusive language' };
    expect((await call('POST', '/api/admin/review-hide', a.headers, hide)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/review-hide', c.vendor.headers, hide)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/reviews', c.vendor.headers)).statusCode).toBe(403);
    const hidden = await call('POST', '/api/admin/review-hide', staff, hide);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ hidden: true, hidden_reason: 'Abusive language' });
    await call('POST', '/api/admin/review-hide', staff, { review_id: productAbuse.id, reason: 'Abusive language' });

    expect((await list()).json()).toMatchObject({
      total: 1,
      avg_rating: 5,
      rating_count: 1,
      stars: { 1: 0, 5: 1 },
      data: [{ id: kept.json().data.id }],
    });
    expect(await detail()).toMatchObject({ avg_rating: 5, rating_count: 1 });
    const p = await product();
    expect(p).toMatchObject({ avg_rating: 4, rating_count: 1, store: { avg_rating: 5, rating_count: 1 } });
    expect(p.structured_data.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    expect(p.structured_data.review).toHaveLength(1);
    expect(p.structured_data.review[0]).toMatchObject({
      '@type': 'Review',
      author: { name: 'Ayşe D.' },
      reviewRating: { ratingValue: 4 },
    });
    const search = await call('GET', `/api/storeSearch?search=${encodeURIComponent('Halloumi Olive')}&per_page=100`);
    expect(search.json().data.find((s: { id: string }) => s.id === c.vendor.store.id)).toMatchObject({
      avg_rating: 5,
      rating_count: 1,
    });

    // The author is told why, and still sees it under "My reviews"; staff list it.
    const notices = (await call('GET', '/api/notification-list', b.headers)).json().data;
    expect(notices.map((n: { message: string }) => n.message)).toContain(
      'Your review of Halloumi & Olive Grocers was hidden: Abusive language',
    );
    expect(notices[0].link).toBe('/profile/my-reviews');
    expect((await call('GET', '/api/my-reviews', b.headers)).json().total).toBe(2);
    const staffList = await call('GET', '/api/admin/reviews?hidden=yes', staff);
    expect(staffList.json().data.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([abusive.id, productAbuse.id]),
    );
    expect(staffList.json().data.every((r: { hidden: boolean }) => r.hidden)).toBe(true);

    const shown = await call('POST', '/api/admin/review-unhide', staff, { review_id: abusive.id });
    expect(shown.json().data.hidden).toBe(false);
    expect((await list()).json()).toMatchObject({ total: 2, avg_rating: 3 });
    expect(await c.storeRow()).toMatchObject({ avgRating: 3, ratingCount: 2 });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', '/api/admin/review-unhide', staff, { review_id: unknown })).statusCode).toBe(404);
  });

  it('sorts stores by rating: best average first, more reviews first among equals', async () => {
    const tag = `Ratesort${Date.now()}`;
    const stores = await Promise.all(
      [0, 1, 2].map(async () => {
        const c = await reviewCast(ctx.app, ctx.database);
        await ctx.database.db.execute(
          sql`update stores set title = ${`${tag} ${c.vendor.store.id.slice(0, 4)}`} where id = ${c.vendor.store.id}`,
        );
        return c;
      }),
    );
    const rate = async (c: (typeof stores)[number], ratings: number[]) => {
      for (const rating of ratings) {
        const b = await c.buyer('delivered');
        await call('POST', '/api/rating', b.headers, reviewBody(b.order, { rating }));
      }
    };
    await rate(stores[0]!, [3]);
    await rate(stores[1]!, [5, 4]);
    await rate(stores[2]!, [4, 5, 5, 4]);
    const ids = (await call('GET', `/api/storeSearch?search=${tag}&sort=rating`))
      .json()
      .data.map((s: { id: string }) => s.id);
    expect(ids).toEqual([stores[2]!.vendor.store.id, stores[1]!.vendor.store.id, stores[0]!.vendor.store.id]);
  });
});
