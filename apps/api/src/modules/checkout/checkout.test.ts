import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/carts.ts';
import { offerRedemptions } from '../../db/schema/offers.ts';
import { orderItems, orders, orderStatusEvents } from '../../db/schema/orders.ts';
import { sizes } from '../../db/schema/catalogue.ts';
import { vatRates } from '../../db/schema/products.ts';
import {
  createOffer,
  customerWithCart,
  FAR,
  fillCart,
  orderBody,
  saveAddress,
  setDeliveryBands,
  setPlatformFee,
} from '../../../test/checkout-helpers.ts';
import { createProduct, createSignedInUser, createVendorWithStore } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const ENV = { RATE_LIMIT_PER_MINUTE: '100000', PAYMENT_SWEEP_SECONDS: '0' };

describe('checkout summary and order-by-cod', () => {
  let ctx: TestContext;
  let storeId: string;
  let standard: string;
  let reduced: string;
  let lines: { variantId: string; quantity: number }[];

  beforeAll(async () => {
    ctx = await createTestApp({ env: ENV });
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    storeId = vendor.store.id;
    const [vat19, vat5] = await ctx.database.db
      .insert(vatRates)
      .values([
        { name: 'VAT 19%', rateBasisPoints: 1900 },
        { name: 'VAT 5%', rateBasisPoints: 500 },
      ])
      .returning();
    const a = await createProduct(
      ctx.database,
      storeId,
      { nameEn: 'Halloumi', nameTr: 'Hellim', vatRateId: vat19!.id },
      [{ price: 1000, discount: 100 }],
    );
    const b = await createProduct(ctx.database, storeId, { nameEn: 'Bread', vatRateId: vat5!.id }, [{ price: 500 }]);
    standard = a.variants[0]!.id;
    reduced = b.variants[0]!.id;
    lines = [
      { variantId: standard, quantity: 2 },
      { variantId: reduced, quantity: 1 },
    ];
    // Two bands hold the order's value; the cheaper one reaches 5 km, the dearer 10 km.
    await setDeliveryBands(ctx.database, storeId, [
      { minPrice: 0, maxPrice: 10_000, charge: 500, maxDistanceKm: 10 },
      { minPrice: 0, maxPrice: 10_000, charge: 300, maxDistanceKm: 5 },
    ]);
    await setPlatformFee(ctx.database, { type: 'percent', value: 250 });
    await createOffer(ctx.database, storeId);
  });
  afterAll(() => ctx.close());

  const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });

  it('prices the cart from the database: lines, VAT, the delivery band, coupon and platform fee', async () => {
    const { headers, addressId } = await customerWithCart(ctx.app, ctx.database, storeId, lines);
    const response = await post('/api/checkout-summary', headers, {
      fulfilment: 'delivery',
      buyer_address_id: addressId,
      coupon_code: 'spring10',
    });
    expect(response.statusCode).toBe(200);
    const quote = response.json().data;
    // 2 × (10.00 − 1.00) + 5.00 = 23.00; 10 % off = 2.30; 3.00 delivery (cheapest band that reaches);
    // 2.5 % platform fee of 23.00 = 0.575, rounded to 0.58.
    expect(quote.totals).toEqual({
      mrp_total: 2500,
      items_total: 2300,
      items_discount: 200,
      coupon_amount: 230,
      delivery_charges: 300,
      platform_amount: 58,
      order_total: 2428,
    });
    expect(quote.coupon).toEqual({ code: 'SPRING10', type: 'percent', value: 10, amount: 230 });
    const byName = quote.lines
      .map((line: { product_name: string; line_total: number }) => [line.product_name, line.line_total])
      .sort();
    expect(byName).toEqual([
      ['Bread', 500],
      ['Halloumi', 1800],
    ]);
    // The coupon is spread over the lines (180 and 50), then the VAT inside what is left.
    expect([...quote.vat].sort((a, b) => b.rate_basis_points - a.rate_basis_points)).toEqual([
      { name: 'VAT 19%', rate_basis_points: 1900, gross: 1620, vat: 259, net: 1361 },
      { name: 'VAT 5%', rate_basis_points: 500, gross: 450, vat: 21, net: 429 },
    ]);
    expect(quote.delivery.distance_km).toBeLessThan(1);
    expect(quote.payment_methods).toEqual(['cod', 'bank_transfer', 'card']);

    const turkish = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout-summary',
      headers: { ...headers, 'accept-language': 'tr' },
      payload: { fulfilment: 'pickup' },
    });
    // Lines added in one statement share a time: look the halloumi up by its Turkish name, not its place.
    expect(turkish.json().data.lines.map((line: { product_name: string }) => line.product_name)).toContain('Hellim');
  });

  it('store pickup is free and needs no address', async () => {
    const { headers } = await customerWithCart(ctx.app, ctx.database, storeId, lines);
    const response = await post('/api/checkout-summary', headers, { fulfilment: 'pickup' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.totals).toMatchObject({ delivery_charges: 0, order_total: 2300 + 58 });
    expect(response.json().data.delivery).toBeNull();
  });

  it('answers the SPEC.md §8 messages: empty cart, unreachable address, minimum order, payment method, coupons', async () => {
    const empty = await createSignedInUser(ctx.app, ctx.database);
    const none = await post('/api/checkout-summary', empty.headers, { fulfilment: 'pickup' });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe('Your cart is empty');

    const { user, headers, addressId } = await customerWithCart(ctx.app, ctx.database, storeId, lines);
    const farAway = await saveAddress(ctx.database, user.id, FAR);
    const far = await post('/api/checkout-summary', headers, { fulfilment: 'delivery', buyer_address_id: farAway });
    expect(far.statusCode).toBe(400);
    expect(far.json().error).toBe('Sorry, the selected address is not reachable');
    expect(far.json().errors).toEqual({ buyer_address_id: ['Sorry, the selected address is not reachable'] });
    const typedFar = await post('/api/checkout-summary', headers, {
      fulfilment: 'delivery',
      address: '1 Poseidonos Avenue',
      city: 'Paphos',
      ...FAR,
    });
    expect(typedFar.json().error).toBe('Sorry, the selected address is not reachable');

    const method = await post('/api/order-by-cod', headers, orderBody(addressId, { payment_method: 'card' }));
    expect(method.statusCode).toBe(400);
    expect(method.json().error).toBe('Please select available payment methods');
    const noMethod = await post('/api/order-by-cod', headers, orderBody(addressId, { payment_method: undefined }));
    expect(noMethod.json().error).toBe('Please select available payment methods');

    const coupon = (code: string, extra: Record<string, unknown> = {}) =>
      post('/api/checkout-summary', headers, { fulfilment: 'pickup', coupon_code: code, ...extra });
    expect((await coupon('NOPE123')).json().error).toBe('Coupon not found');
    expect((await coupon('bad code!')).json().error).toBe('Coupon not found');
    await createOffer(ctx.database, storeId, { code: 'BIGSPEND', minimumOrderAmount: 100_000 });
    expect((await coupon('BIGSPEND')).json().error).toBe(
      'You cannot apply this coupon, your amount is not matched with minimum amount',
    );
    const once = await createOffer(ctx.database, storeId, { code: 'ONCE', perCustomerLimit: 1 });
    await ctx.database.db
      .insert(offerRedemptions)
      .values({ offerId: once.id, userId: user.id, orderId: '00000000-0000-4000-8000-000000000001' });
    expect((await coupon('ONCE')).json().error).toBe('This coupon already applied use another coupon');
    await createOffer(ctx.database, storeId, { code: 'CARDONLY', onlinePaymentOnly: true });
    expect((await coupon('CARDONLY', { payment_method: 'cod' })).json().error).toBe(
      'This coupon is for online card payments only',
    );
    expect((await coupon('CARDONLY', { payment_method: 'card' })).statusCode).toBe(200);

    const picky = await createVendorWithStore(ctx.app, ctx.database, { minimumOrderAmount: 5000 });
    const item = await createProduct(ctx.database, picky.store.id);
    await fillCart(ctx.database, user.id, picky.store.id, [{ variantId: item.variants[0]!.id, quantity: 1 }]);
    const minimum = await post('/api/checkout-summary', headers, { fulfilment: 'pickup' });
    expect(minimum.statusCode).toBe(400);
    expect(minimum.json().error).toBe('This store takes orders from €50.00');
  });

  it('ignores tampered totals, prices, fees and discounts: the order is priced from the database', async () => {
    const { user, headers, addressId } = await customerWithCart(ctx.app, ctx.database, storeId, lines);
    const response = await post(
      '/api/order-by-cod',
      headers,
      orderBody(addressId, {
        coupon_code: 'SPRING10',
        order_total: 1,
        items_total: 1,
        delivery_charges: 0,
        platform_amount: 0,
        coupon_amount: 99_999,
        coupon_type: 'flat',
        coupon_type_value: 99_999,
        store_id: storeId,
        cart_list: [{ variation_id: standard, quantity: 2, selling_price: 1, mrp_price: 1 }],
        order_notes: 'Ring twice',
      }),
    );
    expect(response.statusCode).toBe(201);
    const placed = response.json().data;
    expect(placed.message).toBe('Your order is placed');
    expect(placed.order.totals.order_total).toBe(2428);
    expect(placed.payment).toBeNull();

    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(order).toMatchObject({
      userId: user.id,
      storeId,
      status: 'placed',
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
      itemsTotal: 2300,
      couponAmount: 230,
      couponCode: 'SPRING10',
      couponType: 'percent',
      deliveryCharges: 300,
      platformAmount: 58,
      orderTotal: 2428,
      orderNotes: 'Ring twice',
      buyerAddressId: addressId,
    });
    expect(order!.address).toMatchObject({ address: '12 Ledra Street', city: 'Nicosia' });
    const items = await ctx.database.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(
      items
        .map((item) => [item.productName, item.quantity, item.sellingPrice, item.mrpPrice, item.vatRateBasisPoints])
        .sort(),
    ).toEqual([
      ['Bread', 1, 500, 500, 500],
      ['Halloumi', 2, 900, 1000, 1900],
    ]);
    const events = await ctx.database.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order!.id));
    expect(events.map((event) => [event.status, event.actor])).toEqual([['placed', 'customer']]);
    expect(await ctx.database.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toEqual([]);

    const again = await post('/api/order-by-cod', headers, orderBody(addressId));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Your cart is empty');
  });

  it('a bank transfer order stays unpaid until the vendor marks it paid', async () => {
    const { headers } = await customerWithCart(ctx.app, ctx.database, storeId, lines);
    const response = await post(
      '/api/order-by-cod',
      headers,
      orderBody('', { fulfilment: 'pickup', buyer_address_id: undefined, payment_method: 'bank_transfer' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.order).toMatchObject({
      payment_method: 'bank_transfer',
      payment_status: 'unpaid',
      fulfilment: 'pickup',
    });
  });

  it('keeps the size in both languages, so a Turkish order page says "Orta" as the cart did', async () => {
    const [medium] = await ctx.database.db.select().from(sizes).where(eq(sizes.nameEn, 'Medium'));
    const sized = await createProduct(ctx.database, storeId, { nameEn: 'Coffee', nameTr: 'Kahve' }, [
      { price: 300, sizeId: medium!.id },
    ]);
    const { headers } = await customerWithCart(ctx.app, ctx.database, storeId, [
      { variantId: sized.variants[0]!.id, quantity: 1 },
    ]);
    const placed = await post(
      '/api/order-by-cod',
      headers,
      orderBody('', { fulfilment: 'pickup', buyer_address_id: undefined, payment_method: 'cod' }),
    );
    expect(placed.statusCode).toBe(201);
    const id = placed.json().data.order.id;
    const detail = async (lang: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/order-details/${id}`,
          headers: { ...headers, 'accept-language': lang },
        })
      ).json().data.items[0];
    expect(await detail('tr')).toMatchObject({ name: 'Kahve', size_name: 'Orta' });
    expect(await detail('en')).toMatchObject({ name: 'Coffee', size_name: 'Medium' });
  });

  it("needs a session, and never reaches another customer's address or cart", async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/order-by-cod', payload: orderBody('x') });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe('Please login first');

    const owner = await customerWithCart(ctx.app, ctx.database, storeId, lines);
    const other = await customerWithCart(ctx.app, ctx.database, storeId, [{ variantId: reduced, quantity: 1 }]);
    const foreign = await post('/api/order-by-cod', other.headers, orderBody(owner.addressId));
    expect(foreign.statusCode).toBe(404);

    const placed = await post('/api/order-by-cod', other.headers, orderBody(other.addressId));
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.order.totals.items_total).toBe(500);
    // The owner's cart is untouched.
    expect(await ctx.database.db.select().from(cartItems).where(eq(cartItems.userId, owner.user.id))).toHaveLength(2);
  });
});
