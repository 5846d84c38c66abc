import type { Language } from '@bedesten/core/i18n/languages';
import { pageOffset, toPagedList, type PagedList } from '@bedesten/core/paging/paged-list';
import type { ProductCard, ProductListQuery } from '@bedesten/core/schemas/catalogue';
import type { Db } from '../../db/client.ts';
import { buildFuzzyQuery } from '../search/fuzzy-query.ts';
import type { CatalogueRepository } from './catalogue.repository.ts';
import { toProductCard } from './product-cards.ts';

/** `users-product-list`: visible products by category, sub-category, store, price, availability and search; paged. */
export async function listProducts(
  deps: { db: Db; repository: CatalogueRepository },
  query: ProductListQuery,
  url: string,
  lang: Language,
): Promise<PagedList<ProductCard>> {
  const fuzzy = query.search ? await buildFuzzyQuery(deps.db, query.search) : null;
  const { rows, total } = await deps.repository.listProducts(query, fuzzy?.tsquery ?? null, {
    offset: pageOffset(query),
    limit: query.per_page,
  });
  return toPagedList(
    rows.map((row) => toProductCard(row, lang)),
    total,
    query,
    url,
  );
}
