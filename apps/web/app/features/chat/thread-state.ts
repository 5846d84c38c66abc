import { CYPRUS_TIME_ZONE, formatDate } from '@bedesten/core/i18n/dates';
import type { Language } from '@bedesten/core/i18n/languages';
import { localeOf } from '@bedesten/core/i18n/locales';
import type { ChatMessage, ChatSide, Conversation } from '@bedesten/core/schemas/chat';

/**
 * What a thread and an inbox do with what arrives: pages of history, posted
 * messages and socket events may overlap and come in any order, so they are
 * merged by id, never appended blindly.
 */

const byTime = (a: ChatMessage, b: ChatMessage) =>
  a.created_at === b.created_at ? a.id.localeCompare(b.id) : a.created_at.localeCompare(b.created_at);

/** Later marks win: a copy with delivered/read set replaces one without. */
function newer(a: ChatMessage, b: ChatMessage): ChatMessage {
  return {
    ...a,
    ...b,
    delivered_at: b.delivered_at ?? a.delivered_at,
    read_at: b.read_at ?? a.read_at,
  };
}

/** Both lists as one, oldest first, each message once. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) {
    const known = byId.get(message.id);
    byId.set(message.id, known ? newer(known, message) : message);
  }
  return [...byId.values()].sort(byTime);
}

export function markDelivered(messages: readonly ChatMessage[], ids: readonly string[], at: string): ChatMessage[] {
  const wanted = new Set(ids);
  return messages.map((message) =>
    wanted.has(message.id) && !message.delivered_at ? { ...message, delivered_at: at } : message,
  );
}

/** `reader` read everything the other side sent so far (a read mark covers the whole conversation). */
export function markReadBy(messages: readonly ChatMessage[], reader: ChatSide, at: string): ChatMessage[] {
  return messages.map((message) =>
    message.sender_side !== reader && !message.read_at
      ? { ...message, read_at: at, delivered_at: message.delivered_at ?? at }
      : message,
  );
}

/** Whether `side` has messages from the other side it has not read. */
export function hasUnreadFor(messages: readonly ChatMessage[], side: ChatSide): boolean {
  return messages.some((message) => message.sender_side !== side && !message.read_at);
}

export type Tick = 'sent' | 'delivered' | 'read';

export function tickOf(message: ChatMessage): Tick {
  if (message.read_at) return 'read';
  return message.delivered_at ? 'delivered' : 'sent';
}

const dayKeys = new Intl.DateTimeFormat('en-CA', {
  timeZone: CYPRUS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in Cyprus ("2026-11-25"), the same on server and browser. */
export function dayKey(iso: string): string {
  return dayKeys.format(new Date(iso));
}

export interface DayGroup {
  day: string;
  messages: ChatMessage[];
}

/** Oldest-first messages cut at each new day, for the separators. */
export function groupByDay(messages: readonly ChatMessage[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const day = dayKey(message.created_at);
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(message);
    else groups.push({ day, messages: [message] });
  }
  return groups;
}

const timeFormatters = new Map<Language, Intl.DateTimeFormat>();

/** "14:05" in Cyprus time. */
export function formatClock(iso: string, lang: Language): string {
  let formatter = timeFormatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(lang), {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: CYPRUS_TIME_ZONE,
    });
    timeFormatters.set(lang, formatter);
  }
  return formatter.format(new Date(iso));
}

/** An inbox time: the clock for today, the day (day before month) otherwise. */
export function formatInboxTime(iso: string, lang: Language, now: Date = new Date()): string {
  return dayKey(iso) === dayKey(now.toISOString()) ? formatClock(iso, lang) : formatDate(iso, lang, 'date');
}

/** The day a separator names; today and yesterday by name (keys of the `chat` namespace). */
export function dayLabel(
  day: string,
  lang: Language,
  now: Date = new Date(),
): { key: 'today' | 'yesterday' } | { text: string } {
  if (day === dayKey(now.toISOString())) return { key: 'today' };
  if (day === dayKey(new Date(now.getTime() - 86_400_000).toISOString())) return { key: 'yesterday' };
  return { text: formatDate(`${day}T12:00:00Z`, lang, 'date', 'UTC') };
}

/**
 * The inbox after a message arrived: its conversation moves to the top with
 * the new last message, and counts one more unread unless it is open (or
 * sent by this side). Null when the conversation is not in the list (a new
 * one): the caller reloads the inbox.
 */
export function inboxWithMessage(
  inbox: readonly Conversation[],
  message: ChatMessage,
  openId: string | null,
): Conversation[] | null {
  const index = inbox.findIndex((conversation) => conversation.id === message.conversation_id);
  if (index < 0) return null;
  const conversation = inbox[index]!;
  if (conversation.last_message && conversation.last_message.created_at > message.created_at) return [...inbox];
  const fromOther = message.sender_side !== conversation.side;
  const updated: Conversation = {
    ...conversation,
    last_message: {
      kind: message.kind,
      preview: message.body ? message.body.replace(/\s+/g, ' ').trim() : null,
      sender_side: message.sender_side,
      created_at: message.created_at,
    },
    last_message_at: message.created_at,
    unread_count:
      fromOther && message.conversation_id !== openId ? conversation.unread_count + 1 : conversation.unread_count,
  };
  return [updated, ...inbox.slice(0, index), ...inbox.slice(index + 1)];
}
