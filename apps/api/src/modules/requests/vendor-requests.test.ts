import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/catalogue.ts';
import { broadcastRequests } from '../../db/schema/requests.ts';
import { createSignedInUser, createVendorWithStore, ensureCategory } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { http, noticesOf, requestBody } from '../../../test/request-scenarios.ts';

describe('vendors see only the approved, open requests that match them, and reply', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof http>;
  let groceries: string;
  let electricians: string;
  let staff: Awaited<ReturnType<typeof createSignedInUser>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    api = http(ctx.app);
    groceries = (await ensureCategory(ctx.database)).id;
    const [row] = await ctx.database.db
      .insert(categories)
      .values({ slug: 'test-electricians', type: 'service', nameEn: 'Electricians', nameTr: 'Elektrikçiler' })
      .returning();
    electricians = row!.id;
    staff = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' });
  });
  afterAll(() => ctx.close());

  async function post(overrides: Record<string, unknown>, approve = true) {
    const owner = await createSignedInUser(ctx.app, ctx.database, { name: 'Mehmet Ali Yılmaz' });
    const response = await api.post('/api/broadcast-requests', owner.headers, requestBody(groceries, overrides));
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().data.id as string;
    if (approve) {
      const approved = await api.post('/api/admin/broadcast-request-approve', staff.headers, { id });
      expect(approved.statusCode, approved.body).toBe(200);
    }
    return { id, owner };
  }

  it('lists a matching approved request with distance, and none that do not match', async () => {
    // A grocery shop in central Nicosia delivering up to 10 km.
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const near = await post({ title: 'Near and approved' });
    const otherCategory = await post({ title: 'An electrician', category_id: electricians });
    const farAway = await post({ title: 'In Limassol', location: 'Limassol', lat: 34.6786, lng: 33.0413 });
    const pending = await post({ title: 'Still waiting' }, false);
    const rejected = await post({ title: 'Rejected' }, false);
    await api.post('/api/admin/broadcast-request-reject', staff.headers, { id: rejected.id, reason: 'Unclear' });
    const closed = await post({ title: 'Closed by its owner' });
    await api.post('/api/broadcast-request-close', closed.owner.headers, { id: closed.id });
    const pastDate = await post({ title: 'Past its close date' });
    await ctx.database.db
      .update(broadcastRequests)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(broadcastRequests.id, pastDate.id));
    const deleted = await post({ title: 'Deleted' });
    await api.delete(`/api/broadcast-requests/${deleted.id}`, deleted.owner.headers);

    const list = await api.get('/api/vendor-broadcast-requests', vendor.headers);
    expect(list.statusCode, list.body).toBe(200);
    const titles = list.json().data.map((r: { title: string }) => r.title);
    expect(titles).toEqual(['Near and approved']);
    expect(list.json().total).toBe(1);
    expect(list.json().data[0]).toMatchObject({
      id: near.id,
      requester_name: 'Mehmet Y.',
      replied: false,
      reply_count: 0,
      category: { id: groceries, name: 'Groceries' },
    });
    // Ledra Street (35.18, 33.37) is about 1.2 km from the store (35.1725, 33.3617).
    expect(list.json().data[0].distance_km).toBeGreaterThan(0.9);
    expect(list.json().data[0].distance_km).toBeLessThan(1.5);
    expect(list.json().data[0]).not.toHaveProperty('requester');
    // The place to about a kilometre only.
    const posted = await api.post(
      '/api/broadcast-requests',
      near.owner.headers,
      requestBody(groceries, { lat: 35.18237, lng: 33.37491 }),
    );
    await api.post('/api/admin/broadcast-request-approve', staff.headers, { id: posted.json().data.id });
    const rough = (await api.get('/api/vendor-broadcast-requests', vendor.headers)).json().data[0];
    expect(rough).toMatchObject({ id: posted.json().data.id, lat: 35.18, lng: 33.37 });

    // An electrician in range sees only the electrician request.
    const electrician = await createVendorWithStore(ctx.app, ctx.database, {
      categoryId: electricians,
      type: 'service',
    });
    const theirs = await api.get('/api/vendor-broadcast-requests', electrician.headers);
    expect(theirs.json().data.map((r: { id: string }) => r.id)).toEqual([otherCategory.id]);

    // A shop in Limassol with a wide radius sees the Limassol one and the Nicosia ones 60 km away only when in reach.
    const limassol = await createVendorWithStore(ctx.app, ctx.database, { lat: 34.68, lng: 33.04, city: 'Limassol' });
    const there = await api.get('/api/vendor-broadcast-requests', limassol.headers);
    expect(there.json().data.map((r: { id: string }) => r.id)).toEqual([farAway.id]);
    const wide = await createVendorWithStore(ctx.app, ctx.database, { deliveryMaxDistanceKm: 100 });
    const all = await api.get('/api/vendor-broadcast-requests', wide.headers);
    // Newest approval first.
    expect(all.json().data.map((r: { id: string }) => r.id)).toEqual([rough.id, farAway.id, near.id]);
    for (const hidden of [pending, rejected, closed, pastDate, deleted]) {
      expect(all.json().data.map((r: { id: string }) => r.id)).not.toContain(hidden.id);
    }
  });

  it('records a reply once per store, tells the requester, and answers what the chat needs', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { title: 'Ledra Market' });
    const { id, owner } = await post({ title: 'Olive oil, five litres' });
    const reply = await api.post('/api/vendor-broadcast-request-reply', vendor.headers, { request_id: id });
    expect(reply.statusCode, reply.body).toBe(200);
    const conversationId = reply.json().data.conversation_id as string;
    expect(reply.json().data).toEqual({
      request_id: id,
      request_title: 'Olive oil, five litres',
      customer_user_id: owner.user.id,
      store_id: vendor.store.id,
      conversation_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      first_reply: true,
    });
    const again = await api.post('/api/vendor-broadcast-request-reply', vendor.headers, { request_id: id });
    expect(again.json().data).toMatchObject({ first_reply: false, conversation_id: conversationId });
    const notices = await noticesOf(ctx, owner.user.id, 'request_reply');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      messageKey: 'request_reply_notice',
      params: { store: 'Ledra Market', title: 'Olive oil, five litres' },
    });
    const listed = await api.get('/api/vendor-broadcast-requests', vendor.headers);
    expect(listed.json().data.find((r: { id: string }) => r.id === id)).toMatchObject({
      replied: true,
      reply_count: 1,
    });
    const second = await createVendorWithStore(ctx.app, ctx.database);
    await api.post('/api/vendor-broadcast-request-reply', second.headers, { request_id: id });
    const mine = await api.get(`/api/broadcast-requests/${id}`, owner.headers);
    expect(mine.json().data.reply_count).toBe(2);
  });

  it('lists for the requester each shop that replied, with its reply and the chat with it', async () => {
    const { id, owner } = await post({ title: 'A birthday cake for Saturday' });
    const empty = await api.get(`/api/broadcast-requests/${id}/replies`, owner.headers);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ data: [] });

    const first = await createVendorWithStore(ctx.app, ctx.database, { title: 'Ledra Bakery' });
    const second = await createVendorWithStore(ctx.app, ctx.database, { title: 'Hill Patisserie' });
    const replyFrom = async (vendor: typeof first, body: string | null) => {
      const reply = await api.post('/api/vendor-broadcast-request-reply', vendor.headers, { request_id: id });
      const conversationId = reply.json().data.conversation_id as string;
      // A message before the quoting one is not the reply.
      await api.post('/api/chat-messages', vendor.headers, {
        conversation_id: conversationId,
        kind: 'text',
        body: 'Hi!',
      });
      if (body) {
        await api.post('/api/chat-messages', vendor.headers, {
          conversation_id: conversationId,
          kind: 'text',
          body,
          quote: { type: 'broadcast_request', id, title: 'A birthday cake for Saturday' },
        });
      }
      return conversationId;
    };
    const firstChat = await replyFrom(first, 'We bake chocolate or lemon cakes; €35 for twelve people.');
    const secondChat = await replyFrom(second, null);

    const listed = await api.get(`/api/broadcast-requests/${id}/replies`, owner.headers);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([
      {
        store_id: first.store.id,
        store_title: 'Ledra Bakery',
        store_slug: first.store.slug,
        store_image_url: null,
        replied_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        message: 'We bake chocolate or lemon cakes; €35 for twelve people.',
        conversation_id: firstChat,
      },
      expect.objectContaining({ store_title: 'Hill Patisserie', message: null, conversation_id: secondChat }),
    ]);

    // Only the request's owner reads them.
    const stranger = await createSignedInUser(ctx.app, ctx.database);
    expect((await api.get(`/api/broadcast-requests/${id}/replies`, stranger.headers)).statusCode).toBe(404);
    expect((await api.get(`/api/broadcast-requests/${id}/replies`, first.headers)).statusCode).toBe(404);
  });

  it('does not let a vendor reply to a request that does not match them (404)', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const pending = await post({ title: 'Waiting' }, false);
    const far = await post({ title: 'Far', location: 'Paphos', lat: 34.7754, lng: 32.4245 });
    const other = await post({ title: 'Wiring', category_id: electricians });
    for (const { id } of [pending, far, other]) {
      const response = await api.post('/api/vendor-broadcast-request-reply', vendor.headers, { request_id: id });
      expect(response.statusCode).toBe(404);
    }
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const near = await post({ title: 'Near' });
    const asCustomer = await api.post('/api/vendor-broadcast-request-reply', customer.headers, { request_id: near.id });
    expect(asCustomer.statusCode).toBe(403);
    expect((await api.get('/api/vendor-broadcast-requests', customer.headers)).statusCode).toBe(403);
  });

  it('opens the store’s chat with the requester, where the store quotes the request by its own title', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { title: 'Bandabuliya Grocers' });
    const { id, owner } = await post({ title: 'Halloumi for forty guests' });
    const reply = await api.post('/api/vendor-broadcast-request-reply', vendor.headers, { request_id: id });
    const conversationId = reply.json().data.conversation_id as string;

    const quoted = await api.post('/api/chat-messages', vendor.headers, {
      conversation_id: conversationId,
      kind: 'text',
      body: 'We can bring it on Saturday morning.',
      quote: { type: 'broadcast_request', id, title: 'Something else entirely' },
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    expect(quoted.json().data.quote).toEqual({ type: 'broadcast_request', id, title: 'Halloumi for forty guests' });

    const inbox = await api.get('/api/chat-conversations?as=customer', owner.headers);
    expect(inbox.json().data).toEqual([
      expect.objectContaining({ id: conversationId, store_id: vendor.store.id, unread_count: 1 }),
    ]);
    const storeInbox = await api.get('/api/chat-conversations?as=vendor', vendor.headers);
    expect(storeInbox.json().data.map((c: { id: string }) => c.id)).toContain(conversationId);

    // The customer cannot quote a request in the store's name, even their own.
    const fromCustomer = await api.post('/api/chat-messages', owner.headers, {
      conversation_id: conversationId,
      kind: 'text',
      body: 'Thanks!',
      quote: { type: 'broadcast_request', id, title: 'Halloumi for forty guests' },
    });
    expect(fromCustomer.statusCode).toBe(400);
  });
});
