import { sql, type SQL } from 'drizzle-orm';

/**
 * What customers may see (SPEC.md §4): an approved, active store that staff
 * did not delete. Every public query ANDs this in; there is no other path.
 */
export const VISIBLE_STORE = sql.raw(
  `s.is_approved and s.is_active and s.deleted_at is null and s.owner_id is not null`,
);
/**
 * An approved, active product of a visible store, read from the product alone: `store_visible` is
 * VISIBLE_STORE of its store, kept by triggers (migration 0021, ADR 0066). For queries that need no store
 * column (a list's count, search candidates); products_visible_created_idx holds exactly these rows.
 */
export const LISTED_PRODUCT = sql.raw(`p.status = 'approved' and p.is_active and p.store_visible`);
/**
 * LISTED_PRODUCT with its store `s` joined, which is also checked directly: cards, the product page,
 * the cart and wishlist checks read the store row anyway (the partial search indexes share the first half).
 */
export const VISIBLE_PRODUCT = sql.raw(
  `p.status = 'approved' and p.is_active and p.store_visible and s.is_approved and s.is_active and s.deleted_at is null and s.owner_id is not null`,
);

/** A category named by its slug or its id, as filters accept either. */
export function categoryFilter(value: string): SQL {
  return sql`(c.slug = ${value} or c.id::text = ${value})`;
}

/** How a product or store is named in a URL: its id or its slug. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const byIdOrSlug = (column: string, value: string): SQL =>
  UUID.test(value) ? sql`${sql.raw(column)}.id = ${value}::uuid` : sql`${sql.raw(column)}.slug = ${value}`;
