import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { SOCKET_EVENTS_PER_WINDOW } from './chat-hub.ts';
import { loadConfig } from '../../config.ts';
import { chatMessages } from '../../db/schema/chat.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { createConversation, postText, sessionCookie } from '../../../test/chat-factories.ts';
import { openChatSocket, reachableRedis } from '../../../test/chat-sockets.ts';
import { createSignedInUser } from '../../../test/factories.ts';
import { createTestApp, forgetKeys, type TestContext } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';

const chatNotices = (database: TestDatabase, userId: string) =>
  database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'chat_message')));

describe('chat socket on one instance', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('pushes a message posted over HTTP to both parties’ sockets (cookie or bearer), marks it delivered and tells nobody by notice', async () => {
    const { customer, vendor, conversationId: id } = await createConversation(ctx.app, ctx.database);
    const customerSocket = await openChatSocket(ctx.app, { cookie: sessionCookie(ctx.app, customer.token) });
    const vendorSocket = await openChatSocket(ctx.app, vendor.headers);

    const sent = (await postText(ctx.app, customer.headers, id, 'Is the shop open on Sunday?')).json().data;
    const heard = await vendorSocket.next('message', (e) => e.message.id === sent.id);
    expect(heard).toMatchObject({
      conversation_id: id,
      message: { body: 'Is the shop open on Sunday?', sender_side: 'customer' },
    });
    // The sender's own socket (another tab) hears it too, and then that it was delivered.
    await customerSocket.next('message', (e) => e.message.id === sent.id);
    const delivered = await customerSocket.next('delivered', (e) => e.message_ids.includes(sent.id));
    expect(delivered.conversation_id).toBe(id);
    const [row] = await ctx.database.db.select().from(chatMessages).where(eq(chatMessages.id, sent.id));
    expect(row!.deliveredAt).not.toBeNull();
    expect(await chatNotices(ctx.database, vendor.user.id)).toHaveLength(0);

    customerSocket.ws.terminate();
    vendorSocket.ws.terminate();
  });

  it('relays typing to the other party only, read marks to both, answers ping, and refuses conversations of others', async () => {
    const { customer, vendor, conversationId: id } = await createConversation(ctx.app, ctx.database);
    const stranger = await createSignedInUser(ctx.app, ctx.database);
    const customerSocket = await openChatSocket(ctx.app, customer.headers);
    const vendorSocket = await openChatSocket(ctx.app, vendor.headers);
    const strangerSocket = await openChatSocket(ctx.app, stranger.headers);

    customerSocket.send({ type: 'typing', conversation_id: id });
    expect(await vendorSocket.next('typing')).toEqual({ type: 'typing', conversation_id: id, side: 'customer' });

    strangerSocket.send({ type: 'typing', conversation_id: id });
    expect(await strangerSocket.next('error')).toEqual({ type: 'error', code: 'no_chat_found' });
    strangerSocket.send({ type: 'shout', conversation_id: id });
    expect((await strangerSocket.next('error', (e) => e.code === 'invalid_event')).code).toBe('invalid_event');

    await postText(ctx.app, customer.headers, id, 'Two loaves, please');
    vendorSocket.send({ type: 'read', conversation_id: id });
    expect(await customerSocket.next('read')).toMatchObject({ conversation_id: id, side: 'vendor' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/chat-unread-count', headers: vendor.headers })).json(),
    ).toEqual({ data: { customer: 0, vendor: 0 } });

    vendorSocket.send({ type: 'ping' });
    await vendorSocket.next('pong');
    // Nothing was relayed to those who are not in the conversation, and the typist did not hear themselves.
    expect(strangerSocket.events.filter((e) => e.type === 'typing' || e.type === 'message')).toEqual([]);
    expect(customerSocket.events.filter((e) => e.type === 'typing')).toEqual([]);

    for (const socket of [customerSocket, vendorSocket, strangerSocket]) socket.ws.terminate();
  });

  it('refuses an upgrade without a session (401), a cookie socket from another site (403), and a plain GET (426)', async () => {
    await expect(ctx.app.injectWS('/api/chat-socket', { headers: {} })).rejects.toThrow('401');
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const cookie = sessionCookie(ctx.app, customer.token);
    await expect(
      ctx.app.injectWS('/api/chat-socket', {
        headers: { cookie, host: 'localhost:3000', origin: 'https://evil.example' },
      }),
    ).rejects.toThrow('403');
    await expect(
      ctx.app.injectWS('/api/chat-socket', { headers: { authorization: 'Bearer not-a-session' } }),
    ).rejects.toThrow('401');
    const same = await openChatSocket(ctx.app, { cookie, host: 'localhost:3000', origin: 'http://localhost:3000' });
    same.ws.terminate();
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/chat-socket', headers: customer.headers });
    expect(plain.statusCode).toBe(426);
    expect(plain.json().code).toBe('upgrade_required');
  });

  it('closes a socket that floods the server with events (1008)', async () => {
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const socket = await openChatSocket(ctx.app, customer.headers);
    for (let i = 0; i <= SOCKET_EVENTS_PER_WINDOW; i++) socket.send({ type: 'ping' });
    expect(await socket.closed).toBe(1008);
    expect(socket.events.filter((e) => e.type === 'pong')).toHaveLength(SOCKET_EVENTS_PER_WINDOW);
  });

  it('closes its sockets when the app closes', async () => {
    const own = await createTestApp();
    const customer = await createSignedInUser(own.app, own.database);
    const socket = await openChatSocket(own.app, customer.headers);
    await own.close();
    expect(await socket.closed).toBeGreaterThan(0);
  });
});

/**
 * Two API instances on one database and one Redis, as behind a load
 * balancer: a socket held by one instance hears a message posted through
 * the other (Redis pub/sub), and presence is shared, so an online recipient
 * on the other instance is not sent a notice.
 */
describe('chat across two instances (Redis)', () => {
  let redisUrl: string | null = null;
  let keyPrefix: string | undefined;
  let database: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const clients: Redis[] = [];
  let dataDir = '';

  beforeAll(async () => {
    redisUrl = await reachableRedis();
    if (!redisUrl) return;
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bedesten-chat-'));
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
    });
    // One key prefix for both, as two instances of one deployment share their Redis keys.
    keyPrefix = `test-chat-${randomBytes(4).toString('hex')}:`;
    const instance = async () => {
      const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1, keyPrefix });
      clients.push(redis);
      const app = await buildApp({ config, database, serveWeb: false, redis });
      await app.ready();
      return app;
    };
    a = await instance();
    b = await instance();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const redis of clients) await redis.quit();
    if (redisUrl && keyPrefix) await forgetKeys(redisUrl, keyPrefix);
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers a message posted through instance B to a socket on instance A within a second', async (t) => {
    if (!redisUrl) return t.skip('no Redis: set REDIS_URL, or run redis-server on 127.0.0.1:6379');
    const { customer, vendor, conversationId: id } = await createConversation(a, database);
    const onA = await openChatSocket(a, customer.headers);
    const vendorOnB = await openChatSocket(b, vendor.headers);

    const sent = (await postText(b, vendor.headers, id, 'Your order is ready for pick-up')).json().data;
    const heard = await onA.next('message', (e) => e.message.id === sent.id, 1_000);
    expect(heard.message).toMatchObject({ body: 'Your order is ready for pick-up', sender_side: 'vendor' });
    // A marked it delivered; the mark travels back to the sender's socket on B.
    await vendorOnB.next('delivered', (e) => e.message_ids.includes(sent.id));
    // Typing crosses instances too.
    onA.send({ type: 'typing', conversation_id: id });
    await vendorOnB.next('typing', (e) => e.conversation_id === id);
    // B knew the customer was online on A: no notice.
    expect(await chatNotices(database, customer.user.id)).toHaveLength(0);

    onA.ws.terminate();
    vendorOnB.ws.terminate();
  });

  it('sends one notice to a recipient with no socket on any instance', async (t) => {
    if (!redisUrl) return t.skip('no Redis: set REDIS_URL, or run redis-server on 127.0.0.1:6379');
    const { customer, vendor, conversationId: id } = await createConversation(a, database);
    const vendorOnA = await openChatSocket(a, vendor.headers);
    await postText(b, vendor.headers, id, 'We have fresh halloumi today');
    await postText(a, vendor.headers, id, 'Shall I keep some for you?');
    const notices = await chatNotices(database, customer.user.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ link: `/chat?c=${id}`, messageKey: 'chat_message_notice' });
    vendorOnA.ws.terminate();
  });
});
