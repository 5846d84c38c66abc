import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** What the dictionary makes of one folded word (ADR 0020). */
export interface TermMatch extends Record<string, unknown> {
  token: string;
  /** Some dictionary word starts with it. */
  has_prefix: boolean;
  /** Its nearest dictionary words by trigram similarity, when none starts with it and it is long enough. */
  similar: string[];
  /** Dictionary words that start with it, in order, at most `maxCompletions` + 1 (so "more" can be told). */
  completions: string[];
}

/**
 * The search dictionary (`search_terms`: every word of every store and
 * product name), which catalogue and search both read to forgive typos.
 */
export function createSearchTermsRepository(db: Db) {
  return {
    /**
     * For each word: whether a dictionary word starts with it, and if not (and it has at least
     * `minFuzzyLength` letters) the nearest words and any almost as near (within 0.1 of the best); and
     * the words that start with it, when there are few. The words go as one array parameter: written into
     * an array literal, the word "null" was read as a NULL.
     */
    async match(
      tokens: string[],
      options: { minFuzzyLength: number; maxAlternatives: number; maxCompletions: number },
    ): Promise<TermMatch[]> {
      // The words that start each token are read once; whether there are any, and the typo alternatives
      // when there are none, follow from them.
      const { rows } = await db.execute<TermMatch>(sql`
    select t.token, cardinality(w.completions) > 0 as has_prefix,
      case when length(t.token) >= ${options.minFuzzyLength} and cardinality(w.completions) = 0 then array(
        select n.term from (
          select st.term, similarity(st.term, t.token) as score, max(similarity(st.term, t.token)) over () as best
          from search_terms st
          where st.term % t.token
          order by score desc, st.term
          limit ${options.maxAlternatives}
        ) n where n.score >= n.best - 0.1
      ) else '{}'::text[] end as similar,
      w.completions
    from unnest(${sql.param(tokens)}::text[]) as t(token)
    cross join lateral (
      select array(
        select st.term from search_terms st where st.term like t.token || '%' order by st.term
        limit ${options.maxCompletions + 1}
      ) as completions
    ) w`);
      return rows;
    },
  };
}

export type SearchTermsRepository = ReturnType<typeof createSearchTermsRepository>;
