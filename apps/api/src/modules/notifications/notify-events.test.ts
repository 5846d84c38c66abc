import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/notifications.ts';
import { customerWithCart, orderBody } from '../../../test/checkout-helpers.ts';
import { createProduct, createSignedInUser, createStore, createVendorWithStore } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import type { EmailMessage } from '../messaging/email-sender.ts';

function subscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

describe('who is told: push subscriptions, staff decisions, failed card payments', () => {
  const emails: EmailMessage[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '100000', PAYMENT_SWEEP_SECONDS: '0' },
      providers: { email: { name: 'fake', send: async (m) => void emails.push(m) } },
    });
  });
  afterAll(() => ctx.close());

  type Headers = Record<string, string>;
  const post = (url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const list = async (headers: Headers, lang = 'en') =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/notification-list',
        headers: { ...headers, 'accept-language': lang },
      })
    ).json();

  describe('updateFCMToken', () => {
    const endpoint = () => `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`;
    const holder = async (url: string) =>
      (await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, url)))[0]?.userId;

    it('needs a session, keeps one row per endpoint, moves it to whoever subscribed last, and unsubscribes only one’s own', async () => {
      const url = endpoint();
      expect((await post('/api/updateFCMToken', {}, { subscription: subscription(url) })).statusCode).toBe(401);
      expect((await post('/api/push-unsubscribe', {}, { endpoint: url })).statusCode).toBe(401);
      const a = await createSignedInUser(ctx.app, ctx.database);
      const b = await createSignedInUser(ctx.app, ctx.database);

      const saved = await post('/api/updateFCMToken', a.headers, { subscription: subscription(url) });
      expect(saved.json()).toEqual({ data: { message: 'Notifications are on in this browser' } });
      expect(await holder(url)).toBe(a.user.id);
      // The same browser, now signed in as someone else.
      expect((await post('/api/updateFCMToken', b.headers, { subscription: subscription(url) })).statusCode).toBe(200);
      expect(await holder(url)).toBe(b.user.id);
      const rows = await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, url));
      expect(rows).toHaveLength(1);

      expect((await post('/api/push-unsubscribe', a.headers, { endpoint: url })).statusCode).toBe(404);
      expect(await holder(url)).toBe(b.user.id);
      expect((await post('/api/push-unsubscribe', b.headers, { endpoint: url })).statusCode).toBe(200);
      expect(await holder(url)).toBeUndefined();
    });

    it('refuses a subscription that is not one', async () => {
      const a = await createSignedInUser(ctx.app, ctx.database);
      const bad = [
        { subscription: { endpoint: 'not a url', keys: { p256dh: 'x'.repeat(87), auth: 'y'.repeat(22) } } },
        { subscription: { endpoint: 'file:///etc/passwd', keys: { p256dh: 'x'.repeat(87), auth: 'y'.repeat(22) } } },
        { subscription: { endpoint: endpoint() } },
        { token: 'an-fcm-token' },
      ];
      for (const body of bad) expect((await post('/api/updateFCMToken', a.headers, body)).statusCode).toBe(400);
    });

    it('publishes the VAPID public key to anyone', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/push-public-key' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    });
  });

  describe('staff decisions', () => {
    it('approving a store tells its owner in-app and by e-mail, with an absolute link', async () => {
      const staff = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' });
      const vendor = await createSignedInUser(ctx.app, ctx.database, { type: 'vendor' });
      const store = await createStore(ctx.database, vendor.user.id, { status: 'pending', title: 'Girne Fırını' });
      expect((await post(`/api/admin/stores/${store.id}/approve`, staff.headers)).statusCode).toBe(200);

      expect(await list(vendor.headers)).toMatchObject({
        unread_count: 1,
        data: [
          {
            kind: 'store_approved',
            message: 'Your store Girne Fırını was approved. Customers can now find it.',
            link: '/vendor/store-details',
            read: false,
          },
        ],
      });
      const mail = emails.filter((m) => m.to === vendor.user.email);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toBe('Your store Girne Fırını was approved. Customers can now find it.');
      expect(mail[0]!.text).toMatch(
        /Open it on Bedesten: http:\/\/(localhost|127\.0\.0\.1):\d+\/vendor\/store-details/,
      );
    });

    it('rejecting a product tells the owner the reason, in their language, and no e-mail when they turned it off', async () => {
      const staff = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' });
      const vendor = await createVendorWithStore(ctx.app, ctx.database);
      await ctx.database.pool.query('update users set language = $1 where id = $2', ['tr', vendor.user.id]);
      await post('/api/account-settings', vendor.headers, { notifications: { activity: { email: false } } });
      const { product } = await createProduct(ctx.database, vendor.store.id, {
        status: 'pending',
        nameEn: 'Village bread',
        nameTr: 'Köy ekmeği',
      });
      const rejected = await post(`/api/admin/products/${product.id}/reject`, staff.headers, {
        reason: 'Fotoğraf eksik',
      });
      expect(rejected.json()).toMatchObject({ data: { status: 'rejected' } });
      const tr = await list(vendor.headers, 'tr');
      expect(tr.data[0]).toMatchObject({
        kind: 'product_rejected',
        message: 'Köy ekmeği ürününüz onaylanmadı: Fotoğraf eksik',
        link: `/vendor/product-details?id=${product.id}`,
      });
      expect((await list(vendor.headers)).data[0].message).toBe(
        'Your product Village bread was not approved: Fotoğraf eksik',
      );
      expect(emails.filter((m) => m.to === vendor.user.email)).toEqual([]);
    });
  });

  it('a declined card payment tells the customer why', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const product = await createProduct(ctx.database, vendor.store.id, { availability: 'limited' }, [
      { price: 1500, stock: 10 },
    ]);
    const customer = await customerWithCart(ctx.app, ctx.database, vendor.store.id, [
      { variantId: product.variants[0]!.id, quantity: 1 },
    ]);
    const started = await post(
      '/api/order-initiate-payment',
      customer.headers,
      orderBody(customer.addressId, { payment_method: 'card' }),
    );
    expect(started.statusCode).toBe(201);
    const { order, payment } = started.json().data;
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: payment.redirect_url,
      headers: { ...customer.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card=4000000000000002',
    });
    await ctx.app.inject({ method: 'GET', url: submitted.headers.location as string, headers: customer.headers });

    const notices = (await list(customer.headers)).data;
    // Issue 43: the order is kept for another card, and the notice says so.
    const said = `Your card was declined for order ${order.number}. We keep the order for 30 minutes: try another card or cancel it.`;
    expect(notices).toContainEqual(
      expect.objectContaining({ kind: 'payment_failed', message: said, link: `/order?id=${order.id}` }),
    );
    expect(emails.filter((m) => m.to === customer.user.email).map((m) => m.subject)).toContain(said);
  });
});
