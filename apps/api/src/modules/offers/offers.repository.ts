import { and, asc, count, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { PlatformFee } from '@bedesten/core/pricing/order-totals';
import type { DeliveryChargeRange } from '@bedesten/core/pricing/delivery-charges';
import type { Db } from '../../db/client.ts';
import { cartItems, carts } from '../../db/schema/carts.ts';
import { deliveryChargeRanges, offerRedemptions, offers } from '../../db/schema/offers.ts';
import { appSettings } from '../../db/schema/platform.ts';
import { productVariants, products, vatRates } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';
import { noSettingsCache, type SettingsCache } from '../../lib/settings-cache.ts';

export type OfferRow = typeof offers.$inferSelect;
export type OfferValues = Omit<typeof offers.$inferInsert, 'id' | 'storeId' | 'usedCount' | 'createdAt' | 'updatedAt'>;
export type VatRateRow = typeof vatRates.$inferSelect & { productCount: number };

export const PLATFORM_FEE_KEY = 'platform_fee';

/** Stores customers may see (ADR 0021): approved, active, not deleted, owned. */
const visibleStore = (storeId: string) =>
  and(
    eq(stores.id, storeId),
    eq(stores.status, 'approved'),
    eq(stores.isActive, true),
    isNull(stores.deletedAt),
    sql`${stores.ownerId} is not null`,
  );

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505' || causeCode === '23505';
}

/**
 * Offers, delivery bands, VAT rates and the platform fee. Every vendor
 * query names the caller's store, so another store's offer or rate is simply
 * not found, for reading, changing and deleting alike.
 */
export function createOffersRepository(db: Db, settings: SettingsCache = noSettingsCache) {
  const ownOffer = (storeId: string, id: string) => and(eq(offers.storeId, storeId), eq(offers.id, id));
  const productCount = sql<number>`(select count(*)::int from ${products} p where p.vat_rate_id = ${vatRates}.${sql.identifier('id')})`;
  /**
   * The products of one store that use a rate: what a vendor's VAT page counts, even for the platform's
   * rates, which every store shares (issue 43: a vendor saw the whole platform's count).
   */
  const storeProductCount = (storeId: string) =>
    sql<number>`(select count(*)::int from ${products} p where p.vat_rate_id = ${vatRates}.${sql.identifier('id')} and p.store_id = ${storeId}::uuid)`;

  return {
    // ---- offers (the vendor's own)

    async listOffers(storeId: string, active: boolean | undefined, page: { offset: number; limit: number }) {
      const where =
        active === undefined
          ? eq(offers.storeId, storeId)
          : and(eq(offers.storeId, storeId), eq(offers.isActive, active));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(offers)
          .where(where)
          .orderBy(desc(offers.createdAt), desc(offers.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ n: count() }).from(offers).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findOffer(storeId: string, id: string): Promise<OfferRow | undefined> {
      const [row] = await db.select().from(offers).where(ownOffer(storeId, id));
      return row;
    },

    async codeTaken(storeId: string, code: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.storeId, storeId), eq(offers.code, code)));
      return rows.some((row) => row.id !== exceptId);
    },

    /** The new offer, or null when another offer took the code meanwhile (the unique index). */
    async createOffer(storeId: string, values: OfferValues): Promise<OfferRow | null> {
      try {
        const [row] = await db
          .insert(offers)
          .values({ ...values, storeId })
          .returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** The changed offer; undefined when it is not this store's; null when the code is taken. */
    async updateOffer(storeId: string, id: string, values: Partial<OfferValues>): Promise<OfferRow | null | undefined> {
      try {
        const [row] = await db
          .update(offers)
          .set({ ...values, updatedAt: new Date() })
          .where(ownOffer(storeId, id))
          .returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async deleteOffer(storeId: string, id: string): Promise<boolean> {
      const rows = await db.delete(offers).where(ownOffer(storeId, id)).returning({ id: offers.id });
      return rows.length > 0;
    },

    // ---- what customers see

    storeIsVisible: async (storeId: string): Promise<boolean> =>
      (await db.select({ id: stores.id }).from(stores).where(visibleStore(storeId))).length > 0,

    /** A visible store's active offers that have started and not ended, ending soonest first. */
    async currentOffers(storeId: string, now: Date) {
      return db
        .select({ offer: offers })
        .from(offers)
        .innerJoin(stores, eq(stores.id, offers.storeId))
        .where(
          and(visibleStore(storeId), eq(offers.isActive, true), lte(offers.startsAt, now), gte(offers.endsAt, now)),
        )
        .orderBy(asc(offers.endsAt), asc(offers.createdAt))
        .then((rows) => rows.map((r) => r.offer));
    },

    /** A visible store's offer by its code (any state: the coupon rules decide). */
    async offerByCode(storeId: string, code: string): Promise<OfferRow | undefined> {
      const [row] = await db
        .select({ offer: offers })
        .from(offers)
        .innerJoin(stores, eq(stores.id, offers.storeId))
        .where(and(visibleStore(storeId), eq(offers.code, code)));
      return row?.offer;
    },

    async redemptionsBy(offerId: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(offerRedemptions)
        .where(and(eq(offerRedemptions.offerId, offerId), eq(offerRedemptions.userId, userId)));
      return row?.n ?? 0;
    },

    /**
     * The customer's cart value at this store from today's catalogue prices
     * (selling price of active variants times quantity); 0 when the cart is
     * another store's or empty.
     */
    async cartItemsTotal(userId: string, storeId: string): Promise<number> {
      const [row] = await db
        .select({
          total: sql<number>`coalesce(sum((${productVariants.price} - ${productVariants.discount}) * ${cartItems.quantity}), 0)::int`,
        })
        .from(cartItems)
        .innerJoin(carts, eq(carts.userId, cartItems.userId))
        .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(
          and(
            eq(cartItems.userId, userId),
            eq(carts.storeId, storeId),
            eq(products.storeId, storeId),
            eq(productVariants.isActive, true),
          ),
        );
      return row?.total ?? 0;
    },

    // ---- delivery bands

    async deliveryRanges(storeId: string): Promise<DeliveryChargeRange[]> {
      const rows = await db
        .select()
        .from(deliveryChargeRanges)
        .where(eq(deliveryChargeRanges.storeId, storeId))
        .orderBy(asc(deliveryChargeRanges.sortOrder), asc(deliveryChargeRanges.minPrice));
      return rows.map((r) => ({
        min_price: r.minPrice,
        max_price: r.maxPrice,
        charge: r.charge,
        max_distance_km: r.maxDistanceKm,
        max_hours: r.maxHours,
      }));
    },

    /** Replaces the store's bands in one transaction, in the order given. */
    async replaceDeliveryRanges(storeId: string, ranges: readonly DeliveryChargeRange[]) {
      await db.transaction(async (tx) => {
        await tx.delete(deliveryChargeRanges).where(eq(deliveryChargeRanges.storeId, storeId));
        if (ranges.length === 0) return;
        await tx.insert(deliveryChargeRanges).values(
          ranges.map((r, index) => ({
            storeId,
            minPrice: r.min_price,
            maxPrice: r.max_price,
            charge: r.charge,
            maxDistanceKm: r.max_distance_km,
            maxHours: r.max_hours,
            sortOrder: index,
          })),
        );
      });
    },

    async storeRadius(storeId: string): Promise<number | undefined> {
      const [row] = await db.select({ km: stores.deliveryMaxDistanceKm }).from(stores).where(eq(stores.id, storeId));
      return row?.km;
    },

    /** A visible store's location and radius; null coordinates when it has none. */
    async storeLocation(storeId: string) {
      const [row] = await db
        .select({ lat: stores.lat, lng: stores.lng, radiusKm: stores.deliveryMaxDistanceKm })
        .from(stores)
        .where(visibleStore(storeId));
      return row;
    },

    // ---- VAT rates

    /** The platform's rates and, with a store, that store's own; each with how many products (of that store) use it. */
    async listVatRates(storeId: string | null) {
      const scope =
        storeId === null
          ? isNull(vatRates.storeId)
          : sql`(${vatRates.storeId} is null or ${vatRates.storeId} = ${storeId}::uuid)`;
      return db
        .select({ rate: vatRates, productCount: storeId === null ? productCount : storeProductCount(storeId) })
        .from(vatRates)
        .where(scope)
        .orderBy(desc(vatRates.rateBasisPoints), asc(vatRates.id))
        .then((rows) => rows.map((r) => ({ ...r.rate, productCount: r.productCount })));
    },

    /** A rate of exactly this scope: the store's own (storeId), or the platform's (null). */
    async findVatRate(storeId: string | null, id: number): Promise<VatRateRow | undefined> {
      const [row] = await db
        .select({ rate: vatRates, productCount })
        .from(vatRates)
        .where(and(eq(vatRates.id, id), storeId === null ? isNull(vatRates.storeId) : eq(vatRates.storeId, storeId)));
      return row ? { ...row.rate, productCount: row.productCount } : undefined;
    },

    async createVatRate(storeId: string | null, name: string, rateBasisPoints: number): Promise<number> {
      const [row] = await db.insert(vatRates).values({ storeId, name, rateBasisPoints }).returning({ id: vatRates.id });
      return row!.id;
    },

    async updateVatRate(storeId: string | null, id: number, name: string, rateBasisPoints: number): Promise<boolean> {
      const rows = await db
        .update(vatRates)
        .set({ name, rateBasisPoints })
        .where(and(eq(vatRates.id, id), storeId === null ? isNull(vatRates.storeId) : eq(vatRates.storeId, storeId)))
        .returning({ id: vatRates.id });
      return rows.length > 0;
    },

    /**
     * Deletes a rate no product uses, in one statement so a product saved
     * meanwhile cannot be left pointing at nothing: 'in_use' when products use it.
     */
    async deleteVatRate(storeId: string | null, id: number): Promise<'deleted' | 'in_use' | 'not_found'> {
      const scope = storeId === null ? sql`store_id is null` : sql`store_id = ${storeId}::uuid`;
      try {
        const { rows } = await db.execute<{ id: number }>(sql`
          delete from vat_rates where id = ${id} and ${scope}
            and not exists (select 1 from products p where p.vat_rate_id = ${id})
          returning id`);
        if (rows.length > 0) return 'deleted';
      } catch (error) {
        // A product took the rate between the check and the delete: the foreign key refuses.
        if (
          (error as { code?: string }).code === '23503' ||
          (error as { cause?: { code?: string } }).cause?.code === '23503'
        ) {
          return 'in_use';
        }
        throw error;
      }
      const { rows: still } = await db.execute<{ id: number }>(
        sql`select id from vat_rates where id = ${id} and ${scope}`,
      );
      return still.length > 0 ? 'in_use' : 'not_found';
    },

    // ---- platform fee

    async platformFee(): Promise<PlatformFee | undefined> {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, PLATFORM_FEE_KEY));
      return row?.value as PlatformFee | undefined;
    },

    async setPlatformFee(fee: PlatformFee) {
      await db
        .insert(appSettings)
        .values({ key: PLATFORM_FEE_KEY, value: fee })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: fee, updatedAt: new Date() } });
      settings.forget(PLATFORM_FEE_KEY);
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
