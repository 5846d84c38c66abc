import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, sizes, units } from '../../db/schema/catalogue.ts';
import { productVariants, products, subCategories, vatRates } from '../../db/schema/products.ts';
import { LOW_STOCK_THRESHOLD } from '@bedesten/core/catalogue/stock-status';

export type SubCategoryRow = typeof subCategories.$inferSelect & { productCount: number };
export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect & { sizeNameEn: string | null; sizeNameTr: string | null };
export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'storeId' | 'slug' | 'createdAt' | 'updatedAt' | 'minPrice' | 'maxPrice' | 'searchText' | 'searchDocument'
>;
export type VariantValues = Omit<typeof productVariants.$inferInsert, 'productId' | 'createdAt' | 'updatedAt'>;

/** A variant id of another product (or store) in a product form: the whole save is undone. */
class NotOwned extends Error {}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The vendor's catalogue. Every query names the store (the caller's own,
 * from the session): another store's sub-category, product or variant id
 * is simply not found, for reading, changing and deleting alike.
 */
export function createVendorCatalogueRepository(db: Db) {
  const ownSub = (storeId: string, id: string) => and(eq(subCategories.storeId, storeId), eq(subCategories.id, id));
  const ownProduct = (storeId: string, id: string) => and(eq(products.storeId, storeId), eq(products.id, id));
  // Drizzle writes a column of the selected table unqualified ("id"), which inside this subquery would
  // mean p.id; the outer row is named by its table explicitly.
  const productCount = sql<number>`(select count(*)::int from ${products} p where p.sub_category_id = ${subCategories}.${sql.identifier('id')})`;

  /** min/max selling price of the active variants: what lists filter and sort by. */
  async function refreshPrices(tx: Tx | Db, productId: string) {
    await tx.execute(sql`
      update products p set
        min_price = (select min(v.price - v.discount) from product_variants v where v.product_id = p.id and v.is_active),
        max_price = (select max(v.price - v.discount) from product_variants v where v.product_id = p.id and v.is_active)
      where p.id = ${productId}::uuid`);
  }

  async function variantsOf(tx: Tx | Db, productIds: string[]): Promise<VariantRow[]> {
    if (productIds.length === 0) return [];
    return tx
      .select({
        ...getTableColumns(productVariants),
        sizeNameEn: sizes.nameEn,
        sizeNameTr: sizes.nameTr,
      })
      .from(productVariants)
      .leftJoin(sizes, eq(sizes.id, productVariants.sizeId))
      .where(inArray(productVariants.productId, productIds))
      .orderBy(asc(productVariants.sortOrder), asc(productVariants.createdAt));
  }

  return {
    variantsOf: (productIds: string[]) => variantsOf(db, productIds),

    // ---- sub-categories

    async countSubCategories(storeId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(subCategories).where(eq(subCategories.storeId, storeId));
      return row?.n ?? 0;
    },

    async listSubCategories(
      storeId: string,
      filter: { status?: string | undefined },
      page: { offset: number; limit: number },
    ): Promise<{ rows: SubCategoryRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(subCategories.storeId, storeId)];
      if (filter.status === 'active') conditions.push(eq(subCategories.isActive, true));
      else if (filter.status === 'deactive') conditions.push(eq(subCategories.isActive, false));
      else if (filter.status === 'pending' || filter.status === 'approved' || filter.status === 'rejected')
        conditions.push(eq(subCategories.status, filter.status));
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db
          .select({ ...getTableColumns(subCategories), productCount })
          .from(subCategories)
          .where(where)
          .orderBy(desc(subCategories.createdAt), desc(subCategories.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(subCategories).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async findSubCategory(storeId: string, id: string): Promise<SubCategoryRow | undefined> {
      const [row] = await db
        .select({ ...getTableColumns(subCategories), productCount })
        .from(subCategories)
        .where(ownSub(storeId, id));
      return row;
    },

    async insertSubCategory(storeId: string, values: Omit<typeof subCategories.$inferInsert, 'storeId'>) {
      const [row] = await db
        .insert(subCategories)
        .values({ ...values, storeId })
        .returning();
      return row!;
    },

    async updateSubCategory(storeId: string, id: string, values: Partial<typeof subCategories.$inferInsert>) {
      const [row] = await db
        .update(subCategories)
        .set({ ...values, updatedAt: new Date() })
        .where(ownSub(storeId, id))
        .returning();
      return row;
    },

    // ---- references a product form names

    async categoryExists(id: string): Promise<boolean> {
      return (await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id))).length > 0;
    },
    async unitExists(id: number): Promise<boolean> {
      return (await db.select({ id: units.id }).from(units).where(eq(units.id, id))).length > 0;
    },
    /** Platform rates and the store's own. */
    async vatRateUsable(storeId: string, id: number): Promise<boolean> {
      const rows = await db
        .select({ id: vatRates.id })
        .from(vatRates)
        .where(and(eq(vatRates.id, id), or(isNull(vatRates.storeId), eq(vatRates.storeId, storeId))));
      return rows.length > 0;
    },
    async existingSizeIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: sizes.id }).from(sizes).where(inArray(sizes.id, ids));
      return new Set(rows.map((r) => r.id));
    },
    listCategories() {
      return db.select().from(categories).orderBy(asc(categories.sortOrder));
    },
    async listVatRates(storeId: string) {
      return db
        .select()
        .from(vatRates)
        .where(or(isNull(vatRates.storeId), eq(vatRates.storeId, storeId)))
        .orderBy(desc(vatRates.rateBasisPoints));
    },

    // ---- products

    async listProducts(
      storeId: string,
      filter: {
        search?: string | undefined;
        status?: string | undefined;
        stock?: 'high' | 'low' | undefined;
        subCategoryId?: string | undefined;
      },
      page: { offset: number; limit: number },
    ): Promise<{ rows: ProductRow[]; total: number; variants: VariantRow[] }> {
      const conditions: (SQL | undefined)[] = [eq(products.storeId, storeId)];
      if (filter.search) {
        const like = `%${filter.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(ilike(products.nameEn, like), ilike(products.nameTr, like), ilike(products.sku, like)));
      }
      if (filter.status === 'active') conditions.push(eq(products.isActive, true));
      else if (filter.status === 'deactive') conditions.push(eq(products.isActive, false));
      else if (filter.status) conditions.push(eq(products.status, filter.status as ProductRow['status']));
      if (filter.subCategoryId) conditions.push(eq(products.subCategoryId, filter.subCategoryId));
      // SPEC.md §4 stock filter: low is a limited product with some variant at or under the threshold.
      const low = sql`exists (select 1 from product_variants v where v.product_id = ${products.id} and v.stock is not null and v.stock <= ${LOW_STOCK_THRESHOLD})`;
      if (filter.stock === 'low') conditions.push(low);
      if (filter.stock === 'high') conditions.push(sql`not ${low}`);
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(products)
          .where(where)
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(products).where(where),
      ]);
      return {
        rows,
        total: totals?.total ?? 0,
        variants: await variantsOf(
          db,
          rows.map((r) => r.id),
        ),
      };
    },

    async findProduct(
      storeId: string,
      id: string,
    ): Promise<{ product: ProductRow; variants: VariantRow[] } | undefined> {
      const [product] = await db.select().from(products).where(ownProduct(storeId, id));
      if (!product) return undefined;
      return { product, variants: await variantsOf(db, [product.id]) };
    },

    /**
     * Writes a product and its variants in one transaction: variants with
     * an id change (they must be this product's), new ones are added, and
     * the ones left out are removed. Prices are refreshed before commit.
     */
    async saveProduct(
      storeId: string,
      input: {
        id?: string | undefined;
        slug: string;
        values: ProductValues;
        variants: (VariantValues & { id?: string | undefined })[];
      },
    ): Promise<{ product: ProductRow; variants: VariantRow[] } | 'not_found'> {
      return db
        .transaction(async (tx) => {
          let product: ProductRow | undefined;
          if (input.id) {
            [product] = await tx
              .update(products)
              .set({ ...input.values, updatedAt: new Date() })
              .where(ownProduct(storeId, input.id))
              .returning();
            if (!product) return 'not_found';
          } else {
            [product] = await tx
              .insert(products)
              .values({ ...input.values, storeId, slug: input.slug })
              .returning();
          }
          const productId = product!.id;
          const keep = input.variants.flatMap((v) => (v.id ? [v.id] : []));
          if (keep.length) {
            const owned = await tx
              .select({ id: productVariants.id })
              .from(productVariants)
              .where(and(eq(productVariants.productId, productId), inArray(productVariants.id, keep)));
            if (owned.length !== new Set(keep).size) throw new NotOwned();
          }
          await tx
            .delete(productVariants)
            .where(
              and(
                eq(productVariants.productId, productId),
                keep.length ? notInArray(productVariants.id, keep) : undefined,
              ),
            );
          for (const [i, variant] of input.variants.entries()) {
            const { id, ...values } = variant;
            if (id)
              await tx
                .update(productVariants)
                .set({ ...values, sortOrder: i, updatedAt: new Date() })
                .where(and(eq(productVariants.id, id), eq(productVariants.productId, productId)));
            else await tx.insert(productVariants).values({ ...values, productId, sortOrder: i });
          }
          await refreshPrices(tx, productId);
          const [fresh] = await tx.select().from(products).where(eq(products.id, productId));
          return { product: fresh!, variants: await variantsOf(tx, [productId]) };
        })
        .catch((error: unknown) => {
          if (error instanceof NotOwned) return 'not_found' as const;
          throw error;
        });
    },

    async deleteProduct(storeId: string, id: string): Promise<boolean> {
      const rows = await db.delete(products).where(ownProduct(storeId, id)).returning({ id: products.id });
      return rows.length === 1;
    },

    /** The variant, if it belongs to a product of this store. */
    async findVariant(storeId: string, variantId: string) {
      const [row] = await db
        .select({ variant: productVariants, product: products })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(productVariants.id, variantId), eq(products.storeId, storeId)));
      return row;
    },

    async countVariants(productId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(productVariants)
        .where(eq(productVariants.productId, productId));
      return row?.n ?? 0;
    },

    async deleteVariant(productId: string, variantId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(productVariants)
          .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
        await refreshPrices(tx, productId);
      });
    },

    async updateVariant(productId: string, variantId: string, values: Partial<VariantValues>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(productVariants)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
        await refreshPrices(tx, productId);
      });
    },

    /** Sets the stock of every limited variant of the store (optionally making "always" products limited too). */
    async updateAllStock(storeId: string, stock: number, includeAlways: boolean): Promise<number> {
      return db.transaction(async (tx) => {
        if (includeAlways)
          await tx
            .update(products)
            .set({ availability: 'limited', updatedAt: new Date() })
            .where(eq(products.storeId, storeId));
        const { rowCount } = await tx.execute(sql`
          update product_variants v set stock = ${stock}, updated_at = now()
          from products p
          where p.id = v.product_id and p.store_id = ${storeId}::uuid
            ${includeAlways ? sql`` : sql`and p.availability = 'limited'`}`);
        return rowCount ?? 0;
      });
    },
  };
}

export type VendorCatalogueRepository = ReturnType<typeof createVendorCatalogueRepository>;
