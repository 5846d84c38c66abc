import { describe, expect, it } from 'vitest';
import { createFuzzyQueryBuilder } from './fuzzy-query.ts';
import type { SearchTermsRepository, TermMatch } from './search-terms.repository.ts';

/** A dictionary in memory, answering as search-terms.repository.ts does. */
function dictionary(words: string[]) {
  const asked: string[][] = [];
  const terms: SearchTermsRepository = {
    async match(tokens, options) {
      asked.push(tokens);
      return tokens.map((token): TermMatch => {
        const completions = words.filter((word) => word.startsWith(token)).sort();
        return {
          token,
          has_prefix: completions.length > 0,
          similar: completions.length === 0 && token.length >= options.minFuzzyLength ? ['bakery'] : [],
          completions: completions.slice(0, options.maxCompletions + 1),
        };
      });
    },
  };
  return { terms, asked, words };
}

describe('the fuzzy query builder', () => {
  it('searches a word that starts few dictionary words as those words, one that starts many as a prefix', async () => {
    const many = Array.from({ length: 9 }, (_, i) => `ka${String.fromCharCode(97 + i)}`);
    const { terms } = dictionary(['cay', 'caylar', 'halloumi', 'bakery', ...many]);
    const build = createFuzzyQueryBuilder(terms);
    expect(await build('Çay')).toEqual({ tsquery: '(cay | caylar)', folded: 'cay', words: ['cay', 'caylar'] });
    expect(await build('halloumi')).toEqual({ tsquery: '(halloumi)', folded: 'halloumi', words: ['halloumi'] });
    expect(await build('ka')).toMatchObject({ tsquery: 'ka:*', words: null });
    // A word that starts none is a typo for its nearest words, searched as prefixes.
    expect(await build('bakry')).toMatchObject({ tsquery: '(bakery:*)', words: null });
    // Whole words are listed for one typed word only (ADR 0068): several are matched by the full-text index.
    expect(await build('çay hellim')).toMatchObject({ tsquery: '(cay | caylar) & (bakery:*)', words: null });
    expect(await build('cay halloumi')).toMatchObject({ tsquery: '(cay | caylar) & (halloumi)', words: null });
  });

  it('remembers what a word became until told names changed', async () => {
    const { terms, asked, words } = dictionary(['halloumi']);
    const build = createFuzzyQueryBuilder(terms);
    expect((await build('hal'))?.tsquery).toBe('(halloumi)');
    expect((await build('hal'))?.tsquery).toBe('(halloumi)');
    expect(asked).toEqual([['hal']]);
    // A vendor names a product "Halva": the next search must find it, not the remembered list.
    words.push('halva');
    build.forget();
    expect((await build('hal'))?.tsquery).toBe('(halloumi | halva)');
    expect(asked).toHaveLength(2);
  });
});
