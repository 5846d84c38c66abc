import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { AppError } from '@bedesten/core/errors/app-error';
import { chatClientEventSchema, type ChatServerEvent, type ChatSide } from '@bedesten/core/schemas/chat';
import type { LiveEvent } from '@bedesten/core/schemas/live';
import type { ChatDeps } from './chat.deps.ts';
import { markConversationRead } from './mark-read.ts';
import { partiesOf, partyConversation, type ChatActor } from './party.ts';

/** Proxies drop a quiet connection after a minute or so; a ping every 25 s keeps it open and finds dead ones. */
export const HEARTBEAT_MS = 25_000;
/** A client may say "typing" as often as it likes; the other side hears it at most this often. */
const TYPING_GAP_MS = 2_000;
/** What one socket may send in a window; a client past it is closed (1008), as a flood would cost a write each. */
export const SOCKET_EVENTS_PER_WINDOW = 60;
const SOCKET_WINDOW_MS = 10_000;
/**
 * Open sockets one account may hold on this instance (ADR 0087). A browser
 * holds one a tab, so ten is a busy person; past it the oldest is closed with
 * `REPLACED_CODE`, as the newest is the tab in use and the oldest the one
 * most likely left behind (asleep, or on a network that dropped it).
 */
export const SOCKETS_PER_ACCOUNT = 10;
/** The close code of a socket a newer one of the same account replaced; the web client waits to be asked again. */
export const REPLACED_CODE = 4409;

type Parties = ReturnType<typeof partiesOf>;

interface Client {
  socket: WebSocket;
  actor: ChatActor & { sessionId: string };
  alive: boolean;
  /** Conversations this socket proved it is a party of: no database read on every keystroke. */
  known: Map<string, { side: ChatSide; parties: Parties }>;
  lastTyping: Map<string, number>;
  window: { startedAt: number; events: number };
  /** One event at a time per socket, in the order sent: a flood cannot hold many reads in flight at once. */
  queue: Promise<void>;
  /** Past its budget: the frames still arriving before the close are dropped. */
  spent: boolean;
  release: Promise<(() => Promise<void>) | undefined>;
}

const sessionValid = (session: Awaited<ReturnType<ChatDeps['findSession']>>): boolean =>
  Boolean(session && !session.revokedAt && !session.deletedAt && session.expiresAt.getTime() > Date.now());

/**
 * The chat sockets this instance holds, by account (ADR 0034). Events come
 * from the event bus, which reaches every instance (Redis pub/sub), so a
 * message posted through any instance reaches every socket of both parties
 * wherever it is connected. A recipient's socket that takes a message marks
 * it delivered (once, whichever instance gets there first).
 */
export function createChatHub(
  deps: ChatDeps,
  log: FastifyBaseLogger,
  heartbeatMs = HEARTBEAT_MS,
  socketsPerAccount = SOCKETS_PER_ACCOUNT,
) {
  const clients = new Map<string, Set<Client>>();

  const forget = (client: Client) => {
    const own = clients.get(client.actor.userId);
    own?.delete(client);
    if (own?.size === 0) clients.delete(client.actor.userId);
  };

  const send = (client: Client, event: ChatServerEvent) =>
    new Promise<boolean>((resolve) => {
      if (client.socket.readyState !== client.socket.OPEN) return resolve(false);
      client.socket.send(JSON.stringify(event), (error) => resolve(!error));
    });

  async function sendTo(userId: string | null, event: ChatServerEvent): Promise<boolean> {
    if (!userId) return false;
    const sent = await Promise.all([...(clients.get(userId) ?? [])].map((client) => send(client, event)));
    return sent.some(Boolean);
  }

  deps.events.onEveryInstance('chat.message', async (event) => {
    const { message } = event;
    const out: ChatServerEvent = { type: 'message', conversation_id: event.conversationId, message };
    const fromCustomer = message.sender_side === 'customer';
    const [, received] = await Promise.all([
      sendTo(fromCustomer ? event.customerId : event.vendorUserId, out),
      sendTo(fromCustomer ? event.vendorUserId : event.customerId, out),
    ]);
    if (!received) return;
    const deliveredAt = await deps.repository.markDelivered(message.id);
    if (!deliveredAt) return;
    await deps.events.publish({
      type: 'chat.delivered',
      conversationId: event.conversationId,
      customerId: event.customerId,
      vendorUserId: event.vendorUserId,
      messageIds: [message.id],
      deliveredAt: new Date(deliveredAt).toISOString(),
    });
  });
  deps.events.onEveryInstance('chat.delivered', async (event) => {
    const out: ChatServerEvent = {
      type: 'delivered',
      conversation_id: event.conversationId,
      message_ids: event.messageIds,
      delivered_at: event.deliveredAt,
    };
    await Promise.all([sendTo(event.customerId, out), sendTo(event.vendorUserId, out)]);
  });
  deps.events.onEveryInstance('chat.read', async (event) => {
    const out: ChatServerEvent = {
      type: 'read',
      conversation_id: event.conversationId,
      side: event.side,
      read_at: event.readAt,
    };
    await Promise.all([sendTo(event.customerId, out), sendTo(event.vendorUserId, out)]);
  });
  deps.events.onEveryInstance('chat.typing', async (event) => {
    const to = event.side === 'customer' ? event.vendorUserId : event.customerId;
    await sendTo(to, { type: 'typing', conversation_id: event.conversationId, side: event.side });
  });

  async function conversationOf(client: Client, conversationId: string) {
    const known = client.known.get(conversationId);
    if (known) return known;
    const { row, side } = await partyConversation(deps.repository, client.actor, conversationId);
    const found = { side, parties: partiesOf(row) };
    client.known.set(conversationId, found);
    return found;
  }

  /** Counts one event against the socket's budget; false once it is spent. */
  function withinBudget(client: Client): boolean {
    const now = Date.now();
    if (now - client.window.startedAt > SOCKET_WINDOW_MS) client.window = { startedAt: now, events: 0 };
    client.window.events += 1;
    return client.window.events <= SOCKET_EVENTS_PER_WINDOW;
  }

  /** Takes one frame: queued behind the socket's earlier ones, or, past the budget, the socket closed after them. */
  function receive(client: Client, raw: RawData, isBinary: boolean) {
    if (client.spent) return;
    const within = withinBudget(client);
    client.spent = !within;
    client.queue = client.queue
      .then(() => (within ? handle(client, raw, isBinary) : client.socket.close(1008, 'too many events')))
      .catch((error: unknown) => log.error({ err: error }, 'chat socket message'));
  }

  async function handle(client: Client, raw: RawData, isBinary: boolean): Promise<void> {
    let parsed: unknown;
    try {
      parsed = isBinary ? undefined : JSON.parse(raw.toString());
    } catch {
      parsed = undefined;
    }
    const result = chatClientEventSchema.safeParse(parsed);
    if (!result.success) return void (await send(client, { type: 'error', code: 'invalid_event' }));
    const event = result.data;
    try {
      if (event.type === 'ping') {
        await send(client, { type: 'pong' });
      } else if (event.type === 'typing') {
        const { side, parties } = await conversationOf(client, event.conversation_id);
        const now = Date.now();
        if (now - (client.lastTyping.get(event.conversation_id) ?? 0) < TYPING_GAP_MS) return;
        client.lastTyping.set(event.conversation_id, now);
        // Read each time, not cached with the parties: a block set after this socket opened counts at once.
        if (await deps.repository.isBlocked(event.conversation_id)) return;
        await deps.events.publish({ type: 'chat.typing', ...parties, side });
      } else {
        await markConversationRead(deps, client.actor, event.conversation_id);
      }
    } catch (error) {
      if (error instanceof AppError) return void (await send(client, { type: 'error', code: error.code }));
      throw error;
    }
  }

  async function beat() {
    const all = [...clients.values()].flatMap((set) => [...set]);
    for (const client of all) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
    // A socket outlives the request that opened it: a sign-out or an expired session closes it here.
    const sessions = new Set(all.map((client) => client.actor.sessionId));
    for (const sessionId of sessions) {
      if (sessionValid(await deps.findSession(sessionId))) continue;
      for (const client of all) if (client.actor.sessionId === sessionId) client.socket.close(4401, 'session ended');
    }
    await deps.presence.refresh();
  }
  const heartbeat = setInterval(() => {
    beat().catch((error: unknown) => log.warn({ err: error }, 'chat heartbeat'));
  }, heartbeatMs);
  heartbeat.unref();

  return {
    /** Takes over an upgraded socket of a signed-in account. */
    connect(socket: WebSocket, actor: ChatActor & { sessionId: string }) {
      const client: Client = {
        socket,
        actor,
        alive: true,
        known: new Map(),
        lastTyping: new Map(),
        window: { startedAt: Date.now(), events: 0 },
        queue: Promise.resolve(),
        spent: false,
        release: deps.presence.add(actor.userId).catch((error: unknown) => {
          log.warn({ err: error }, 'chat presence');
          return undefined;
        }),
      };
      const own = clients.get(actor.userId) ?? new Set<Client>();
      // A Set keeps insertion order: its first entries are the account's oldest sockets.
      for (const oldest of [...own].slice(0, Math.max(0, own.size - socketsPerAccount + 1))) {
        forget(oldest);
        oldest.socket.close(REPLACED_CODE, 'replaced by a newer connection');
      }
      clients.set(actor.userId, own.add(client));
      // Handlers are attached before any await, so no early message is lost.
      socket.on('pong', () => {
        client.alive = true;
      });
      socket.on('message', (raw, isBinary) => receive(client, raw, isBinary));
      socket.on('close', () => {
        forget(client);
        void client.release.then((release) => release?.()).catch(() => {});
      });
      void client.release.then(() => send(client, { type: 'ready', user_id: actor.userId }));
    },
    /** A live change (issue 43) to every socket this instance holds for these accounts, once each. */
    async push(userIds: readonly (string | null)[], event: LiveEvent): Promise<void> {
      await Promise.all([...new Set(userIds)].map((userId) => sendTo(userId, event)));
    },
    /** Open sockets of this instance (for tests and the heartbeat). */
    count: () => [...clients.values()].reduce((n, set) => n + set.size, 0),
    close() {
      clearInterval(heartbeat);
    },
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
