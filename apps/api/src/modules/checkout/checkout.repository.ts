import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { NO_PLATFORM_FEE, type PlatformFee } from '@bedesten/core/pricing/order-totals';
import type { Db, Tx } from '../../db/client.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { cartItems, carts } from '../../db/schema/carts.ts';
import { deliveryChargeRanges, offerRedemptions, offers } from '../../db/schema/offers.ts';
import { idempotencyKeys } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/identity.ts';
import { appSettings } from '../../db/schema/platform.ts';
import { stores } from '../../db/schema/stores.ts';
import { reusedPlan } from '../../db/reused-plan.ts';
import { tableRowMapper } from '../../db/table-rows.ts';
import { noSettingsCache, type SettingsCache } from '../../lib/settings-cache.ts';

const storeRowOf = tableRowMapper(stores);

/** The offers module's staff screen writes it (and forgets it in the shared cache). */
const PLATFORM_FEE_KEY = 'platform_fee';

export type OfferRow = typeof offers.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

/** A cart line with everything checkout reads of its variant, product and VAT rate, as the database has it now. */
export interface CartLineRow {
  cartItemId: string;
  quantity: number;
  variantId: string;
  variantUniqueId: string;
  price: number;
  discount: number;
  stock: number | null;
  variantActive: boolean;
  productId: string;
  productStoreId: string;
  productStatus: string;
  productActive: boolean;
  nameEn: string;
  nameTr: string | null;
  images: string[];
  unitQuantity: number | null;
  sizeEn: string | null;
  sizeTr: string | null;
  unitEn: string | null;
  unitTr: string | null;
  vatName: string | null;
  vatRateBasisPoints: number | null;
}

/**
 * Everything checkout reads and writes. Prices, stock, VAT, delivery bands,
 * the platform fee and coupons come from here, never from the client. The
 * writes take a transaction, so an order is all or nothing.
 */
export function createCheckoutRepository(db: Db, settings: SettingsCache = noSettingsCache) {
  /** A read runs on its own (null) or inside the order's transaction. */
  const on = (runner: Tx | null): Db | Tx => runner ?? db;
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    /**
     * Serialises a customer's own checkouts: a second one waits, then finds the cart already ordered.
     * The customer's name and e-mail (the order's contact when the body leaves them out) come with it.
     */
    async lockCart(
      tx: Tx,
      userId: string,
    ): Promise<{ storeId: string | null; customer: { name: string; email: string | null } } | undefined> {
      // Raw rather than built: every order runs it, and Drizzle's select builder cost more than the lock.
      const { rows } = await tx.execute<{ store_id: string | null; name: string; email: string | null }>(
        sql`select c.store_id, u.name, u.email from ${carts} c join ${users} u on u.id = c.user_id
          where c.user_id = ${userId} for update of c`,
      );
      const row = rows[0];
      return row && { storeId: row.store_id, customer: { name: row.name, email: row.email } };
    },

    async cartStoreId(runner: Tx | null, userId: string): Promise<string | null> {
      const [row] = await on(runner).select({ storeId: carts.storeId }).from(carts).where(eq(carts.userId, userId));
      return row?.storeId ?? null;
    },

    /**
     * Raw SQL with the row's own names, not the query builder: this runs on every quote and order, and
     * building its 22 columns through Drizzle cost more Node time than PostgreSQL spent answering it.
     */
    async cartLines(runner: Tx | null, userId: string): Promise<CartLineRow[]> {
      const { rows } = await on(runner).execute<CartLineRow & Record<string, unknown>>(
        reusedPlan(
          'checkout-cart-lines',
          sql`select ci.id as "cartItemId", ci.quantity, v.id as "variantId", v.unique_id as "variantUniqueId",
            v.price, v.discount, v.stock, v.is_active as "variantActive",
            p.id as "productId", p.store_id as "productStoreId", p.status as "productStatus", p.is_active as "productActive",
            p.name_en as "nameEn", p.name_tr as "nameTr", p.images, p.unit_quantity::float8 as "unitQuantity",
            sz.name_en as "sizeEn", sz.name_tr as "sizeTr", u.name_en as "unitEn", u.name_tr as "unitTr",
            vr.name as "vatName", vr.rate_basis_points as "vatRateBasisPoints"
          from cart_items ci
          join product_variants v on v.id = ci.variant_id
          join products p on p.id = v.product_id
          left join sizes sz on sz.id = v.size_id
          left join units u on u.id = p.unit_id
          left join vat_rates vr on vr.id = p.vat_rate_id
          where ci.user_id = ${userId}::uuid
          order by ci.created_at, ci.id`,
        ),
      );
      return rows;
    },

    async store(runner: Tx | null, storeId: string): Promise<StoreRow | undefined> {
      const { rows } = await on(runner).execute<Record<string, unknown>>(
        reusedPlan('checkout-store', sql`select * from stores where id = ${storeId}::uuid`),
      );
      return rows[0] && storeRowOf(rows[0]);
    },

    /** The customer's saved addresses, the one they deliver to first (default, else newest) first. */
    addresses(runner: Tx | null, userId: string): Promise<AddressRow[]> {
      return on(runner)
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), asc(addresses.id))
        .limit(100);
    },

    /** The caller's own saved address; another person's id is simply not found. */
    async address(runner: Tx | null, userId: string, id: string): Promise<AddressRow | undefined> {
      const [row] = await on(runner)
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
      return row;
    },

    deliveryBands(runner: Tx | null, storeId: string) {
      return on(runner)
        .select()
        .from(deliveryChargeRanges)
        .where(eq(deliveryChargeRanges.storeId, storeId))
        .orderBy(asc(deliveryChargeRanges.sortOrder));
    },

    /**
     * Staff's platform fee (`app_settings.platform_fee`); anything malformed counts as no fee.
     * Through the settings cache; a miss reads on the caller's runner, never on a second
     * pooled connection (a full pool of waiting orders would wait on itself).
     */
    async platformFee(runner: Tx | null): Promise<PlatformFee> {
      const value = await settings.get(PLATFORM_FEE_KEY, async () => {
        const [row] = await on(runner).select().from(appSettings).where(eq(appSettings.key, PLATFORM_FEE_KEY));
        return row?.value as Partial<PlatformFee> | undefined;
      });
      if (
        (value?.type === 'flat' || value?.type === 'percent') &&
        typeof value.value === 'number' &&
        Number.isInteger(value.value) &&
        value.value >= 0
      ) {
        return { type: value.type, value: value.value };
      }
      return NO_PLATFORM_FEE;
    },

    async offerByCode(runner: Tx | null, storeId: string, code: string): Promise<OfferRow | undefined> {
      const [row] = await on(runner)
        .select()
        .from(offers)
        .where(and(eq(offers.storeId, storeId), eq(offers.code, code)));
      return row;
    },

    async customerRedemptions(runner: Tx | null, offerId: string, userId: string): Promise<number> {
      const [row] = await on(runner)
        .select({ n: count() })
        .from(offerRedemptions)
        .where(and(eq(offerRedemptions.offerId, offerId), eq(offerRedemptions.userId, userId)));
      return row?.n ?? 0;
    },

    // ---- writes, inside the order's transaction (the order itself is the ledger's)

    /**
     * Removes the ordered lines (only those: a line added meanwhile stays) and frees the cart's store when
     * no other line is left, in one statement. Its parts share one snapshot, so "no other line" is asked of
     * the lines that are not being removed; the cart's row is locked by the order, so no line arrives between.
     * A keyed request's answer is kept with its key in the same statement.
     */
    async clearOrderedLines(
      tx: Tx,
      userId: string,
      cartItemIds: string[],
      answer: { scope: string; key: string; status: number; body: unknown } | null,
    ): Promise<void> {
      // One array parameter, so every order shares one statement whatever its number of lines.
      const ids = sql`${sql.param(cartItemIds)}::uuid[]`;
      const answered = answer
        ? sql`, answered as (
            update ${idempotencyKeys}
            set response_status = ${answer.status}, response_body = ${JSON.stringify(answer.body)}::jsonb
            where ${idempotencyKeys.userId} = ${userId} and ${idempotencyKeys.scope} = ${answer.scope}
              and ${idempotencyKeys.key} = ${answer.key}
          )`
        : sql``;
      await tx.execute(
        reusedPlan(
          answer ? 'clear-ordered-lines-answered' : 'clear-ordered-lines',
          sql`with removed as (
            delete from ${cartItems} where ${cartItems.userId} = ${userId} and ${cartItems.id} = any(${ids})
          )${answered}
          update ${carts} set store_id = null, updated_at = now()
          where ${carts.userId} = ${userId}
            and not exists (
              select 1 from ${cartItems} where ${cartItems.userId} = ${userId} and not (${cartItems.id} = any(${ids}))
            )`,
        ),
      );
    },

    // ---- Idempotency-Key

    /**
     * Claims the key inside the order's transaction. A concurrent request with
     * the same key waits on the primary key until this one commits (then it
     * reads the stored answer) or rolls back (then it claims the key itself).
     */
    async claimIdempotencyKey(
      tx: Tx,
      values: { userId: string; scope: string; key: string; requestHash: string },
    ): Promise<boolean> {
      const { rows } = await tx.execute(sql`
        insert into ${idempotencyKeys} (user_id, scope, key, request_hash)
        values (${values.userId}, ${values.scope}, ${values.key}, ${values.requestHash})
        on conflict do nothing returning key`);
      return rows.length === 1;
    },

    async idempotencyRecord(tx: Tx, userId: string, scope: string, key: string) {
      const [row] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      return row;
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
