import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerRedemptions, offers } from '../../db/schema/offers.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { orderStatusEvents, payments } from '../../db/schema/orders.ts';
import { createSignedInUser, createVendorWithStore } from '../../../test/factories.ts';
import { orderCast } from '../../../test/order-scenarios.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

describe('orders after checkout: lists, details, status changes, cancellations', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  type Headers = Record<string, string>;
  const get = (url: string, headers: Headers, lang = 'en') =>
    ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': lang } });
  const post = (url: string, headers: Headers, payload: object, lang = 'en') =>
    ctx.app.inject({ method: 'POST', url, headers: { ...headers, 'accept-language': lang }, payload });
  const cast = () => orderCast(ctx.app, ctx.database);

  it('lists a customer’s own orders newest first with status, totals, store and item count', async () => {
    const c = await cast();
    const older = await c.placeOrder({ placedAt: new Date(Date.now() - 3_600_000) });
    const newer = await c.placeOrder();
    const stranger = await createSignedInUser(ctx.app, ctx.database);

    const list = await get('/api/orderList?per_page=1', c.buyer.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      total: 2,
      last_page: 2,
      data: [
        {
          id: newer.id,
          number: newer.number,
          status: 'placed',
          status_label: 'Placed',
          item_count: 4,
          order_total: newer.orderTotal,
          store: { title: 'Lefkoşa Bakkal' },
        },
      ],
    });
    expect((await get('/api/orderList?page=2&per_page=1', c.buyer.headers)).json().data[0].id).toBe(older.id);
    expect((await get('/api/orderList', c.buyer.headers, 'tr')).json().data[0].status_label).toBe('Alındı');
    expect((await get('/api/orderList', stranger.headers)).json()).toMatchObject({ total: 0, data: [] });
    expect((await get('/api/orderList', {})).statusCode).toBe(401);
  });

  it('shows the customer their own order with items, VAT lines, timeline and tracking; another’s is 404', async () => {
    const c = await cast();
    const order = await c.placeOrder();
    const detail = await get(`/api/order-details/${order.id}`, c.buyer.headers, 'tr');
    expect(detail.statusCode).toBe(200);
    const data = detail.json().data;
    expect(data.items.map((item: { name: string }) => item.name).sort()).toEqual([
      'Köy ekmeği',
      'Tap water',
      'Zeytinyağı',
    ]);
    expect(data.vat_lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rate_basis_points: 500, gross: 800, vat: 38 }),
        expect.objectContaining({ rate_basis_points: 1900, gross: 1090, vat: 174 }),
      ]),
    );
    expect(data.timeline.map((step: { status: string }) => step.status)).toEqual([
      'placed',
      'accepted',
      'packed',
      'dispatched',
      'delivered',
    ]);
    expect(data.timeline[0]).toMatchObject({ done: true, current: true, label: 'Alındı' });
    expect(data).toMatchObject({ can_cancel: true, next_statuses: ['cancelled'] });
    expect(data.tracking.delivery).toEqual({ lat: 35.17, lng: 33.36 });
    expect(data.tracking.store).toMatchObject({ lat: 35.1725, lng: 33.3617 });

    const stranger = await createSignedInUser(ctx.app, ctx.database);
    expect((await get(`/api/order-details/${order.id}`, stranger.headers)).statusCode).toBe(404);
    // A vendor reads store orders on the vendor call, not the customer's.
    expect((await get(`/api/order-details/${order.id}`, c.vendor.headers)).statusCode).toBe(404);
    expect((await get('/api/order-details/not-a-uuid', c.buyer.headers)).statusCode).toBe(400);
  });

  it('lets a vendor see and change only its own store’s orders', async () => {
    const c = await cast();
    const order = await c.placeOrder();
    const other = await createVendorWithStore(ctx.app, ctx.database);

    expect((await post('/api/vendor-orders-list', other.headers, {})).json().total).toBe(0);
    expect((await get(`/api/vendor-orders-details/${order.id}`, other.headers)).statusCode).toBe(404);
    const attempt = await post('/api/vendor-update-order-status', other.headers, {
      order_id: order.id,
      status: 'accepted',
    });
    expect(attempt.statusCode).toBe(404);
    expect(
      (await post('/api/vendor-update-order-status', other.headers, { order_id: order.id, mark_paid: true }))
        .statusCode,
    ).toBe(404);
    expect((await c.orderRow(order.id)).status).toBe('placed');
    // Customers do not reach the vendor calls at all.
    expect((await post('/api/vendor-orders-list', c.buyer.headers, {})).statusCode).toBe(403);

    const own = await get(`/api/vendor-orders-details/${order.id}`, c.vendor.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({
      customer_name: 'Ayşe Demir',
      next_statuses: ['accepted', 'cancelled'],
      payment: { method: 'cod', can_mark_paid: true },
    });
  });

  it('filters the vendor’s list by completed/processing and by placed date', async () => {
    const c = await cast();
    const open = await c.placeOrder({ placedAt: new Date('2026-03-03T10:00:00Z') });
    const done = await c.placeOrder({ placedAt: new Date('2026-03-05T10:00:00Z'), status: 'delivered' });
    // 23:30 in Nicosia on 5 March is already 6 March there.
    const lateNight = await c.placeOrder({ placedAt: new Date('2026-03-05T22:30:00Z') });
    const ids = async (body: object) =>
      (await post('/api/vendor-orders-list', c.vendor.headers, body)).json().data.map((o: { id: string }) => o.id);

    expect(await ids({ status: 'completed' })).toEqual([done.id]);
    expect(await ids({ status: 'processing' })).toEqual([lateNight.id, open.id]);
    expect(await ids({ from: '2026-03-04', to: '2026-03-05' })).toEqual([done.id]);
    expect(await ids({ from: '2026-03-06' })).toEqual([lateNight.id]);
    expect(await ids({ to: '2026-03-03' })).toEqual([open.id]);
    const bad = await post('/api/vendor-orders-list', c.vendor.headers, { from: '2026-03-06', to: '2026-03-01' });
    expect(bad.statusCode).toBe(400);
  });

  it('walks an order along the transition table and refuses other moves with the spec’s messages', async () => {
    const c = await cast();
    const order = await c.placeOrder();
    const move = (status: string, lang = 'en') =>
      post('/api/vendor-update-order-status', c.vendor.headers, { order_id: order.id, status }, lang);
    const cancelByCustomer = (lang = 'en') =>
      post('/api/changeOrderStatus', c.buyer.headers, { order_id: order.id, status: 'cancelled' }, lang);

    const skip = await move('packed');
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({ error: 'This order cannot move from placed to packed' });
    expect((await move('packed', 'tr')).json().error).toBe('Bu sipariş alındı durumundan paketlendi durumuna geçemez');

    expect((await move('accepted')).json().data).toMatchObject({
      status: 'accepted',
      next_statuses: ['packed', 'cancelled'],
    });
    expect((await move('packed')).statusCode).toBe(200);

    const late = await cancelByCustomer();
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      error: 'unable to cancel order because already packed',
      code: 'cannot_cancel_order',
    });
    expect((await cancelByCustomer('tr')).json().error).toBe('Sipariş zaten paketlendi olduğu için iptal edilemiyor');
    const customerView = (await get(`/api/order-details/${order.id}`, c.buyer.headers)).json().data;
    expect(customerView).toMatchObject({ can_cancel: false, next_statuses: [] });

    expect((await move('delivered')).statusCode).toBe(409); // a delivery order is dispatched first
    expect((await move('dispatched')).statusCode).toBe(200);
    const tooLate = await post('/api/vendor-update-order-status', c.vendor.headers, {
      order_id: order.id,
      status: 'cancelled',
      reason: 'Out of flour',
    });
    expect(tooLate.json().error).toBe('unable to cancel order because already dispatched');
    const delivered = await move('delivered');
    expect(delivered.json().data).toMatchObject({ status: 'delivered', next_statuses: [] });

    const timeline = (await get(`/api/order-details/${order.id}`, c.buyer.headers)).json().data.timeline;
    expect(timeline.every((step: { done: boolean; at: string | null }) => step.done && step.at)).toBe(true);
    const events = await ctx.database.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.id));
    expect(events.map((event) => event.status)).toEqual(['placed', 'accepted', 'packed', 'dispatched', 'delivered']);
    expect(events.slice(1).every((event) => event.actor === 'vendor' && event.actorUserId === c.vendor.user.id)).toBe(
      true,
    );
  });

  it('takes a pickup order from packed straight to delivered (collected)', async () => {
    const c = await cast();
    const order = await c.placeOrder({ fulfilment: 'pickup', address: null });
    for (const status of ['accepted', 'packed']) {
      await post('/api/vendor-update-order-status', c.vendor.headers, { order_id: order.id, status });
    }
    const detail = (await get(`/api/vendor-orders-details/${order.id}`, c.vendor.headers)).json().data;
    expect(detail.next_statuses).toEqual(['delivered', 'cancelled']);
    expect(detail.tracking.delivery).toBeNull();
  });

  it('gives limited stock and the coupon use back exactly once, even for two cancels at once', async () => {
    const c = await cast();
    const [offer] = await ctx.database.db
      .insert(offers)
      .values({
        storeId: c.vendor.store.id,
        title: 'Spring',
        description: 'Ten off',
        discountType: 'percent',
        discountValue: 10,
        startsAt: new Date(Date.now() - 86_400_000),
        endsAt: new Date(Date.now() + 86_400_000),
        code: 'SPRING10',
        usageLimit: 1,
        usedCount: 1,
      })
      .returning();
    const order = await c.placeOrder({ offerId: offer!.id, couponCode: 'SPRING10' });
    await ctx.database.db
      .insert(offerRedemptions)
      .values({ offerId: offer!.id, userId: c.buyer.user.id, orderId: order.id });

    const cancel = () =>
      post('/api/changeOrderStatus', c.buyer.headers, {
        order_id: order.id,
        status: 'cancelled',
        reason: 'Changed my mind',
      });
    const answers = await Promise.all([cancel(), cancel()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const ok = answers.find((a) => a.statusCode === 200)!.json();
    expect(ok).toMatchObject({
      message: 'Your order is cancelled',
      data: { status: 'cancelled', cancel_reason: 'Changed my mind' },
    });
    expect(ok.data.timeline.map((s: { status: string }) => s.status)).toEqual(['placed', 'cancelled']);
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toBe(
      'unable to cancel order because already cancelled',
    );

    expect(await c.stockOf(c.bread.variants[0]!.id)).toBe(12);
    expect(await c.stockOf(c.oil.variants[0]!.id)).toBe(6);
    expect(await c.stockOf(c.always.variants[0]!.id)).toBeNull();
    const [after] = await ctx.database.db.select().from(offers).where(eq(offers.id, offer!.id));
    expect(after!.usedCount).toBe(0);
    expect(await ctx.database.db.select().from(offerRedemptions).where(eq(offerRedemptions.orderId, order.id))).toEqual(
      [],
    );

    const stranger = await createSignedInUser(ctx.app, ctx.database);
    const second = await c.placeOrder();
    const foreign = await post('/api/changeOrderStatus', stranger.headers, {
      order_id: second.id,
      status: 'cancelled',
    });
    expect(foreign.statusCode).toBe(404);
    expect(await c.stockOf(c.bread.variants[0]!.id)).toBe(12);
  });

  it('lets the vendor cancel until the order leaves the store, with stock back', async () => {
    const c = await cast();
    const order = await c.placeOrder();
    await post('/api/vendor-update-order-status', c.vendor.headers, { order_id: order.id, status: 'accepted' });
    // A store must say why: the customer is told it (issue 43).
    for (const reason of [undefined, '', '   ']) {
      const refused = await post('/api/vendor-update-order-status', c.vendor.headers, {
        order_id: order.id,
        status: 'cancelled',
        ...(reason === undefined ? {} : { reason }),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ reason: ['Please tell the customer why you are cancelling'] });
    }
    const turkish = await post(
      '/api/vendor-update-order-status',
      c.vendor.headers,
      { order_id: order.id, status: 'cancelled' },
      'tr',
    );
    expect(turkish.json().errors).toEqual({ reason: ['Lütfen müşteriye neden iptal ettiğinizi yazın'] });
    expect((await get(`/api/order-details/${order.id}`, c.buyer.headers)).json().data.status).toBe('accepted');

    const cancelled = await post('/api/vendor-update-order-status', c.vendor.headers, {
      order_id: order.id,
      status: 'cancelled',
      reason: ' Out of flour ',
    });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', can_cancel: false });
    expect(await c.stockOf(c.bread.variants[0]!.id)).toBe(12);
    // Kept with the status event, shown on the customer's order and carried in the status notice.
    const events = await ctx.database.db
      .select()
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, order.id), eq(orderStatusEvents.status, 'cancelled')));
    expect(events).toMatchObject([{ actor: 'vendor', note: 'Out of flour' }]);
    expect((await get(`/api/order-details/${order.id}`, c.buyer.headers)).json().data.cancel_reason).toBe(
      'Out of flour',
    );
    const [notice] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, c.buyer.user.id), eq(notifications.kind, 'order_status')))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(notice?.params).toMatchObject({ status: 'cancelled', reason: 'Out of flour' });
  });

  it('marks a cash or bank-transfer order paid once, with a captured payment row', async () => {
    const c = await cast();
    const cod = await c.placeOrder();
    const bank = await c.placeOrder({ paymentMethod: 'bank_transfer' });
    const card = await c.placeOrder({ paymentMethod: 'card', paymentStatus: 'pending' });
    const markPaid = (orderId: string) =>
      post('/api/vendor-update-order-status', c.vendor.headers, { order_id: orderId, mark_paid: true });

    const paid = await markPaid(cod.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      message: 'Payment recorded',
      data: { payment_status: 'paid', payment: { status: 'paid', provider: 'cod', can_mark_paid: false } },
    });
    expect(paid.json().data.payment.transaction_id).toBe(`COD-${cod.number}`);
    expect((await markPaid(cod.id)).json()).toMatchObject({ code: 'order_already_paid' });
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.orderId, cod.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'cod', status: 'captured', amount: cod.orderTotal });

    await markPaid(bank.id);
    const [bankPayment] = await ctx.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, bank.id), eq(payments.status, 'captured')));
    expect(bankPayment!.provider).toBe('bank_transfer');
    expect((await markPaid(card.id)).statusCode).toBe(409);
    expect(await c.orderRow(card.id)).toMatchObject({ paymentStatus: 'pending' });
  });
});
