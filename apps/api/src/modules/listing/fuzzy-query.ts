import { searchTokens } from '@bedesten/core/search/fold';
import { ExpiringCache } from './fuzzy-cache.ts';
import type { SearchTermsRepository } from './search-terms.repository.ts';

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

/** What a customer typed, as a fuzzy query; null when it has no word to search by. */
export type BuildFuzzyQuery = (input: string) => Promise<FuzzyQuery | null>;

const MIN_FUZZY_LENGTH = 3;
const MAX_ALTERNATIVES = 4;

/**
 * `buildApp` makes one for the application: it remembers what each recently
 * seen word became (`word:*` or a bracketed list of alternatives).
 */
export function createFuzzyQueryBuilder(terms: SearchTermsRepository): BuildFuzzyQuery {
  const expansions = new ExpiringCache<string>(5000, 60_000);

  async function expand(tokens: string[]): Promise<void> {
    const rows = await terms.match(tokens, { minFuzzyLength: MIN_FUZZY_LENGTH, maxAlternatives: MAX_ALTERNATIVES });
    for (const row of rows) {
      const alternatives = row.has_prefix || row.similar.length === 0 ? null : row.similar;
      expansions.set(
        row.token,
        alternatives ? `(${alternatives.map((word) => `${word}:*`).join(' | ')})` : `${row.token}:*`,
      );
    }
  }

  return async (input) => {
    const tokens = searchTokens(input);
    if (tokens.length === 0) return null;
    const unknown = tokens.filter((token) => expansions.get(token) === undefined);
    if (unknown.length) await expand(unknown);
    const parts = tokens.map((token) => expansions.get(token) ?? `${token}:*`);
    return { tsquery: parts.join(' & '), folded: tokens.join(' ') };
  };
}
