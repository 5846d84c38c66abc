import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { NO_PLATFORM_FEE, type PlatformFee } from '@bedesten/core/pricing/order-totals';
import type { Db, Tx } from '../../db/client.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { cartItems, carts } from '../../db/schema/carts.ts';
import { sizes, units } from '../../db/schema/catalogue.ts';
import { deliveryChargeRanges, offerRedemptions, offers } from '../../db/schema/offers.ts';
import { idempotencyKeys } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/identity.ts';
import { appSettings } from '../../db/schema/platform.ts';
import { products, productVariants, vatRates } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';
import { reusedPlan } from '../../db/reused-plan.ts';
import { noSettingsCache, type SettingsCache } from '../../lib/settings-cache.ts';

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
      const [row] = await tx
        .select({ storeId: carts.storeId, name: users.name, email: users.email })
        .from(carts)
        .innerJoin(users, eq(users.id, carts.userId))
        .where(eq(carts.userId, userId))
        .for('update', { of: carts })
        .prepare('lock-cart')
        .execute();
      return row && { storeId: row.storeId, customer: { name: row.name, email: row.email } };
    },

    async cartStoreId(runner: Tx | null, userId: string): Promise<string | null> {
      const [row] = await on(runner).select({ storeId: carts.storeId }).from(carts).where(eq(carts.userId, userId));
      return row?.storeId ?? null;
    },

    cartLines(runner: Tx | null, userId: string): Promise<CartLineRow[]> {
      return on(runner)
        .select({
          cartItemId: cartItems.id,
          quantity: cartItems.quantity,
          variantId: productVariants.id,
          variantUniqueId: productVariants.uniqueId,
          price: productVariants.price,
          discount: productVariants.discount,
          stock: productVariants.stock,
          variantActive: productVariants.isActive,
          productId: products.id,
          productStoreId: products.storeId,
          productStatus: products.status,
          productActive: products.isActive,
          nameEn: products.nameEn,
          nameTr: products.nameTr,
          images: products.images,
          unitQuantity: products.unitQuantity,
          sizeEn: sizes.nameEn,
          sizeTr: sizes.nameTr,
          unitEn: units.nameEn,
          unitTr: units.nameTr,
          vatName: vatRates.name,
          vatRateBasisPoints: vatRates.rateBasisPoints,
        })
        .from(cartItems)
        .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
        .innerJoin(products, eq(products.id, productVariants.productId))
        .leftJoin(sizes, eq(sizes.id, productVariants.sizeId))
        .leftJoin(units, eq(units.id, products.unitId))
        .leftJoin(vatRates, eq(vatRates.id, products.vatRateId))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
        .prepare('checkout-cart-lines')
        .execute();
    },

    async store(runner: Tx | null, storeId: string): Promise<StoreRow | undefined> {
      const [row] = await on(runner)
        .select()
        .from(stores)
        .where(eq(stores.id, storeId))
        .prepare('checkout-store')
        .execute();
      return row;
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
     */
    async clearOrderedLines(tx: Tx, userId: string, cartItemIds: string[]): Promise<void> {
      // One array parameter, so every order shares one statement whatever its number of lines.
      const ids = sql`${sql.param(cartItemIds)}::uuid[]`;
      await tx.execute(
        reusedPlan(
          'clear-ordered-lines',
          sql`with removed as (
            delete from ${cartItems} where ${cartItems.userId} = ${userId} and ${cartItems.id} = any(${ids})
          )
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
      const rows = await tx
        .insert(idempotencyKeys)
        .values(values)
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length === 1;
    },

    async idempotencyRecord(tx: Tx, userId: string, scope: string, key: string) {
      const [row] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      return row;
    },

    async storeIdempotentAnswer(
      tx: Tx,
      where: { userId: string; scope: string; key: string },
      status: number,
      body: unknown,
    ): Promise<void> {
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: status, responseBody: body })
        .where(
          and(
            eq(idempotencyKeys.userId, where.userId),
            eq(idempotencyKeys.scope, where.scope),
            eq(idempotencyKeys.key, where.key),
          ),
        )
        .prepare('store-idempotent-answer')
        .execute();
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
