import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { orders } from '../../db/schema/orders.ts';
import { stores } from '../../db/schema/stores.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'userId' | 'kind' | 'messageKey' | 'params' | 'link'
>;

/** In-app notifications, always scoped by their owner; plus what a message needs to know about its reader. */
export function createNotificationsRepository(db: Db) {
  const own = (userId: string) => eq(notifications.userId, userId);
  const unread = (userId: string) => and(own(userId), isNull(notifications.readAt));

  async function unreadCount(userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(notifications).where(unread(userId));
    return row?.n ?? 0;
  }

  return {
    async add(rows: NewNotification[]) {
      if (rows.length > 0) await db.insert(notifications).values(rows);
    },

    async list(userId: string, page: { offset: number; limit: number }) {
      const [rows, [totalRow], unreadTotal] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(own(userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ n: count() }).from(notifications).where(own(userId)),
        unreadCount(userId),
      ]);
      return { rows, total: totalRow?.n ?? 0, unread: unreadTotal };
    },

    unreadCount,

    /** Marks one of the owner's notifications read; false when it is not theirs. */
    async markRead(userId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: notifications.id, readAt: notifications.readAt })
        .from(notifications)
        .where(and(own(userId), eq(notifications.id, id)));
      if (!row) return false;
      if (!row.readAt) await db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, id));
      return true;
    },

    async markAllRead(userId: string): Promise<void> {
      await db.update(notifications).set({ readAt: new Date() }).where(unread(userId));
    },

    /** Who to tell, in which language, at which address. */
    async person(userId: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, language: users.language, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, userId));
      return row && !row.deletedAt ? row : null;
    },

    /** The facts of an order a message quotes (its store's name, its total). */
    async orderFacts(orderId: string) {
      const [row] = await db
        .select({
          number: orders.number,
          total: orders.orderTotal,
          currency: orders.currency,
          email: orders.email,
          storeTitle: stores.title,
        })
        .from(orders)
        .innerJoin(stores, eq(stores.id, orders.storeId))
        .where(eq(orders.id, orderId));
      return row ?? null;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
