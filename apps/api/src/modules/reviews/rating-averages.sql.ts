import { sql, type SQL } from 'drizzle-orm';

/**
 * The one way averages are written: recomputed from the reviews table
 * (visible reviews only), never adjusted by arithmetic, so they cannot
 * drift. A store's average counts its store-level reviews only (product_id
 * null); a product's counts its own. Callers lock the row first
 * (`lockStore`/`lockProduct`) in the same transaction as the review change,
 * so the last writer to commit recomputes with every other change in view.
 */
export function recomputeStoreRating(storeId: string): SQL {
  return sql`
    update stores s set
      avg_rating = coalesce(r.avg, 0),
      rating_count = r.n
    from (
      select avg(rating)::real as avg, count(*)::int as n from reviews
      where store_id = ${storeId} and product_id is null and hidden_at is null
    ) r
    where s.id = ${storeId}`;
}

export function recomputeProductRating(productId: string): SQL {
  return sql`
    update products p set
      avg_rating = coalesce(r.avg, 0),
      rating_count = r.n
    from (
      select avg(rating)::real as avg, count(*)::int as n from reviews
      where product_id = ${productId} and hidden_at is null
    ) r
    where p.id = ${productId}`;
}

/** Every store's and product's average at once (the demo seed, repairs); same rule as the two above. */
export const RECOMPUTE_ALL_RATINGS: SQL[] = [
  sql`
    update stores s set avg_rating = coalesce(r.avg, 0), rating_count = coalesce(r.n, 0)
    from stores s2 left join (
      select store_id, avg(rating)::real as avg, count(*)::int as n from reviews
      where product_id is null and hidden_at is null group by store_id
    ) r on r.store_id = s2.id
    where s.id = s2.id`,
  sql`
    update products p set avg_rating = coalesce(r.avg, 0), rating_count = coalesce(r.n, 0)
    from products p2 left join (
      select product_id, avg(rating)::real as avg, count(*)::int as n from reviews
      where product_id is not null and hidden_at is null group by product_id
    ) r on r.product_id = p2.id
    where p.id = p2.id`,
];

// `for no key update`: it serialises the writers of one average (it conflicts with itself and with the
// recomputing update) but not the foreign-key checks of other inserts (orders, products) naming the row.
export const lockStore = (storeId: string): SQL => sql`select id from stores where id = ${storeId} for no key update`;
export const lockProduct = (productId: string): SQL =>
  sql`select id from products where id = ${productId} for no key update`;
