import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/catalogue.ts';
import { users } from '../../db/schema/identity.ts';
import { products, subCategories } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';

export type Moderated = 'store' | 'product' | 'sub_category';
export type CategoryValues = Partial<Omit<typeof categories.$inferInsert, 'id' | 'createdAt'>>;
export type CategoryRow = typeof categories.$inferSelect & { storeCount: number; productCount: number };

// Deleted stores count too: they keep their category for history, and the foreign key holds them.
// `categories.id` spelled out: drizzle leaves a lone table's columns unqualified, which the subquery would misread.
const storeCount = sql<number>`(select count(*)::int from stores s where s.category_id = categories.id)`;
const productCount = sql<number>`(select count(*)::int from products p where p.category_id = categories.id)`;
export type ModerationState = 'draft' | 'pending' | 'approved' | 'rejected';

const TABLES = { store: stores, product: products, sub_category: subCategories } as const;

/** Staff moderation: reads and writes across stores, never scoped to one vendor (staff only reach it). */
export function createAdminRepository(db: Db) {
  return {
    async listStores(status: ModerationState | undefined, page: { offset: number; limit: number }) {
      const where = and(sql`${stores.deletedAt} is null`, status ? eq(stores.status, status) : undefined);
      const [rows, [totals]] = await Promise.all([
        db
          .select({ store: stores, ownerName: users.name, ownerEmail: users.email, ownerMobile: users.mobile })
          .from(stores)
          .leftJoin(users, eq(users.id, stores.ownerId))
          .where(where)
          .orderBy(desc(stores.submittedAt), desc(stores.createdAt))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(stores).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async listProducts(status: ModerationState | undefined, page: { offset: number; limit: number }) {
      const where = status && status !== 'draft' ? eq(products.status, status) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select({ product: products, storeTitle: stores.title })
          .from(products)
          .innerJoin(stores, eq(stores.id, products.storeId))
          .where(where)
          .orderBy(desc(products.updatedAt), desc(products.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(products).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async listSubCategories(status: ModerationState | undefined, page: { offset: number; limit: number }) {
      const where = status && status !== 'draft' ? eq(subCategories.status, status) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select({ subCategory: subCategories, storeTitle: stores.title })
          .from(subCategories)
          .innerJoin(stores, eq(stores.id, subCategories.storeId))
          .where(where)
          .orderBy(desc(subCategories.updatedAt), desc(subCategories.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(subCategories).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async findStore(id: string) {
      const [row] = await db
        .select()
        .from(stores)
        .where(and(eq(stores.id, id), sql`${stores.deletedAt} is null`));
      return row;
    },

    async statusOf(kind: Moderated, id: string): Promise<ModerationState | undefined> {
      const table = TABLES[kind];
      const [row] = await db
        .select({ status: table.status })
        .from(table)
        .where(kind === 'store' ? and(eq(stores.id, id), sql`${stores.deletedAt} is null`) : eq(table.id, id));
      return row?.status;
    },

    /** Whom a decision about a store, product or sub-category concerns (the store's owner), and what it is called. */
    async moderatedSubject(kind: Moderated, id: string) {
      if (kind === 'store') {
        const [row] = await db
          .select({ ownerId: stores.ownerId, store: stores.title })
          .from(stores)
          .where(eq(stores.id, id));
        return row ? { ...row, nameEn: row.store, nameTr: null } : undefined;
      }
      const table = kind === 'product' ? products : subCategories;
      const [row] = await db
        .select({ ownerId: stores.ownerId, store: stores.title, nameEn: table.nameEn, nameTr: table.nameTr })
        .from(table)
        .innerJoin(stores, eq(stores.id, table.storeId))
        .where(eq(table.id, id));
      return row;
    },

    /**
     * Moves an item from `from` to its new state; conditional on `from`, so
     * two staff acting at once cannot both win. A store's owner is
     * approved with it (SPEC.md §3 current user `is_approved`).
     */
    async moderate(
      kind: Moderated,
      id: string,
      from: ModerationState,
      to: 'approved' | 'rejected',
      reason: string | null,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const table = TABLES[kind];
        const now = new Date();
        const changes = { status: to, rejectionReason: reason, updatedAt: now };
        const rows =
          kind === 'store'
            ? await tx
                .update(stores)
                .set({ ...changes, reviewedAt: now })
                .where(and(eq(stores.id, id), eq(stores.status, from)))
                .returning({ ownerId: stores.ownerId })
            : await tx
                .update(table)
                .set(changes)
                .where(and(eq(table.id, id), eq(table.status, from)))
                .returning({ id: table.id });
        if (rows.length === 0) return false;
        const ownerId = (rows[0] as { ownerId?: string | null }).ownerId;
        if (kind === 'store' && ownerId)
          await tx
            .update(users)
            .set({ isApproved: to === 'approved', updatedAt: now })
            .where(eq(users.id, ownerId));
        return true;
      });
    },

    /**
     * Deletes a store as SPEC.md §4 says: it leaves every customer view at
     * once, is kept for history without an owner, and the owner's account
     * goes back to a plain customer who is told to set up again.
     */
    async deleteStore(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [store] = await tx
          .select({ ownerId: stores.ownerId })
          .from(stores)
          .where(and(eq(stores.id, id), sql`${stores.deletedAt} is null`))
          .for('update');
        if (!store) return false;
        const now = new Date();
        await tx
          .update(stores)
          .set({
            ownerId: null,
            formerOwnerId: store.ownerId,
            deletedAt: now,
            isActive: false,
            deletionNoticeSeenAt: null,
            updatedAt: now,
          })
          .where(eq(stores.id, id));
        if (store.ownerId)
          await tx
            .update(users)
            .set({ type: 'user', isApproved: false, updatedAt: now })
            .where(and(eq(users.id, store.ownerId), eq(users.type, 'vendor')));
        return true;
      });
    },

    // ---- business categories (staff-managed; inactive ones included)

    async listCategories(active: boolean | undefined, page: { offset: number; limit: number }) {
      const where = active === undefined ? undefined : eq(categories.isActive, active);
      const [rows, [totals]] = await Promise.all([
        db
          .select({ category: categories, storeCount, productCount })
          .from(categories)
          .where(where)
          .orderBy(asc(categories.sortOrder), asc(categories.nameEn), asc(categories.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(categories).where(where),
      ]);
      return { rows: rows.map(withCounts), total: totals?.total ?? 0 };
    },

    async findCategory(id: string): Promise<CategoryRow | undefined> {
      const [row] = await db
        .select({ category: categories, storeCount, productCount })
        .from(categories)
        .where(eq(categories.id, id));
      return row && withCounts(row);
    },

    async categorySlugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
      return row !== undefined && row.id !== exceptId;
    },

    /** Null when another category took the slug first (unique index). */
    async createCategory(values: typeof categories.$inferInsert): Promise<string | null> {
      try {
        const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
        return row!.id;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** False when no such category; null when the new slug is another's. */
    async updateCategory(id: string, values: CategoryValues): Promise<boolean | null> {
      try {
        const rows = await db
          .update(categories)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(categories.id, id))
          .returning({ id: categories.id });
        return rows.length > 0;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /**
     * Deletes a category nothing uses. `in_use` when a store (deleted ones
     * too), product or sub-category still names it; the check and the delete
     * are one statement, so a store choosing it meanwhile cannot be orphaned.
     */
    async deleteCategory(id: string): Promise<'deleted' | 'in_use' | 'not_found'> {
      const deleted = await db.execute<{ id: string }>(sql`
        delete from categories c where c.id = ${id}
          and not exists (select 1 from stores s where s.category_id = c.id)
          and not exists (select 1 from products p where p.category_id = c.id)
          and not exists (select 1 from sub_categories sc where sc.category_id = c.id)
        returning c.id`);
      if (deleted.rows.length > 0) return 'deleted';
      const [exists] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
      return exists ? 'in_use' : 'not_found';
    },
  };
}

function withCounts(row: { category: typeof categories.$inferSelect; storeCount: number; productCount: number }) {
  return { ...row.category, storeCount: row.storeCount, productCount: row.productCount };
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505' || causeCode === '23505';
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
