import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/carts.ts';
import { offerRedemptions, offers } from '../../db/schema/offers.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { orders, orderStatusEvents, payments } from '../../db/schema/orders.ts';
import { productVariants } from '../../db/schema/products.ts';
import { createEventBus, type DomainEvent } from '../../lib/event-bus.ts';
import { createOffer, customerWithCart, orderBody } from '../../../test/checkout-helpers.ts';
import { createProduct, createVendorWithStore, TEST_PASSWORD } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { settleDepsFor } from '../../../test/settle-deps.ts';
import { sweepAbandonedPayments } from './settle-payment.ts';
import { signOutcome } from './test-gateway.ts';

describe('card payments through the test gateway', () => {
  let ctx: TestContext;
  let storeId: string;
  let variantId: string;
  let vendorUserId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', PAYMENT_SWEEP_SECONDS: '0' } });
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    storeId = vendor.store.id;
    vendorUserId = vendor.user.id;
    const product = await createProduct(ctx.database, storeId, { availability: 'limited' }, [
      { price: 1200, stock: 100 },
    ]);
    variantId = product.variants[0]!.id;
  });
  afterAll(() => ctx.close());

  const stock = async () =>
    (await ctx.database.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;
  const orderRow = async (id: string) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const paymentRow = async (id: string) =>
    (await ctx.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;

  /** A customer's card order (2 units, with a coupon when given): the order and its payment. */
  async function cardOrder(extra: Record<string, unknown> = {}) {
    const customer = await customerWithCart(ctx.app, ctx.database, storeId, [{ variantId, quantity: 2 }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/order-initiate-payment',
      headers: customer.headers,
      payload: orderBody(customer.addressId, { payment_method: 'card', ...extra }),
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    return { customer, order: data.order, payment: data.payment };
  }

  /** The store's new-order alerts about one order. */
  const newOrderAlerts = async (orderId: string) =>
    (await ctx.database.db.select().from(notifications).where(eq(notifications.userId, vendorUserId))).filter(
      (row) => row.kind === 'new_order' && row.link?.endsWith(orderId),
    );

  const follow = (location: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: location, headers });

  it('pays with the success card: signed redirect, one capture, the order is paid', async () => {
    const before = await stock();
    const { customer, order, payment } = await cardOrder();
    expect(payment).toMatchObject({ status: 'pending', redirect_url: `/api/test-gateway/pay/${payment.id}` });
    expect(order.payment_status).toBe('pending');
    expect(await stock()).toBe(before! - 2);
    // The store is not told of a card order before it is paid.
    expect(await newOrderAlerts(order.id)).toHaveLength(0);

    const page = await follow(payment.redirect_url, customer.headers);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('€24.00');
    // Its form posts with the session cookie: the browser must send our Origin, not "null".
    expect(page.headers['referrer-policy']).toBe('same-origin');

    const submitted = await ctx.app.inject({
      method: 'POST',
      url: payment.redirect_url,
      headers: { ...customer.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card=4242+4242+4242+4242&expiry=12%2F30&cvc=123',
    });
    expect(submitted.statusCode).toBe(303);
    const location = submitted.headers.location as string;
    expect(location).toContain('/api/paymentVerify?');
    expect(location).toContain(`signature=${signOutcome(ctx.config.SESSION_SECRET, payment.id, 'paid')}`);

    const back = await follow(location, customer.headers);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment?order=${order.id}`);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid', status: 'placed' });
    expect((await paymentRow(payment.id)).status).toBe('captured');
    expect(await newOrderAlerts(order.id)).toHaveLength(1);

    const state = await ctx.app.inject({
      method: 'GET',
      url: `/api/order-payment-status?order_id=${order.id}`,
      headers: customer.headers,
    });
    expect(state.json().data).toMatchObject({
      payment_status: 'paid',
      payment: { status: 'captured', redirect_url: null },
    });
    // A paid payment's page sends the customer back to the result.
    expect((await follow(payment.redirect_url, customer.headers)).statusCode).toBe(303);
  });

  it('paymentVerify called 20 times at once captures once and changes the order once', async () => {
    const { customer, order, payment } = await cardOrder();
    const signature = signOutcome(ctx.config.SESSION_SECRET, payment.id, 'paid');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/paymentVerify',
          headers: customer.headers,
          payload: { payment_id: payment.id, outcome: 'paid', signature },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(responses.filter((r) => r.json().data.changed)).toHaveLength(1);
    for (const response of responses) expect(response.json().data.payment_status).toBe('paid');
    const paid = await orderRow(order.id);
    expect(paid.paymentStatus).toBe('paid');
    const captured = await paymentRow(payment.id);
    expect(captured.status).toBe('captured');
    expect(captured.capturedAt!.getTime()).toBe(paid.paidAt!.getTime());
  });

  it('refuses a forged signature and an unknown card, and changes nothing', async () => {
    const { customer, order, payment } = await cardOrder();
    const forged = await ctx.app.inject({
      method: 'GET',
      url: `/api/paymentVerify?payment_id=${payment.id}&outcome=paid&signature=${signOutcome('another-secret-of-at-least-32-characters', payment.id, 'paid')}`,
      headers: customer.headers,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe('Invalid payment signature');
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/paymentVerify',
      headers: customer.headers,
      payload: { payment_id: payment.id, outcome: 'paid' },
    });
    expect(unsigned.statusCode).toBe(400);
    const wrongOutcome = await ctx.app.inject({
      method: 'POST',
      url: '/api/paymentVerify',
      headers: customer.headers,
      payload: {
        payment_id: payment.id,
        outcome: 'paid',
        signature: signOutcome(ctx.config.SESSION_SECRET, payment.id, 'declined'),
      },
    });
    expect(wrongOutcome.statusCode).toBe(400);

    const unknown = await ctx.app.inject({
      method: 'POST',
      url: payment.redirect_url,
      headers: { ...customer.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card=5555555555554444',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toContain('not a test card');
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'pending', status: 'placed' });
    expect((await paymentRow(payment.id)).status).toBe('pending');
  });

  it("a customer can neither see nor pay another customer's order", async () => {
    const { order, payment } = await cardOrder();
    const stranger = await customerWithCart(ctx.app, ctx.database, storeId, []);
    const signature = signOutcome(ctx.config.SESSION_SECRET, payment.id, 'paid');
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/paymentVerify',
      headers: stranger.headers,
      payload: { payment_id: payment.id, outcome: 'paid', signature },
    });
    expect(verify.statusCode).toBe(404);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: '/api/paymentFailure',
      headers: stranger.headers,
      payload: { payment_id: payment.id },
    });
    expect(cancel.statusCode).toBe(404);
    expect((await follow(`/api/test-gateway/pay/${payment.id}`, stranger.headers)).statusCode).toBe(404);
    const state = await follow(`/api/order-payment-status?order_id=${order.id}`, stranger.headers);
    expect(state.statusCode).toBe(404);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'pending', status: 'placed' });
  });

  it('the customer may give up their own pending payment: the order is cancelled, stock and coupon returned', async () => {
    const offer = await createOffer(ctx.database, storeId, { code: 'CARD5', usageLimit: 10 });
    const before = await stock();
    const { customer, order, payment } = await cardOrder({ coupon_code: 'CARD5' });
    expect(order.totals.coupon_amount).toBe(240);
    expect((await ctx.database.db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.usedCount).toBe(1);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/paymentFailure',
      headers: customer.headers,
      payload: { payment_id: payment.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ changed: true, order_status: 'cancelled', payment_status: 'failed' });
    expect(await stock()).toBe(before);
    expect(await orderRow(order.id)).toMatchObject({ cancelReason: 'cancelled' });
    expect((await ctx.database.db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.usedCount).toBe(0);
    expect(
      await ctx.database.db.select().from(offerRedemptions).where(eq(offerRedemptions.orderId, order.id)),
    ).toHaveLength(0);
    const events = await ctx.database.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.id));
    expect(events.map((e) => [e.status, e.actor]).sort()).toEqual([
      ['cancelled', 'system'],
      ['placed', 'customer'],
    ]);
    // The lines are back in the cart, so trying again is one click.
    const cart = await ctx.database.db.select().from(cartItems).where(eq(cartItems.userId, customer.user.id));
    expect(cart.map((line) => [line.variantId, line.quantity])).toEqual([[variantId, 2]]);
  });

  /** The browser's signed session cookie for this account, as the web app holds it. */
  async function browserCookie(email: string): Promise<string> {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'http://localhost' },
      payload: { email, password: TEST_PASSWORD },
    });
    return String(login.headers['set-cookie']).split(';')[0]!;
  }

  it('a link from another site cannot give up a pending payment: the GET changes nothing (issue 42)', async () => {
    const before = await stock();
    const { customer, order, payment } = await cardOrder();
    const cookie = await browserCookie(customer.user.email!);
    // What <img src> or a link on a foreign page makes the browser send: a GET with the Lax cookie.
    const crossSite = { cookie, 'sec-fetch-site': 'cross-site' };
    for (const url of [
      `/api/paymentFailure?payment_id=${payment.id}`,
      `/api/paymentFailure?payment_id=${payment.id}&outcome=cancelled`,
    ]) {
      const response = await follow(url, crossSite);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/payment?order=${order.id}`);
    }
    // A made-up signature is refused, and one for another payment does not fit this one.
    const forged = await follow(
      `/api/paymentFailure?payment_id=${payment.id}&outcome=cancelled&signature=${'0'.repeat(64)}`,
      crossSite,
    );
    expect(forged.statusCode).toBe(400);
    const other = await cardOrder();
    const borrowed = signOutcome(ctx.config.SESSION_SECRET, other.payment.id, 'cancelled');
    expect(
      (await follow(`/api/paymentFailure?payment_id=${payment.id}&outcome=cancelled&signature=${borrowed}`, crossSite))
        .statusCode,
    ).toBe(400);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'pending', status: 'placed' });
    expect((await paymentRow(payment.id)).status).toBe('pending');
    expect(await stock()).toBe(before! - 4);

    // The page's own "give up" is a POST, which a foreign origin cannot make with the cookie.
    const foreignPost = await ctx.app.inject({
      method: 'POST',
      url: '/api/paymentFailure',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { payment_id: payment.id },
    });
    expect(foreignPost.statusCode).toBe(403);
    expect((await paymentRow(payment.id)).status).toBe('pending');
  });

  it('the test gateway’s "cancel and go back" still gives the payment up, once', async () => {
    const before = await stock();
    const { customer, order, payment } = await cardOrder();
    const cookie = await browserCookie(customer.user.email!);
    const page = await follow(payment.redirect_url, { cookie });
    const cancel = /<a href="([^"]+)">Cancel and go back<\/a>/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
    expect(cancel).toContain(`signature=${signOutcome(ctx.config.SESSION_SECRET, payment.id, 'cancelled')}`);
    const back = await follow(cancel!, { cookie });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment?order=${order.id}`);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await stock()).toBe(before);
    // The same link again changes nothing more.
    expect((await follow(cancel!, { cookie })).statusCode).toBe(303);
    expect(await stock()).toBe(before);
  });

  it('an abandoned card payment is failed by the sweep, releasing its stock; a fresh one is left alone', async () => {
    const before = await stock();
    const old = await cardOrder();
    const fresh = await cardOrder();
    expect(await stock()).toBe(before! - 4);
    await ctx.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(payments.id, old.payment.id));

    const published: DomainEvent[] = [];
    const events = createEventBus({ log: ctx.app.log });
    events.onLocal('order.status_changed', (event) => {
      published.push(event);
    });
    const deps = settleDepsFor(ctx.database, events, ctx.app.log);
    expect(await sweepAbandonedPayments(deps, 30)).toBe(1);
    expect(await sweepAbandonedPayments(deps, 30)).toBe(0);

    expect(await orderRow(old.order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
      cancelReason: 'abandoned',
    });
    expect(await orderRow(fresh.order.id)).toMatchObject({ status: 'placed', paymentStatus: 'pending' });
    expect(await stock()).toBe(before! - 2);
    expect(published).toEqual([
      expect.objectContaining({
        type: 'order.status_changed',
        orderId: old.order.id,
        to: 'cancelled',
        actor: 'system',
      }),
    ]);
  });
});

describe('payment methods by configuration', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PAYMENT_METHODS: 'cod', PAYMENT_SWEEP_SECONDS: '0' } });
  });
  afterAll(() => ctx.close());

  it('offers only the configured methods and refuses the others', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const product = await createProduct(ctx.database, vendor.store.id);
    const customer = await customerWithCart(ctx.app, ctx.database, vendor.store.id, [
      { variantId: product.variants[0]!.id, quantity: 1 },
    ]);
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout-summary',
      headers: customer.headers,
      payload: { fulfilment: 'pickup' },
    });
    expect(quote.json().data.payment_methods).toEqual(['cod']);
    for (const [url, method] of [
      ['/api/order-initiate-payment', 'card'],
      ['/api/order-by-cod', 'bank_transfer'],
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: customer.headers,
        payload: orderBody(customer.addressId, { payment_method: method }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Please select available payment methods');
    }
  });
});
