import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLACED_CODE, SOCKETS_PER_ACCOUNT } from './chat-hub.ts';
import { createChatRepository } from './chat.repository.ts';
import { createConversation, postText } from '../../../test/chat-factories.ts';
import { openChatSocket, type ChatSocket } from '../../../test/chat-sockets.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

/** The hub handles one socket's frames in order and writes to a socket in order: a pong means all before it ran. */
async function settle(socket: ChatSocket) {
  const pongs = socket.events.filter((event) => event.type === 'pong').length;
  socket.send({ type: 'ping' });
  await socket.next('pong', () => socket.events.filter((event) => event.type === 'pong').length > pongs);
}

const OPEN = 1;

describe('chat socket limits (ADR 0087)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const block = (headers: Record<string, string>, conversationId: string, blocked = true) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/chat-block',
      headers,
      payload: { conversation_id: conversationId, blocked },
    });

  it(`keeps at most ${SOCKETS_PER_ACCOUNT} sockets an account: the newest gets in, the oldest is closed with ${REPLACED_CODE}`, async () => {
    const { customer, vendor, conversationId: id } = await createConversation(ctx.app, ctx.database);
    const other = await openChatSocket(ctx.app, vendor.headers);
    const sockets: ChatSocket[] = [];
    for (let i = 0; i < SOCKETS_PER_ACCOUNT + 2; i++) sockets.push(await openChatSocket(ctx.app, customer.headers));

    const closedWithin = (socket: ChatSocket) => Promise.race([socket.closed, sleep(2_000).then(() => 'still open')]);
    expect(await closedWithin(sockets[0]!)).toBe(REPLACED_CODE);
    expect(await closedWithin(sockets[1]!)).toBe(REPLACED_CODE);
    const kept = sockets.slice(2);
    expect(kept.map((socket) => socket.ws.readyState)).toEqual(kept.map(() => OPEN));
    expect(other.ws.readyState).toBe(OPEN);

    // Every socket kept still hears the conversation, the newest included.
    const sent = (await postText(ctx.app, vendor.headers, id, 'Fresh bread at six')).json().data;
    for (const socket of kept) await socket.next('message', (e) => e.message.id === sent.id);
    expect(sockets[0]!.events.some((e) => e.type === 'message')).toBe(false);

    for (const socket of [...kept, other]) socket.ws.terminate();
  });

  it('relays no typing in a blocked conversation, whichever side blocked and whoever types', async () => {
    const { customer, vendor, conversationId: id } = await createConversation(ctx.app, ctx.database);
    const customerSocket = await openChatSocket(ctx.app, customer.headers);
    const vendorSocket = await openChatSocket(ctx.app, vendor.headers);
    // The customer's socket learns the conversation (and its parties) before the block.
    customerSocket.send({ type: 'typing', conversation_id: id });
    await vendorSocket.next('typing');

    expect((await block(vendor.headers, id)).statusCode).toBe(200);
    // Past the two seconds between relayed "typing" events, so only the block can hold this one back.
    await sleep(2_100);
    customerSocket.send({ type: 'typing', conversation_id: id });
    vendorSocket.send({ type: 'typing', conversation_id: id });
    await settle(customerSocket);
    await settle(vendorSocket);
    await settle(customerSocket);
    expect(vendorSocket.events.filter((e) => e.type === 'typing')).toHaveLength(1);
    expect(customerSocket.events.filter((e) => e.type === 'typing')).toHaveLength(0);

    customerSocket.ws.terminate();
    vendorSocket.ws.terminate();
  });

  it('tells the other side of a blocked conversation nothing of reads or deliveries, live or in its history', async () => {
    const { customer, vendor, conversationId: id } = await createConversation(ctx.app, ctx.database);
    const sent = (await postText(ctx.app, customer.headers, id, 'Do you still have the blue vase?')).json().data;
    expect((await block(customer.headers, id)).statusCode).toBe(200);
    // A socket that received the message just before the block marks nothing after it.
    expect(await createChatRepository(ctx.database.db).markDelivered(sent.id)).toBeUndefined();
    const customerSocket = await openChatSocket(ctx.app, customer.headers);
    const vendorSocket = await openChatSocket(ctx.app, vendor.headers);

    // The vendor reads it, over the socket and over HTTP: their own unread count falls, nothing reaches the customer.
    vendorSocket.send({ type: 'read', conversation_id: id });
    await settle(vendorSocket);
    const read = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat-read',
      headers: vendor.headers,
      payload: { conversation_id: id },
    });
    expect(read.statusCode).toBe(200);
    await settle(customerSocket);
    expect(customerSocket.events.filter((e) => e.type === 'read' || e.type === 'delivered')).toEqual([]);
    const unread = await ctx.app.inject({ method: 'GET', url: '/api/chat-unread-count', headers: vendor.headers });
    expect(unread.json().data.vendor).toBe(0);

    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/chat-messages?conversation_id=${id}`,
      headers: customer.headers,
    });
    const mine = history.json().data.find((m: { id: string }) => m.id === sent.id);
    expect(mine).toMatchObject({ delivered_at: null, read_at: null });

    customerSocket.ws.terminate();
    vendorSocket.ws.terminate();
  });
});
