import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insertInto, runStatement } from '../../db/raw-insert.ts';
import { reusedPlan } from '../../db/reused-plan.ts';
import { accountSettings, users } from '../../db/schema/identity.ts';
import { notifications, pushSubscriptions } from '../../db/schema/notifications.ts';
import { orders } from '../../db/schema/orders.ts';
import { stores } from '../../db/schema/stores.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'userId' | 'kind' | 'messageKey' | 'params' | 'link'
>;

interface PushEndpoint {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Who a notice goes to, as the notifier reads them. */
export type Recipient = {
  email: string | null;
  countryCode: string | null;
  mobile: string | null;
  language: string;
  toggles: unknown;
  subscriptions: PushEndpoint[];
};

const insertNotifications = insertInto(notifications);

/** In-app notifications, always scoped by their owner; plus what a message needs to know about its reader. */
export function createNotificationsRepository(db: Db) {
  const own = (userId: string) => eq(notifications.userId, userId);
  const unread = (userId: string) => and(own(userId), isNull(notifications.readAt));

  async function unreadCount(userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(notifications).where(unread(userId));
    return row?.n ?? 0;
  }

  return {
    /** Every order writes two; built as text (raw-insert.ts), which costs the server a fraction of the builder. */
    async add(rows: NewNotification[]) {
      if (rows.length === 0) return;
      await runStatement(db, insertNotifications(rows));
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

    /**
     * Everything sending to these people needs, in one read: their addresses,
     * language, stored toggles and browsers' push subscriptions. Deleted
     * accounts are left out.
     */
    async recipients(userIds: string[]): Promise<Map<string, Recipient>> {
      if (userIds.length === 0) return new Map();
      // Raw, with the ids as one array: one statement text for any number of people (every order runs it).
      const { rows } = await db.execute<Recipient & { id: string }>(
        reusedPlan(
          'notice-recipients',
          sql`select u.id, u.email, u.country_code as "countryCode", u.mobile, u.language, s.notifications as toggles,
            coalesce((
              select json_agg(json_build_object('endpoint', p.endpoint, 'p256dh', p.p256dh, 'auth', p.auth))
              from ${pushSubscriptions} p where p.user_id = u.id), '[]'::json) as subscriptions
          from ${users} u left join ${accountSettings} s on s.user_id = u.id
          where u.id = any(${sql.param(userIds)}::uuid[]) and u.deleted_at is null`,
        ),
      );
      return new Map(rows.map(({ id, ...row }) => [id, row]));
    },

    /** Keeps a browser's subscription for this person; an endpoint another account held moves to them. */
    async savePushSubscription(
      userId: string,
      subscription: { endpoint: string; p256dh: string; auth: string; userAgent: string | null },
    ) {
      await db
        .insert(pushSubscriptions)
        .values({ userId, ...subscription })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId,
            p256dh: subscription.p256dh,
            auth: subscription.auth,
            userAgent: subscription.userAgent,
            createdAt: new Date(),
          },
        });
    },

    /** Forgets the caller's own subscription; false when they hold none at that endpoint. */
    async deletePushSubscription(userId: string, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    /** The push service said the subscription is gone (404/410). */
    async forgetPushEndpoint(endpoint: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    async pushDelivered(endpoint: string) {
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: new Date() })
        .where(eq(pushSubscriptions.endpoint, endpoint));
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
        .where(eq(orders.id, orderId))
        .prepare('order-facts')
        .execute();
      return row ?? null;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
