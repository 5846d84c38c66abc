import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reusedPlan } from '../../db/reused-plan.ts';
import { categories } from '../../db/schema/catalogue.ts';
import { stores } from '../../db/schema/stores.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { cardsOfPicked, fixedLimit } from '../listing/product-cards.sql.ts';
import { storeCardsQuery, type StoreCardRow } from '../listing/store-cards.sql.ts';
import { byIdOrSlug, LISTED_PRODUCT } from '../listing/visibility.sql.ts';

export type StoreRow = typeof stores.$inferSelect;
export type StoreValues = Partial<Omit<typeof stores.$inferInsert, 'id' | 'ownerId' | 'isApproved' | 'createdAt'>>;

export interface StoreDetailRow extends StoreCardRow {
  description: string;
  description_tr: string | null;
  address: string;
  street: string | null;
  postal_code: string | null;
  country: string;
  email: string | null;
  phone_number: string | null;
  country_code: string | null;
  website_url: string | null;
  working_hours_from: string | null;
  working_hours_to: string | null;
  pre_order: boolean;
  cuisines: string[];
  photos: string[];
  lat: number | null;
  lng: number | null;
  visit_count: number;
}

/**
 * Stores: the public shop page, and the vendor's own store. Vendor queries
 * name the owner, so a vendor only ever reaches its own store.
 */
export function createStoresRepository(db: Db) {
  return {
    async findVisible(idOrSlug: string): Promise<StoreDetailRow | undefined> {
      // The shop page's reads are keyed by one store: their plans are kept (reused-plan.ts); PostgreSQL took
      // longer to plan them than to run them. The card and the about fields come in one statement.
      const { rows } = await db.execute<StoreDetailRow>(
        reusedPlan(
          'store-detail',
          storeCardsQuery({
            point: null,
            where: byIdOrSlug('s', idOrSlug),
            orderBy: sql`s.id`,
            limit: 1,
            columns: sql.raw(`s.description, s.description_tr, s.address, s.street, s.postal_code, s.country,
              s.email, s.phone_number, s.country_code, s.website_url, s.working_hours_from, s.working_hours_to,
              s.pre_order, s.cuisines, s.photos, s.lat, s.lng, s.visit_count`),
          }),
        ),
      );
      return rows[0];
    },

    /** `visits` more visits to a shop page by id or slug ("most visited" sorts by it; visit-counter.ts). */
    async addVisits(idOrSlug: string, visits: number): Promise<void> {
      await db
        .update(stores)
        .set({ visitCount: sql`${stores.visitCount} + ${visits}` })
        .where(byIdOrSlug('stores', idOrSlug));
    },

    async productCategories(storeId: string) {
      const { rows } = await db.execute<{ id: string; slug: string; name_en: string; name_tr: string }>(
        reusedPlan(
          'store-categories',
          sql`
        select c.id, c.slug, c.name_en, c.name_tr from categories c
        where exists (
          select 1 from products p
          where p.store_id = ${storeId}::uuid and p.category_id = c.id and p.status = 'approved' and p.is_active
        )
        order by c.sort_order, c.id`,
        ),
      );
      return rows;
    },

    async visibleSubCategories(storeId: string) {
      const { rows } = await db.execute<{
        id: string;
        name_en: string;
        name_tr: string | null;
        banner_images: string[];
        category_id: string | null;
      }>(
        reusedPlan(
          'store-sub-categories',
          sql`
        select id, name_en, name_tr, banner_images, category_id from sub_categories
        where store_id = ${storeId}::uuid and status = 'approved' and is_active
        order by name_en, id`,
        ),
      );
      return rows;
    },

    async storeProducts(storeId: string, page: { offset: number; limit: number }) {
      // The page's ids from the products alone, then their cards through one kept plan (cardsOfPicked): as
      // one statement with `limit $n`, PostgreSQL planned the card join anew on every call (ADR 0067).
      const [rows, count] = await Promise.all([
        cardsOfPicked(
          db,
          reusedPlan(
            'store-product-ids',
            sql`
          select p.id from products p
          where p.store_id = ${storeId}::uuid and ${LISTED_PRODUCT}
          order by p.created_at desc, p.id
          limit ${fixedLimit(page.limit)} offset ${page.offset}`,
          ),
        ),
        db.execute<{ total: number }>(
          reusedPlan(
            'store-product-count',
            sql`
          select count(*)::int as total from products p
          where p.store_id = ${storeId}::uuid and p.status = 'approved' and p.is_active`,
          ),
        ),
      ]);
      return { rows, total: count.rows[0]?.total ?? 0 };
    },

    /** Distance in metres from a point to a visible store with a location, and its radius. */
    async distanceTo(storeId: string, lat: number, lng: number) {
      const { rows } = await db.execute<{ distance_m: number; delivery_max_distance_km: number }>(sql`
        select earth_distance(ll_to_earth(s.lat, s.lng), ll_to_earth(${lat}::float8, ${lng}::float8)) as distance_m,
          s.delivery_max_distance_km
        from stores s
        where s.id = ${storeId}::uuid and s.lat is not null and s.lng is not null
          and s.status = 'approved' and s.is_active and s.deleted_at is null and s.owner_id is not null`);
      return rows[0];
    },

    // ---- the vendor's own store

    async findOwned(ownerId: string): Promise<StoreRow | undefined> {
      const [row] = await db.select().from(stores).where(eq(stores.ownerId, ownerId));
      return row;
    },

    async findCategory(id: string) {
      const [row] = await db.select().from(categories).where(eq(categories.id, id));
      return row;
    },

    /** Whether every one of these document uploads was sent by this account. */
    async ownsDocuments(ownerId: string, ids: readonly string[]): Promise<boolean> {
      if (!ids.length) return true;
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.ownerId, ownerId), eq(uploads.kind, 'document'), inArray(uploads.id, [...ids])));
      return rows.length === new Set(ids).size;
    },

    async slugTaken(slug: string): Promise<boolean> {
      const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
      return row !== undefined;
    },

    /** Creates the vendor's store; the unique owner index answers a racing second create with null. */
    async create(ownerId: string, values: StoreValues & { slug: string; title: string; type: 'goods' | 'service' }) {
      const rows = await db
        .insert(stores)
        .values({ ...values, ownerId })
        .onConflictDoNothing({ target: stores.ownerId })
        .returning();
      return rows[0] ?? null;
    },

    async update(ownerId: string, values: StoreValues): Promise<StoreRow | undefined> {
      const [row] = await db
        .update(stores)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(stores.ownerId, ownerId))
        .returning();
      return row;
    },

    /** The store staff deleted from this account, if its owner has not been told yet (SPEC.md §4). */
    async unseenDeletion(userId: string): Promise<StoreRow | undefined> {
      const [row] = await db
        .select()
        .from(stores)
        .where(and(eq(stores.formerOwnerId, userId), isNotNull(stores.deletedAt), isNull(stores.deletionNoticeSeenAt)))
        .orderBy(desc(stores.deletedAt))
        .limit(1);
      return row;
    },

    async markDeletionSeen(storeId: string): Promise<void> {
      await db.update(stores).set({ deletionNoticeSeenAt: new Date() }).where(eq(stores.id, storeId));
    },
  };
}

export type StoresRepository = ReturnType<typeof createStoresRepository>;
