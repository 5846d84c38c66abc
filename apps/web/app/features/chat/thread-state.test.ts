import type { ChatMessage, Conversation } from '@bedesten/core/schemas/chat';
import { describe, expect, it } from 'vitest';
import {
  dayKey,
  dayLabel,
  formatInboxTime,
  groupByDay,
  hasUnreadFor,
  inboxWithMessage,
  markDelivered,
  markReadBy,
  mergeMessages,
  tickOf,
} from './thread-state.ts';

const message = (id: string, created_at: string, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversation_id: 'c1',
  sender_side: 'customer',
  kind: 'text',
  body: `message ${id}`,
  attachment_url: null,
  duration_seconds: null,
  quote: null,
  created_at,
  delivered_at: null,
  read_at: null,
  ...over,
});

const conversation = (id: string, over: Partial<Conversation> = {}): Conversation => ({
  id,
  store_id: 's1',
  side: 'vendor',
  other: { name: 'Ayşe K.', image_url: null, store_slug: null },
  last_message: null,
  last_message_at: '2026-11-20T10:00:00.000Z',
  unread_count: 0,
  blocked: false,
  blocked_by: null,
  reported: false,
  created_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('mergeMessages', () => {
  it('keeps each message once, oldest first, whatever order pages and events came in', () => {
    const a = message('a', '2026-11-25T10:00:00.000Z');
    const b = message('b', '2026-11-25T10:01:00.000Z');
    const c = message('c', '2026-11-25T10:02:00.000Z');
    expect(mergeMessages([b, c], [a, c]).map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('never loses a delivered or read mark to an older copy of the message', () => {
    const read = message('a', '2026-11-25T10:00:00.000Z', {
      delivered_at: '2026-11-25T10:00:01.000Z',
      read_at: '2026-11-25T10:00:05.000Z',
    });
    const stale = message('a', '2026-11-25T10:00:00.000Z');
    expect(mergeMessages([read], [stale])[0]).toEqual(read);
  });
});

describe('marks', () => {
  const mine = message('a', '2026-11-25T10:00:00.000Z');
  const theirs = message('b', '2026-11-25T10:01:00.000Z', { sender_side: 'vendor' });

  it('delivers only the named messages', () => {
    const out = markDelivered([mine, theirs], ['a'], '2026-11-25T10:00:02.000Z');
    expect(out.map(tickOf)).toEqual(['delivered', 'sent']);
  });

  it('reads what the other side sent, when the reader is the vendor', () => {
    const out = markReadBy([mine, theirs], 'vendor', '2026-11-25T10:05:00.000Z');
    expect(out.map(tickOf)).toEqual(['read', 'sent']);
    expect(out[0]!.delivered_at).toBe('2026-11-25T10:05:00.000Z');
    expect(hasUnreadFor(out, 'vendor')).toBe(false);
    expect(hasUnreadFor(out, 'customer')).toBe(true);
  });
});

describe('days', () => {
  it('cuts at midnight in Cyprus, not in UTC', () => {
    // 22:30 UTC on the 24th is 00:30 on the 25th in Nicosia (UTC+2 in November).
    expect(dayKey('2026-11-24T22:30:00.000Z')).toBe('2026-11-25');
    const groups = groupByDay([
      message('a', '2026-11-24T21:30:00.000Z'),
      message('b', '2026-11-24T22:30:00.000Z'),
      message('c', '2026-11-25T08:00:00.000Z'),
    ]);
    expect(groups.map((group) => [group.day, group.messages.length])).toEqual([
      ['2026-11-24', 1],
      ['2026-11-25', 2],
    ]);
  });

  it('names today and yesterday, and writes other days day first', () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    expect(dayLabel('2026-11-25', 'en', now)).toEqual({ key: 'today' });
    expect(dayLabel('2026-11-24', 'tr', now)).toEqual({ key: 'yesterday' });
    expect(dayLabel('2026-11-02', 'en', now)).toEqual({ text: '2 Nov 2026' });
    expect(formatInboxTime('2026-11-25T08:05:00.000Z', 'en', now)).toBe('10:05');
    expect(formatInboxTime('2026-11-02T08:05:00.000Z', 'tr', now)).toBe('2 Kas 2026');
  });
});

describe('inboxWithMessage', () => {
  const inbox = [conversation('c0'), conversation('c1', { unread_count: 1 }), conversation('c2')];
  const incoming = message('m', '2026-11-25T10:00:00.000Z', { body: 'Merhaba,\n  bugün açık mısınız?' });

  it('moves the conversation to the top with the new preview and one more unread', () => {
    const out = inboxWithMessage(inbox, incoming, null)!;
    expect(out.map((c) => c.id)).toEqual(['c1', 'c0', 'c2']);
    expect(out[0]!.unread_count).toBe(2);
    expect(out[0]!.last_message?.preview).toBe('Merhaba, bugün açık mısınız?');
  });

  it('counts nothing for the open conversation or the side’s own message', () => {
    expect(inboxWithMessage(inbox, incoming, 'c1')![0]!.unread_count).toBe(1);
    const own = { ...incoming, sender_side: 'vendor' as const };
    expect(inboxWithMessage(inbox, own, null)![0]!.unread_count).toBe(1);
  });

  it('asks for a reload when the conversation is new', () => {
    expect(inboxWithMessage(inbox, { ...incoming, conversation_id: 'new' }, null)).toBeNull();
  });
});
