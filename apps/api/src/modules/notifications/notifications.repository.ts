import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insertInto, runStatement } from '../../db/raw-insert.ts';
import { reusedPlan } from '../../db/reused-plan.ts';
import { accountSettings, users } from '../../db/schema/identity.ts';
import { notifications, pushSubscriptions } from '../../db/schema/notifications.ts';
import { orderItems, orders, type OrderAddress } from '../../db/schema/orders.ts';
import { stores } from '../../db/schema/stores.ts';
import type { OrderMailFacts, OrderMailLine } from './order-email.ts';

/** What `orderMail` reads, as the database answers it. */
type OrderMailRow = {
  number: string | number;
  status: string;
  fulfilment: 'delivery' | 'pickup';
  payment_method: string;
  currency: string;
  email: string | null;
  contact_name: string;
  country_code: string | null;
  contact: string;
  address: OrderAddress | null;
  items_total: number;
  coupon_amount: number;
  coupon_code: string | null;
  delivery_charges: number;
  platform_amount: number;
  order_total: number;
  order_notes: string | null;
  cancel_reason: string | null;
  store_title: string;
  store_address: string;
  store_city: string;
  store_country_code: string | null;
  store_phone: string | null;
  items: OrderMailLine[];
};

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
  name: string | null;
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
          sql`select u.id, u.name, u.email, u.country_code as "countryCode", u.mobile, u.language, s.notifications as toggles,
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

    /**
     * An order as its e-mails show it (lines, totals, where it goes, its
     * status now), with its contact e-mail; null when there is no such order.
     * One statement, its lines gathered by the database: every order runs it.
     */
    async orderMail(orderId: string): Promise<{ facts: OrderMailFacts; email: string | null } | null> {
      const { rows } = await db.execute<OrderMailRow>(
        reusedPlan(
          'order-mail',
          sql`select o.number, o.status, o.fulfilment, o.payment_method, o.currency, o.email, o.contact_name,
            o.country_code, o.contact, o.address, o.items_total, o.coupon_amount, o.coupon_code, o.delivery_charges,
            o.platform_amount, o.order_total, o.order_notes, o.cancel_reason,
            s.title as store_title, s.address as store_address, s.city as store_city,
            s.country_code as store_country_code, s.phone_number as store_phone,
            coalesce((
              select json_agg(json_build_object('name', i.product_name, 'name_tr', i.product_name_tr,
                'size', i.size_name, 'size_tr', i.size_name_tr, 'quantity', i.quantity, 'unit_price', i.selling_price)
                order by i.product_name, i.id)
              from ${orderItems} i where i.order_id = o.id), '[]'::json) as items
          from ${orders} o join ${stores} s on s.id = o.store_id
          where o.id = ${orderId}::uuid`,
        ),
      );
      const row = rows[0];
      if (!row) return null;
      const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;
      const address = row.address;
      return {
        email: row.email,
        facts: {
          number: Number(row.number),
          status: row.status,
          fulfilment: row.fulfilment,
          payment_method: row.payment_method,
          currency: row.currency,
          store: {
            title: row.store_title,
            address: row.store_address,
            city: row.store_city,
            phone: row.store_phone ? joined(row.store_country_code, row.store_phone) : null,
          },
          customer: { name: row.contact_name, contact: joined(row.country_code, row.contact) ?? '' },
          address: address && {
            name: address.name,
            contact: address.contact,
            address: address.address,
            landmark: address.landmark ?? null,
            city: address.city,
            zip_code: address.zip_code ?? null,
          },
          items: row.items,
          totals: {
            items: row.items_total,
            coupon: row.coupon_amount,
            coupon_code: row.coupon_code,
            delivery: row.delivery_charges,
            fee: row.platform_amount,
            total: row.order_total,
          },
          notes: row.order_notes,
          reason: row.status === 'cancelled' ? row.cancel_reason : null,
        },
      };
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
