import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema/orders.ts';
import { createSignedInUser, createVendorWithStore } from '../../../test/factories.ts';
import { orderCast } from '../../../test/order-scenarios.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { invoiceFont } from './render-invoice.ts';

describe('order invoice PDF', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const invoice = (id: string, headers: Record<string, string>, lang = 'en') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/order-invoice/${id}`,
      headers: { ...headers, 'accept-language': lang },
    });

  it('is a PDF with the order number, dates, seller, buyer, lines, VAT by rate and totals, in English', async () => {
    const c = await orderCast(ctx.app, ctx.database);
    const order = await c.placeOrder({
      placedAt: new Date('2026-03-03T10:00:00Z'),
      email: 'ayse@example.cy',
      couponCode: 'SPRING10',
      couponAmount: 189,
      deliveryCharges: 250,
      platformAmount: 50,
    });
    const response = await invoice(order.id, c.buyer.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`invoice-${order.number}.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(response.rawPayload);
    expect(text).toContain(`Invoice ${order.number}`);
    expect(text).toContain('03/03/2026'); // issued on the placed date
    expect(text).toContain('17/03/2026'); // due two weeks later while unpaid
    expect(text).toContain('Lefkoşa Bakkal');
    expect(text).toContain('Ayşe Demir');
    expect(text).toContain('3 Makarios Avenue');
    expect(text).toContain('Village bread');
    expect(text).toContain('VAT by rate');
    // The €1.89 coupon is spread over the €19.90 of lines in proportion: oil (€10.90) bears 103 cents,
    // water (€1.00) 9, bread (€8.00, the last line) the remaining 77. Rate, net, VAT, gross:
    expect(text).toContain('VAT 19%\n€8.29\n€1.58\n€9.87');
    expect(text).toContain('VAT 0%\n€0.91\n€0.00\n€0.91');
    expect(text).toContain('VAT 5%\n€6.89\n€0.34\n€7.23');
    expect(text).toContain('Coupon (SPRING10)');
    expect(text).toContain('−€1.89');
    expect(text).toContain('Platform fee');
    expect(text).toContain('Cash on delivery');
  });

  it('speaks Turkish with Turkish letters, and names the transaction and paid date once paid', async () => {
    const c = await orderCast(ctx.app, ctx.database);
    const order = await c.placeOrder({ placedAt: new Date('2026-03-03T10:00:00Z') });
    // The platform's rates are stored with English names that say the rate (migration 0005).
    await ctx.database.db
      .update(orderItems)
      .set({ vatName: 'Reduced 5%' })
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.vatRateBasisPoints, 500)));
    await ctx.app.inject({
      method: 'POST',
      url: '/api/vendor-update-order-status',
      headers: c.vendor.headers,
      payload: { order_id: order.id, mark_paid: true },
    });
    const paidOn = new Intl.DateTimeFormat('tr-TR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Nicosia',
    }).format(new Date());
    const response = await invoice(order.id, c.buyer.headers, 'tr');
    const text = pdfText(response.rawPayload);
    expect(text).toContain(`Fatura ${order.number}`);
    expect(text).toContain('03.03.2026');
    expect(text).toContain(`Son ödeme tarihi`);
    expect(text).toContain(paidOn);
    expect(text).toContain('Oranlara göre KDV');
    // Each rate named once, in Turkish, with the sign where Turkish writes it.
    expect(text).toContain(invoiceFont === 'dejavu' ? 'İndirimli %5' : 'Indirimli %5');
    expect(text).toContain('KDV %19');
    expect(text).not.toMatch(/Reduced|5% %5|VAT/);
    expect(text).toContain('Kapıda ödeme');
    expect(text).toContain(`İşlem numarası: COD-${order.number}`);
    expect(text).toContain(invoiceFont === 'dejavu' ? 'Köy ekmeği' : 'Köy ekmegi');
    expect(text).toContain('Kıbrıs');

    // ?lang= wins over the header (a link opened in a new tab keeps the page's language).
    const english = await ctx.app.inject({
      method: 'GET',
      url: `/api/order-invoice/${order.id}?lang=en`,
      headers: { ...c.buyer.headers, 'accept-language': 'tr' },
    });
    expect(pdfText(english.rawPayload)).toContain(`Invoice ${order.number}`);
  });

  it('is only for the order’s customer and its store', async () => {
    const c = await orderCast(ctx.app, ctx.database);
    const order = await c.placeOrder();
    const stranger = await createSignedInUser(ctx.app, ctx.database);
    const otherVendor = await createVendorWithStore(ctx.app, ctx.database);
    expect((await invoice(order.id, stranger.headers)).statusCode).toBe(404);
    expect((await invoice(order.id, otherVendor.headers)).statusCode).toBe(404);
    expect((await invoice(order.id, {})).statusCode).toBe(401);
    expect((await invoice(order.id, c.vendor.headers)).statusCode).toBe(200);
  });
});
