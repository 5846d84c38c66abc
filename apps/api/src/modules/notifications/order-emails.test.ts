import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithCart, orderBody } from '../../../test/checkout-helpers.ts';
import { createProduct, createVendorWithStore, demoTrusted } from '../../../test/factories.ts';
import { orderCast } from '../../../test/order-scenarios.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import type { EmailMessage } from '../messaging/email-sender.ts';

/**
 * Issue 43 item 6: an order's e-mails are real e-mails: HTML and the same
 * plain text, in the reader's language, with the items, totals, where it
 * goes and what happens next; and a burst of status changes sends one.
 */
describe('order e-mails', () => {
  const emails: EmailMessage[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '100000', PAYMENT_SWEEP_SECONDS: '0' },
      providers: { email: { name: 'fake', send: async (m) => void emails.push(m) } },
    });
  });
  afterAll(() => ctx.close());

  const post = (url: string, headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });
  const outboxOf = async (to: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
        headers: demoTrusted(ctx.app),
      })
    ).json().data as { channel: string; subject: string | null; body: string; html: string | null }[];

  /** A real order through checkout: two of a product whose name is markup, one of another. */
  async function placeOrder(language: string) {
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { title: 'Girne <Fırını> & Co' });
    const bread = await createProduct(
      ctx.database,
      vendor.store.id,
      { nameEn: 'Bread <img src=x onerror=alert(1)>', nameTr: 'Ekmek <img src=x onerror=alert(1)>' },
      [{ price: 450 }],
    );
    const olives = await createProduct(ctx.database, vendor.store.id, { nameEn: 'Olives', nameTr: 'Zeytin' }, [
      { price: 1200 },
    ]);
    const customer = await customerWithCart(
      ctx.app,
      ctx.database,
      vendor.store.id,
      [
        { variantId: bread.variants[0]!.id, quantity: 2 },
        { variantId: olives.variants[0]!.id, quantity: 1 },
      ],
      { language, name: 'Ayşe "Ay" Demir' },
    );
    const placed = await post('/api/order-by-cod', customer.headers, orderBody(customer.addressId));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.order as { id: string; number: number; order_total: number };
    return { vendor, customer, order };
  }

  it('the order-placed e-mail is HTML with its items, totals and address, and the same as plain text', async () => {
    const { customer, order } = await placeOrder('en');
    const mail = emails.find((m) => m.to === customer.user.email);
    expect(mail?.subject).toBe(`Your order ${order.number} is placed with Girne <Fırını> & Co`);
    const html = mail!.html!;
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<html lang="en">');
    // Items with their quantities and prices, the totals, where it goes, what happens next, the link.
    expect(html).toContain('Items ordered');
    expect(html).toContain('€9.00');
    expect(html).toContain('2 × €4.50');
    expect(html).toContain('€12.00');
    expect(html).toMatch(/Total<\/td><td[^>]*>€\d+\.\d\d<\/td>/);
    expect(html).toContain('Delivery to');
    expect(html).toContain('12 Ledra Street');
    expect(html).toContain('What happens next');
    expect(html).toContain('Girne &lt;Fırını&gt; &amp; Co will confirm your order soon.');
    expect(html).toMatch(new RegExp(`href="https?://[^"]+/order\\?id=${order.id}"`));
    expect(html).toContain('/profile/account-settings');

    const text = mail!.text;
    expect(text).toContain('Hello Ayşe "Ay" Demir,');
    expect(text).toContain('- 2 × Bread <img src=x onerror=alert(1)>: €9.00');
    expect(text).toContain('- 1 × Olives: €12.00');
    expect(text).toMatch(/Total: €\d+\.\d\d/);
    expect(text).toContain('Delivery to\nEleni Georgiou\n12 Ledra Street');
    expect(text).toContain('Payment: Cash on delivery');
    expect(text).toMatch(new RegExp(`View your order: https?://\\S+/order\\?id=${order.id}`));
    expect(text).not.toContain('<table');

    // The outbox keeps both parts, as the provider got them.
    const [kept] = (await outboxOf(customer.user.email!)).filter((m) => m.subject?.includes(String(order.number)));
    expect(kept).toMatchObject({ channel: 'email', body: text, html });
  });

  it('escapes every name it shows: no markup from a product, a store or a person reaches the HTML', async () => {
    const { customer, vendor } = await placeOrder('en');
    for (const mail of emails.filter((m) => m.to === customer.user.email || m.to === vendor.user.email)) {
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toContain('<Fırını>');
      expect(mail.html).not.toContain('"Ay"');
    }
    const customerMail = emails.find((m) => m.to === customer.user.email)!;
    expect(customerMail.html).toContain('Bread &lt;img src=x onerror=alert(1)&gt;');
    expect(customerMail.html).toContain('Hello Ayşe &quot;Ay&quot; Demir,');
    // The vendor's copy of the new order shows the same lines, and what to do next, in the partner panel.
    const vendorMail = emails.find((m) => m.to === vendor.user.email)!;
    expect(vendorMail.html).toContain('Bread &lt;img src=x onerror=alert(1)&gt;');
    expect(vendorMail.text).toContain('Accept the order in your vendor panel');
    expect(vendorMail.html).toContain('/vendor/notification-settings');
  });

  it('is in Turkish for a Turkish customer', async () => {
    const { customer, order } = await placeOrder('tr');
    const mail = emails.find((m) => m.to === customer.user.email)!;
    expect(mail.subject).toBe(`${order.number} numaralı siparişiniz Girne <Fırını> & Co mağazasına iletildi`);
    expect(mail.html).toContain('<html lang="tr">');
    for (const part of [mail.html!, mail.text]) {
      expect(part).toContain('Sipariş edilen ürünler');
      expect(part).toContain('Sonraki adımlar');
      expect(part).toContain('Teslimat adresi');
      expect(part).toContain('Kapıda ödeme');
      expect(part).toContain('Toplam');
      expect(part).toMatch(/9,00\s?€|€\s?9,00/);
    }
    expect(mail.text).toContain('Merhaba Ayşe "Ay" Demir,');
    expect(mail.text).toContain('- 2 × Ekmek <img src=x onerror=alert(1)>');
    expect(mail.text).toContain('Siparişinizi görüntüleyin: ');
    expect(mail.text).not.toContain('Items ordered');
  });

  it('four quick status changes send one e-mail and one SMS, with the last status; in-app has each', async () => {
    const c = await orderCast(ctx.app, ctx.database);
    const order = await c.placeOrder();
    for (const status of ['accepted', 'packed', 'dispatched', 'delivered']) {
      const moved = await post('/api/vendor-update-order-status', c.vendor.headers, { order_id: order.id, status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/notification-list', headers: c.buyer.headers })
    ).json();
    expect(list.data.map((n: { message: string }) => n.message)).toEqual(
      ['Delivered', 'Dispatched', 'Packed', 'Accepted'].map((s) => `Your order ${order.number} is now ${s}`),
    );
    const statusMail = () => emails.filter((m) => m.to === c.buyer.user.email);
    expect(statusMail()).toEqual([]);

    // A few minutes later (the delayed job keyed by the order runs): one of each, stating the last status.
    await ctx.app.jobs.runDelayed();
    await ctx.app.eventsSettled();
    expect(statusMail().map((m) => m.subject)).toEqual([`Your order ${order.number} is now Delivered`]);
    expect(statusMail()[0]!.html).toContain('Your order is delivered.');
    expect(statusMail()[0]!.text).toContain('- 2 × Village bread');
    const texts = (await outboxOf(`+357${c.buyer.user.mobile}`)).filter((m) => m.channel === 'sms');
    expect(texts.map((m) => m.body)).toEqual([expect.stringContaining(`Your order ${order.number} is now Delivered`)]);
  });

  it('a vendor’s cancellation e-mails the customer the reason, escaped', async () => {
    const c = await orderCast(ctx.app, ctx.database, { language: 'tr' });
    const order = await c.placeOrder();
    const cancelled = await post('/api/vendor-update-order-status', c.vendor.headers, {
      order_id: order.id,
      status: 'cancelled',
      reason: 'Fırın <bozuk> & kapalı',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await ctx.app.jobs.runDelayed();
    await ctx.app.eventsSettled();
    const [mail] = emails.filter((m) => m.to === c.buyer.user.email);
    expect(mail!.subject).toBe(`${order.number} numaralı siparişinizin durumu: İptal edildi`);
    expect(mail!.text).toContain('Neden: Fırın <bozuk> & kapalı');
    expect(mail!.html).toContain('Neden: Fırın &lt;bozuk&gt; &amp; kapalı');
    expect(mail!.html).toContain('Siparişiniz iptal edildi.');
  });
});
