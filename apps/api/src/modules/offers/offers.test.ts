import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts } from '../../db/schema/carts.ts';
import { offerRedemptions, offers } from '../../db/schema/offers.ts';
import { createProduct, createSignedInUser, createVendorWithStore } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

/** A complete offer body; tests change what they look at. */
const offerBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Welcome discount',
  description: 'Ten percent off your first order.',
  discount_type: 'percent',
  discount_value: 10,
  minimum_order_amount: 2000,
  start_date: iso(-1),
  end_date: iso(30),
  colour: '#1D4ED8',
  online_payment_only: false,
  status: 'active',
  code: 'welcome10',
  usage_limit: null,
  per_customer_limit: 2,
  ...extra,
});

describe('offers and coupons', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
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
  const get = (url: string, headers: Headers = {}, lang = 'en') =>
    ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': lang } });
  /** An offer that is over already: the form refuses to save one, so it is written as if saved back then. */
  const pastOffer = async (storeId: string, code: string) => {
    const [row] = await ctx.database.db
      .insert(offers)
      .values({
        storeId,
        title: 'Welcome discount',
        description: 'Ten percent off your first order.',
        discountType: 'percent',
        discountValue: 10,
        minimumOrderAmount: 2000,
        startsAt: new Date(iso(-9)),
        endsAt: new Date(iso(-2)),
        code,
      })
      .returning();
    return { id: row!.id, code: row!.code };
  };

  it('adds an offer with its code upper-cased, lists it, shows it, edits, toggles and deletes it', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const created = await post('/api/add-offer', vendor.headers, offerBody());
    expect(created.statusCode).toBe(201);
    const offer = created.json().data;
    expect(offer).toMatchObject({
      title: 'Welcome discount',
      discount_type: 'percent',
      discount_value: 10,
      minimum_order_amount: 2000,
      colour: '#1d4ed8',
      code: 'WELCOME10',
      status: 'active',
      usage_limit: null,
      per_customer_limit: 2,
      used_count: 0,
      is_current: true,
    });

    const list = await get('/api/vendor-offers-list', vendor.headers);
    expect(list.json()).toMatchObject({ total: 1, per_page: 10, data: [{ id: offer.id, code: 'WELCOME10' }] });

    const edited = await post(
      '/api/add-offer',
      vendor.headers,
      offerBody({ id: offer.id, title: 'Autumn deal', discount_type: 'flat', discount_value: 500, code: 'AUTUMN5' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      id: offer.id,
      title: 'Autumn deal',
      discount_value: 500,
      code: 'AUTUMN5',
    });

    const off = await post('/api/activate-deactivate-offer', vendor.headers, { id: offer.id });
    expect(off.json().data).toMatchObject({ status: 'inactive', is_current: false });
    expect((await get('/api/vendor-offers-list?status=active', vendor.headers)).json().total).toBe(0);
    expect((await get('/api/vendor-offers-list?status=inactive', vendor.headers)).json().total).toBe(1);
    const on = await post('/api/activate-deactivate-offer', vendor.headers, { id: offer.id, status: 'active' });
    expect(on.json().data.status).toBe('active');

    const detail = await get(`/api/vendor-offer-details/${offer.id}`, vendor.headers);
    expect(detail.json().data.title).toBe('Autumn deal');

    expect((await post('/api/delete-offer', vendor.headers, { id: offer.id })).statusCode).toBe(200);
    expect((await get(`/api/vendor-offer-details/${offer.id}`, vendor.headers)).statusCode).toBe(404);
    expect((await get('/api/vendor-offers-list', vendor.headers)).json().total).toBe(0);
  });

  it('pages the list ten at a time', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    for (let i = 0; i < 12; i++) {
      expect((await post('/api/add-offer', vendor.headers, offerBody({ code: `CODE${i}` }))).statusCode).toBe(201);
    }
    const first = (await get('/api/vendor-offers-list', vendor.headers)).json();
    expect(first).toMatchObject({ total: 12, last_page: 2, current_page: 1 });
    expect(first.data).toHaveLength(10);
    const second = (await get('/api/vendor-offers-list?page=2', vendor.headers)).json();
    expect(second.data).toHaveLength(2);
  });

  it('answers the SPEC.md §5 rules with the catalogue messages in English and Turkish', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const empty = await post('/api/add-offer', vendor.headers, {
      title: '',
      description: '',
      minimum_order_amount: null,
      start_date: '',
      end_date: '',
      code: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      title: ['Title is required'],
      description: ['Description is required'],
      discount_type: ['Discount type is required'],
      minimum_order_amount: ['Minimum order amount is required'],
      start_date: ['Start date is required'],
      end_date: ['End date is required'],
      code: ['Voucher code is required'],
    });

    const turkish = await post('/api/add-offer', vendor.headers, offerBody({ title: '', code: 'AB-12' }), 'tr');
    expect(turkish.json().errors).toEqual({
      title: ['Başlık zorunludur'],
      code: ['Kupon kodu yalnızca harf ve rakamlardan oluşmalıdır'],
    });

    const rules = await post(
      '/api/add-offer',
      vendor.headers,
      offerBody({ discount_value: 101, start_date: iso(5), end_date: iso(2), code: 'SPACE 1' }),
    );
    expect(rules.json().errors).toEqual({
      discount_value: ['Discount value must be between 1% and 100%'],
      end_date: ['End date must be after the start date'],
      code: ['Voucher code must be letters and digits only'],
    });
    // A flat discount above 100 is fine: it is in cents.
    expect(
      (await post('/api/add-offer', vendor.headers, offerBody({ discount_type: 'flat', discount_value: 500 })))
        .statusCode,
    ).toBe(201);
  });

  it('refuses an offer already over and a fixed discount not below its minimum, with every problem at once', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    // "€50 off a €10 minimum", an offer that ended two days ago and an empty type: one answer says all three.
    const all = await post(
      '/api/add-offer',
      vendor.headers,
      offerBody({
        discount_type: 'flat',
        discount_value: 5000,
        minimum_order_amount: 1000,
        end_date: iso(-2),
        start_date: iso(-9),
      }),
    );
    expect(all.statusCode).toBe(400);
    expect(all.json().errors).toEqual({
      discount_value: ['A fixed discount must be less than the minimum order amount'],
      end_date: ['This end date has already passed: choose a date in the future'],
    });
    const inOneRound = await post(
      '/api/add-offer',
      vendor.headers,
      offerBody({ discount_type: undefined, title: '', end_date: iso(-1), start_date: iso(-3) }),
      'tr',
    );
    expect(inOneRound.json().errors).toEqual({
      title: ['Başlık zorunludur'],
      discount_type: [expect.any(String)],
      end_date: ['Bu bitiş tarihi geçmişte kaldı: ileri bir tarih seçin'],
    });
    const flatTr = await post(
      '/api/add-offer',
      vendor.headers,
      offerBody({ discount_type: 'flat', discount_value: 1000, minimum_order_amount: 1000 }),
      'tr',
    );
    expect(flatTr.json().errors).toEqual({
      discount_value: ['Sabit tutarlı indirim, en düşük sipariş tutarından az olmalıdır'],
    });
    expect((await get('/api/vendor-offers-list', vendor.headers)).json().total).toBe(0);
  });

  it('keeps voucher codes unique within a store (409), whatever the case, but not across stores', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const other = await createVendorWithStore(ctx.app, ctx.database);
    expect((await post('/api/add-offer', vendor.headers, offerBody({ code: 'SUMMER' }))).statusCode).toBe(201);
    const second = await post('/api/add-offer', vendor.headers, offerBody({ code: 'summer' }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: 'This voucher code is already in use',
      errors: { code: ['This voucher code is already in use'] },
    });
    const turkish = await post('/api/add-offer', vendor.headers, offerBody({ code: 'Summer' }), 'tr');
    expect(turkish.json().error).toBe('Bu kupon kodu zaten kullanılıyor');
    // Renaming another offer onto a taken code is refused too.
    const winter = (await post('/api/add-offer', vendor.headers, offerBody({ code: 'WINTER' }))).json().data;
    expect(
      (await post('/api/add-offer', vendor.headers, offerBody({ id: winter.id, code: 'SUMMER' }))).statusCode,
    ).toBe(409);
    // Saving an offer with its own code is not a clash.
    expect(
      (await post('/api/add-offer', vendor.headers, offerBody({ id: winter.id, code: 'winter' }))).statusCode,
    ).toBe(200);
    expect((await post('/api/add-offer', other.headers, offerBody({ code: 'SUMMER' }))).statusCode).toBe(201);
  });

  it('never lets a vendor read or change another store’s offers, and keeps customers out', async () => {
    const owner = await createVendorWithStore(ctx.app, ctx.database);
    const intruder = await createVendorWithStore(ctx.app, ctx.database);
    const offer = (await post('/api/add-offer', owner.headers, offerBody())).json().data;

    expect((await get(`/api/vendor-offer-details/${offer.id}`, intruder.headers)).statusCode).toBe(404);
    expect(
      (await post('/api/add-offer', intruder.headers, offerBody({ id: offer.id, title: 'Mine' }))).statusCode,
    ).toBe(404);
    expect((await post('/api/activate-deactivate-offer', intruder.headers, { id: offer.id })).statusCode).toBe(404);
    expect((await post('/api/delete-offer', intruder.headers, { id: offer.id })).statusCode).toBe(404);
    expect((await get('/api/vendor-offers-list', intruder.headers)).json().total).toBe(0);
    const still = (await get(`/api/vendor-offer-details/${offer.id}`, owner.headers)).json().data;
    expect(still).toMatchObject({ title: 'Welcome discount', status: 'active' });

    const customer = await createSignedInUser(ctx.app, ctx.database);
    expect((await get('/api/vendor-offers-list', customer.headers)).statusCode).toBe(403);
    expect((await post('/api/add-offer', customer.headers, offerBody())).statusCode).toBe(403);
    expect((await get('/api/vendor-offers-list')).statusCode).toBe(401);
  });

  it('offerList shows a visible store’s active, current offers to anyone', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const storeId = vendor.store.id;
    await post('/api/add-offer', vendor.headers, offerBody({ code: 'NOW', end_date: iso(3) }));
    await post('/api/add-offer', vendor.headers, offerBody({ code: 'LATER', start_date: iso(2), end_date: iso(9) }));
    await pastOffer(storeId, 'OVER');
    await post('/api/add-offer', vendor.headers, offerBody({ code: 'PAUSED', status: 'inactive' }));
    await post(
      '/api/add-offer',
      vendor.headers,
      offerBody({
        code: 'CARD5',
        discount_type: 'flat',
        discount_value: 500,
        online_payment_only: true,
        end_date: iso(10),
      }),
    );

    const list = await get(`/api/offerList?store_id=${storeId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((o: { code: string }) => o.code)).toEqual(['NOW', 'CARD5']);
    expect(list.json().data[1]).toEqual({
      id: expect.any(String),
      title: 'Welcome discount',
      description: 'Ten percent off your first order.',
      code: 'CARD5',
      discount_type: 'flat',
      discount_value: 500,
      minimum_order_amount: 2000,
      colour: '#1d4ed8',
      online_payment_only: true,
      end_date: expect.any(String),
    });
    expect((await get(`/api/offerList?store_id=${randomUUID()}`)).statusCode).toBe(404);
    const hidden = await createVendorWithStore(ctx.app, ctx.database, { status: 'pending' });
    await post('/api/add-offer', hidden.headers, offerBody());
    expect((await get(`/api/offerList?store_id=${hidden.store.id}`)).statusCode).toBe(404);
  });

  it('apply-coupon answers the amount or the exact SPEC.md §8 message', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const storeId = vendor.store.id;
    await post('/api/add-offer', vendor.headers, offerBody({ code: 'WELCOME10', per_customer_limit: 1 }));
    await post(
      '/api/add-offer',
      vendor.headers,
      offerBody({
        code: 'FLAT5',
        discount_type: 'flat',
        discount_value: 500,
        minimum_order_amount: 3000,
        online_payment_only: true,
      }),
    );
    const expired = await pastOffer(storeId, 'OLD');
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const apply = (body: Record<string, unknown>, lang = 'en') =>
      post('/api/apply-coupon', customer.headers, { store_id: storeId, ...body }, lang);

    const ok = await apply({ code: 'welcome10', items_total: 2550 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      data: {
        code: 'WELCOME10',
        title: 'Welcome discount',
        discount_type: 'percent',
        discount_value: 10,
        online_payment_only: false,
        items_total: 2550,
        coupon_amount: 255,
      },
      message: 'Coupon applied',
    });

    const low = await apply({ code: 'FLAT5', items_total: 2999 });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({
      code: 'coupon_min_amount',
      error: 'You cannot apply this coupon, your amount is not matched with minimum amount',
    });
    expect((await apply({ code: 'FLAT5', items_total: 3000 })).json().data.coupon_amount).toBe(500);
    expect((await apply({ code: 'FLAT5', items_total: 3000, payment_method: 'cod' })).json().code).toBe(
      'coupon_online_only',
    );

    for (const code of ['NOPE', 'OLD', 'bad code!']) {
      const missing = await apply({ code, items_total: 5000 });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'coupon_not_found', error: 'Coupon not found' });
    }
    expect(expired.code).toBe('OLD');
    expect((await apply({ code: 'NOPE', items_total: 5000 }, 'tr')).json().error).toBe('Kupon bulunamadı');

    // The customer used WELCOME10 once already (limit 1 per customer).
    const welcome = (await get(`/api/offerList?store_id=${storeId}`))
      .json()
      .data.find((o: { code: string }) => o.code === 'WELCOME10');
    await ctx.database.db
      .insert(offerRedemptions)
      .values({ offerId: welcome.id, userId: customer.user.id, orderId: randomUUID() });
    const used = await apply({ code: 'WELCOME10', items_total: 5000 });
    expect(used.json()).toMatchObject({
      code: 'coupon_already_applied',
      error: 'This coupon already applied use another coupon',
    });
    // Someone else may still use it.
    const other = await createSignedInUser(ctx.app, ctx.database);
    expect(
      (await post('/api/apply-coupon', other.headers, { store_id: storeId, code: 'WELCOME10', items_total: 5000 }))
        .statusCode,
    ).toBe(200);

    // Signed-in customers only.
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/apply-coupon', payload: { store_id: storeId, code: 'X1X' } }))
        .statusCode,
    ).toBe(401);
  });

  it('apply-coupon prices the customer’s own cart when no total is given', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const storeId = vendor.store.id;
    await post('/api/add-offer', vendor.headers, offerBody({ code: 'TEN', minimum_order_amount: 1000 }));
    const { variants } = await createProduct(ctx.database, storeId, {}, [{ price: 800, discount: 100 }]);
    const customer = await createSignedInUser(ctx.app, ctx.database);
    await ctx.database.db.insert(carts).values({ userId: customer.user.id, storeId });
    await ctx.database.db
      .insert(cartItems)
      .values({ userId: customer.user.id, variantId: variants[0]!.id, quantity: 2 });

    const applied = await post('/api/apply-coupon', customer.headers, { store_id: storeId, code: 'TEN' });
    expect(applied.json().data).toMatchObject({ items_total: 1400, coupon_amount: 140 });
    // Another customer's empty cart is below the minimum.
    const other = await createSignedInUser(ctx.app, ctx.database);
    expect((await post('/api/apply-coupon', other.headers, { store_id: storeId, code: 'TEN' })).json().code).toBe(
      'coupon_min_amount',
    );
  });
});
