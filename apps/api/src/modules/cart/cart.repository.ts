import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { reusedPlan } from '../../db/reused-plan.ts';
import { cartItems, cartMerges, carts } from '../../db/schema/carts.ts';
import { VISIBLE_PRODUCT } from '../listing/visibility.sql.ts';

type Executor = Db | Tx;

/** A cart line with everything the cart shows, read live from the catalogue. */
export interface CartLineRow extends Record<string, unknown> {
  id: string;
  quantity: number;
  variant_id: string;
  unique_id: string;
  price: number;
  discount: number;
  stock: number | null;
  variant_active: boolean;
  size_id: number | null;
  size_name_en: string | null;
  size_name_tr: string | null;
  product_id: string;
  product_slug: string;
  name_en: string;
  name_tr: string | null;
  image_url: string | null;
  unit_id: number | null;
  unit_name_en: string | null;
  unit_name_tr: string | null;
  unit_quantity: string | null;
  /** The product and its store are what customers may see now. */
  visible: boolean;
  store_id: string;
  store_slug: string;
  store_title: string;
  store_image_url: string | null;
  store_minimum_order_amount: number;
}

/** A variant someone wants to add, as the catalogue has it now (only products customers may see). */
export interface VariantForCart extends Record<string, unknown> {
  variant_id: string;
  product_id: string;
  size_id: number | null;
  stock: number | null;
  is_active: boolean;
  store_id: string;
  store_title: string;
}

export interface StoredLine {
  id: string;
  variantId: string;
  productId: string;
  sizeId: number | null;
  quantity: number;
}

/** What a write sees of the caller's cart: its store and lines, inside the caller's transaction. */
export interface CartSnapshot {
  storeId: string | null;
  storeTitle: string | null;
  lines: StoredLine[];
}

async function linesOf(executor: Executor, userId: string): Promise<CartLineRow[]> {
  const result = await executor.execute<CartLineRow>(
    reusedPlan(
      'cart-lines',
      sql`
      select ci.id, ci.quantity, ci.variant_id,
        v.unique_id, v.price, v.discount, v.stock, v.is_active as variant_active, v.size_id,
        sz.name_en as size_name_en, sz.name_tr as size_name_tr,
        p.id as product_id, p.slug as product_slug, p.name_en, p.name_tr, p.images[1] as image_url,
        p.unit_id, p.unit_quantity, u.name_en as unit_name_en, u.name_tr as unit_name_tr,
        (${VISIBLE_PRODUCT}) as visible,
        s.id as store_id, s.slug as store_slug, s.title as store_title, s.image_url as store_image_url,
        s.minimum_order_amount as store_minimum_order_amount
      from cart_items ci
      join product_variants v on v.id = ci.variant_id
      join products p on p.id = v.product_id
      join stores s on s.id = p.store_id
      left join sizes sz on sz.id = v.size_id
      left join units u on u.id = p.unit_id
      where ci.user_id = ${userId}::uuid
      order by ci.created_at, ci.id`,
    ),
  );
  return result.rows;
}

interface SnapshotRow extends Record<string, unknown> {
  store_id: string | null;
  store_title: string | null;
  id: string | null;
  variant_id: string | null;
  product_id: string | null;
  size_id: number | null;
  quantity: number | null;
}

/** The variant someone wants, as `variant` reads it (one statement for both reads of an add). */
const wantedVariant = (productId: string, variantId: string) => sql`
  select v.id as variant_id, p.id as product_id, v.size_id, v.stock, v.is_active,
    s.id as store_id, s.title as store_title
  from product_variants v
  join products p on p.id = v.product_id
  join stores s on s.id = p.store_id
  where v.id = ${variantId}::uuid and p.id = ${productId}::uuid and ${VISIBLE_PRODUCT}`;

const snapshotColumns = sql`c.store_id, s.title as store_title, ci.id, ci.variant_id, v.product_id, v.size_id,
  ci.quantity`;

/** The caller's cart row with each of its lines (one row, lines null, when it has none), oldest line first. */
const cartRowsOf = (userId: string) => sql`
  from carts c
  left join stores s on s.id = c.store_id
  left join cart_items ci on ci.user_id = c.user_id
  left join product_variants v on v.id = ci.variant_id
  where c.user_id = ${userId}::uuid
  order by ci.created_at, ci.id`;

async function snapshot(tx: Tx, userId: string): Promise<CartSnapshot> {
  const result = await tx.execute<SnapshotRow>(
    reusedPlan('cart-snapshot', sql`select ${snapshotColumns} ${cartRowsOf(userId)}`),
  );
  return snapshotOf(result.rows);
}

function snapshotOf(rows: SnapshotRow[]): CartSnapshot {
  const first = rows[0];
  const lines = rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: row.id!,
      variantId: row.variant_id!,
      productId: row.product_id!,
      sizeId: row.size_id,
      quantity: row.quantity!,
    }));
  return { storeId: first?.store_id ?? null, storeTitle: first?.store_title ?? null, lines };
}

function cartWriter(tx: Tx, userId: string) {
  return {
    snapshot: () => snapshot(tx, userId),

    async variant(productId: string, variantId: string): Promise<VariantForCart | undefined> {
      const result = await tx.execute<VariantForCart>(reusedPlan('cart-variant', wantedVariant(productId, variantId)));
      return result.rows[0];
    },

    /**
     * `variant` and `snapshot` in one round trip, as every add asks for both (the cart's row exists: the
     * writer locked it). The variant's columns come on each of the cart's rows.
     */
    async variantAndSnapshot(
      productId: string,
      variantId: string,
    ): Promise<{ variant: VariantForCart | undefined; snapshot: CartSnapshot }> {
      const result = await tx.execute<SnapshotRow & { wanted: VariantForCart | null }>(
        reusedPlan(
          'cart-variant-snapshot',
          sql`select ${snapshotColumns},
            (select to_jsonb(w) from (${wantedVariant(productId, variantId)}) w) as wanted
          ${cartRowsOf(userId)}`,
        ),
      );
      return { variant: result.rows[0]?.wanted ?? undefined, snapshot: snapshotOf(result.rows) };
    },

    /** One of the caller's lines as the catalogue has it now (undefined: not theirs). */
    lineVariant: async (lineId: string) => (await linesOf(tx, userId)).find((line) => line.id === lineId),

    async setStore(storeId: string | null): Promise<void> {
      await tx
        .insert(carts)
        .values({ userId, storeId })
        .onConflictDoUpdate({ target: carts.userId, set: { storeId, updatedAt: new Date() } });
    },

    /**
     * Sets a line's quantity; with `storeId`, the cart becomes that store's in the same statement (the cart's
     * row exists: every writer locks it first).
     */
    async setQuantity(variantId: string, quantity: number, storeId?: string): Promise<void> {
      const line = sql`
        insert into ${cartItems} (user_id, variant_id, quantity, created_at)
        -- clock_timestamp, not the transaction's now(): lines added in one merge keep their order.
        values (${userId}::uuid, ${variantId}::uuid, ${quantity}, clock_timestamp())
        on conflict (user_id, variant_id) do update set quantity = excluded.quantity, updated_at = now()`;
      await tx.execute(
        storeId === undefined
          ? reusedPlan('cart-set-quantity', line)
          : reusedPlan(
              'cart-set-store-quantity',
              sql`with store as (
                update ${carts} set store_id = ${storeId}::uuid, updated_at = now() where ${carts.userId} = ${userId}
              ) ${line}`,
            ),
      );
    },

    /**
     * Records that the guest cart `mergeId` joins this account; false when it
     * already did. The row's key holds even between instances: a concurrent
     * call waits on the first one's insert and then finds it.
     */
    async claimMerge(mergeId: string): Promise<boolean> {
      await tx.execute(
        sql`delete from cart_merges where user_id = ${userId}::uuid and created_at < now() - interval '30 days'`,
      );
      const claimed = await tx
        .insert(cartMerges)
        .values({ userId, mergeId })
        .onConflictDoNothing()
        .returning({ mergeId: cartMerges.mergeId });
      return claimed.length > 0;
    },

    async deleteLines(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
    },

    async clear(): Promise<void> {
      await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    },
  };
}

export type CartWriter = ReturnType<typeof cartWriter>;

/**
 * The signed-in cart (`carts` / `cart_items`). Every query names the owner,
 * so another person's line id is simply not found. Writes for one person run
 * one at a time (the cart row's lock in their transaction, the one checkout
 * takes too), so two tabs adding at once cannot lose a quantity or mix two stores.
 */
export function createCartRepository(db: Db) {
  return {
    lines: (userId: string) => linesOf(db, userId),

    /**
     * Inside another module's transaction (a failed card payment): puts
     * ordered lines back into an EMPTY cart, so trying again is one click; a
     * cart someone filled meanwhile is left alone. Locks the cart row first,
     * as checkout does.
     */
    async refillIfEmpty(
      tx: Tx,
      userId: string,
      storeId: string,
      lines: { variantId: string; quantity: number }[],
    ): Promise<void> {
      await tx.insert(carts).values({ userId, storeId: null }).onConflictDoNothing();
      await tx.select({ userId: carts.userId }).from(carts).where(eq(carts.userId, userId)).for('update');
      const [line] = await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.userId, userId)).limit(1);
      if (line) return;
      await tx.update(carts).set({ storeId, updatedAt: new Date() }).where(eq(carts.userId, userId));
      if (lines.length > 0) {
        await tx
          .insert(cartItems)
          .values(lines.map((item) => ({ userId, variantId: item.variantId, quantity: item.quantity })))
          .onConflictDoNothing();
      }
    },

    /** Runs a change of one person's cart in a transaction, one change per person at a time. */
    change<T>(userId: string, work: (cart: CartWriter) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        // One statement makes sure the row exists (cart_items references it) and locks it: an upsert
        // that updates locks the row it finds, and a second writer's insert waits on the first one's row.
        await tx.execute(
          sql`insert into ${carts} (user_id) values (${userId}) on conflict (user_id) do update set updated_at = now()`,
        );
        return work(cartWriter(tx, userId));
      });
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
