import type { Language } from '@bedesten/core/i18n/languages';
import {
  SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS,
  SUGGESTED_STORES,
  type SearchSuggestions,
} from '@bedesten/core/schemas/search-suggestions';
import type { BuildFuzzyQuery } from '../listing/fuzzy-query.ts';
import { localName } from '../listing/local-name.ts';
import type { SearchRepository } from './search.repository.ts';

const NONE: SearchSuggestions = { products: [], stores: [], categories: [] };

/**
 * `search-suggestions`: what the header's search box offers while someone
 * types, by the same forgiving match as the search itself (typos, missing
 * Turkish letters): a few products, stores and categories, each cut to what
 * a suggestion shows so the answer stays small.
 */
export async function suggestSearch(
  deps: { fuzzyQuery: BuildFuzzyQuery; repository: SearchRepository },
  input: string,
  lang: Language,
): Promise<SearchSuggestions> {
  const fuzzy = await deps.fuzzyQuery(input);
  if (!fuzzy) return NONE;
  const [products, stores, categories] = await Promise.all([
    deps.repository.topProducts(fuzzy, SUGGESTED_PRODUCTS),
    deps.repository.topStores(fuzzy, SUGGESTED_STORES),
    deps.repository.topCategories(fuzzy, SUGGESTED_CATEGORIES),
  ]);
  return {
    products: products.map((row) => ({
      name: localName(row.name_en, row.name_tr, lang),
      slug: row.slug,
      store_slug: row.store_slug,
      store_title: row.store_title,
    })),
    stores: stores.map((row) => ({ title: row.title, slug: row.slug })),
    categories: categories.map((row) => ({ name: localName(row.name_en, row.name_tr, lang), slug: row.slug })),
  };
}
