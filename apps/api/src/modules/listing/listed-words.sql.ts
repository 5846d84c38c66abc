import { sql, type SQL } from 'drizzle-orm';
import { fixedLimit } from './product-cards.sql.ts';

/**
 * Reads of `listed_product_words` (migration 0025, ADR 0068): the words of every listed product, keyed by
 * word and newest first. A one-word search (`cay` → cay, caylar) reads at most a few index entries a word
 * from it, where the GIN index lists every match and the count visits each matching product's row.
 */

/**
 * The ids of the listed products holding any of `words`, newest first, each once: `limit` of them after
 * skipping `offset`. One word's are read in order off the index. For several, each word's own newest
 * `offset + limit` entries are read and merged: a product in the first `offset + limit` overall is among
 * the first `offset + limit` of each word it holds. The page is written into the text (so a caller with a
 * fixed page, the search box, keeps one plan); the product list's pages are sent unnamed, so no page
 * number becomes a prepared statement.
 */
export function newestWithWords(words: readonly string[], page: { offset: number; limit: number }): SQL {
  if (words.length === 1)
    return sql`
    select w.product_id as id from listed_product_words w where w.word = ${words[0]}
    order by w.created_at desc nulls last, w.product_id limit ${fixedLimit(page.limit)} offset ${fixedLimit(page.offset)}`;
  return sql`
    select m.product_id as id from unnest(${sql.param([...words])}::text[]) as q(word)
    cross join lateral (
      select w.product_id, w.created_at from listed_product_words w where w.word = q.word
      order by w.created_at desc nulls last, w.product_id limit ${fixedLimit(page.offset + page.limit)}
    ) m
    group by m.product_id, m.created_at
    order by m.created_at desc nulls last, m.product_id
    limit ${fixedLimit(page.limit)} offset ${fixedLimit(page.offset)}`;
}

/**
 * How many listed products hold any of `words`, counted up to `cap`: one word's entries are each a product.
 * For several, each word gives at most `cap` entries: if one has that many, so has the union; if none has,
 * every match is read, and a product holding two of the words counts once.
 */
export function countWithWords(words: readonly string[], cap: number): SQL {
  if (words.length === 1)
    return sql`
    select count(*)::int as total from (
      select 1 from listed_product_words w where w.word = ${words[0]} limit ${fixedLimit(cap)}
    ) counted`;
  return sql`
    select least(count(distinct m.product_id), ${fixedLimit(cap)})::int as total
    from unnest(${sql.param([...words])}::text[]) as q(word)
    cross join lateral (
      select w.product_id from listed_product_words w where w.word = q.word limit ${fixedLimit(cap)}
    ) m`;
}
