import type { Language } from '@bedesten/core/i18n/languages';
import { pageOffset, toPagedList, type PagedList } from '@bedesten/core/paging/paged-list';
import type { ProductCard, ProductListQuery } from '@bedesten/core/schemas/catalogue';
import type { BuildFuzzyQuery } from '../listing/fuzzy-query.ts';
import { toProductCard } from '../listing/product-cards.sql.ts';
import type { CatalogueRepository } from './catalogue.repository.ts';

/** `users-product-list`: visible products by category, sub-category, store, price, availability and search; paged. */
export async function listProducts(
  deps: { fuzzyQuery: BuildFuzzyQuery; repository: CatalogueRepository },
  query: ProductListQuery,
  url: string,
  lang: Language,
): Promise<PagedList<ProductCard>> {
  const fuzzy = query.search ? await deps.fuzzyQuery(query.search) : null;
  const { rows, total } = await deps.repository.listProducts(query, fuzzy, {
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
