import { sql, type SQL } from 'drizzle-orm';
import type { StoreSearchQuery } from '@bedesten/core/schemas/stores';
import type { Db } from '../../db/client.ts';
import { reusedPlan } from '../../db/reused-plan.ts';
import type { FuzzyQuery } from '../listing/fuzzy-query.ts';
import { cardsOfPicked, fixedLimit, type ProductCardRow } from '../listing/product-cards.sql.ts';
import { callerPoint, nearestStoreCardsQuery, storeCardsQuery, type StoreCardRow } from '../listing/store-cards.sql.ts';
import { newestWithWords } from '../listing/listed-words.sql.ts';
import { categoryFilter, LISTED_PRODUCT, VISIBLE_STORE } from '../listing/visibility.sql.ts';

/** At most this many full-text matches are ranked for the search box: the top few are what it shows. */
const RANKED_CANDIDATES = 128;

/** A store matches by its own words or by its business category's name in either language (ADR 0020). */
function storeMatches(fuzzy: FuzzyQuery): SQL {
  const query = sql`to_tsquery('simple', ${fuzzy.tsquery})`;
  return sql`(s.search_document @@ ${query} or s.category_id in (
    select cc.id from categories cc where cc.search_document @@ ${query}))`;
}

/**
 * storeMatches as a union of ids, for the search box's kept plan (ADR 0068): there the generic plan reads the
 * store words through their GIN index (0.4 ms), where the `or` was planned anew every time and tested every
 * store's document (1.5 ms). The store list keeps the `or`: planned for its words, the union read the stores
 * three times over.
 */
function storeMatchIds(fuzzy: FuzzyQuery): SQL {
  const query = sql`to_tsquery('simple', ${fuzzy.tsquery})`;
  return sql`s.id in (
    select sw.id from stores sw
    where sw.search_document @@ ${query} and sw.is_approved and sw.is_active and sw.deleted_at is null
    union all
    select sc.id from stores sc where sc.category_id in (
      select cc.id from categories cc where cc.search_document @@ ${query}))`;
}

/**
 * Customer search (ADR 0020). Only what is visible is ever read: the
 * queries build on the shared visibility rule and the partial indexes.
 */
export function createSearchRepository(db: Db) {
  function storeFilters(query: StoreSearchQuery, fuzzy: FuzzyQuery | null, point: SQL | null): SQL | undefined {
    const parts: SQL[] = [];
    if (fuzzy) parts.push(storeMatches(fuzzy));
    if (query.category) parts.push(categoryFilter(query.category));
    if (query.type) parts.push(sql`s.type = ${query.type}`);
    if (point) {
      parts.push(sql`s.lat is not null and s.lng is not null`);
      if (query.max_distance !== undefined) {
        const metres = query.max_distance * 1000;
        // The cube test uses the GiST index; the exact distance trims its corners.
        parts.push(sql`earth_box(${point}, ${metres}) @> ll_to_earth(s.lat, s.lng)`);
        parts.push(sql`earth_distance(ll_to_earth(s.lat, s.lng), ${point}) <= ${metres}`);
      }
      if (query.deliverable === 'yes')
        parts.push(sql`earth_distance(ll_to_earth(s.lat, s.lng), ${point}) <= s.delivery_max_distance_km * 1000`);
    }
    return parts.length ? sql.join(parts, sql` and `) : undefined;
  }

  function storeOrder(query: StoreSearchQuery, fuzzy: FuzzyQuery | null, point: SQL | null): SQL {
    const sort = query.sort ?? (fuzzy ? 'relevance' : point ? 'distance' : 'latest');
    switch (sort) {
      case 'name':
        return sql`s.title asc, s.id`;
      // `nulls last` (the columns are never null) as the partial indexes are built, so a page is read off them.
      case 'most_visited':
        return sql`s.visit_count desc nulls last, s.id`;
      case 'delivery_time':
        return sql`s.delivery_time_minutes asc, s.id`;
      case 'rating':
        return sql`s.avg_rating desc, s.rating_count desc, s.id`;
      case 'distance':
        // `<->` between cubes is the straight-line (chord) distance, which orders exactly as the
        // great-circle distance does; the GiST index on ll_to_earth(lat, lng) answers it nearest first.
        return point ? sql`ll_to_earth(s.lat, s.lng) <-> ${point}, s.id` : sql`s.created_at desc nulls last, s.id`;
      case 'relevance':
        return sql`word_similarity(${fuzzy!.folded}, s.search_text) desc, s.visit_count desc, s.id`;
      default:
        return sql`s.created_at desc nulls last, s.id`;
    }
  }

  return {
    async storeSearch(
      query: StoreSearchQuery,
      fuzzy: FuzzyQuery | null,
      page: { offset: number; limit: number },
    ): Promise<{ rows: StoreCardRow[]; total: number }> {
      const point = callerPoint(query.lat, query.lng);
      const where = storeFilters(query, fuzzy, point);
      if (fuzzy) {
        // A search reads every match anyway (to rank them, or to count them): one statement does both.
        const { rows } = await db.execute<StoreCardRow & { total: number }>(
          storeCardsQuery({
            point,
            where,
            orderBy: storeOrder(query, fuzzy, point),
            ...page,
            columns: sql`count(*) over ()::int as total`,
          }),
        );
        if (rows.length > 0 || page.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
      }
      // With words, each search is planned for them (ADR 0056). Without, a statement's shape is the filters and
      // the sort chosen and its values are parameters (a category, a type, the caller's point), so each shape's
      // plan is kept (reused-plan.ts): planning the distance sort, earthdistance's functions inlined, took
      // 3.3 ms, more than running it.
      const kept = (name: string, statement: SQL) => (fuzzy ? statement : reusedPlan(name, statement));
      const nearestFirst = !fuzzy && point && (query.sort ?? 'distance') === 'distance';
      const [list, count] = await Promise.all([
        db.execute<StoreCardRow>(
          nearestFirst
            ? reusedPlan('store-list-nearest', nearestStoreCardsQuery({ point, where, ...page }))
            : kept('store-list', storeCardsQuery({ point, where, orderBy: storeOrder(query, fuzzy, point), ...page })),
        ),
        db.execute<{ total: number }>(
          where
            ? kept(
                'store-list-filtered-count',
                sql`select count(*)::int as total from stores s left join categories c on c.id = s.category_id
                  where ${VISIBLE_STORE} and ${where}`,
              )
            : reusedPlan('store-list-count', sql`select count(*)::int as total from stores s where ${VISIBLE_STORE}`),
        ),
      ]);
      return { rows: list.rows, total: count.rows[0]?.total ?? 0 };
    },

    async topStores(fuzzy: FuzzyQuery, limit: number): Promise<StoreCardRow[]> {
      // The same statement for every word: its plan is kept (PostgreSQL took ~2 ms to plan it, more than it ran).
      const { rows } = await db.execute<StoreCardRow>(
        reusedPlan(
          'search-box-stores',
          storeCardsQuery({
            point: null,
            where: storeMatchIds(fuzzy),
            orderBy: sql`word_similarity(${fuzzy.folded}, s.search_text) desc, s.visit_count desc, s.id`,
            limit: fixedLimit(limit),
          }),
        ),
      );
      return rows;
    },

    /**
     * The best products for the search box: full-text matches through the
     * partial GIN index, at most RANKED_CANDIDATES of them ranked by how
     * closely the name matches, so a common word costs the same at a
     * million products as at a thousand.
     */
    async topProducts(fuzzy: FuzzyQuery, limit: number): Promise<ProductCardRow[]> {
      // Closeness by plain string functions: names containing the folded query as typed first, then where it
      // starts, then shorter names. Trigram word similarity costs ~16 µs a row here.
      const folded = fuzzy.folded;
      // Rank first, dress later: the winners are found from the products alone (planned for the words, in a
      // fifth of the time the card join took to plan), and only they get their store, category and price.
      const rank = sql`
        order by position(${folded} in c.search_text) = 0, position(${folded} in c.search_text),
          length(c.search_text), c.created_at desc, c.id
        limit ${fixedLimit(limit)}`;
      // One typed word searched as whole words takes its candidates from listed_product_words (ADR 0068): a
      // range of one index, where the GIN index lists every match first. Its plan is kept: PostgreSQL took
      // longer to plan a statement on products (many indexes to weigh) than to run this one.
      return cardsOfPicked(
        db,
        fuzzy.words
          ? reusedPlan(
              'search-box-word-candidates',
              sql`
        select c.id from (
          select p.id, p.search_text, p.created_at from products p
          where ${LISTED_PRODUCT} and p.id in (${newestWithWords(fuzzy.words, { offset: 0, limit: RANKED_CANDIDATES })})
        ) c ${rank}`,
            )
          : sql`
        select c.id from (
          select p.id, p.search_text, p.created_at from products p
          where ${LISTED_PRODUCT} and p.search_document @@ to_tsquery('simple', ${fuzzy.tsquery})
          limit ${fixedLimit(RANKED_CANDIDATES)}
        ) c ${rank}`,
      );
    },

    /** Active categories whose name (either language) matches, the closest first: the search box's suggestions. */
    async topCategories(
      fuzzy: FuzzyQuery,
      limit: number,
    ): Promise<{ slug: string; name_en: string; name_tr: string }[]> {
      const { rows } = await db.execute<{ slug: string; name_en: string; name_tr: string }>(
        reusedPlan(
          'search-box-categories',
          sql`select c.slug, c.name_en, c.name_tr from categories c
            where c.is_active and c.search_document @@ to_tsquery('simple', ${fuzzy.tsquery})
            order by word_similarity(${fuzzy.folded}, bedesten_fold(c.name_en || ' ' || c.name_tr)) desc,
              c.sort_order, c.id
            limit ${fixedLimit(limit)}`,
        ),
      );
      return rows;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
