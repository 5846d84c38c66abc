import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';
import type { ProductCardRow } from '../listing/product-cards.sql.ts';
import { VISIBLE_PRODUCT } from '../listing/visibility.sql.ts';
import { reusedPlan } from '../../db/reused-plan.ts';

export interface WishlistCardRow extends ProductCardRow {
  saved_at: Date;
  visible: boolean;
}

/** A saver whose view of a product changed; the seen columns already hold the new state. */
export interface AlertRow extends Record<string, unknown> {
  user_id: string;
  product_id: string;
  was_in_stock: boolean;
  was_on_offer: boolean;
  in_stock: boolean;
  on_offer: boolean;
  slug: string;
  store_slug: string;
  name_en: string;
  name_tr: string | null;
  language: string;
}

/**
 * ADR 0032, one definition for saving and for alerts: in stock when an active
 * variant can be bought (always available, or stock left); on offer when an
 * active variant sells below its MRP (a discount).
 */
const IN_STOCK = sql.raw(
  `exists (select 1 from product_variants v where v.product_id = p.id and v.is_active and (v.stock is null or v.stock > 0))`,
);
const ON_OFFER = sql.raw(
  `exists (select 1 from product_variants v where v.product_id = p.id and v.is_active and v.discount > 0)`,
);

/** Which products to check: these, a store's, or an order's (read in the same statement). */
export type AlertScope = { productIds: string[] } | { storeId: string } | { orderId: string };

/** The only Drizzle user of the wishlist module: saved products per person, and the alerts' bookkeeping. */
export function createWishlistRepository(db: Db) {
  return {
    /**
     * One page of a person's saved products, newest saved first, as product
     * cards; products customers can no longer see come back with `visible` false.
     */
    async list(userId: string, page: { offset: number; limit: number }) {
      const [list, count] = await Promise.all([
        db.execute<WishlistCardRow>(sql`
          select p.id, p.slug, p.name_en, p.name_tr, p.images[1] as image_url, p.brand, p.sub_category_id,
            p.min_price, p.max_price,
            s.id as store_id, s.slug as store_slug, s.title as store_title,
            c.id as category_id, c.slug as category_slug, c.name_en as category_name_en, c.name_tr as category_name_tr,
            v.id as variation_id, v.price as mrp_price, v.price - v.discount as selling_price, v.stock as variant_stock,
            w.created_at as saved_at, (${VISIBLE_PRODUCT}) as visible
          from wishlist_items w
          join products p on p.id = w.product_id
          join stores s on s.id = p.store_id
          join categories c on c.id = p.category_id
          left join lateral (
            select pv.id, pv.price, pv.discount, pv.stock from product_variants pv
            where pv.product_id = p.id and pv.is_active
            order by (pv.stock is null or pv.stock > 0) desc, pv.price - pv.discount, pv.sort_order
            limit 1
          ) v on true
          where w.user_id = ${userId}::uuid
          order by w.created_at desc, w.product_id
          limit ${page.limit} offset ${page.offset}`),
        this.count(userId),
      ]);
      return { rows: list.rows, total: count };
    },

    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId));
      return row?.total ?? 0;
    },

    async ids(userId: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: wishlistItems.productId })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId))
        .orderBy(desc(wishlistItems.createdAt), wishlistItems.productId)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Saves a visible product with what it is now (in stock, on offer), so
     * alerts start from there. The person's row is locked so the cap holds
     * under concurrent saves.
     */
    async save(userId: string, productId: string, max: number): Promise<'saved' | 'exists' | 'not_found' | 'full'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from users where id = ${userId}::uuid for update`);
        const [existing] = await tx
          .select({ id: wishlistItems.productId })
          .from(wishlistItems)
          .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
        if (existing) return 'exists';
        const { rows } = await tx.execute<{ visible: boolean; in_stock: boolean; on_offer: boolean }>(sql`
          select ${IN_STOCK} as in_stock, ${ON_OFFER} as on_offer
          from products p join stores s on s.id = p.store_id
          where p.id = ${productId}::uuid and ${VISIBLE_PRODUCT}`);
        const state = rows[0];
        if (!state) return 'not_found';
        const [count] = await tx
          .select({ total: sql<number>`count(*)::int` })
          .from(wishlistItems)
          .where(eq(wishlistItems.userId, userId));
        if ((count?.total ?? 0) >= max) return 'full';
        await tx
          .insert(wishlistItems)
          .values({ userId, productId, seenInStock: state.in_stock, seenOnOffer: state.on_offer })
          .onConflictDoNothing();
        return 'saved';
      });
    },

    async remove(userId: string, productId: string): Promise<boolean> {
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
        .returning({ id: wishlistItems.productId });
      return removed.length > 0;
    },

    /**
     * One statement: each saver's row of the visible products in `scope` is
     * locked, compared with the product's state now, and, where it differs,
     * set to it; the changed rows come back with what was seen before. A
     * second instance checking the same products at once waits for the lock,
     * then finds nothing changed, so a notice goes out once.
     */
    async takeChanges(scope: AlertScope): Promise<AlertRow[]> {
      const where: SQL =
        'storeId' in scope
          ? sql`p.store_id = ${scope.storeId}::uuid`
          : 'orderId' in scope
            ? sql`p.id in (select oi.product_id from order_items oi where oi.order_id = ${scope.orderId}::uuid)`
            : sql`p.id in (${sql.join(
                scope.productIds.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`;
      if ('productIds' in scope && scope.productIds.length === 0) return [];
      const { rows } = await db.execute<AlertRow>(
        reusedPlan(
          'wishlist-changes',
          sql`
        with st as (
          select p.id, p.slug, p.name_en, p.name_tr, s.slug as store_slug,
            ${IN_STOCK} as in_stock, ${ON_OFFER} as on_offer
          from products p join stores s on s.id = p.store_id
          where ${where} and ${VISIBLE_PRODUCT}
            and exists (select 1 from wishlist_items x where x.product_id = p.id)
        ),
        locked as (
          select w.user_id, w.product_id, w.seen_in_stock, w.seen_on_offer
          from wishlist_items w join st on st.id = w.product_id
          order by w.user_id, w.product_id
          for update of w
        ),
        changed as (
          update wishlist_items w
          set seen_in_stock = st.in_stock, seen_on_offer = st.on_offer
          from locked l join st on st.id = l.product_id
          where w.user_id = l.user_id and w.product_id = l.product_id
            and (l.seen_in_stock <> st.in_stock or l.seen_on_offer <> st.on_offer)
          returning w.user_id, w.product_id, l.seen_in_stock as was_in_stock, l.seen_on_offer as was_on_offer,
            st.in_stock, st.on_offer
        )
        select c.*, st.slug, st.store_slug, st.name_en, st.name_tr, u.language
        from changed c join st on st.id = c.product_id join users u on u.id = c.user_id`,
        ),
      );
      return rows;
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
