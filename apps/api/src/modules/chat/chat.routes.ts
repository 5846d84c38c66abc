import type {} from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { pageOffset, toPagedList } from '@bedesten/core/paging/paged-list';
import {
  adminChatReportsQuery,
  blockConversationBody,
  CHAT_MESSAGES_PER_MINUTE,
  chatHistoryQuery,
  chatInboxQuery,
  chatMessageListSchema,
  chatMessageSchema,
  chatMessagesQuery,
  chatReportListSchema,
  chatUnreadCountSchema,
  conversationIdBody,
  conversationListSchema,
  conversationResponseSchema,
  openConversationBody,
  postMessageBody,
  reportConversationBody,
} from '@bedesten/core/schemas/chat';
import { errorResponses } from '@bedesten/core/schemas/error';
import {
  actorOf,
  isSameOrigin,
  ownStoreId,
  requireStaff,
  requireUser,
  SESSION_SECURITY,
  type RequestActor,
} from '../../plugins/auth.ts';
import { changesNoPublicData } from '../../plugins/public-data-writes.ts';
import type { ChatDeps } from './chat.deps.ts';
import { createChatHub, SOCKETS_PER_ACCOUNT } from './chat-hub.ts';
import { toChatMessage, toChatReport, toConversation } from './chat-views.ts';
import { markConversationRead } from './mark-read.ts';
import { relayLiveEvents } from './live-relay.ts';
import { blockConversation, reportConversation } from './moderate-conversation.ts';
import { noChatFound, partyConversation, type ChatActor } from './party.ts';
import { openConversation } from './open-conversation.ts';
import { sendMessage } from './send-message.ts';

const tags = ['chat'];
const security = SESSION_SECURITY;
const chatActor = (actor: RequestActor): ChatActor => ({ userId: actor.userId, storeId: actor.storeId });

/**
 * One page of history, oldest first (a chat reads top to bottom), with the id to page further back.
 * Given the time a block was set, receipts from after it are left out: a block hides them (ADR 0087).
 */
function historyPage(rows: Parameters<typeof toChatMessage>[0][], hasMore: boolean, blockedAt?: Date | string | null) {
  const since = blockedAt ? new Date(blockedAt).getTime() : Infinity;
  const hide = (at: string | null) => (at !== null && new Date(at).getTime() >= since ? null : at);
  const data = rows
    .map(toChatMessage)
    .map((m) => ({ ...m, delivered_at: hide(m.delivered_at), read_at: hide(m.read_at) }))
    .reverse();
  return { data, has_more: hasMore, next_before: hasMore ? (data[0]?.id ?? null) : null };
}

/**
 * Customer–vendor chat (SPEC.md §1, §2; ADR 0034): inboxes for both sides,
 * history paging back, messages, read marks, blocks and reports over HTTP;
 * the same conversations live over `GET /api/chat-socket` (WebSocket), which
 * also carries the account's live order, ride and notification changes.
 */
export const chatRoutes: FastifyPluginAsyncZod<ChatDeps> = async (app, deps) => {
  // Every write here changes only its own parties' data: shared answers stay (ADR 0072).
  app.addHook('onRoute', changesNoPublicData);
  const { repository } = deps;
  const staffOnly = requireStaff('staff');
  const hub = createChatHub(deps, app.log);
  app.addHook('onClose', async () => hub.close());
  relayLiveEvents(deps.events, hub);

  app.get(
    '/api/chat-conversations',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The caller’s chat inbox as a customer (`as=customer`) or for their store (`as=vendor`), newest first',
        description:
          'Each with the other party (the store’s title and logo, or the customer’s first name and initial), the last message and the unread count. An empty list is the spec’s "No chat found".',
        security,
        querystring: chatInboxQuery,
        response: { 200: conversationListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const q = request.query;
      const actor = actorOf(request);
      const range = { offset: pageOffset(q), limit: q.per_page };
      if (q.as === 'vendor' && actor.type !== 'vendor') throw forbidden();
      const { rows, total } =
        q.as === 'vendor'
          ? await repository.listForStore(ownStoreId(actor), range)
          : await repository.listForCustomer(actor.userId, range);
      return toPagedList(
        rows.map((row) => toConversation(row, q.as)),
        total,
        q,
        request.url,
      );
    },
  );

  app.post(
    '/api/chat-conversations',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Open the conversation with a visible store, or continue the one the caller has (201 when new)',
        security,
        body: openConversationBody,
        response: {
          200: conversationResponseSchema,
          201: conversationResponseSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { row, created } = await openConversation(deps, chatActor(actorOf(request)), request.body.store_id);
      return reply.status(created ? 201 : 200).send({ data: toConversation(row, 'customer') });
    },
  );

  app.get(
    '/api/chat-conversations/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'One of the caller’s conversations (as its customer or its store); anyone else’s: 404',
        security,
        params: z.object({ id: z.uuid() }),
        response: { 200: conversationResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { row, side } = await partyConversation(repository, chatActor(actorOf(request)), request.params.id);
      return { data: toConversation(row, side) };
    },
  );

  app.get(
    '/api/chat-messages',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'A conversation’s messages, paging back: the newest `limit`, or those before the message `before`',
        description: 'Oldest first within the page; `next_before` is the `before` of the page further back.',
        security,
        querystring: chatMessagesQuery,
        response: { 200: chatMessageListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const q = request.query;
      const { row } = await partyConversation(repository, chatActor(actorOf(request)), q.conversation_id);
      const { rows, hasMore } = await repository.history(row.id, q.before, q.limit);
      return historyPage(rows, hasMore, row.blocked_at);
    },
  );

  app.post(
    '/api/chat-messages',
    {
      onRequest: requireUser,
      config: {
        rateLimit: {
          max: CHAT_MESSAGES_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) =>
            `chat-message:${request.actor ? `account:${request.actor.userId}` : `address:${request.clientIp}`}`,
        },
      },
      schema: {
        tags,
        summary: `Post a message (text, a picture or a voice note) to one of the caller’s conversations; at most ${CHAT_MESSAGES_PER_MINUTE} a minute`,
        description:
          'Pictures and voice notes are the sender’s own uploads (tus). A blocked conversation refuses messages from either side (403). Both parties’ open sockets get the message; a recipient with none gets a notification.',
        security,
        body: postMessageBody,
        response: {
          201: z.object({ data: chatMessageSchema }),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const sent = await sendMessage(deps, chatActor(actorOf(request)), request.body);
      return reply.status(201).send({ data: sent });
    },
  );

  app.post(
    '/api/chat-read',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Mark the other side’s messages in one of the caller’s conversations read',
        security,
        body: conversationIdBody,
        response: {
          200: z.object({ data: z.object({ marked: z.number().int(), message: z.string() }) }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const { count } = await markConversationRead(deps, chatActor(actorOf(request)), request.body.conversation_id);
      return { data: { marked: count, message: message('chat_read_done', request.lang) } };
    },
  );

  app.get(
    '/api/chat-unread-count',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Unread chat messages for the caller as a customer, and for their store',
        security,
        response: { 200: chatUnreadCountSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return { data: await repository.unreadCounts(actor.userId, actor.storeId) };
    },
  );

  app.post(
    '/api/chat-block',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Block (`blocked: true`) or unblock one of the caller’s conversations; blocked, neither side can post',
        security,
        body: blockConversationBody,
        response: { 200: conversationResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { conversation_id, blocked } = request.body;
      const { row, side } = await blockConversation(deps, chatActor(actorOf(request)), conversation_id, blocked);
      return {
        data: toConversation(row, side),
        message: message(blocked ? 'chat_blocked_done' : 'chat_unblocked_done', request.lang),
      };
    },
  );

  app.post(
    '/api/chat-report',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Report one of the caller’s conversations to staff, with a reason; staff may then read it',
        security,
        body: reportConversationBody,
        response: { 200: conversationResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { conversation_id, reason } = request.body;
      const { row, side } = await reportConversation(deps, chatActor(actorOf(request)), conversation_id, reason);
      return { data: toConversation(row, side), message: message('chat_reported_done', request.lang) };
    },
  );

  app.get(
    '/api/admin/chat-reports',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Reported conversations, newest report first',
        security,
        querystring: adminChatReportsQuery,
        response: { 200: chatReportListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await repository.listReports({ offset: pageOffset(q), limit: q.per_page });
      return toPagedList(rows.map(toChatReport), total, q, request.url);
    },
  );

  app.get(
    '/api/admin/chat-reports/:id/messages',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'A reported conversation’s messages, paging back (a conversation nobody reported: 404)',
        security,
        params: z.object({ id: z.uuid() }),
        querystring: chatHistoryQuery,
        response: { 200: chatMessageListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await repository.findReported(request.params.id);
      if (!row) throw noChatFound();
      const { rows, hasMore } = await repository.history(row.id, request.query.before, request.query.limit);
      return historyPage(rows, hasMore);
    },
  );

  app.route({
    method: 'GET',
    url: '/api/chat-socket',
    onRequest: [
      requireUser,
      // Browsers send the cookie with a socket opened by any page: a cookie-signed socket must come from our site.
      async (request) => {
        if (request.actor?.via === 'cookie' && !isSameOrigin(request, deps.publicUrl)) throw forbidden();
      },
    ],
    schema: {
      tags,
      summary:
        'The account’s WebSocket (upgrade only): live chat, and live changes of its orders, rides and notifications',
      description:
        'Signed in by the session cookie (from this site) or `Authorization: Bearer`. Server → client JSON: `ready`, `message` {conversation_id, message}, `delivered` {conversation_id, message_ids, delivered_at}, `read` {conversation_id, side, read_at}, `typing` {conversation_id, side}, `pong`, `error` {code}; and the account’s live changes: `order` {order_id, status (null: the payment changed)} to the order’s customer and store owner, `ride` {ride_id, status} to its customer and the drivers concerned, `notifications` (the unread count changed; read it again). Client → server: `typing` {conversation_id}, `read` {conversation_id}, `ping`. A blocked conversation relays no typing, delivered or read marks to either side. ' +
        `An account keeps at most ${SOCKETS_PER_ACCOUNT} sockets on an instance: a newer one closes the oldest (4409). A plain GET answers 426.`,
      security,
      response: errorResponses(401, 403, 426),
    },
    handler: async (request, reply) =>
      reply
        .status(426)
        .header('upgrade', 'websocket')
        .send({ error: message('chat_socket_upgrade', request.lang), code: 'upgrade_required' }),
    wsHandler: (socket, request) => {
      const actor = actorOf(request);
      hub.connect(socket, { ...chatActor(actor), sessionId: actor.sessionId });
    },
  });
};
