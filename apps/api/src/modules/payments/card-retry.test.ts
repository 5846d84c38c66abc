import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/carts.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { offerRedemptions, offers } from '../../db/schema/offers.ts';
import { orders, orderStatusEvents, payments } from '../../db/schema/orders.ts';
import { productVariants } from '../../db/schema/products.ts';
import { createEventBus } from '../../lib/event-bus.ts';
import { createOffer, customerWithCart, orderBody } from '../../../test/checkout-helpers.ts';
import { createProduct, createVendorWithStore, demoTrusted } from '../../../test/factories.ts';
import { settleDepsFor } from '../../../test/settle-deps.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { PAYMENT_RELEASE_JOB, releaseUnpaidOrders } from './release-unpaid-orders.ts';
import { sweepAbandonedPayments } from './settle-payment.ts';
import { signOutcome } from './test-gateway.ts';

const MINUTE = 60_000;

/**
 * Issue 43 item 3: a declined card no longer cancels the order. It stays
 * `awaiting_payment` with its stock and coupon use held; "Try another card"
 * (`POST /api/orders/{id}/payments`) pays the same order; the customer may
 * cancel it; after 30 minutes the release job cancels it and gives the
 * stock and the coupon use back, once.
 */
describe('a declined card keeps the order for another card', () => {
  let ctx: TestContext;
  let storeId: string;
  let storeSlug: string;
  let vendorUserId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', PAYMENT_SWEEP_SECONDS: '0' } });
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    storeId = vendor.store.id;
    storeSlug = vendor.store.slug;
    vendorUserId = vendor.user.id;
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  /** A product of its own per test, so one test's held or released stock never shows in another's count. */
  const freshVariant = async () =>
    (await createProduct(ctx.database, storeId, { availability: 'limited' }, [{ price: 1200, stock: 100 }]))
      .variants[0]!.id;
  const stockOf = async (variantId: string) =>
    (await db().select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock!;
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const paymentsOf = async (orderId: string) =>
    db().select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.createdAt);
  const couponUse = async (offerId: string, orderId: string) => ({
    used: (await db().select().from(offers).where(eq(offers.id, offerId)))[0]!.usedCount,
    redemptions: (await db().select().from(offerRedemptions).where(eq(offerRedemptions.orderId, orderId))).length,
  });
  const cancelEvents = async (orderId: string) =>
    (await db().select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId))).filter(
      (event) => event.status === 'cancelled',
    );
  const noticesOf = async (userId: string, messageKey: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.messageKey, messageKey)));

  /** Everything the customer was told: in-app rows, and the e-mails and SMS the outbox kept. */
  const toldTo = async (customer: Customer) => {
    const outbox = async (to: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
          headers: demoTrusted(ctx.app),
        })
      ).json().data as { channel: string; body: string }[];
    const { email, mobile } = customer.user;
    return {
      inApp: await db().select().from(notifications).where(eq(notifications.userId, customer.user.id)),
      sent: [...(email ? await outbox(email) : []), ...(mobile ? await outbox(`+357${mobile}`) : [])],
    };
  };

  type Customer = Awaited<ReturnType<typeof customerWithCart>>;

  async function cardOrder(variantId: string, extra: Record<string, unknown> = {}) {
    const customer = await customerWithCart(ctx.app, ctx.database, storeId, [{ variantId, quantity: 2 }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/order-initiate-payment',
      headers: customer.headers,
      payload: orderBody(customer.addressId, { payment_method: 'card', ...extra }),
    });
    expect(response.statusCode).toBe(201);
    const { order, payment } = response.json().data;
    return {
      customer,
      order: order as { id: string; number: number },
      payment: payment as { id: string; redirect_url: string },
    };
  }

  /** The customer types a card on the test gateway's page and follows its signed redirect back. */
  async function payWith(customer: Customer, redirectUrl: string, card: string) {
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { ...customer.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `card=${card}`,
    });
    expect(submitted.statusCode).toBe(303);
    return ctx.app.inject({ method: 'GET', url: submitted.headers.location as string, headers: customer.headers });
  }
  const decline = (customer: Customer, redirectUrl: string) => payWith(customer, redirectUrl, '4000000000000002');
  const retry = (headers: Record<string, string>, orderId: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payments`, headers });
  const paymentStatusOf = async (headers: Record<string, string>, orderId: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/order-payment-status?order_id=${orderId}`, headers })).json()
      .data;

  it('leaves the order awaiting_payment with its stock and coupon use held, for 30 minutes, and says so', async () => {
    const variantId = await freshVariant();
    const offer = await createOffer(ctx.database, storeId, { code: 'RETRY5', usageLimit: 10 });
    const before = await stockOf(variantId);
    const { customer, order, payment } = await cardOrder(variantId, { coupon_code: 'RETRY5' });
    const declinedAt = Date.now();
    const back = await decline(customer, payment.redirect_url);
    expect(back.headers.location).toBe(`/payment?order=${order.id}`);

    const kept = await orderRow(order.id);
    expect(kept).toMatchObject({ status: 'placed', paymentStatus: 'awaiting_payment', cancelledAt: null });
    expect(kept.paymentDueAt!.getTime()).toBeGreaterThanOrEqual(declinedAt + 30 * MINUTE - 5_000);
    expect(kept.paymentDueAt!.getTime()).toBeLessThanOrEqual(Date.now() + 30 * MINUTE);
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['failed']);
    expect(await stockOf(variantId)).toBe(before - 2);
    expect(await couponUse(offer.id, order.id)).toEqual({ used: 1, redemptions: 1 });
    expect(await cancelEvents(order.id)).toEqual([]);
    // Nothing went back to the cart: the order still holds the lines.
    expect(await db().select().from(cartItems).where(eq(cartItems.userId, customer.user.id))).toEqual([]);

    const state = await ctx.app.inject({
      method: 'GET',
      url: `/api/order-payment-status?order_id=${order.id}`,
      headers: customer.headers,
    });
    expect(state.json().data).toMatchObject({
      order_status: 'placed',
      payment_status: 'awaiting_payment',
      payment_due_at: kept.paymentDueAt!.toISOString(),
      payment: { id: payment.id, status: 'failed', redirect_url: null },
      cancelled_by: null,
      store_slug: storeSlug,
    });
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/order-details/${order.id}`,
      headers: customer.headers,
    });
    expect(detail.json().data).toMatchObject({
      status: 'placed',
      payment_status: 'awaiting_payment',
      payment: { status: 'awaiting_payment', due_at: kept.paymentDueAt!.toISOString() },
      can_cancel: true,
    });

    const list = async (lang: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/notification-list',
          headers: { ...customer.headers, 'accept-language': lang },
        })
      ).json().data as { kind: string; message: string; link: string }[];
    expect(await list('en')).toContainEqual(
      expect.objectContaining({
        kind: 'payment_failed',
        message: `Your card was declined for order ${order.number}. We keep the order for 30 minutes: try another card or cancel it.`,
        link: `/order?id=${order.id}`,
      }),
    );
    expect((await list('tr')).map((n) => n.message)).toContain(
      `${order.number} numaralı sipariş için kartınız reddedildi. Siparişi 30 dakika saklıyoruz: başka bir kartla ödeyin ya da iptal edin.`,
    );

    // A late success for the declined attempt changes nothing.
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/paymentVerify',
      headers: customer.headers,
      payload: {
        payment_id: payment.id,
        outcome: 'paid',
        signature: signOutcome(ctx.config.SESSION_SECRET, payment.id, 'paid'),
      },
    });
    expect(late.json().data).toMatchObject({ changed: false, payment_status: 'awaiting_payment' });
  });

  it('"Try another card" pays the same order: one order, stock taken once, one open attempt at a time', async () => {
    const variantId = await freshVariant();
    const before = await stockOf(variantId);
    const { customer, order, payment } = await cardOrder(variantId);
    await decline(customer, payment.redirect_url);
    const dueAt = (await orderRow(order.id)).paymentDueAt!;

    const first = await retry(customer.headers, order.id);
    expect(first.statusCode).toBe(201);
    const attempt = first.json().data.payment;
    expect(attempt.id).not.toBe(payment.id);
    expect(attempt).toMatchObject({ status: 'pending', redirect_url: `/api/test-gateway/pay/${attempt.id}` });
    expect(first.json().data).toMatchObject({ order_id: order.id, payment_status: 'awaiting_payment' });
    // Asked again (a double click, a retried request) while it is open: the same attempt, nothing new.
    const again = await Promise.all([retry(customer.headers, order.id), retry(customer.headers, order.id)]);
    expect(again.map((r) => [r.statusCode, r.json().data.payment.id])).toEqual([
      [200, attempt.id],
      [200, attempt.id],
    ]);

    // Declined again: still kept, and the time is counted from the first decline.
    await decline(customer, attempt.redirect_url);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'placed',
      paymentStatus: 'awaiting_payment',
      paymentDueAt: dueAt,
    });
    // Only the decline that started the hold is announced.
    expect(await noticesOf(customer.user.id, 'payment_declined_kept_notice')).toHaveLength(1);

    const third = await retry(customer.headers, order.id);
    expect(third.statusCode).toBe(201);
    const paid = await payWith(customer, third.json().data.payment.redirect_url, '4242424242424242');
    expect(paid.headers.location).toBe(`/payment?order=${order.id}`);
    expect(await orderRow(order.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid', paymentDueAt: null });
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['failed', 'failed', 'captured']);
    expect(await stockOf(variantId)).toBe(before - 2);
    expect(await db().select().from(orders).where(eq(orders.userId, customer.user.id))).toHaveLength(1);
    // The store hears of the order once it is paid.
    const alerts = (await db().select().from(notifications).where(eq(notifications.userId, vendorUserId))).filter(
      (row) => row.kind === 'new_order' && row.link?.endsWith(order.id),
    );
    expect(alerts).toHaveLength(1);

    const afterPaid = await retry(customer.headers, order.id);
    expect(afterPaid.statusCode).toBe(409);
    expect(afterPaid.json()).toMatchObject({
      code: 'order_not_awaiting_payment',
      error: 'This order is no longer waiting for a card payment',
    });
    const inTurkish = await retry({ ...customer.headers, 'accept-language': 'tr' }, order.id);
    expect(inTurkish.json().error).toBe('Bu sipariş artık kartla ödeme beklemiyor');
  });

  it("answers 404 for another person's order and 409 for an order that is not awaiting payment", async () => {
    const variantId = await freshVariant();
    const { customer, order, payment } = await cardOrder(variantId);
    // Its first payment is still open: there is nothing to try again yet.
    expect((await retry(customer.headers, order.id)).statusCode).toBe(409);
    await decline(customer, payment.redirect_url);

    const stranger = await customerWithCart(ctx.app, ctx.database, storeId, []);
    const theirs = await retry(stranger.headers, order.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe('Order not found');
    expect((await retry(stranger.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await retry({}, order.id)).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/orders/not-a-uuid/payments', headers: customer.headers }))
        .statusCode,
    ).toBe(400);
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['failed']);

    const cash = await customerWithCart(ctx.app, ctx.database, storeId, [{ variantId, quantity: 1 }]);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/order-by-cod',
      headers: cash.headers,
      payload: orderBody(cash.addressId, { payment_method: 'cod' }),
    });
    expect((await retry(cash.headers, placed.json().data.order.id)).statusCode).toBe(409);
  });

  it('giving up or abandoning the card page of another card keeps the order until it is due', async () => {
    const variantId = await freshVariant();
    const before = await stockOf(variantId);
    const { customer, order, payment } = await cardOrder(variantId);
    await decline(customer, payment.redirect_url);
    const dueAt = (await orderRow(order.id)).paymentDueAt!;

    // "Cancel and go back" on the gateway's page (its signed return) ends that attempt only.
    const first = (await retry(customer.headers, order.id)).json().data.payment;
    const signature = signOutcome(ctx.config.SESSION_SECRET, first.id, 'cancelled');
    const back = await ctx.app.inject({
      method: 'GET',
      url: `/api/paymentFailure?payment_id=${first.id}&outcome=cancelled&signature=${signature}`,
      headers: customer.headers,
    });
    expect(back.headers.location).toBe(`/payment?order=${order.id}`);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'placed',
      paymentStatus: 'awaiting_payment',
      paymentDueAt: dueAt,
    });

    // An attempt left open past the abandon time is failed by that sweep; the order still waits for its due time.
    const second = (await retry(customer.headers, order.id)).json().data.payment;
    await db()
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 31 * MINUTE) })
      .where(eq(payments.id, second.id));
    await sweepAbandonedPayments(settleDepsFor(ctx.database, createEventBus({ log: ctx.app.log }), ctx.app.log), 30);
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['failed', 'failed', 'failed']);
    expect(await orderRow(order.id)).toMatchObject({ status: 'placed', paymentStatus: 'awaiting_payment' });
    expect(await stockOf(variantId)).toBe(before - 2);
    expect((await retry(customer.headers, order.id)).statusCode).toBe(201);
  });

  it('the customer may cancel an order awaiting payment: stock and coupon back once, no retry, no release later', async () => {
    const variantId = await freshVariant();
    const offer = await createOffer(ctx.database, storeId, { code: 'RETRYC', usageLimit: 10 });
    const before = await stockOf(variantId);
    const { customer, order, payment } = await cardOrder(variantId, { coupon_code: 'RETRYC' });
    await decline(customer, payment.redirect_url);

    const cancel = await ctx.app.inject({
      method: 'POST',
      url: '/api/changeOrderStatus',
      headers: customer.headers,
      payload: { order_id: order.id, status: 'cancelled', reason: 'Paying another way' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data).toMatchObject({ status: 'cancelled', payment: { status: 'failed', due_at: null } });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
      paymentDueAt: null,
    });
    expect(await stockOf(variantId)).toBe(before);
    expect(await couponUse(offer.id, order.id)).toEqual({ used: 0, redemptions: 0 });
    expect((await cancelEvents(order.id)).map((event) => event.actor)).toEqual(['customer']);
    // `/payment` learns who cancelled: a customer's cancel puts nothing back in the cart, so it must not say so.
    expect(await paymentStatusOf(customer.headers, order.id)).toMatchObject({
      order_status: 'cancelled',
      cancelled_by: 'customer',
      store_slug: storeSlug,
    });

    expect((await retry(customer.headers, order.id)).statusCode).toBe(409);
    const deps = settleDepsFor(ctx.database, createEventBus({ log: ctx.app.log }), ctx.app.log);
    await releaseUnpaidOrders(deps, new Date(Date.now() + 31 * MINUTE));
    expect((await cancelEvents(order.id)).map((event) => event.actor)).toEqual(['customer']);
    expect(await stockOf(variantId)).toBe(before);
    expect(await couponUse(offer.id, order.id)).toEqual({ used: 0, redemptions: 0 });
  });

  it('the time-out cancels the unpaid order once: stock and coupon back once, the open attempt failed', async () => {
    const variantId = await freshVariant();
    const offer = await createOffer(ctx.database, storeId, { code: 'RETRYT', usageLimit: 10 });
    const before = await stockOf(variantId);
    const { customer, order, payment } = await cardOrder(variantId, { coupon_code: 'RETRYT' });
    await decline(customer, payment.redirect_url);
    const attempt = (await retry(customer.headers, order.id)).json().data.payment;
    const dueAt = (await orderRow(order.id)).paymentDueAt!;
    const deps = settleDepsFor(ctx.database, createEventBus({ log: ctx.app.log }), ctx.app.log);

    // Not yet due: nothing happens.
    await releaseUnpaidOrders(deps, new Date(dueAt.getTime() - 1_000));
    expect(await orderRow(order.id)).toMatchObject({ status: 'placed', paymentStatus: 'awaiting_payment' });
    expect(await stockOf(variantId)).toBe(before - 2);

    // Due: two sweeps at once (two instances) release it once.
    const at = new Date(dueAt.getTime() + 1_000);
    await Promise.all([releaseUnpaidOrders(deps, at), releaseUnpaidOrders(deps, at)]);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
      paymentDueAt: null,
      cancelReason: 'expired',
    });
    expect(await stockOf(variantId)).toBe(before);
    expect(await couponUse(offer.id, order.id)).toEqual({ used: 0, redemptions: 0 });
    expect((await cancelEvents(order.id)).map((event) => event.actor)).toEqual(['system']);
    expect((await paymentsOf(order.id)).map((p) => [p.id, p.status])).toEqual([
      [payment.id, 'failed'],
      [attempt.id, 'failed'],
    ]);

    // Run again later: nothing more goes back; the open attempt can no longer pay, nor can another start.
    await releaseUnpaidOrders(deps, new Date(at.getTime() + 60 * MINUTE));
    expect((await cancelEvents(order.id)).map((event) => event.actor)).toEqual(['system']);
    expect(await stockOf(variantId)).toBe(before);
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/paymentVerify',
      headers: customer.headers,
      payload: {
        payment_id: attempt.id,
        outcome: 'paid',
        signature: signOutcome(ctx.config.SESSION_SECRET, attempt.id, 'paid'),
      },
    });
    expect(late.json().data).toMatchObject({ changed: false, order_status: 'cancelled', payment_status: 'failed' });
    expect((await retry(customer.headers, order.id)).statusCode).toBe(409);
  });

  it('the scheduled release job finds a due order from the database and tells the customer', async () => {
    const variantId = await freshVariant();
    const before = await stockOf(variantId);
    const { customer, order, payment } = await cardOrder(variantId);
    await decline(customer, payment.redirect_url);
    // The deadline lives on the order row: whatever ran before (a restart included), the job finds it.
    await db()
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - MINUTE) })
      .where(eq(orders.id, order.id));

    await ctx.app.jobs.enqueue(PAYMENT_RELEASE_JOB, {});
    await ctx.app.jobs.settled();
    await ctx.app.eventsSettled();
    // The status e-mail and SMS of a cancel would go a few minutes later: let them.
    await ctx.app.jobs.runDelayed();
    await ctx.app.eventsSettled();

    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await paymentStatusOf(customer.headers, order.id)).toMatchObject({ cancelled_by: 'system' });
    expect(await stockOf(variantId)).toBe(before);
    // As with any system cancel, the lines go back to the (empty) cart, so ordering again is one click.
    const cart = await db().select().from(cartItems).where(eq(cartItems.userId, customer.user.id));
    expect(cart.map((line) => [line.variantId, line.quantity])).toEqual([[variantId, 2]]);
    const notices = await ctx.app.inject({
      method: 'GET',
      url: '/api/notification-list',
      headers: customer.headers,
    });
    const timedOut = `Order ${order.number} was cancelled because it was not paid within 30 minutes. Nothing was charged.`;
    expect(notices.json().data).toContainEqual(
      expect.objectContaining({ kind: 'payment_failed', message: timedOut, link: `/order?id=${order.id}` }),
    );
    // One notice of the time-out, the one that says why: no generic "is now Cancelled" beside it, on any channel.
    const told = await toldTo(customer);
    expect(
      told.inApp.filter((row) => row.messageKey !== 'payment_declined_kept_notice').map((row) => row.messageKey),
    ).toEqual(['payment_timeout_notice']);
    const declined = `Your card was declined for order ${order.number}.`;
    expect(
      told.sent.filter((m) => !m.body.startsWith(declined)).map((m) => [m.channel, m.body.startsWith(timedOut)]),
    ).toEqual([
      ['email', true],
      ['sms', true],
    ]);
  });

  it('other cancellations still tell the customer of the status: a first attempt given up, without a decline', async () => {
    const { customer, order, payment } = await cardOrder(await freshVariant());
    const signature = signOutcome(ctx.config.SESSION_SECRET, payment.id, 'cancelled');
    await ctx.app.inject({
      method: 'GET',
      url: `/api/paymentFailure?payment_id=${payment.id}&outcome=cancelled&signature=${signature}`,
      headers: customer.headers,
    });
    await ctx.app.eventsSettled();
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', cancelReason: 'cancelled' });
    expect((await noticesOf(customer.user.id, 'order_status_changed')).map((row) => row.params.status)).toEqual([
      'cancelled',
    ]);
  });
});
