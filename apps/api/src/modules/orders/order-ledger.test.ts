import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerRedemptions, offers } from '../../db/schema/offers.ts';
import { orders, orderStatusEvents, payments } from '../../db/schema/orders.ts';
import { productVariants } from '../../db/schema/products.ts';
import { createEventBus } from '../../lib/event-bus.ts';
import { createOffer, customerWithCart, orderBody } from '../../../test/checkout-helpers.ts';
import { createProduct, createSignedInUser, createVendorWithStore } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { releaseUnpaidOrders } from '../payments/release-unpaid-orders.ts';
import { sweepAbandonedPayments } from '../payments/settle-payment.ts';
import { signOutcome } from '../payments/test-gateway.ts';
import { settleDepsFor } from '../../../test/settle-deps.ts';

/**
 * Every way an order is cancelled goes through the ledger, which gives the
 * stock and the coupon use back exactly once: each path is tried alone and
 * with a second cancel at the same moment.
 */
describe('the order ledger gives stock and coupon back exactly once', () => {
  let ctx: TestContext;
  let vendor: Awaited<ReturnType<typeof createVendorWithStore>>;
  let staff: Record<string, string>;
  let variantId: string;
  let offerId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', PAYMENT_SWEEP_SECONDS: '0' } });
    vendor = await createVendorWithStore(ctx.app, ctx.database);
    // Cancelling an order needs an admin (ADR 0037).
    staff = (await createSignedInUser(ctx.app, ctx.database, { staffRole: 'admin' })).headers;
    const product = await createProduct(ctx.database, vendor.store.id, { availability: 'limited' }, [
      { price: 1500, stock: 100 },
    ]);
    variantId = product.variants[0]!.id;
    offerId = (await createOffer(ctx.database, vendor.store.id, { code: 'LEDGER10', usageLimit: 1000 })).id;
  });
  afterAll(() => ctx.close());

  /** What an order takes and gives back: the variant's stock, the coupon's count, the order's redemptions. */
  async function books(orderId?: string) {
    const [variant] = await ctx.database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    const [offer] = await ctx.database.db.select({ used: offers.usedCount }).from(offers).where(eq(offers.id, offerId));
    const redemptions = orderId
      ? await ctx.database.db.select().from(offerRedemptions).where(eq(offerRedemptions.orderId, orderId))
      : [];
    return { stock: variant!.stock, used: offer!.used, redemptions: redemptions.length };
  }

  /** A customer's order of 3 units with the coupon: cash on delivery, or card (pending payment). */
  async function placeOrder(method: 'cod' | 'card') {
    const customer = await customerWithCart(ctx.app, ctx.database, vendor.store.id, [{ variantId, quantity: 3 }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: method === 'cod' ? '/api/order-by-cod' : '/api/order-initiate-payment',
      headers: customer.headers,
      payload: orderBody(customer.addressId, { payment_method: method, coupon_code: 'LEDGER10' }),
    });
    expect(response.statusCode).toBe(201);
    const { order, payment } = response.json().data;
    return { customer, orderId: order.id as string, paymentId: payment?.id as string | undefined };
  }

  const customerCancel = (headers: Record<string, string>, orderId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/changeOrderStatus',
      headers,
      payload: { order_id: orderId, status: 'cancelled', reason: 'Changed my mind' },
    });
  const vendorCancel = (orderId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/vendor-update-order-status',
      headers: vendor.headers,
      payload: { order_id: orderId, status: 'cancelled', reason: 'Out of bread' },
    });
  const staffCancel = (orderId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/order-cancel',
      headers: staff,
      payload: { order_id: orderId, reason: 'Store could not deliver' },
    });
  const declined = (headers: Record<string, string>, paymentId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/paymentFailure',
      headers,
      payload: {
        payment_id: paymentId,
        outcome: 'declined',
        signature: signOutcome(ctx.config.SESSION_SECRET, paymentId, 'declined'),
      },
    });

  async function cancelEvents(orderId: string) {
    return (
      await ctx.database.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId))
    ).filter((event) => event.status === 'cancelled');
  }

  /** Places an order, runs `cancel`, and checks the books: taken once, given back once, one cancelled event. */
  async function expectGivenBackOnce(
    method: 'cod' | 'card',
    cancel: (placed: Awaited<ReturnType<typeof placeOrder>>) => Promise<unknown>,
    actor: string,
  ) {
    const before = await books();
    const placed = await placeOrder(method);
    expect(await books(placed.orderId)).toEqual({ stock: before.stock! - 3, used: before.used + 1, redemptions: 1 });
    await cancel(placed);
    expect(await books(placed.orderId)).toEqual({ ...before, redemptions: 0 });
    const events = await cancelEvents(placed.orderId);
    expect(events.map((event) => event.actor)).toEqual([actor]);
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order!.status).toBe('cancelled');
    return placed;
  }

  it('customer: one of two cancels at the same moment wins, the other is 409', async () => {
    await expectGivenBackOnce(
      'cod',
      async ({ customer, orderId }) => {
        const answers = await Promise.all([
          customerCancel(customer.headers, orderId),
          customerCancel(customer.headers, orderId),
        ]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      },
      'customer',
    );
  });

  it('vendor: two cancels at once give back once', async () => {
    await expectGivenBackOnce(
      'cod',
      async ({ orderId }) => {
        const answers = await Promise.all([vendorCancel(orderId), vendorCancel(orderId)]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      },
      'vendor',
    );
  });

  it('staff: cancel any store’s order with a reason; a second at the same moment is 409; others may not', async () => {
    const placed = await expectGivenBackOnce(
      'cod',
      async ({ orderId }) => {
        const answers = await Promise.all([staffCancel(orderId), staffCancel(orderId)]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
        const done = answers.find((answer) => answer.statusCode === 200)!.json();
        expect(done.message).toBe(`Order #${done.data.number} is cancelled; its stock and coupon use are given back`);
      },
      'staff',
    );
    const [event] = await cancelEvents(placed.orderId);
    expect(event!.note).toBe('Store could not deliver');
    const again = await staffCancel(placed.orderId);
    expect(again.json().error).toMatch(/^unable to cancel order because already/i);

    const other = await placeOrder('cod');
    const asCustomer = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/order-cancel',
      headers: other.customer.headers,
      payload: { order_id: other.orderId, reason: 'x' },
    });
    expect(asCustomer.statusCode).toBe(403);
    const manager = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'manager' });
    const asManager = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/order-cancel',
      headers: manager.headers,
      payload: { order_id: other.orderId, reason: 'Not theirs to cancel' },
    });
    expect(asManager.statusCode).toBe(403);
    const noReason = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/order-cancel',
      headers: staff,
      payload: { order_id: other.orderId, reason: '  ' },
    });
    expect(noReason.statusCode).toBe(400);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/admin/orders/${other.orderId}`, headers: staff });
    expect(detail.json().data).toMatchObject({ id: other.orderId, can_cancel: true });
    const found = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders?number=${detail.json().data.number}`,
      headers: staff,
    });
    expect(found.json()).toMatchObject({ total: 1, data: [{ id: other.orderId }] });
    const everyStore = await ctx.app.inject({ method: 'GET', url: '/api/admin/orders?per_page=100', headers: staff });
    const ids = everyStore.json().data.map((order: { id: string }) => order.id);
    expect(ids).toEqual(expect.arrayContaining([placed.orderId, other.orderId]));
    expect(ids.indexOf(other.orderId)).toBeLessThan(ids.indexOf(placed.orderId));
    const asVendor = await ctx.app.inject({ method: 'GET', url: '/api/admin/orders', headers: vendor.headers });
    expect(asVendor.statusCode).toBe(403);
  });

  it('customer and vendor cancelling at the same moment: one wins, stock and coupon back once', async () => {
    await expectGivenBackOnce(
      'cod',
      async ({ customer, orderId }) => {
        const answers = await Promise.all([customerCancel(customer.headers, orderId), vendorCancel(orderId)]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      },
      expect.stringMatching(/^(customer|vendor)$/) as unknown as string,
    );
  });

  it('declined card: the order is kept (nothing given back) even with a duplicate callback; a decline after a cancel keeps the cancel', async () => {
    const before = await books();
    const kept = await placeOrder('card');
    const answers = await Promise.all([
      declined(kept.customer.headers, kept.paymentId!),
      declined(kept.customer.headers, kept.paymentId!),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.filter((answer) => answer.json().data.changed)).toHaveLength(1);
    expect(await books(kept.orderId)).toEqual({ stock: before.stock! - 3, used: before.used + 1, redemptions: 1 });
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, kept.orderId));
    expect(order).toMatchObject({ status: 'placed', paymentStatus: 'awaiting_payment' });
    expect(await cancelEvents(kept.orderId)).toEqual([]);
    // The customer cancels it: the one cancel path gives back once.
    expect((await customerCancel(kept.customer.headers, kept.orderId)).statusCode).toBe(200);
    expect(await books(kept.orderId)).toEqual({ ...before, redemptions: 0 });

    // The customer cancels first and the decline lands after: the order stays the customer's cancel.
    await expectGivenBackOnce(
      'card',
      async ({ customer, orderId, paymentId }) => {
        expect((await customerCancel(customer.headers, orderId)).statusCode).toBe(200);
        expect((await declined(customer.headers, paymentId!)).statusCode).toBe(200);
        const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId!));
        expect(payment!.status).toBe('failed');
      },
      'customer',
    );
  });

  it('unpaid after a decline: two release sweeps and the customer’s cancel at the same moment give back once', async () => {
    const events = createEventBus({ log: ctx.app.log });
    const sweepDeps = settleDepsFor(ctx.database, events, ctx.app.log);
    await expectGivenBackOnce(
      'card',
      async ({ customer, orderId, paymentId }) => {
        expect((await declined(customer.headers, paymentId!)).statusCode).toBe(200);
        const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
        const due = new Date(order!.paymentDueAt!.getTime() + 1_000);
        const [first, second, cancel] = await Promise.all([
          releaseUnpaidOrders(sweepDeps, due),
          releaseUnpaidOrders(sweepDeps, due),
          customerCancel(customer.headers, orderId),
        ]);
        expect(first + second + (cancel.statusCode === 200 ? 1 : 0)).toBe(1);
      },
      expect.stringMatching(/^(customer|system)$/) as unknown as string,
    );
  });

  it('abandoned card payment: two sweeps and the customer giving up at the same moment give back once', async () => {
    const events = createEventBus({ log: ctx.app.log });
    const sweepDeps = settleDepsFor(ctx.database, events, ctx.app.log);
    await expectGivenBackOnce(
      'card',
      async ({ customer, paymentId }) => {
        await ctx.database.db
          .update(payments)
          .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
          .where(eq(payments.id, paymentId!));
        await Promise.all([
          sweepAbandonedPayments(sweepDeps, 30),
          sweepAbandonedPayments(sweepDeps, 30),
          ctx.app.inject({
            method: 'POST',
            url: '/api/paymentFailure',
            headers: customer.headers,
            payload: { payment_id: paymentId! },
          }),
        ]);
      },
      'system',
    );
  });
});
