import { sql } from 'drizzle-orm';
import { searchTokens } from '@bedesten/core/search/fold';
import type { Db } from '../../db/client.ts';
import { ExpiringCache } from './fuzzy-cache.ts';

/**
 * Turns what a customer typed into a full-text query that forgives typos
 * (ADR 0020). Each folded word that starts some word of the dictionary
 * (`search_terms`, every word of every store and product name) is kept as
 * a prefix (`cay:*` finds "Çay" and "Çaylar"); a word that starts none is
 * replaced by its nearest dictionary words by trigram similarity ("bakry"
 * becomes `bakery | baker`). The dictionary is small, so this costs well
 * under a millisecond whatever the catalogue's size; the big tables are
 * then read through their full-text GIN indexes only.
 */
export interface FuzzyQuery {
  /** For `to_tsquery('simple', …)`; only [a-z0-9], `:*`, `&`, `|` and brackets, so it is safe to pass. */
  tsquery: string;
  /** The folded query, for ranking by trigram word similarity. */
  folded: string;
}

const MIN_FUZZY_LENGTH = 3;
const MAX_ALTERNATIVES = 4;

/** What each recently seen word became (`word:*` or a bracketed list of alternatives), per database. */
const caches = new WeakMap<Db, ExpiringCache<string>>();

function expansionsFor(db: Db): ExpiringCache<string> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ExpiringCache<string>(5000, 60_000)));
  return cache;
}

export async function buildFuzzyQuery(db: Db, input: string): Promise<FuzzyQuery | null> {
  const tokens = searchTokens(input);
  if (tokens.length === 0) return null;
  const expansions = expansionsFor(db);
  const unknown = tokens.filter((token) => expansions.get(token) === undefined);
  if (unknown.length) await expand(db, unknown);
  const parts = tokens.map((token) => expansions.get(token) ?? `${token}:*`);
  return { tsquery: parts.join(' & '), folded: tokens.join(' ') };
}

async function expand(db: Db, tokens: string[]): Promise<void> {
  // Alternatives are the nearest words and any almost as near (within 0.1 of the best similarity).
  const { rows } = await db.execute<{ token: string; has_prefix: boolean; similar: string[] }>(sql`
    select t.token,
      exists (select 1 from search_terms st where st.term like t.token || '%') as has_prefix,
      case when length(t.token) >= ${MIN_FUZZY_LENGTH}
        and not exists (select 1 from search_terms st where st.term like t.token || '%') then array(
        select n.term from (
          select st.term, similarity(st.term, t.token) as score, max(similarity(st.term, t.token)) over () as best
          from search_terms st
          where st.term % t.token
          order by score desc, st.term
          limit ${MAX_ALTERNATIVES}
        ) n where n.score >= n.best - 0.1
      ) else '{}'::text[] end as similar
    from unnest(${`{${tokens.join(',')}}`}::text[]) as t(token)`);
  const expansions = expansionsFor(db);
  for (const row of rows) {
    const alternatives = row.has_prefix || row.similar.length === 0 ? null : row.similar;
    expansions.set(
      row.token,
      alternatives ? `(${alternatives.map((word) => `${word}:*`).join(' | ')})` : `${row.token}:*`,
    );
  }
}
