import { sql, type SQL } from 'drizzle-orm';
import type { StoreSearchQuery } from '@bedesten/core/schemas/stores';
import type { Db } from '../../db/client.ts';
import type { FuzzyQuery } from '../listing/fuzzy-query.ts';
import { productCardsQuery, type ProductCardRow } from '../listing/product-cards.sql.ts';
import { callerPoint, storeCardsQuery, type StoreCardRow } from '../listing/store-cards.sql.ts';
import { categoryFilter, VISIBLE_STORE } from '../listing/visibility.sql.ts';

/** At most this many full-text matches are ranked for the search box: the top few are what it shows. */
const RANKED_CANDIDATES = 128;

/** A store matches by its own words or by its business category's name in either language (ADR 0020). */
function storeMatches(fuzzy: FuzzyQuery): SQL {
  const query = sql`to_tsquery('simple', ${fuzzy.tsquery})`;
  return sql`(s.search_document @@ ${query} or s.category_id in (
    select cc.id from categories cc where to_tsvector('simple', bedesten_fold(cc.name_en || ' ' || cc.name_tr)) @@ ${query}))`;
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
      case 'most_visited':
        return sql`s.visit_count desc, s.id`;
      case 'delivery_time':
        return sql`s.delivery_time_minutes asc, s.id`;
      case 'rating':
        return sql`s.avg_rating desc, s.rating_count desc, s.id`;
      case 'distance':
        // `<->` between cubes is the straight-line (chord) distance, which orders exactly as the
        // great-circle distance does; the GiST index on ll_to_earth(lat, lng) answers it nearest first.
        return point ? sql`ll_to_earth(s.lat, s.lng) <-> ${point}, s.id` : sql`s.created_at desc, s.id`;
      case 'relevance':
        return sql`word_similarity(${fuzzy!.folded}, s.search_text) desc, s.visit_count desc, s.id`;
      default:
        return sql`s.created_at desc, s.id`;
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
      const [list, count] = await Promise.all([
        db.execute<StoreCardRow>(storeCardsQuery({ point, where, orderBy: storeOrder(query, fuzzy, point), ...page })),
        db.execute<{ total: number }>(sql`
          select count(*)::int as total from stores s left join categories c on c.id = s.category_id
          where ${VISIBLE_STORE} ${where ? sql`and ${where}` : sql``}`),
      ]);
      return { rows: list.rows, total: count.rows[0]?.total ?? 0 };
    },

    async topStores(fuzzy: FuzzyQuery, limit: number): Promise<StoreCardRow[]> {
      const { rows } = await db.execute<StoreCardRow>(
        storeCardsQuery({
          point: null,
          where: storeMatches(fuzzy),
          orderBy: sql`word_similarity(${fuzzy.folded}, s.search_text) desc, s.visit_count desc, s.id`,
          limit,
        }),
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
      // Rank first, dress later: only the few winners get their store, category and price looked up.
      const closeness = (alias: string) => {
        const text = sql.raw(`${alias}.search_text`);
        // Closeness by plain string functions: names containing the folded query as typed first, then
        // where it starts, then shorter names. Trigram word similarity costs ~16 µs a row here.
        return sql`position(${fuzzy.folded} in ${text}) = 0, position(${fuzzy.folded} in ${text}), length(${text})`;
      };
      const ranking = sql`${closeness('p')}, p.created_at desc, p.id`;
      const { rows } = await db.execute<ProductCardRow>(
        productCardsQuery({
          where: sql`p.id in (
            select c.id from (
              select p2.id, p2.search_text, p2.created_at from products p2
              join stores s2 on s2.id = p2.store_id
              where p2.status = 'approved' and p2.is_active
                and p2.search_document @@ to_tsquery('simple', ${fuzzy.tsquery})
                and s2.is_approved and s2.is_active and s2.deleted_at is null and s2.owner_id is not null
              limit ${RANKED_CANDIDATES}
            ) c
            order by ${closeness('c')}, c.created_at desc, c.id
            limit ${limit})`,
          orderBy: ranking,
          limit,
        }),
      );
      return rows;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
