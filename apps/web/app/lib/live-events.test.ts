import { describe, expect, it } from 'vitest';
import { ChatSocket, type SocketLike } from './chat-socket.ts';
import { concernsList, followLive, liveOutcome, type LiveSignal } from './live-events.ts';

const ORDER = '5b0f8a4e-2c1d-4e7f-9a3b-6c5d4e3f2a1b';
const OTHER = '0d6f2a71-94c4-4d8e-8a2c-1f3b5e7d9c0a';

describe('liveOutcome: what a pushed change means for the record a page shows', () => {
  const order = { id: ORDER, status: 'placed' as const };

  it('shows a move to another status at once and reads the page again', () => {
    expect(liveOutcome('order', order, { type: 'order', order_id: ORDER, status: 'accepted' })).toEqual({
      status: 'accepted',
      reload: true,
    });
    expect(
      liveOutcome('ride', { id: ORDER, status: 'booked' }, { type: 'ride', ride_id: ORDER, status: 'confirmed' }),
    ).toEqual({ status: 'confirmed', reload: true });
  });

  it('reads the page again for a payment change, and after a reconnect (events may have been missed)', () => {
    expect(liveOutcome('order', order, { type: 'order', order_id: ORDER, status: null })).toEqual({ reload: true });
    expect(liveOutcome('order', order, { type: 'resync' })).toEqual({ reload: true });
  });

  it('ignores another record, another kind, the badge’s news and an echo of the status shown', () => {
    expect(liveOutcome('order', order, { type: 'order', order_id: OTHER, status: 'accepted' })).toEqual({
      reload: false,
    });
    expect(liveOutcome('order', order, { type: 'ride', ride_id: ORDER, status: 'confirmed' })).toEqual({
      reload: false,
    });
    expect(liveOutcome('order', order, { type: 'notifications' })).toEqual({ reload: false });
    expect(liveOutcome('order', order, { type: 'order', order_id: ORDER, status: 'placed' })).toEqual({
      reload: false,
    });
  });

  it('has a list read again only for a change of one of its records', () => {
    const list = [order, { id: OTHER, status: 'packed' }];
    expect(concernsList('order', list, { type: 'order', order_id: OTHER, status: 'dispatched' })).toBe(true);
    expect(concernsList('order', list, { type: 'order', order_id: OTHER, status: 'packed' })).toBe(false);
    expect(concernsList('order', [order], { type: 'order', order_id: OTHER, status: 'dispatched' })).toBe(false);
    expect(concernsList('ride', [], { type: 'resync' })).toBe(true);
  });
});

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  send() {}
  close() {
    this.readyState = 3;
  }
  push(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

describe('followLive: a live page on the account socket', () => {
  it('hears the account’s order and ride changes and a resync on connecting, never the chat’s events', () => {
    const fake = new FakeSocket();
    const socket = new ChatSocket({ url: 'ws://x/api/chat-socket', createSocket: () => fake, random: () => 0 });
    const heard: LiveSignal[] = [];
    const chat: string[] = [];
    socket.subscribe((event) => chat.push(event.type));
    const stop = followLive(socket, (signal) => heard.push(signal));
    socket.start();
    fake.readyState = 1;
    fake.push({ type: 'ready', user_id: 'u1' });
    fake.push({ type: 'order', order_id: ORDER, status: 'packed' });
    fake.push({ type: 'typing', conversation_id: OTHER, side: 'vendor' });
    fake.push({ type: 'ride', ride_id: OTHER, status: 'confirmed' });
    fake.push({ type: 'notifications' });
    expect(heard).toEqual([
      { type: 'resync' },
      { type: 'order', order_id: ORDER, status: 'packed' },
      { type: 'ride', ride_id: OTHER, status: 'confirmed' },
      { type: 'notifications' },
    ]);
    expect(chat).toEqual(['ready', 'typing']);

    stop();
    fake.push({ type: 'order', order_id: ORDER, status: 'dispatched' });
    expect(heard).toHaveLength(4);
    socket.stop();
  });
});
