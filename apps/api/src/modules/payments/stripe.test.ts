import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joiningFeePayments } from '../../db/schema/joining-fees.ts';
import { orders, payments } from '../../db/schema/orders.ts';
import { productVariants } from '../../db/schema/products.ts';
import { customerWithCart, orderBody } from '../../../test/checkout-helpers.ts';
import { createProduct, createSignedInUser, createVendorWithStore } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { signOutcome } from './test-gateway.ts';

const WEBHOOK_SECRET = 'whsec_test_bedesten_fake';

interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string;
  metadata: Record<string, string>;
}

/** A local stand-in for the Stripe API: just the Checkout Session calls the adapter makes. */
function fakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const created: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomUUID()}` });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== 'Bearer sk_test_fake') return send(401, { error: { type: 'auth' } });
      const path = (request.url ?? '').split('?')[0]!;
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const form = new URLSearchParams(raw);
        created.push(form);
        const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          client_reference_id: form.get('client_reference_id') ?? '',
          metadata: { payment_id: form.get('metadata[payment_id]') ?? '' },
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
      const session = match ? sessions.get(match[1]!) : undefined;
      if (!session) return send(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      if (request.method === 'POST' && match![2]) session.status = 'expired';
      return send(200, session);
    });
  });
  return { server, sessions, created };
}

describe('card payments through Stripe Checkout (against a local fake of the Stripe API)', () => {
  let ctx: TestContext;
  let fake: ReturnType<typeof fakeStripe>;
  let storeId: string;
  let variantId: string;
  const stripe = new Stripe('sk_test_fake');

  beforeAll(async () => {
    fake = fakeStripe();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    ctx = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: `http://127.0.0.1:${port}`,
        PUBLIC_URL: 'https://shop.example.cy',
        PAYMENT_SWEEP_SECONDS: '0',
        RATE_LIMIT_PER_MINUTE: '100000',
      },
    });
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    storeId = vendor.store.id;
    const product = await createProduct(ctx.database, storeId, { availability: 'limited' }, [
      { price: 1500, discount: 250, stock: 100 },
    ]);
    variantId = product.variants[0]!.id;
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  async function cardOrder() {
    const customer = await customerWithCart(ctx.app, ctx.database, storeId, [{ variantId, quantity: 2 }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/order-initiate-payment',
      headers: { ...customer.headers, 'idempotency-key': randomUUID() },
      payload: orderBody(customer.addressId, { payment_method: 'card', order_total: 1 }),
    });
    expect(response.statusCode).toBe(201);
    return {
      customer,
      ...(response.json().data as { order: { id: string }; payment: { id: string; redirect_url: string } }),
    };
  }

  const webhook = (event: unknown, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  };
  const sessionEvent = (type: string, session: FakeSession) => ({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type,
    data: { object: session },
  });
  const orderRow = async (id: string) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('creates a Checkout Session for the amount the server computed and sends the customer to it', async () => {
    const { order, payment } = await cardOrder();
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === payment.id)!;
    expect(payment.redirect_url).toBe(session.url);
    // 2 × (15.00 − 2.50) = 25.00, whatever the client said the total was.
    expect(session.amount_total).toBe(2500);
    expect(session.currency).toBe('eur');
    const form = fake.created.find((f) => f.get('client_reference_id') === payment.id)!;
    expect(form.get('success_url')).toBe('https://shop.example.cy/api/paymentVerify?session_id={CHECKOUT_SESSION_ID}');
    // Only the cancel return Stripe was given gives the payment up by GET: it is signed for this payment.
    expect(form.get('cancel_url')).toBe(
      `https://shop.example.cy/api/paymentFailure?payment_id=${payment.id}&outcome=cancelled&signature=${signOutcome(ctx.config.SESSION_SECRET, payment.id, 'cancelled')}`,
    );
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ provider: 'stripe', providerRef: session.id, status: 'pending', amount: 2500 });
    expect((await orderRow(order.id)).orderTotal).toBe(2500);
  });

  it('a signed checkout.session.completed webhook captures once, even 20 at once; a bad signature changes nothing', async () => {
    const { order, payment } = await cardOrder();
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === payment.id)!;
    session.status = 'complete';
    session.payment_status = 'paid';
    const event = sessionEvent('checkout.session.completed', session);

    const forged = await webhook(event, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');

    const responses = await Promise.all(Array.from({ length: 20 }, () => webhook(event)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const paid = await orderRow(order.id);
    expect(paid.paymentStatus).toBe('paid');
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('captured');
    expect(row!.capturedAt!.getTime()).toBe(paid.paidAt!.getTime());
  });

  it('coming back from Stripe, paymentVerify asks Stripe for the session before capturing', async () => {
    const { customer, order, payment } = await cardOrder();
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === payment.id)!;
    const early = await ctx.app.inject({
      method: 'GET',
      url: `/api/paymentVerify?session_id=${session.id}`,
      headers: customer.headers,
    });
    expect(early.statusCode).toBe(303);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');

    session.payment_status = 'paid';
    session.status = 'complete';
    const back = await ctx.app.inject({
      method: 'GET',
      url: `/api/paymentVerify?session_id=${session.id}`,
      headers: customer.headers,
    });
    expect(back.headers.location).toBe(`/payment?order=${order.id}`);
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
  });

  it('an expired session fails the payment, cancels the order and returns the stock', async () => {
    const stockOf = async () =>
      (await ctx.database.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;
    const before = await stockOf();
    const { order, payment } = await cardOrder();
    expect(await stockOf()).toBe(before! - 2);
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === payment.id)!;
    session.status = 'expired';
    expect((await webhook(sessionEvent('checkout.session.expired', session))).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await stockOf()).toBe(before);
  });

  it('a card declined on Stripe’s page keeps the order awaiting payment, leaving the page keeps it, another card pays it', async () => {
    const stockOf = async () =>
      (await ctx.database.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;
    const before = await stockOf();
    const { customer, order, payment } = await cardOrder();
    const form = fake.created.find((f) => f.get('client_reference_id') === payment.id)!;
    // Stripe names our payment on the payment intent, so a declined card's event can be matched.
    expect(form.get('payment_intent_data[metadata][payment_id]')).toBe(payment.id);
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === payment.id)!;
    const intentFailed = () => ({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: 'pi_test_declined',
          object: 'payment_intent',
          status: 'requires_payment_method',
          metadata: { payment_id: payment.id, order_id: order.id },
        },
      },
    });
    // Stripe sends one per declined try; the order is kept once, its session left open for another card there.
    expect((await webhook(intentFailed())).statusCode).toBe(200);
    const kept = await orderRow(order.id);
    expect(kept).toMatchObject({ status: 'placed', paymentStatus: 'awaiting_payment' });
    expect((await webhook(intentFailed())).statusCode).toBe(200);
    expect((await orderRow(order.id)).paymentDueAt).toEqual(kept.paymentDueAt);
    const attemptOf = async (id: string) =>
      (await ctx.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
    expect((await attemptOf(payment.id)).status).toBe('pending');
    expect(session.status).toBe('open');

    // The customer leaves Stripe's page by its signed cancel return: the attempt ends, the order is kept.
    const cancelUrl = new URL(form.get('cancel_url')!);
    const back = await ctx.app.inject({
      method: 'GET',
      url: cancelUrl.pathname + cancelUrl.search,
      headers: customer.headers,
    });
    expect(back.headers.location).toBe(`/payment?order=${order.id}`);
    expect((await attemptOf(payment.id)).status).toBe('failed');
    expect(session.status).toBe('expired');
    expect(await orderRow(order.id)).toMatchObject({ status: 'placed', paymentStatus: 'awaiting_payment' });
    expect(await stockOf()).toBe(before! - 2);

    // "Try another card" opens a new session for the same order, which pays it.
    const retried = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payments`,
      headers: customer.headers,
    });
    expect(retried.statusCode).toBe(201);
    const attempt = retried.json().data.payment;
    const second = [...fake.sessions.values()].find((s) => s.client_reference_id === attempt.id)!;
    expect(attempt.redirect_url).toBe(second.url);
    expect(second.amount_total).toBe(2500);
    second.status = 'complete';
    second.payment_status = 'paid';
    expect((await webhook(sessionEvent('checkout.session.completed', second))).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid', paymentDueAt: null });
    expect(await stockOf()).toBe(before! - 2);
  });

  it('an asynchronous payment that fails keeps the order awaiting payment too', async () => {
    const { order, payment } = await cardOrder();
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === payment.id)!;
    expect((await webhook(sessionEvent('checkout.session.async_payment_failed', session))).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'placed', paymentStatus: 'awaiting_payment' });
  });

  it('gives up a joining fee by GET only with the signed cancel return Stripe was given (issue 42)', async () => {
    const manager = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'manager' });
    const fees = { joining_fees: 2000, joining_mrp_fees: 2000 };
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/joining-fees',
      headers: manager.headers,
      payload: fees,
    });
    expect(put.statusCode).toBe(200);
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { status: 'pending' });
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/store-payment-initiate',
      headers: vendor.headers,
    });
    expect(started.statusCode).toBe(200);
    const attemptOf = async () =>
      (
        await ctx.database.db.select().from(joiningFeePayments).where(eq(joiningFeePayments.storeId, vendor.store.id))
      )[0]!;
    const attempt = await attemptOf();
    const form = fake.created.find((f) => f.get('client_reference_id') === attempt.id)!;
    const signature = signOutcome(ctx.config.SESSION_SECRET, `joining-fee:${attempt.id}`, 'cancelled');
    expect(form.get('cancel_url')).toBe(
      `https://shop.example.cy/api/store-payment-failure?payment_id=${attempt.id}&outcome=cancelled&signature=${signature}`,
    );
    // The address without its signature (a link anyone could write) changes nothing.
    const unsigned = await ctx.app.inject({
      method: 'GET',
      url: `/api/store-payment-failure?payment_id=${attempt.id}`,
      headers: vendor.headers,
    });
    expect(unsigned.statusCode).toBe(303);
    expect((await attemptOf()).status).toBe('pending');
    expect(fake.sessions.get(attempt.providerRef!)!.status).toBe('open');
    const back = await ctx.app.inject({
      method: 'GET',
      url: new URL(form.get('cancel_url')!).pathname + new URL(form.get('cancel_url')!).search,
      headers: vendor.headers,
    });
    expect(back.statusCode).toBe(303);
    expect((await attemptOf()).status).toBe('failed');
    // Stripe's session is stopped, so it cannot be paid after we gave up on it.
    expect(fake.sessions.get(attempt.providerRef!)!.status).toBe('expired');
  });
});
