import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ChatSocket,
  chatSocketUrl,
  parseServerEvent,
  reconnectDelay,
  RECONNECT_CAP_MS,
  REPLACED_CODE,
  SESSION_ENDED_CODE,
  type ChatSocketEvent,
  type SocketLike,
} from './chat-socket.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  sent: string[] = [];
  closedWith: number | undefined;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  /** The server accepted the session. */
  accept() {
    this.readyState = 1;
    this.onopen?.({});
    this.onmessage?.({ data: JSON.stringify({ type: 'ready', user_id: 'u1' }) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

describe('chatSocketUrl', () => {
  it('follows the page: ws under http, wss under https, same host', () => {
    expect(chatSocketUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/api/chat-socket');
    expect(chatSocketUrl({ protocol: 'https:', host: 'bedesten.cy' })).toBe('wss://bedesten.cy/api/chat-socket');
  });
});

describe('reconnectDelay', () => {
  it('doubles its ceiling per attempt and stays in the upper half of it', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(3, () => 0)).toBe(4000);
    expect(reconnectDelay(3, () => 1)).toBe(8000);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(reconnectDelay(50, () => 1)).toBe(RECONNECT_CAP_MS);
    expect(reconnectDelay(50, () => 0)).toBe(RECONNECT_CAP_MS / 2);
  });
});

describe('parseServerEvent', () => {
  it('reads our events and ignores anything else', () => {
    expect(parseServerEvent('{"type":"typing","conversation_id":"c","side":"vendor"}')).toEqual({
      type: 'typing',
      conversation_id: 'c',
      side: 'vendor',
    });
    expect(parseServerEvent('not json')).toBeNull();
    expect(parseServerEvent('{"type":"surprise"}')).toBeNull();
    expect(parseServerEvent('null')).toBeNull();
    expect(parseServerEvent(new ArrayBuffer(2))).toBeNull();
  });
});

describe('ChatSocket', () => {
  let sockets: FakeSocket[];
  const make = () =>
    new ChatSocket({
      url: 'ws://x/api/chat-socket',
      random: () => 1,
      pingIntervalMs: 1000,
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
    });

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
  });
  afterEach(() => vi.useRealTimers());

  it('is connected from the server’s ready, and hands events to subscribers', () => {
    const client = make();
    const seen: ChatSocketEvent[] = [];
    const states: boolean[] = [];
    client.subscribe((event) => seen.push(event));
    client.onConnectedChange((connected) => states.push(connected));
    client.start();
    expect(client.connected).toBe(false);
    sockets[0]!.accept();
    expect(client.connected).toBe(true);
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'typing', conversation_id: 'c', side: 'customer' }) });
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'pong' }) });
    expect(seen.map((event) => event.type)).toEqual(['ready', 'typing']);
    expect(states).toEqual([true]);
  });

  it('sends pings while connected, and refuses to send when not', () => {
    const client = make();
    client.start();
    expect(client.send({ type: 'read', conversation_id: 'c' })).toBe(false);
    sockets[0]!.accept();
    vi.advanceTimersByTime(2100);
    expect(sockets[0]!.sent.filter((frame) => frame === '{"type":"ping"}')).toHaveLength(2);
    expect(client.send({ type: 'read', conversation_id: 'c' })).toBe(true);
  });

  it('reconnects after a drop with growing waits, and resets them once connected again', () => {
    const client = make();
    const states: boolean[] = [];
    client.onConnectedChange((connected) => states.push(connected));
    client.start();
    sockets[0]!.accept();
    sockets[0]!.drop();
    expect(client.connected).toBe(false);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    // Refused twice more: the waits double.
    sockets[1]!.drop();
    vi.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(3);
    sockets[2]!.drop();
    vi.advanceTimersByTime(3999);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(4);
    sockets[3]!.accept();
    sockets[3]!.drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(5);
    expect(states).toEqual([true, false, true, false]);
  });

  it('stops for good when the session ended, and when stopped', () => {
    const client = make();
    client.start();
    sockets[0]!.accept();
    sockets[0]!.drop(SESSION_ENDED_CODE);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);

    client.start();
    expect(sockets).toHaveLength(2);
    client.stop();
    expect(sockets[1]!.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('waits to be started again when a newer tab took its place, so two tabs do not push each other out', () => {
    const client = make();
    client.start();
    sockets[0]!.accept();
    sockets[0]!.drop(REPLACED_CODE);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.connected).toBe(false);
    client.start();
    expect(sockets).toHaveLength(2);
  });
});
