import type { Language } from '@bedesten/core/i18n/languages';
import type { ProductCard } from '@bedesten/core/schemas/catalogue';
import type { StoreCard } from '@bedesten/core/schemas/stores';
import type { Db } from '../../db/client.ts';
import { toProductCard } from '../catalogue/product-cards.ts';
import { buildFuzzyQuery } from './fuzzy-query.ts';
import type { SearchRepository } from './search.repository.ts';
import { toStoreCard } from './store-cards.ts';

/** `search` (the header's box): the best few stores and products for what was typed. */
export async function searchEverything(
  deps: { db: Db; repository: SearchRepository },
  input: string,
  limit: number,
  lang: Language,
): Promise<{ stores: StoreCard[]; products: ProductCard[] }> {
  const fuzzy = await buildFuzzyQuery(deps.db, input);
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
