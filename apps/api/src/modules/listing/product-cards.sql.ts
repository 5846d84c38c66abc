import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '@bedesten/core/messages/catalogue';
import type { ProductCard } from '@bedesten/core/schemas/catalogue';
import { stockStatusMessageKey, type StockStatus } from '@bedesten/core/catalogue/stock-status';
import type { Db } from '../../db/client.ts';
import { reusedPlan } from '../../db/reused-plan.ts';
import { localName } from './local-name.ts';
import { LISTED_PRODUCT, VISIBLE_PRODUCT, VISIBLE_STORE } from './visibility.sql.ts';

export interface ProductCardRow extends Record<string, unknown> {
  id: string;
  slug: string;
  name_en: string;
  name_tr: string | null;
  image_url: string | null;
  brand: string | null;
  sub_category_id: string | null;
  min_price: number | null;
  max_price: number | null;
  store_id: string;
  store_slug: string;
  store_title: string;
  category_id: string;
  category_slug: string;
  category_name_en: string;
  category_name_tr: string;
  variation_id: string | null;
  mrp_price: number | null;
  selling_price: number | null;
  variant_stock: number | null;
  /** The product's review average and count (absent in rows built by hand: 0). */
  avg_rating?: number;
  rating_count?: number;
}

/**
 * Product cards for a filter: the cheapest active variant that can be
 * bought gives the shown price (falling back to any active one, then out
 * of stock). Which variant that is lives on the product (`card_variant_id`,
 * kept by a trigger, ADR 0051), so a card costs one key lookup however
 * many variants there are. `where` is ANDed with the visibility rule; with an `offset` it may name only
 * the product `p`.
 */
export function productCardsQuery(options: {
  where?: SQL | undefined;
  orderBy: SQL;
  limit: number | SQL;
  offset?: number;
}): SQL {
  if (options.offset) {
    // Skipped rows should cost an index entry each, not a store, a variant and a category too: the page's ids
    // are found first from the products alone (`where` and `orderBy` may then name only p), and only they
    // are dressed.
    const page = sql`p.id in (
      select p.id from products p
      where ${LISTED_PRODUCT} ${options.where ? sql`and ${options.where}` : sql``}
      order by ${options.orderBy}
      limit ${options.limit} offset ${options.offset})`;
    return productCardsQuery({ where: page, orderBy: options.orderBy, limit: options.limit });
  }
  return sql`
    select ${CARD_COLUMNS}
    from products p ${CARD_JOINS}
    where ${VISIBLE_PRODUCT} ${options.where ? sql`and ${options.where}` : sql``}
    order by ${options.orderBy}
    limit ${options.limit}`;
}

const CARD_COLUMNS = sql.raw(`p.id, p.slug, p.name_en, p.name_tr, p.images[1] as image_url, p.brand, p.sub_category_id,
      p.min_price, p.max_price, p.avg_rating, p.rating_count,
      s.id as store_id, s.slug as store_slug, s.title as store_title,
      c.id as category_id, c.slug as category_slug, c.name_en as category_name_en, c.name_tr as category_name_tr,
      v.id as variation_id, v.price as mrp_price, v.price - v.discount as selling_price, v.stock as variant_stock`);
const CARD_JOINS = sql.raw(`
    join stores s on s.id = p.store_id
    join categories c on c.id = p.category_id
    left join product_variants v on v.id = p.card_variant_id`);

/** How many ids the statement of productCardsInOrder takes: a short list is padded up to one of these. */
const ID_SLOTS = [10, 20, 50, 100];

/**
 * The cards of products already chosen and ranked, in the order of `ids` (those no longer visible left
 * out). The product list and the search box find a page's ids from the products alone, which PostgreSQL
 * plans in a fraction of the time it takes for the four-table join; this statement is the same whatever
 * the list, so its plan is kept (reused-plan.ts, ADR 0066). The ids go in a fixed number of slots (the last
 * id repeated): PostgreSQL keeps the generic plan only when it looks no dearer than one planned for the
 * values, and with an array of unknown length it always looked dearer.
 */
export async function productCardsInOrder(db: Db, ids: readonly string[]): Promise<ProductCardRow[]> {
  if (ids.length === 0) return [];
  const slots = ID_SLOTS.find((size) => size >= ids.length) ?? ids.length;
  const padded = Array.from({ length: slots }, (_, i) => ids[Math.min(i, ids.length - 1)]!);
  const { rows } = await db.execute<ProductCardRow>(
    reusedPlan(
      'product-cards-in-order',
      sql`
    select ${CARD_COLUMNS}
    from products p
    cross join lateral (
      select s.id, s.slug, s.title from stores s where s.id = p.store_id and ${VISIBLE_STORE} limit 1
    ) s
    join categories c on c.id = p.category_id
    left join product_variants v on v.id = p.card_variant_id
    where p.id in (${sql.join(
      padded.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and ${LISTED_PRODUCT}`,
    ),
  );
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}

/**
 * The cards of the products a statement picks (the `id` of each of its rows, in its order): lists find their
 * ids from the products alone, which PostgreSQL plans cheaply, and only those are dressed (ADR 0066).
 */
export async function cardsOfPicked(db: Db, picked: SQL): Promise<ProductCardRow[]> {
  const { rows } = await db.execute<{ id: string }>(picked);
  return productCardsInOrder(
    db,
    rows.map((row) => row.id),
  );
}

/**
 * A limit fixed by the code, written into the text: a kept plan (reused-plan.ts) is costed without the
 * values, and a `limit $n` costs as if it kept a tenth of the rows, so PostgreSQL would go on planning the
 * statement anew every time rather than keep a plan that looks dearer than it is.
 */
export function fixedLimit(rows: number): SQL {
  if (!Number.isInteger(rows) || rows < 0) throw new Error(`fixedLimit: ${rows} is not a row count`);
  return sql.raw(String(rows));
}

export function toProductCard(row: ProductCardRow, lang: Language): ProductCard {
  const status: StockStatus =
    row.variation_id === null
      ? 'not_available'
      : row.variant_stock !== null && row.variant_stock <= 0
        ? 'out_of_stock'
        : 'in_stock';
  const key = stockStatusMessageKey(status);
  return {
    id: row.id,
    slug: row.slug,
    name: localName(row.name_en, row.name_tr, lang),
    name_en: row.name_en,
    name_tr: row.name_tr,
    image_url: row.image_url,
    brand: row.brand,
    store: { id: row.store_id, slug: row.store_slug, title: row.store_title },
    category: {
      id: row.category_id,
      slug: row.category_slug,
      name: localName(row.category_name_en, row.category_name_tr, lang),
    },
    sub_category_id: row.sub_category_id,
    variation_id: row.variation_id,
    selling_price: row.selling_price,
    mrp_price: row.mrp_price,
    min_price: row.min_price,
    max_price: row.max_price,
    stock_status: status,
    stock_message: key ? message(key, lang) : null,
    avg_rating: Math.round(Number(row.avg_rating ?? 0) * 10) / 10,
    rating_count: row.rating_count ?? 0,
  };
}
