import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joiningFeePayments } from '../../db/schema/joining-fees.ts';
import { payments } from '../../db/schema/orders.ts';
import { customerWithCart, orderBody } from '../../../test/checkout-helpers.ts';
import { createProduct, createSignedInUser, createVendorWithStore } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { signOutcome } from './test-gateway.ts';

const CLIENT_ID = 'paypal-client-fake';
const CLIENT_SECRET = 'paypal-secret-fake';

interface FakeOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  intent: string;
  purchase_units: { reference_id: string; amount: { currency_code: string; value: string }; payments?: unknown }[];
  links: { href: string; rel: string; method: string }[];
}

/** A local stand-in for PayPal's REST API: the OAuth token and the Orders v2 calls the SDK makes. */
function fakePayPal() {
  const orders = new Map<string, FakeOrder>();
  const byRequestId = new Map<string, string>();
  const created: Record<string, unknown>[] = [];
  let captures = 0;
  const token = `A21AA${randomUUID().replaceAll('-', '')}`;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': randomUUID() });
        response.end(JSON.stringify(body));
      };
      const path = (request.url ?? '').split('?')[0]!;
      if (request.method === 'POST' && path === '/v1/oauth2/token') {
        const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;
        if (request.headers.authorization !== basic) return send(401, { error: 'invalid_client' });
        return send(200, { access_token: token, token_type: 'Bearer', expires_in: 32400, scope: 'openid' });
      }
      if (request.headers.authorization !== `Bearer ${token}`) return send(401, { name: 'AUTHENTICATION_FAILURE' });
      if (request.method === 'POST' && path === '/v2/checkout/orders') {
        const requestId = String(request.headers['paypal-request-id'] ?? '');
        const again = byRequestId.get(requestId);
        if (again) return send(200, orders.get(again));
        const body = JSON.parse(raw) as Record<string, unknown> & { purchase_units: FakeOrder['purchase_units'] };
        created.push(body);
        const id = randomUUID().replaceAll('-', '').slice(0, 17).toUpperCase();
        const order: FakeOrder = {
          id,
          status: 'PAYER_ACTION_REQUIRED',
          intent: 'CAPTURE',
          purchase_units: body.purchase_units.map((unit) => ({
            reference_id: unit.reference_id,
            amount: unit.amount,
          })),
          links: [
            { href: `https://www.sandbox.paypal.test/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
          ],
        };
        orders.set(id, order);
        byRequestId.set(requestId, id);
        return send(200, order);
      }
      const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
      const order = match ? orders.get(match[1]!) : undefined;
      if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND', message: 'not found' });
      if (request.method === 'POST' && match![2]) {
        if (order.status !== 'APPROVED') {
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
        }
        captures++;
        order.status = 'COMPLETED';
        order.purchase_units = order.purchase_units.map((unit) => ({
          ...unit,
          payments: { captures: [{ id: `CAP${captures}`, status: 'COMPLETED', amount: unit.amount }] },
        }));
        order.links = [];
        return send(201, order);
      }
      return send(200, order);
    });
  });
  /** What the buyer does on PayPal's page. */
  const approve = (id: string) => {
    orders.get(id)!.status = 'APPROVED';
  };
  return { server, orders, created, approve, captures: () => captures };
}

describe('payments through PayPal Checkout (against a local fake of the PayPal API)', () => {
  let ctx: TestContext;
  let fake: ReturnType<typeof fakePayPal>;
  let storeId: string;
  let variantId: string;

  beforeAll(async () => {
    fake = fakePayPal();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    ctx = await createTestApp({
      env: {
        PAYPAL_CLIENT_ID: CLIENT_ID,
        PAYPAL_CLIENT_SECRET: CLIENT_SECRET,
        PAYPAL_ENVIRONMENT: 'sandbox',
        PAYPAL_API_BASE: `http://127.0.0.1:${port}`,
        PUBLIC_URL: 'https://shop.example.cy',
        PAYMENT_SWEEP_SECONDS: '0',
        RATE_LIMIT_PER_MINUTE: '100000',
      },
    });
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    storeId = vendor.store.id;
    const product = await createProduct(ctx.database, storeId, { availability: 'limited' }, [
      { price: 1500, stock: 100 },
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
      headers: customer.headers,
      payload: orderBody(customer.addressId, { payment_method: 'card' }),
    });
    expect(response.statusCode).toBe(201);
    return {
      customer,
      ...(response.json().data as { order: { id: string }; payment: { id: string; redirect_url: string } }),
    };
  }
  const paymentRow = async (id: string) =>
    (await ctx.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;

  it('creates one PayPal order, sends the buyer to approve it, and captures it once on the way back', async () => {
    const { customer, order, payment } = await cardOrder();
    const row = await paymentRow(payment.id);
    expect(row.provider).toBe('paypal');
    expect(payment.redirect_url).toBe(`https://www.sandbox.paypal.test/checkoutnow?token=${row.providerRef}`);
    const sent = fake.created.at(-1) as {
      intent: string;
      purchase_units: { amount: { value: string; currency_code: string } }[];
      payment_source: { paypal: { experience_context: { return_url: string; cancel_url: string } } };
    };
    expect(sent.intent).toBe('CAPTURE');
    expect(sent.purchase_units[0]!.amount).toEqual({ currency_code: 'EUR', value: row.amount / 100 + '.00' });
    expect(sent.payment_source.paypal.experience_context.return_url).toBe(
      `https://shop.example.cy/api/paymentVerify?payment_id=${payment.id}`,
    );

    // Back before approving: nothing is captured.
    const early = await ctx.app.inject({
      method: 'POST',
      url: '/api/paymentVerify',
      headers: customer.headers,
      payload: { payment_id: payment.id },
    });
    expect(early.json().data.payment.status).toBe('pending');
    expect(fake.captures()).toBe(0);

    fake.approve(row.providerRef!);
    const back = await ctx.app.inject({
      method: 'GET',
      url: `/api/paymentVerify?payment_id=${payment.id}&token=${row.providerRef}&PayerID=BUYER1`,
      headers: customer.headers,
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment?order=${order.id}`);
    expect((await paymentRow(payment.id)).status).toBe('captured');
    // The same return again changes nothing and captures nothing more.
    await ctx.app.inject({
      method: 'GET',
      url: `/api/paymentVerify?payment_id=${payment.id}&token=${row.providerRef}&PayerID=BUYER1`,
      headers: customer.headers,
    });
    expect(fake.captures()).toBe(1);
  });

  it('gives up a payment the buyer cancelled on PayPal, by the signed return PayPal was given only', async () => {
    const { customer, payment } = await cardOrder();
    const sent = fake.created.at(-1) as { payment_source: { paypal: { experience_context: { cancel_url: string } } } };
    const cancelUrl = new URL(sent.payment_source.paypal.experience_context.cancel_url);
    expect(cancelUrl.pathname).toBe('/api/paymentFailure');
    expect(cancelUrl.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
    // The same address without its signature (a link anyone could write) changes nothing.
    const unsigned = await ctx.app.inject({
      method: 'GET',
      url: `/api/paymentFailure?payment_id=${payment.id}`,
      headers: customer.headers,
    });
    expect(unsigned.statusCode).toBe(303);
    expect((await paymentRow(payment.id)).status).toBe('pending');
    const back = await ctx.app.inject({
      method: 'GET',
      url: `${cancelUrl.pathname}${cancelUrl.search}`,
      headers: customer.headers,
    });
    expect(back.statusCode).toBe(303);
    expect((await paymentRow(payment.id)).status).toBe('failed');
  });

  it('takes the joining fee through PayPal too', async () => {
    const manager = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'manager' });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/joining-fees',
      headers: manager.headers,
      payload: { joining_fees: 3000, joining_mrp_fees: 3000 },
    });
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { status: 'pending' });
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/store-payment-initiate',
      headers: vendor.headers,
    });
    expect(started.statusCode).toBe(200);
    const [attempt] = await ctx.database.db
      .select()
      .from(joiningFeePayments)
      .where(eq(joiningFeePayments.storeId, vendor.store.id));
    expect(attempt).toMatchObject({ provider: 'paypal', status: 'pending', amount: 3000 });
    expect(started.json().data.redirect_url).toContain(attempt!.providerRef);
    fake.approve(attempt!.providerRef!);
    const back = await ctx.app.inject({
      method: 'GET',
      url: `/api/store-payment-verify?payment_id=${attempt!.id}&token=${attempt!.providerRef}&PayerID=B2`,
      headers: vendor.headers,
    });
    expect(back.statusCode).toBe(303);
    const state = await ctx.app.inject({ method: 'GET', url: '/api/store-joining-fee', headers: vendor.headers });
    expect(state.json().data.status).toBe('paid');
  });

  it('gives up a joining fee by GET only with the signed cancel return PayPal was given (issue 42)', async () => {
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
    const { id } = await attemptOf();
    const sent = fake.created.at(-1) as { payment_source: { paypal: { experience_context: { cancel_url: string } } } };
    const cancelUrl = new URL(sent.payment_source.paypal.experience_context.cancel_url);
    expect(cancelUrl.pathname).toBe('/api/store-payment-failure');
    expect(cancelUrl.searchParams.get('payment_id')).toBe(id);
    expect(cancelUrl.searchParams.get('signature')).toBe(
      signOutcome(ctx.config.SESSION_SECRET, `joining-fee:${id}`, 'cancelled'),
    );
    const unsigned = await ctx.app.inject({
      method: 'GET',
      url: `/api/store-payment-failure?payment_id=${id}`,
      headers: vendor.headers,
    });
    expect(unsigned.statusCode).toBe(303);
    expect((await attemptOf()).status).toBe('pending');
    const back = await ctx.app.inject({
      method: 'GET',
      url: `${cancelUrl.pathname}${cancelUrl.search}`,
      headers: vendor.headers,
    });
    expect(back.statusCode).toBe(303);
    expect((await attemptOf()).status).toBe('failed');
  });

  it('captures an approved joining fee when the vendor asks to pay again instead of coming back', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { status: 'pending' });
    const initiate = () =>
      ctx.app.inject({ method: 'POST', url: '/api/store-payment-initiate', headers: vendor.headers });
    expect((await initiate()).statusCode).toBe(200);
    const [attempt] = await ctx.database.db
      .select()
      .from(joiningFeePayments)
      .where(eq(joiningFeePayments.storeId, vendor.store.id));
    fake.approve(attempt!.providerRef!);
    const capturesBefore = fake.captures();
    const again = await initiate();
    expect(again.json().data).toMatchObject({ status: 'paid', redirect_url: null });
    expect(fake.captures()).toBe(capturesBefore + 1);
  });
});
