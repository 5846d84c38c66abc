import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { chatConversations, chatMessages } from '../schema/chat.ts';
import { users } from '../schema/identity.ts';
import { stores } from '../schema/stores.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type Line = readonly ['customer' | 'vendor', string];

interface DemoConversation {
  customer: string;
  /** The demo vendor's store, or another approved store. */
  store: 'demo-vendor' | 'other';
  lines: readonly Line[];
  /** The last lines the recipient has not read yet (from the end). */
  unread: number;
}

const MINUTE = 60 * 1000;

/**
 * A few conversations in English and in Turkish, so both inboxes have
 * something in them: the demo customer with the demo vendor's store (the
 * last message still unread by the shop) and with another store, and the
 * shoppers of the demo orders with the demo vendor.
 */
export const DEMO_CONVERSATIONS: readonly DemoConversation[] = [
  {
    customer: 'customer@demo.bedesten.cy',
    store: 'demo-vendor',
    lines: [
      ['customer', 'Hello! Do you have village halloumi this week?'],
      ['vendor', 'Yes, a fresh batch came in this morning from Troodos.'],
      ['customer', 'Great, could you keep two blocks for me until Saturday?'],
    ],
    unread: 1,
  },
  {
    customer: 'customer@demo.bedesten.cy',
    store: 'other',
    lines: [
      ['customer', 'Merhaba, Girne’ye teslimat yapıyor musunuz?'],
      ['vendor', 'Evet, Girne’ye her gün öğleden sonra teslimat yapıyoruz.'],
      ['customer', 'Teşekkürler, akşam sipariş vereceğim.'],
      ['vendor', 'Rica ederiz, iyi günler!'],
    ],
    unread: 1,
  },
  {
    customer: 'shopper1@demo.bedesten.cy',
    store: 'demo-vendor',
    lines: [
      ['customer', 'Siparişime bir şişe zeytinyağı ekleyebilir miyim?'],
      ['vendor', 'Tabii, ekledik. Toplam tutar siparişte güncellendi.'],
    ],
    unread: 0,
  },
  {
    customer: 'shopper2@demo.bedesten.cy',
    store: 'demo-vendor',
    lines: [['customer', 'Is the carob syrup made in Cyprus?']],
    unread: 1,
  },
];

/** The demo conversations (once, under their own marker); the same on every install, times in the last days. */
export async function seedDemoChat(tx: Tx, now = new Date()): Promise<{ conversations: number; messages: number }> {
  const emails = [...new Set(DEMO_CONVERSATIONS.map((c) => c.customer)), 'vendor@demo.bedesten.cy'];
  const people = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const vendorId = idOf.get('vendor@demo.bedesten.cy');
  if (!vendorId) return { conversations: 0, messages: 0 };
  const [own] = await tx.select().from(stores).where(eq(stores.ownerId, vendorId));
  const [other] = await tx
    .select()
    .from(stores)
    .where(and(eq(stores.isApproved, true), ne(stores.ownerId, vendorId)))
    .orderBy(asc(stores.createdAt))
    .limit(1);

  let conversations = 0;
  let messages = 0;
  for (const [index, item] of DEMO_CONVERSATIONS.entries()) {
    const customerId = idOf.get(item.customer);
    const store = item.store === 'demo-vendor' ? own : other;
    if (!customerId || !store?.ownerId) continue;
    const startedAt = now.getTime() - (DEMO_CONVERSATIONS.length - index) * 24 * 60 * MINUTE;
    const times = item.lines.map((_, i) => new Date(startedAt + i * 7 * MINUTE));
    const [conversation] = await tx
      .insert(chatConversations)
      .values({ customerId, storeId: store.id, lastMessageAt: times.at(-1)!, createdAt: times[0]! })
      .returning();
    const readUpTo = item.lines.length - item.unread;
    const rows = await tx
      .insert(chatMessages)
      .values(
        item.lines.map(([side, body], i) => ({
          conversationId: conversation!.id,
          senderId: side === 'customer' ? customerId : store.ownerId,
          senderSide: side,
          kind: 'text' as const,
          body,
          createdAt: times[i]!,
          deliveredAt: times[i]!,
          readAt: i < readUpTo ? new Date(times[i]!.getTime() + 2 * MINUTE) : null,
        })),
      )
      .returning({ id: chatMessages.id });
    await tx
      .update(chatConversations)
      .set({ lastMessageId: rows.at(-1)!.id })
      .where(eq(chatConversations.id, conversation!.id));
    conversations += 1;
    messages += rows.length;
  }
  return { conversations, messages };
}
