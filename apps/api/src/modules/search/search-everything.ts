import type { Language } from '@bedesten/core/i18n/languages';
import type { ProductCard } from '@bedesten/core/schemas/catalogue';
import type { StoreCard } from '@bedesten/core/schemas/stores';
import type { BuildFuzzyQuery } from '../listing/fuzzy-query.ts';
import { toProductCard } from '../listing/product-cards.sql.ts';
import { toStoreCard } from '../listing/store-cards.sql.ts';
import type { SearchRepository } from './search.repository.ts';

/** `search` (the header's box): the best few stores and products for what was typed. */
export async function searchEverything(
  deps: { fuzzyQuery: BuildFuzzyQuery; repository: SearchRepository },
  input: string,
  limit: number,
  lang: Language,
): Promise<{ stores: StoreCard[]; products: ProductCard[] }> {
  const fuzzy = await deps.fuzzyQuery(input);
  if (!fuzzy) return { stores: [], products: [] };
  const [stores, products] = await Promise.all([
    deps.repository.topStores(fuzzy, limit),
    deps.repository.topProducts(fuzzy, limit),
  ]);
  return {
    stores: stores.map((row) => toStoreCard(row, lang)),
    products: products.map((row) => toProductCard(row, lang)),
  };
}
