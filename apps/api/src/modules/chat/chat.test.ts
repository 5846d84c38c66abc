import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { createAudioUpload, createConversation, createImageUpload, postText } from '../../../test/chat-factories.ts';
import { createSignedInUser, createStore, createVendorWithStore } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

type Headers = Record<string, string>;

describe('chat over HTTP: conversations, messages, read marks, blocks, reports', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Headers = {}, lang = 'en') =>
    ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': lang } });
  const post = (url: string, headers: Headers, payload: object, lang = 'en') =>
    ctx.app.inject({ method: 'POST', url, headers: { ...headers, 'accept-language': lang }, payload });
  const conversation = (name?: string) => createConversation(ctx.app, ctx.database, name);
  const noticesOf = (userId: string) =>
    ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'chat_message')));

  it('opens one conversation per customer and store: 201 first, the same one after; own store 403, hidden store 404, guest 401', async () => {
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { title: 'Kyrenia Olive Co.' });
    const first = await post('/api/chat-conversations', customer.headers, { store_id: vendor.store.id });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      store_id: vendor.store.id,
      side: 'customer',
      other: { name: 'Kyrenia Olive Co.', store_slug: vendor.store.slug },
      last_message: null,
      unread_count: 0,
      blocked: false,
    });
    const again = await post('/api/chat-conversations', customer.headers, { store_id: vendor.store.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);

    const own = await post('/api/chat-conversations', vendor.headers, { store_id: vendor.store.id });
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe('You cannot start a chat with your own store');

    const owner = await createSignedInUser(ctx.app, ctx.database, { type: 'vendor' });
    const pending = await createStore(ctx.database, owner.user.id, { status: 'pending' });
    expect((await post('/api/chat-conversations', customer.headers, { store_id: pending.id })).statusCode).toBe(404);
    expect((await post('/api/chat-conversations', {}, { store_id: vendor.store.id })).statusCode).toBe(401);
  });

  it('names the chat identity in the current user: jid is the account id, and no chat password is ever sent', async () => {
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const me = await get('/api/get-profile-details', customer.headers);
    expect(me.json().data.jid).toBe(customer.user.id);
    expect(me.body).not.toMatch(/jpass/);
  });

  it('lets only the two parties read or write: any other customer or vendor gets 404 "No chat found"', async () => {
    const { customer, vendor, conversationId: id } = await conversation();
    expect((await postText(ctx.app, customer.headers, id, 'Do you have sourdough today?')).statusCode).toBe(201);
    const otherCustomer = await createSignedInUser(ctx.app, ctx.database);
    const otherVendor = await createVendorWithStore(ctx.app, ctx.database);

    for (const stranger of [otherCustomer, otherVendor]) {
      const h = stranger.headers;
      const attempts = [
        await get(`/api/chat-conversations/${id}`, h),
        await get(`/api/chat-messages?conversation_id=${id}`, h),
        await postText(ctx.app, h, id, 'Hello?'),
        await post('/api/chat-read', h, { conversation_id: id }),
        await post('/api/chat-block', h, { conversation_id: id, blocked: true }),
        await post('/api/chat-report', h, { conversation_id: id, reason: 'Spam' }),
      ];
      expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
      expect(attempts[0]!.json().error).toBe('No chat found');
      expect((await get(`/api/chat-conversations?as=customer`, h)).json().total).toBe(0);
    }
    expect((await get(`/api/chat-conversations?as=vendor`, otherVendor.headers)).json().total).toBe(0);
    const turkish = await get(`/api/chat-conversations/${id}`, otherCustomer.headers, 'tr');
    expect(turkish.json().error).toBe('Sohbet bulunamadı');

    // The parties themselves see it, each from their side.
    expect((await get(`/api/chat-conversations/${id}`, customer.headers)).json().data.side).toBe('customer');
    expect((await get(`/api/chat-conversations/${id}`, vendor.headers)).json().data.side).toBe('vendor');
  });

  it('shows each side its inbox with the other party, the last message and unread counts; reading clears them', async () => {
    const { customer, vendor, conversationId: id } = await conversation('Ayşe Kaya');
    await postText(ctx.app, customer.headers, id, 'Merhaba! Is the village bread ready?');
    await postText(ctx.app, customer.headers, id, 'I would like two loaves.');

    const inbox = await get('/api/chat-conversations?as=vendor', vendor.headers);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json()).toMatchObject({ total: 1, per_page: 10, current_page: 1 });
    expect(inbox.json().data[0]).toMatchObject({
      id,
      side: 'vendor',
      other: { name: 'Ayşe K.', store_slug: null },
      last_message: { kind: 'text', preview: 'I would like two loaves.', sender_side: 'customer' },
      unread_count: 2,
    });
    expect((await get('/api/chat-unread-count', vendor.headers)).json()).toEqual({ data: { customer: 0, vendor: 2 } });
    expect((await get('/api/chat-unread-count', customer.headers)).json()).toEqual({
      data: { customer: 0, vendor: 0 },
    });
    // A customer has no store inbox.
    expect((await get('/api/chat-conversations?as=vendor', customer.headers)).statusCode).toBe(403);

    const reply = await postText(ctx.app, vendor.headers, id, 'Yes, fresh from the oven at nine.');
    expect(reply.json().data).toMatchObject({ sender_side: 'vendor', kind: 'text', read_at: null });
    const customerInbox = (await get('/api/chat-conversations', customer.headers)).json();
    expect(customerInbox.data[0]).toMatchObject({ other: { name: 'Harbour Bakery' }, unread_count: 1 });

    const read = await post('/api/chat-read', vendor.headers, { conversation_id: id });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.marked).toBe(2);
    expect((await get('/api/chat-unread-count', vendor.headers)).json().data.vendor).toBe(0);
    const history = (await get(`/api/chat-messages?conversation_id=${id}`, customer.headers)).json();
    const mine = history.data.filter((m: { sender_side: string }) => m.sender_side === 'customer');
    expect(mine).toHaveLength(2);
    for (const message of mine) {
      expect(message.read_at).not.toBeNull();
      expect(message.delivered_at).not.toBeNull();
    }
    // The vendor's reply stays unread until the customer opens the conversation.
    expect(history.data.at(-1)).toMatchObject({ sender_side: 'vendor', read_at: null });
  });

  it('pages back through history by message id, oldest first within a page', async () => {
    const { customer, vendor, conversationId: id } = await conversation();
    const sent: string[] = [];
    for (let i = 1; i <= 7; i++) {
      const headers = i % 2 ? customer.headers : vendor.headers;
      sent.push((await postText(ctx.app, headers, id, `Message ${i}`)).json().data.id);
    }
    const first = (await get(`/api/chat-messages?conversation_id=${id}&limit=3`, customer.headers)).json();
    expect(first.data.map((m: { body: string }) => m.body)).toEqual(['Message 5', 'Message 6', 'Message 7']);
    expect(first).toMatchObject({ has_more: true, next_before: sent[4] });
    const second = (
      await get(`/api/chat-messages?conversation_id=${id}&limit=3&before=${first.next_before}`, vendor.headers)
    ).json();
    expect(second.data.map((m: { body: string }) => m.body)).toEqual(['Message 2', 'Message 3', 'Message 4']);
    const last = (
      await get(`/api/chat-messages?conversation_id=${id}&limit=3&before=${second.next_before}`, customer.headers)
    ).json();
    expect(last).toMatchObject({ has_more: false, next_before: null });
    expect(last.data.map((m: { body: string }) => m.body)).toEqual(['Message 1']);
  });

  it('refuses every new message in a blocked conversation, from either side; only the side that blocked lifts it', async () => {
    const { customer, vendor, conversationId: id } = await conversation();
    const blocked = await post('/api/chat-block', customer.headers, { conversation_id: id, blocked: true });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({
      data: { blocked: true, blocked_by: 'customer' },
      message: 'You blocked this chat',
    });

    for (const headers of [customer.headers, vendor.headers]) {
      const refused = await postText(ctx.app, headers, id, 'Are you there?');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('This chat is blocked; no new messages can be sent');
    }
    const turkish = await post(
      '/api/chat-messages',
      vendor.headers,
      {
        conversation_id: id,
        kind: 'text',
        body: 'Merhaba',
      },
      'tr',
    );
    expect(turkish.json().error).toBe('Bu sohbet engellendi; yeni mesaj gönderilemez');

    const notTheirs = await post('/api/chat-block', vendor.headers, { conversation_id: id, blocked: false });
    expect(notTheirs.statusCode).toBe(403);
    expect((await get(`/api/chat-messages?conversation_id=${id}`, vendor.headers)).json().data).toHaveLength(0);

    const lifted = await post('/api/chat-block', customer.headers, { conversation_id: id, blocked: false });
    expect(lifted.json().data).toMatchObject({ blocked: false, blocked_by: null });
    expect((await postText(ctx.app, vendor.headers, id, 'Sorry for the wait!')).statusCode).toBe(201);
  });

  it('checks what a message carries: text length, own uploaded pictures only, voice notes of at most a minute', async () => {
    const { customer, vendor, conversationId: id } = await conversation();
    const send = (payload: object, lang = 'en') =>
      post('/api/chat-messages', customer.headers, { conversation_id: id, ...payload }, lang);

    const empty = await send({ kind: 'text', body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.body).toEqual(['Please write a message']);
    const long = await send({ kind: 'text', body: 'x'.repeat(2001) }, 'tr');
    expect(long.json().errors.body).toEqual(['Bir mesaj en fazla 2000 karakter olabilir']);
    expect((await send({ kind: 'text', body: 'y'.repeat(2000) })).statusCode).toBe(201);

    const picture = await createImageUpload(ctx.database, customer.user.id);
    const withPicture = await send({ kind: 'image', attachment_url: picture, body: 'This one, please' });
    expect(withPicture.statusCode).toBe(201);
    expect(withPicture.json().data).toMatchObject({ kind: 'image', attachment_url: picture, body: 'This one, please' });

    const theirs = await createImageUpload(ctx.database, vendor.user.id);
    const stolen = await send({ kind: 'image', attachment_url: theirs });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors.attachment_url).toEqual(['Upload not found']);
    const foreign = await send({ kind: 'image', attachment_url: 'https://evil.example/cat.png' });
    expect(foreign.json().errors.attachment_url).toEqual(['Invalid image type']);

    const voice = await createAudioUpload(ctx.database, customer.user.id);
    const tooLong = await send({ kind: 'voice', attachment_url: voice, duration_seconds: 61 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.duration_seconds).toEqual(['A voice note can be at most 1 minute long']);
    const note = await send({ kind: 'voice', attachment_url: voice, duration_seconds: 59 });
    expect(note.statusCode).toBe(201);
    expect(note.json().data).toMatchObject({ kind: 'voice', duration_seconds: 59 });
    const notAudio = await send({ kind: 'voice', attachment_url: picture, duration_seconds: 10 });
    expect(notAudio.json().errors.attachment_url).toEqual(['Upload not found']);
  });

  it('refuses a quote of a broadcast request the store never replied to, from either side (400)', async () => {
    const { customer, vendor, conversationId: id } = await conversation();
    const quote = { type: 'broadcast_request', id: '7d3f1a52-3c1e-4c55-9b7b-4f7e2d1c0a99', title: 'Halloumi for 40' };
    for (const party of [vendor, customer]) {
      const reply = await post('/api/chat-messages', party.headers, {
        conversation_id: id,
        kind: 'text',
        body: 'We can make this for Saturday.',
        quote,
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errors.quote).toEqual(['Request not found']);
    }
    expect((await get(`/api/chat-messages?conversation_id=${id}`, customer.headers)).json().data).toEqual([]);
  });

  it('lets staff read a conversation only once a party reported it', async () => {
    const { customer, vendor, conversationId: id } = await conversation();
    await postText(ctx.app, vendor.headers, id, 'Pay me outside the site, cash only.');
    const staff = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' });

    expect((await get(`/api/admin/chat-reports/${id}/messages`, staff.headers)).statusCode).toBe(404);
    expect((await get(`/api/chat-messages?conversation_id=${id}`, staff.headers)).statusCode).toBe(404);

    const reported = await post('/api/chat-report', customer.headers, {
      conversation_id: id,
      reason: 'Asks for payment outside Bedesten',
    });
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toMatchObject({
      data: { reported: true },
      message: 'Thank you. Our staff will look at this chat',
    });

    const list = (await get('/api/admin/chat-reports', staff.headers)).json();
    expect(list.data.find((r: { id: string }) => r.id === id)).toMatchObject({
      store_title: 'Harbour Bakery',
      reported_by_side: 'customer',
      report_reason: 'Asks for payment outside Bedesten',
      message_count: 1,
    });
    const messages = await get(`/api/admin/chat-reports/${id}/messages`, staff.headers);
    expect(messages.statusCode).toBe(200);
    expect(messages.json().data[0].body).toBe('Pay me outside the site, cash only.');

    // Parties are not staff.
    expect((await get('/api/admin/chat-reports', customer.headers)).statusCode).toBe(403);
    expect((await get(`/api/admin/chat-reports/${id}/messages`, vendor.headers)).statusCode).toBe(403);
  });

  it('tells an offline recipient once per unread stretch, with a link to the conversation on their side', async () => {
    const { customer, vendor, conversationId: id } = await conversation('Ayşe Kaya');
    await postText(ctx.app, customer.headers, id, 'Hello, do you deliver to Famagusta?');
    await postText(ctx.app, customer.headers, id, 'Or only in Kyrenia?');
    const notices = await noticesOf(vendor.user.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      link: `/vendor/chat?c=${id}`,
      messageKey: 'chat_message_notice',
      params: { name: 'Ayşe K.', preview: 'Hello, do you deliver to Famagusta?' },
    });
    const shown = (await get('/api/notification-list', vendor.headers, 'tr')).json().data[0];
    expect(shown.message).toBe('Ayşe K. size mesaj gönderdi: “Hello, do you deliver to Famagusta?”');

    // Once the vendor has read, the next message is news again.
    await post('/api/chat-read', vendor.headers, { conversation_id: id });
    await postText(ctx.app, customer.headers, id, 'Thanks!');
    expect(await noticesOf(vendor.user.id)).toHaveLength(2);

    await postText(ctx.app, vendor.headers, id, 'We deliver island-wide.');
    const customerNotices = await noticesOf(customer.user.id);
    expect(customerNotices).toHaveLength(1);
    expect(customerNotices[0]).toMatchObject({ link: `/chat?c=${id}`, params: { name: 'Harbour Bakery' } });
  });
});

describe('chat message rate limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The general write budget is far above the chat's own, so only the chat's can refuse.
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  });
  afterAll(() => ctx.close());

  it('accepts 30 messages a minute from one account, refuses the 31st with 429, and holds nobody else back', async () => {
    const { customer, vendor, conversationId: id } = await createConversation(ctx.app, ctx.database);
    for (let i = 0; i < 30; i++) {
      expect((await postText(ctx.app, customer.headers, id, `Line ${i}`)).statusCode).toBe(201);
    }
    const refused = await postText(ctx.app, customer.headers, id, 'One more');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
    expect((await postText(ctx.app, vendor.headers, id, 'Slow down please')).statusCode).toBe(201);
    // Reading is not writing.
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/chat-messages?conversation_id=${id}`,
          headers: customer.headers,
        })
      ).statusCode,
    ).toBe(200);
  });
});
