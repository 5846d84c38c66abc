import type { ChatClientEvent, ChatServerEvent } from '@bedesten/core/schemas/chat';
import { LIVE_EVENT_TYPES, type LiveEvent } from '@bedesten/core/schemas/live';

/**
 * The browser's end of `GET /api/chat-socket` (ADR 0034), which also brings
 * the account's live order, ride and notification changes (issue 43). The
 * socket only makes pages live: every read and write also exists over HTTP,
 * so pages work without it and catch up over HTTP after a reconnect.
 */

export const CHAT_SOCKET_PATH = '/api/chat-socket';
/** Below the server's 25 s heartbeat and the minute after which proxies drop quiet connections. */
export const PING_INTERVAL_MS = 20_000;
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 30_000;
/** The server closes with this when the session ended: reconnecting would only be refused again. */
export const SESSION_ENDED_CODE = 4401;
/**
 * The server closes with this when a newer socket of the same account took this one's place (it keeps ten an
 * account, ADR 0087): reconnecting at once would only push out another tab, so the socket waits to be started again.
 */
export const REPLACED_CODE = 4409;

/** What chat listeners hear; the account's live changes go to `subscribeLive` listeners instead. */
export type ChatSocketEvent = Exclude<ChatServerEvent, { type: 'pong' } | { type: 'error' } | LiveEvent>;
type EventListener = (event: ChatSocketEvent) => void;
type LiveListener = (event: LiveEvent) => void;
type StateListener = (connected: boolean) => void;

/** Same origin as the page, `wss:` under https (the session cookie rides along). */
export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${CHAT_SOCKET_PATH}`;
}

/**
 * Capped exponential backoff with jitter: the ceiling doubles per failed
 * attempt up to the cap, and the wait is somewhere in its upper half, so a
 * server restart is not met by every tab at the same instant.
 */
export function reconnectDelay(
  attempt: number,
  random: () => number = Math.random,
  base = RECONNECT_BASE_MS,
  cap = RECONNECT_CAP_MS,
): number {
  const ceiling = Math.min(cap, base * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

const SERVER_EVENT_TYPES = new Set<string>([
  'ready',
  'message',
  'delivered',
  'read',
  'typing',
  'pong',
  'error',
  ...LIVE_EVENT_TYPES,
]);

const isLiveEvent = (event: ChatServerEvent): event is LiveEvent =>
  (LIVE_EVENT_TYPES as readonly string[]).includes(event.type);

/** A server frame, or null for anything that is not one of our events. */
export function parseServerEvent(data: unknown): ChatServerEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as { type?: unknown };
    return typeof parsed === 'object' && parsed !== null && SERVER_EVENT_TYPES.has(String(parsed.type))
      ? (parsed as ChatServerEvent)
      : null;
  } catch {
    return null;
  }
}

/** The parts of the browser's WebSocket the client uses (a fake one in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export interface ChatSocketOptions {
  url: string;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  pingIntervalMs?: number;
}

const OPEN = 1;

/**
 * One connection that keeps itself up: it reconnects after any close but a
 * sign-out or a newer tab taking its place, pings so idle proxies keep it, and counts as connected from the
 * server's `ready` (the session was accepted), not from the TCP open.
 */
export class ChatSocket {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private running = false;
  private isConnected = false;
  private readonly events = new Set<EventListener>();
  private readonly live = new Set<LiveListener>();
  private readonly states = new Set<StateListener>();
  private readonly createSocket: (url: string) => SocketLike;
  private readonly random: () => number;
  private readonly pingIntervalMs: number;
  private readonly url: string;

  constructor(options: ChatSocketOptions) {
    this.url = options.url;
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.random = options.random ?? Math.random;
    this.pingIntervalMs = options.pingIntervalMs ?? PING_INTERVAL_MS;
  }

  get connected(): boolean {
    return this.isConnected;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.attempt = 0;
    this.open();
  }

  stop(): void {
    this.running = false;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
    this.setConnected(false);
  }

  /** Sends when connected; false otherwise, so the caller takes the HTTP way. */
  send(event: ChatClientEvent): boolean {
    if (!this.isConnected || this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(event));
    return true;
  }

  subscribe(listener: EventListener): () => void {
    this.events.add(listener);
    return () => this.events.delete(listener);
  }

  /** Hears the account's live order, ride and notification changes (issue 43). */
  subscribeLive(listener: LiveListener): () => void {
    this.live.add(listener);
    return () => this.live.delete(listener);
  }

  onConnectedChange(listener: StateListener): () => void {
    this.states.add(listener);
    return () => this.states.delete(listener);
  }

  private open(): void {
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onmessage = (message) => this.receive(message.data);
    socket.onclose = (close) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      this.setConnected(false);
      if (close.code === SESSION_ENDED_CODE || close.code === REPLACED_CODE) this.running = false;
      if (this.running) this.scheduleReconnect();
    };
    // An error is always followed by a close, which does the reconnecting.
    socket.onerror = () => {};
  }

  private receive(data: unknown): void {
    const event = parseServerEvent(data);
    if (!event || event.type === 'pong' || event.type === 'error') return;
    if (isLiveEvent(event)) {
      for (const listener of [...this.live]) listener(event);
      return;
    }
    if (event.type === 'ready') {
      this.attempt = 0;
      this.startPinging();
      this.setConnected(true);
    }
    for (const listener of [...this.events]) listener(event);
  }

  private startPinging(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify({ type: 'ping' }));
    }, this.pingIntervalMs);
  }

  private scheduleReconnect(): void {
    if (!this.running || this.retryTimer) return;
    const delay = reconnectDelay(this.attempt, this.random);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.running) this.open();
    }, delay);
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.retryTimer = null;
    this.pingTimer = null;
  }

  private setConnected(connected: boolean): void {
    if (this.isConnected === connected) return;
    this.isConnected = connected;
    for (const listener of [...this.states]) listener(connected);
  }
}

/** A tab hidden this long lets its socket go (it no longer counts as present); shown again, it reconnects. */
export const HIDDEN_PAUSE_MS = 5 * 60_000;

type VisibilitySource = Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'>;

/**
 * Stops `socket` once the page has stayed hidden for `delayMs` and starts it
 * again when the page is shown; its listeners hear it connect and catch up
 * over HTTP. Returns what undoes it (its listener and timer go).
 */
export function pauseWhileHidden(
  socket: Pick<ChatSocket, 'start' | 'stop'>,
  page: VisibilitySource,
  delayMs = HIDDEN_PAUSE_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let paused = false;
  const onChange = () => {
    if (page.hidden) {
      timer ??= setTimeout(() => {
        timer = null;
        paused = true;
        socket.stop();
      }, delayMs);
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    if (paused) {
      paused = false;
      socket.start();
    }
  };
  page.addEventListener('visibilitychange', onChange);
  onChange();
  return () => {
    page.removeEventListener('visibilitychange', onChange);
    if (timer) clearTimeout(timer);
    timer = null;
  };
}

let shared: ChatSocket | null = null;
let users = 0;
let stopPausing: (() => void) | null = null;

/**
 * The tab's one account socket, shared by the header badges, the panel
 * badge, the chat page and the pages that follow an order or a ride live; it
 * runs while anyone holds it, and rests while the tab is hidden for long.
 * Call the returned release when done.
 */
export function acquireChatSocket(): { socket: ChatSocket; release: () => void } {
  shared ??= new ChatSocket({ url: chatSocketUrl(window.location) });
  const socket = shared;
  users += 1;
  socket.start();
  stopPausing ??= pauseWhileHidden(socket, document);
  let released = false;
  return {
    socket,
    release: () => {
      if (released) return;
      released = true;
      users -= 1;
      if (users > 0) return;
      stopPausing?.();
      stopPausing = null;
      socket.stop();
    },
  };
}
