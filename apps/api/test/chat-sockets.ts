import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import type { ChatServerEvent } from '@bedesten/core/schemas/chat';

type Match = (event: ChatServerEvent) => boolean;

/** A test's end of a chat socket: every event it heard, and a way to wait for the next one that matches. */
export interface ChatSocket {
  ws: WebSocket;
  events: ChatServerEvent[];
  /** The first event (already heard or still to come) that matches, or a failure after `withinMs`. */
  next<T extends ChatServerEvent['type']>(
    type: T,
    match?: (event: Extract<ChatServerEvent, { type: T }>) => boolean,
    withinMs?: number,
  ): Promise<Extract<ChatServerEvent, { type: T }>>;
  send(event: object): void;
  closed: Promise<number>;
}

/** Opens the chat socket through `injectWS` and waits for the server's `ready` (its presence is counted then). */
export async function openChatSocket(app: FastifyInstance, headers: Record<string, string>): Promise<ChatSocket> {
  const events: ChatServerEvent[] = [];
  const waiters: { match: Match; resolve: (event: ChatServerEvent) => void }[] = [];
  let onClose: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => (onClose = resolve));
  const ws = await app.injectWS(
    '/api/chat-socket',
    { headers },
    {
      onInit(socket) {
        socket.on('message', (data) => {
          const event = JSON.parse(String(data)) as ChatServerEvent;
          events.push(event);
          for (const waiter of [...waiters]) {
            if (!waiter.match(event)) continue;
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(event);
          }
        });
        socket.on('close', (code) => onClose(code));
      },
    },
  );
  const socket: ChatSocket = {
    ws,
    events,
    next(type, match = () => true, withinMs = 2_000) {
      const matches = ((event: ChatServerEvent) => event.type === type && match(event as never)) as Match;
      const heard = events.find(matches);
      if (heard) return Promise.resolve(heard as never);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} event within ${withinMs} ms`)), withinMs);
        waiters.push({
          match: matches,
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event as never);
          },
        });
      });
    },
    send: (event) => ws.send(JSON.stringify(event)),
    closed,
  };
  await socket.next('ready');
  return socket;
}

/**
 * The Redis the two-instance test runs on: REDIS_URL when set, else a local
 * server if one answers PING; null when there is none.
 */
export async function reachableRedis(): Promise<string | null> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  const url = 'redis://127.0.0.1:6379';
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG' ? url : null;
  } catch {
    return null;
  } finally {
    probe.disconnect();
  }
}
