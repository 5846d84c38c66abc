import { searchTokens } from '@bedesten/core/search/fold';
import { ExpiringCache } from './fuzzy-cache.ts';
import type { SearchTermsRepository } from './search-terms.repository.ts';

/**
 * Turns what a customer typed into a full-text query that forgives typos
 * (ADR 0020). Each folded word that starts some word of the dictionary
 * (`search_terms`, every word of every store and product name) finds those
 * words (`cay` finds "Çay" and "Çaylar": `cay | caylar`, or `cay:*` when it
 * starts more than MAX_COMPLETIONS words); a word that starts none is
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
  /**
   * When the query is one typed word searched as whole dictionary words (`cay` → cay, caylar): those words,
   * whose matches `listed_product_words` lists (ADR 0068). Null for several words, a prefix or a typo.
   */
  words: string[] | null;
}

/** What a customer typed, as a fuzzy query; null when it has no word to search by. */
export type BuildFuzzyQuery = (input: string) => Promise<FuzzyQuery | null>;

/** The application's builder, which can be told that names changed (any successful write). */
export interface FuzzyQueryBuilder extends BuildFuzzyQuery {
  /** Forgets what words became: a new or renamed product or store may add a word to the dictionary. */
  forget(): void;
}

const MIN_FUZZY_LENGTH = 3;
const MAX_ALTERNATIVES = 4;
/**
 * A word that starts at most this many dictionary words is searched as those words (`halloumi`), not as a
 * prefix (`hallou:*`): the GIN index answers whole words from their posting lists, about twice as fast as a
 * prefix, and PostgreSQL costs them low enough to use the index where a prefix made it scan the table
 * (ADR 0066). Every word of every name is in the dictionary, so both find the same products.
 */
const MAX_COMPLETIONS = 8;

/**
 * `buildApp` makes one for the application: it remembers what each recently
 * seen word became (its completions, `word:*` or a list of alternatives)
 * for a minute, or until `forget` (the app calls it after every write).
 */
export function createFuzzyQueryBuilder(terms: SearchTermsRepository): FuzzyQueryBuilder {
  // What each word became: its tsquery part, and the whole words that part is made of, if it is.
  const expansions = new ExpiringCache<{ part: string; words: string[] | null }>(5000, 60_000);

  async function expand(tokens: string[]): Promise<void> {
    const rows = await terms.match(tokens, {
      minFuzzyLength: MIN_FUZZY_LENGTH,
      maxAlternatives: MAX_ALTERNATIVES,
      maxCompletions: MAX_COMPLETIONS,
    });
    for (const row of rows) {
      const alternatives = row.has_prefix || row.similar.length === 0 ? null : row.similar;
      // Dictionary words are folded names ([a-z0-9] only); the check keeps the tsquery safe whatever it holds.
      const completions =
        row.token.length >= 2 &&
        row.completions.length > 0 &&
        row.completions.length <= MAX_COMPLETIONS &&
        row.completions.every((word) => /^[a-z0-9]+$/.test(word))
          ? row.completions
          : null;
      expansions.set(
        row.token,
        alternatives
          ? { part: `(${alternatives.map((word) => `${word}:*`).join(' | ')})`, words: null }
          : completions
            ? { part: `(${completions.join(' | ')})`, words: completions }
            : { part: `${row.token}:*`, words: null },
      );
    }
  }

  const build = async (input: string) => {
    const tokens = searchTokens(input);
    if (tokens.length === 0) return null;
    const unknown = tokens.filter((token) => expansions.get(token) === undefined);
    if (unknown.length) await expand(unknown);
    const parts = tokens.map((token) => expansions.get(token) ?? { part: `${token}:*`, words: null });
    return {
      tsquery: parts.map((part) => part.part).join(' & '),
      folded: tokens.join(' '),
      words: parts.length === 1 ? parts[0]!.words : null,
    };
  };
  return Object.assign(build, { forget: () => expansions.clear() });
}
