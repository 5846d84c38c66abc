import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInUser,
  createStore,
  createUser,
  createVendorWithStore,
  demoTrusted,
  ensureCategory,
} from '../../../test/factories.ts';
import { createDriver } from '../../../test/cab-factories.ts';
import { http, noticesOf, requestBody } from '../../../test/request-scenarios.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

interface OutboxRow {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  html: string | null;
}

/**
 * Issue 43 item 6: partners hear of staff approving them and of new work
 * (a matching customer request) by SMS and push as well as in-app, on by
 * default and off when they say so; a reply to a request e-mails its
 * customer once.
 */
describe('partner alerts: approvals and matching requests by SMS, per the partner’s settings', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof http>;
  let staff: Awaited<ReturnType<typeof createSignedInUser>>;
  let groceries: string;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    api = http(ctx.app);
    staff = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' });
    groceries = (await ensureCategory(ctx.database)).id;
  });
  afterAll(() => ctx.close());

  const outboxOf = async (to: string): Promise<OutboxRow[]> =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
        headers: demoTrusted(ctx.app),
      })
    ).json().data;

  /** A customer's request, approved by staff. */
  async function approvedRequest(title: string) {
    const owner = await createSignedInUser(ctx.app, ctx.database);
    const created = await api.post('/api/broadcast-requests', owner.headers, requestBody(groceries, { title }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const approved = await api.post('/api/admin/broadcast-request-approve', staff.headers, { id });
    expect(approved.statusCode, approved.body).toBe(200);
    return { id, owner };
  }

  it('tells a vendor who signed up by mobile (no e-mail) of their store’s approval by SMS, in their language', async () => {
    const vendor = await createUser(ctx.database, { type: 'vendor', email: null, password: null, language: 'tr' });
    const store = await createStore(ctx.database, vendor.id, { status: 'pending', title: 'Girne Fırını' });
    expect((await api.post(`/api/admin/stores/${store.id}/approve`, staff.headers, {})).statusCode).toBe(200);

    const texts = await outboxOf(`+357${vendor.mobile}`);
    expect(texts).toEqual([
      expect.objectContaining({
        channel: 'sms',
        body: expect.stringMatching(
          /^Girne Fırını mağazanız onaylandı\. Müşteriler artık mağazanızı bulabilir\. https?:\/\/\S+\/vendor\/store-details$/,
        ),
      }),
    ]);
    expect(await noticesOf(ctx, vendor.id, 'store_approved')).toHaveLength(1);

    // A rejection too, with its reason.
    const other = await createUser(ctx.database, { type: 'vendor', email: null, password: null });
    const second = await createStore(ctx.database, other.id, { status: 'pending', title: 'Bakkal Two' });
    const rejected = await api.post(`/api/admin/stores/${second.id}/reject`, staff.headers, {
      reason: 'The licence photo is unreadable',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await outboxOf(`+357${other.mobile}`)).map((m) => m.body)).toEqual([
      expect.stringContaining('Your store Bakkal Two was not approved: The licence photo is unreadable'),
    ]);
  });

  it('tells a driver of their profile’s approval by SMS, linking to their rides', async () => {
    const driver = await createDriver(ctx.app, ctx.database, { status: 'pending' });
    const approved = await api.post('/api/admin/driver-approve', staff.headers, { id: driver.driver.id });
    expect(approved.statusCode, approved.body).toBe(200);
    const sms = (await outboxOf(`+357${driver.user.mobile}`)).filter((m) => m.channel === 'sms');
    expect(sms.map((m) => m.body)).toEqual([
      expect.stringMatching(/^Your driver profile is approved: you can receive rides https?:\/\/\S+\/driver\/rides$/),
    ]);
    const [mail] = await outboxOf(driver.user.email!);
    expect(mail!.html).toContain('/driver/notification-settings');
  });

  it('tells the vendors whose store a newly approved request matches, by SMS, e-mail and in-app, and nobody else', async () => {
    const near = await createVendorWithStore(ctx.app, ctx.database, { title: 'Ledra Market' });
    const far = await createVendorWithStore(ctx.app, ctx.database, { lat: 34.68, lng: 33.04, city: 'Limassol' });
    const { id } = await approvedRequest('Two kilos of halloumi');

    const [notice] = await noticesOf(ctx, near.user.id, 'request_matched');
    expect(notice).toMatchObject({
      messageKey: 'request_matched_notice',
      params: { title: 'Two kilos of halloumi', place: 'Ledra Street, Nicosia' },
      link: '/vendor/requests',
    });
    const list = (await api.get('/api/notification-list', near.headers)).json();
    expect(list.data[0].message).toBe(
      'A customer near Ledra Street, Nicosia is looking for: “Two kilos of halloumi”. Reply from your panel.',
    );
    const sms = (await outboxOf(`+357${near.user.mobile}`)).filter((m) => m.channel === 'sms');
    expect(sms.map((m) => m.body)).toEqual([expect.stringMatching(/“Two kilos of halloumi”.*\/vendor\/requests$/)]);
    const mail = await outboxOf(near.user.email!);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.html).toContain('/vendor/notification-settings');

    expect(await noticesOf(ctx, far.user.id, 'request_matched')).toEqual([]);
    expect(await outboxOf(`+357${far.user.mobile}`)).toEqual([]);
    // The request is the vendor's to answer: it is in their list.
    const theirs = (await api.get('/api/vendor-broadcast-requests', near.headers)).json().data;
    expect(theirs.map((r: { id: string }) => r.id)).toContain(id);
  });

  it('sends no SMS or e-mail of approvals or new requests the partner turned off in their panel settings; in-app stays', async () => {
    const vendor = await createUser(ctx.database, { type: 'vendor' });
    const store = await createStore(ctx.database, vendor.id, { status: 'pending' });
    const session = await createSignedInUser(ctx.app, ctx.database, { type: 'vendor' });
    const off = { email: false, sms: false, push: false };
    // The partner panel's page saves through the account's settings: partner topics on by default, then off.
    const before = (await api.get('/api/account-settings', session.headers)).json().data.notifications;
    expect(before).toMatchObject({
      partner_approvals: { email: true, sms: true, push: true },
      partner_orders: { email: true, sms: true, push: true },
    });
    const saved = await api.post('/api/account-settings', session.headers, {
      notifications: { partner_approvals: off, partner_orders: off },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.notifications).toMatchObject({ partner_approvals: off, partner_orders: off });
    await createStore(ctx.database, session.user.id);

    await approvedRequest('Fresh figs');
    expect(await noticesOf(ctx, session.user.id, 'request_matched')).toHaveLength(1);
    expect(await outboxOf(`+357${session.user.mobile}`)).toEqual([]);
    expect(await outboxOf(session.user.email!)).toEqual([]);

    // The first vendor left the defaults: their store's approval goes by SMS.
    await api.post(`/api/admin/stores/${store.id}/approve`, staff.headers, {});
    expect((await outboxOf(`+357${vendor.mobile}`)).map((m) => m.channel)).toContain('sms');
  });

  it('e-mails the customer once when a shop replies to their request and writes its first message', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { title: 'Bandabuliya Grocers' });
    const { id, owner } = await approvedRequest('Halloumi for forty guests');
    const reply = await api.post('/api/vendor-broadcast-request-reply', vendor.headers, { request_id: id });
    expect(reply.statusCode).toBe(200);
    const message = await api.post('/api/chat-messages', vendor.headers, {
      conversation_id: reply.json().data.conversation_id,
      kind: 'text',
      body: 'We can bring it on Saturday morning.',
      quote: { type: 'broadcast_request', id, title: 'Halloumi for forty guests' },
    });
    expect(message.statusCode, message.body).toBe(201);

    const mail = (await outboxOf(owner.user.email!)).filter((m) => m.subject?.includes('Bandabuliya'));
    expect(mail.map((m) => m.subject)).toEqual([
      'Bandabuliya Grocers replied to your request “Halloumi for forty guests”',
    ]);
  });
});
