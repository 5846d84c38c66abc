import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/carts.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { outbox } from '../../db/schema/messaging.ts';
import { orders } from '../../db/schema/orders.ts';
import { customerWithCart, fillCart, orderBody } from '../../../test/checkout-helpers.ts';
import { createProduct, createVendorWithStore } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import type { EmailMessage } from '../messaging/email-sender.ts';
import type { SmsMessage } from '../messaging/sms-sender.ts';

/**
 * ADR 0053: an order's notices go out after its answer, off the request, and
 * still exactly once per order, however often and however concurrently the
 * order is asked for with the same Idempotency-Key.
 */
describe('the notices of a placed order', () => {
  const emails: EmailMessage[] = [];
  const texts: SmsMessage[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '100000', PAYMENT_SWEEP_SECONDS: '0' },
      providers: {
        email: { name: 'fake', send: async (m) => void emails.push(m) },
        sms: { name: 'fake', send: async (m) => void texts.push(m) },
      },
    });
  });
  afterAll(() => ctx.close());

  const order = (headers: Record<string, string>, payload: Record<string, unknown>, key: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/order-by-cod',
      headers: { ...headers, 'idempotency-key': key },
      payload,
    });

  async function cast() {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const product = await createProduct(ctx.database, vendor.store.id, {}, [{ price: 900 }]);
    const customer = await customerWithCart(ctx.app, ctx.database, vendor.store.id, [
      { variantId: product.variants[0]!.id, quantity: 1 },
    ]);
    return { vendor, customer };
  }

  const rowsOf = (userId: string, kind: 'new_order' | 'order_placed') =>
    ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
  const outboxTo = (to: string) => ctx.database.db.select().from(outbox).where(eq(outbox.to, to));

  it('one order asked for three times at once and once more later: each person is told once, on every channel', async () => {
    const { vendor, customer } = await cast();
    const body = orderBody(customer.addressId);
    const key = `notices-${customer.user.id}`;
    const answers = await Promise.all([1, 2, 3].map(() => order(customer.headers, body, key)));
    const replay = await order(customer.headers, body, key);
    // The test app waits for the work each request started; it is what a person finds moments later.
    await ctx.app.eventsSettled();

    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(replay.statusCode).toBe(201);
    const placed = await ctx.database.db.select().from(orders).where(eq(orders.userId, customer.user.id));
    expect(placed).toHaveLength(1);
    const number = placed[0]!.number;

    expect(await rowsOf(vendor.user.id, 'new_order')).toMatchObject([{ link: `/vendor/orders?id=${placed[0]!.id}` }]);
    expect(await rowsOf(customer.user.id, 'order_placed')).toMatchObject([{ link: `/order?id=${placed[0]!.id}` }]);
    const mentions = (text: string) => text.includes(String(number));
    expect(emails.filter((m) => m.to === customer.user.email && mentions(m.subject))).toHaveLength(1);
    expect(emails.filter((m) => m.to === vendor.user.email && mentions(m.subject))).toHaveLength(1);
    expect((await outboxTo(customer.user.email!)).filter((m) => mentions(m.body))).toHaveLength(1);
    expect((await outboxTo(vendor.user.email!)).filter((m) => mentions(m.body))).toHaveLength(1);
    const mobiles = [customer.user, vendor.user].map((u) => `${u.countryCode}${u.mobile}`.replace(/\s/g, ''));
    for (const mobile of mobiles) {
      expect(texts.filter((m) => m.to === mobile && mentions(m.text))).toHaveLength(1);
    }
  });

  it('two orders of one customer: each order is told of once, none lost or repeated', async () => {
    const { vendor, customer } = await cast();
    const [item] = await ctx.database.db.select().from(cartItems).where(eq(cartItems.userId, customer.user.id));
    const first = await order(customer.headers, orderBody(customer.addressId), `a-${customer.user.id}`);
    await fillCart(ctx.database, customer.user.id, vendor.store.id, [{ variantId: item!.variantId, quantity: 2 }]);
    const second = await order(customer.headers, orderBody(customer.addressId), `b-${customer.user.id}`);
    await ctx.app.eventsSettled();

    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const ids = [first, second].map((r) => `/order?id=${r.json().data.order.id}`);
    const told = await rowsOf(customer.user.id, 'order_placed');
    expect(told.map((row) => row.link).sort()).toEqual([...ids].sort());
    expect(await rowsOf(vendor.user.id, 'new_order')).toHaveLength(2);
  });
});
