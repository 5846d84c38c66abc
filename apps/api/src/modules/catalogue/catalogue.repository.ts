import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@bedesten/core/schemas/catalogue';
import type { Db } from '../../db/client.ts';
import { reusedPlan } from '../../db/reused-plan.ts';
import { categories, sizes, units } from '../../db/schema/catalogue.ts';
import type { FuzzyQuery } from '../listing/fuzzy-query.ts';
import { countWithWords, newestWithWords } from '../listing/listed-words.sql.ts';
import { fixedLimit, cardsOfPicked, productCardsQuery, type ProductCardRow } from '../listing/product-cards.sql.ts';
import {
  byIdOrSlug,
  categoryFilter,
  LISTED_PRODUCT,
  VISIBLE_PRODUCT,
  VISIBLE_STORE,
} from '../listing/visibility.sql.ts';

/** How many of the most visited stores the home page's featured row is drawn from. */
const FEATURED_STORES = 50;
/**
 * The product list counts and pages through at most this many matches
 * (100 pages of ten): past it, a shopper narrows by search or filters.
 */
export const LIST_COUNT_CAP = 1000;
/** How many products of the same shelf, and of the same business category, a product page's related row ranks. */
const RELATED_CANDIDATES = 40;

export interface ProductReviewRow extends Record<string, unknown> {
  rating: number;
  title: string;
  body: string;
  language: string;
  created_at: Date | string;
  author_name: string;
}

export interface ProductDetailRow extends ProductCardRow {
  description_en: string;
  description_tr: string | null;
  images: string[];
  availability: 'always' | 'limited';
  unit_id: number | null;
  unit_code: string | null;
  unit_name_en: string | null;
  unit_name_tr: string | null;
  unit_quantity: string | null;
  sku: string | null;
  mpn: string | null;
  vat_rate_id: number | null;
  vat_name: string | null;
  vat_rate_basis_points: number | null;
  sub_category_name_en: string | null;
  sub_category_name_tr: string | null;
  store_image_url: string | null;
  store_city: string;
  store_avg_rating: number;
  store_rating_count: number;
  store_delivery_time: number;
  store_minimum_order_amount: number;
}

export interface VariantRow extends Record<string, unknown> {
  id: string;
  unique_id: string;
  size_id: number | null;
  size_name_en: string | null;
  size_name_tr: string | null;
  price: number;
  discount: number;
  stock: number | null;
  is_active: boolean;
}

/** Public catalogue reads (SPEC.md §7 customer calls); every product read is limited to what customers may see. */
export function createCatalogueRepository(db: Db) {
  function listFilters(query: ProductListQuery, tsquery: string | null): SQL | undefined {
    const parts: SQL[] = [];
    if (tsquery) parts.push(sql`p.search_document @@ to_tsquery('simple', ${tsquery})`);
    // Only the product is named, so the count and a page's ids are read without joining (ADR 0066).
    if (query.category)
      parts.push(sql`p.category_id in (select c.id from categories c where ${categoryFilter(query.category)})`);
    if (query.sub_category) parts.push(sql`p.sub_category_id = ${query.sub_category}::uuid`);
    if (query.store) parts.push(sql`p.store_id in (select s.id from stores s where ${byIdOrSlug('s', query.store)})`);
    if (query.brand) parts.push(sql`lower(p.brand) = lower(${query.brand})`);
    // A product is in a price range when some active variant's selling price is.
    if (query.min_price !== undefined) parts.push(sql`p.max_price >= ${query.min_price}`);
    if (query.max_price !== undefined) parts.push(sql`p.min_price <= ${query.max_price}`);
    const buyable = sql`exists (select 1 from product_variants pv where pv.product_id = p.id and pv.is_active and (pv.stock is null or pv.stock > 0))`;
    if (query.availability === 'in_stock') parts.push(buyable);
    if (query.availability === 'out_of_stock') parts.push(sql`not ${buyable}`);
    return parts.length ? sql.join(parts, sql` and `) : undefined;
  }

  function listOrder(query: ProductListQuery): SQL {
    switch (query.sort) {
      case 'price_low_high':
        return sql`p.min_price asc nulls last, p.id`;
      case 'price_high_low':
        return sql`p.max_price desc nulls last, p.id`;
      case 'name':
        return sql`p.name_en asc, p.id`;
      default:
        // As products_visible_created_idx is built, so the newest page is read off it.
        return sql`p.created_at desc nulls last, p.id`;
    }
  }

  /**
   * A page of the list: its ids from the products alone, planned for the page's values (~0.1 ms), then their
   * cards through one kept plan (cardsOfPicked). As one statement, PostgreSQL planned the four-table
   * join anew for every call (~0.5 ms, more than running it): a kept plan with `limit $1` never looked
   * cheap enough to keep, and a filter's best plan depends on its values. `where` and `orderBy` name only p.
   */
  function pickedPage(where: SQL | undefined, orderBy: SQL, offset: number, limit: number) {
    return cardsOfPicked(
      db,
      sql`
      select p.id from products p where ${LISTED_PRODUCT} ${where ? sql`and ${where}` : sql``}
      order by ${orderBy} limit ${limit} offset ${offset}`,
    );
  }

  return {
    async listProducts(
      query: ProductListQuery,
      search: FuzzyQuery | null,
      page: { offset: number; limit: number },
    ): Promise<{ rows: ProductCardRow[]; total: number }> {
      const where = listFilters(query, search?.tsquery ?? null);
      // One typed word searched as whole words, and no other filter: its matches are counted, and paged
      // newest first, from listed_product_words alone (ADR 0068). The GIN index would list every match
      // (~1.5 ms for 4,600 at 200,000 products) and the count would visit each one's row (~1.5 ms more).
      const words = search?.words && !listFilters(query, null) ? search.words : null;
      // Counting stops at LIST_COUNT_CAP and no page starts past it (ADR 0051): both cost the same at any size.
      // Unfiltered, the order makes it walk the newest-first index rather than scan a table's empty pages first;
      // filtered, it would sort every match, so the planner chooses. The product says whether its store is
      // visible (ADR 0066) and the filters name only the product, so the count reads products alone.
      // Unfiltered, the count is always the same statement: its plan is kept (reused-plan.ts). A filtered one
      // is planned for its values (a brand or a word's best plan depends on how common it is).
      const counted = sql`
          select count(*)::int as total from (
            select 1 from products p
            where ${LISTED_PRODUCT} ${where ? sql`and ${where}` : sql``}
            ${where ? sql`` : sql`order by p.created_at desc nulls last`}
            limit ${fixedLimit(LIST_COUNT_CAP)}
          ) counted`;
      const count = db.execute<{ total: number }>(
        words
          ? reusedPlan('word-count', countWithWords(words, LIST_COUNT_CAP))
          : where
            ? counted
            : reusedPlan('product-list-count', counted),
      );
      const limit = Math.min(page.limit, LIST_COUNT_CAP - page.offset);
      const list =
        page.offset >= LIST_COUNT_CAP
          ? Promise.resolve([] as ProductCardRow[])
          : words && (query.sort ?? 'latest') === 'latest'
            ? cardsOfPicked(db, newestWithWords(words, { offset: page.offset, limit }))
            : pickedPage(where, listOrder(query), page.offset, limit);
      const [rows, total] = await Promise.all([list, count]);
      return { rows, total: total.rows[0]?.total ?? 0 };
    },

    async landingProducts(limit: number): Promise<ProductCardRow[]> {
      // Discounted products of the most visited stores first: what a home page would feature. Only the
      // FEATURED_STORES most visited stores are walked, each through its own index range (index-only: the id
      // is in products_store_featured_idx), so the row costs the same at any catalogue size (ADR 0051). The
      // ids are picked by a statement without parameters (the limit is in its text), whose plan is kept, and
      // dressed by cardsOfPicked: as one statement with `limit $n`, PostgreSQL planned the card join
      // anew on every call (~3 ms at 200,000 products; ADR 0067).
      return cardsOfPicked(
        db,
        reusedPlan(
          'landing-product-ids',
          sql`
        select x.id from (
          select s.id, s.visit_count from stores s where ${VISIBLE_STORE}
          order by s.visit_count desc nulls last, s.id limit ${fixedLimit(FEATURED_STORES)}
        ) top
        cross join lateral (
          select p2.id, p2.card_discounted, p2.created_at from products p2
          where p2.store_id = top.id and p2.status = 'approved' and p2.is_active
          order by p2.card_discounted desc nulls last, p2.created_at desc nulls last, p2.id
          limit ${fixedLimit(limit)}
        ) x
        order by x.card_discounted desc, top.visit_count desc, x.created_at desc, x.id
        limit ${fixedLimit(limit)}`,
        ),
      );
    },

    // The product page's reads are keyed by one product: PostgreSQL took longer to parse and plan the detail's
    // six-table join (~0.8 ms) than to run it (~0.1 ms), so their plans are kept (reused-plan.ts).
    async findProduct(idOrSlug: string): Promise<ProductDetailRow | undefined> {
      const { rows } = await db.execute<ProductDetailRow>(
        reusedPlan(
          'product-detail',
          sql`
        select p.id, p.slug, p.name_en, p.name_tr, p.images[1] as image_url, p.brand, p.sub_category_id,
          p.min_price, p.max_price, p.avg_rating, p.rating_count, p.description_en, p.description_tr, p.images, p.availability,
          p.unit_quantity::text as unit_quantity, p.sku, p.mpn,
          s.id as store_id, s.slug as store_slug, s.title as store_title, s.image_url as store_image_url,
          s.city as store_city, s.avg_rating as store_avg_rating,
          s.rating_count as store_rating_count, s.delivery_time_minutes as store_delivery_time,
          s.minimum_order_amount as store_minimum_order_amount,
          c.id as category_id, c.slug as category_slug, c.name_en as category_name_en, c.name_tr as category_name_tr,
          u.id as unit_id, u.code as unit_code, u.name_en as unit_name_en, u.name_tr as unit_name_tr,
          vr.id as vat_rate_id, vr.name as vat_name, vr.rate_basis_points as vat_rate_basis_points,
          sc.name_en as sub_category_name_en, sc.name_tr as sub_category_name_tr,
          null::uuid as variation_id, null::int as mrp_price, null::int as selling_price, null::int as variant_stock
        from products p
        join stores s on s.id = p.store_id
        join categories c on c.id = p.category_id
        left join units u on u.id = p.unit_id
        left join vat_rates vr on vr.id = p.vat_rate_id
        left join sub_categories sc on sc.id = p.sub_category_id and sc.status = 'approved' and sc.is_active
        where ${VISIBLE_PRODUCT} and ${byIdOrSlug('p', idOrSlug)}
        limit 1`,
        ),
      );
      return rows[0];
    },

    /**
     * Other visible products for a product page: the same sub-category first
     * (a store's own shelf), then the same business category, reviewed and
     * buyable ones ahead. Sub-categories belong to one store, so the second
     * half is what brings other stores' products in.
     */
    async relatedProducts(
      product: { id: string; sub_category_id: string | null; category_id: string },
      limit: number,
    ): Promise<ProductCardRow[]> {
      // Postgres refuses a constant in ORDER BY, so without a shelf the term is left out rather than `false`.
      const sameShelf = product.sub_category_id ? sql`p.sub_category_id = ${product.sub_category_id}::uuid` : null;
      // Candidates first, each half from its own index range and capped (`nulls last` as the index is built),
      // so a category of 100 000 products is not sorted for eight cards (ADR 0051).
      const visibleOther = (alias: string) =>
        sql`${sql.raw(alias)}.id <> ${product.id}::uuid and ${sql.raw(`${alias}.status = 'approved' and ${alias}.is_active`)}`;
      const candidates = sql`p.id in (
        ${
          product.sub_category_id
            ? sql`(select p2.id from products p2 where p2.sub_category_id = ${product.sub_category_id}::uuid
                   and ${visibleOther('p2')} limit ${fixedLimit(RELATED_CANDIDATES)})
                  union all`
            : sql``
        }
        (select p3.id from products p3 where p3.category_id = ${product.category_id}::uuid and ${visibleOther('p3')}
         order by p3.rating_count desc nulls last, p3.created_at desc nulls last limit ${fixedLimit(RELATED_CANDIDATES)}))`;
      // Both halves are capped index ranges whatever the category's size, so one kept plan suits every product.
      const { rows } = await db.execute<ProductCardRow>(
        reusedPlan(
          'related-products',
          productCardsQuery({
            where: candidates,
            orderBy: sql`${sameShelf ? sql`(${sameShelf}) desc nulls last, ` : sql``}(v.stock is null or v.stock > 0) desc nulls last, p.rating_count desc, s.visit_count desc, p.id`,
            limit: fixedLimit(limit),
          }),
        ),
      );
      return rows;
    },

    /** The latest visible reviews of a product, for its JSON-LD. */
    async latestReviews(productId: string, limit: number): Promise<ProductReviewRow[]> {
      const { rows } = await db.execute<ProductReviewRow>(
        reusedPlan(
          'product-latest-reviews',
          sql`
        select r.rating, r.title, r.body, r.language, r.created_at, u.name as author_name
        from reviews r join users u on u.id = r.user_id
        where r.product_id = ${productId} and r.hidden_at is null
        order by r.created_at desc, r.id
        limit ${limit}`,
        ),
      );
      return rows;
    },

    async variantsOf(productId: string): Promise<VariantRow[]> {
      const { rows } = await db.execute<VariantRow>(
        reusedPlan(
          'product-variants',
          sql`
        select v.id, v.unique_id, v.size_id, sz.name_en as size_name_en, sz.name_tr as size_name_tr,
          v.price, v.discount, v.stock, v.is_active
        from product_variants v left join sizes sz on sz.id = v.size_id
        where v.product_id = ${productId}::uuid
        order by v.sort_order, v.created_at`,
        ),
      );
      return rows;
    },

    /** Active categories only: staff switch one off to take it out of browsing (its stores stay). */
    listCategories() {
      return db
        .select()
        .from(categories)
        .where(eq(categories.isActive, true))
        .orderBy(asc(categories.sortOrder), asc(categories.nameEn));
    },

    async findCategory(idOrSlug: string) {
      const [row] = await db
        .select()
        .from(categories)
        .where(
          and(
            eq(categories.isActive, true),
            or(eq(categories.slug, idOrSlug), sql`${categories.id}::text = ${idOrSlug}`),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Approved, active sub-categories of visible stores, optionally of one store, business category or brand. */
    async listSubCategories(filter: {
      store?: string | undefined;
      category?: string | undefined;
      brand?: string | undefined;
    }) {
      const { rows } = await db.execute<{
        id: string;
        name_en: string;
        name_tr: string | null;
        category_id: string | null;
        banner_images: string[];
        store_id: string;
        product_count: number;
      }>(sql`
        select sc.id, sc.name_en, sc.name_tr, sc.category_id, sc.banner_images, sc.store_id,
          (select count(*)::int from products p where p.sub_category_id = sc.id and p.status = 'approved' and p.is_active) as product_count
        from sub_categories sc
        join stores s on s.id = sc.store_id
        left join categories c on c.id = sc.category_id
        where sc.status = 'approved' and sc.is_active
          and s.status = 'approved' and s.is_active and s.deleted_at is null and s.owner_id is not null
          ${filter.store ? sql`and ${byIdOrSlug('s', filter.store)}` : sql``}
          ${filter.category ? sql`and ${categoryFilter(filter.category)}` : sql``}
          ${filter.brand ? sql`and exists (select 1 from products p where p.sub_category_id = sc.id and ${VISIBLE_PRODUCT} and lower(p.brand) = lower(${filter.brand}))` : sql``}
        order by sc.name_en, sc.id
        limit 500`);
      return rows;
    },

    listSizes(groupId: number) {
      return db.select().from(sizes).where(eq(sizes.groupId, groupId)).orderBy(asc(sizes.sortOrder), asc(sizes.id));
    },

    listUnits() {
      return db.select().from(units).orderBy(asc(units.sortOrder));
    },

    async listVatRates(storeId: string | null) {
      const { rows } = await db.execute<{ id: number; name: string; rate_basis_points: number }>(sql`
        select id, name, rate_basis_points from vat_rates
        where store_id is null ${storeId ? sql`or store_id = ${storeId}::uuid` : sql``}
        order by store_id nulls first, rate_basis_points desc`);
      return rows;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
