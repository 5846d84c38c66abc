import type { Language } from '@bedesten/core/i18n/languages';
import { pageOffset, toPagedList, type PagedList } from '@bedesten/core/paging/paged-list';
import type { StoreCard, StoreSearchQuery } from '@bedesten/core/schemas/stores';
import type { BuildFuzzyQuery } from '../listing/fuzzy-query.ts';
import { toStoreCard } from '../listing/store-cards.sql.ts';
import type { SearchRepository } from './search.repository.ts';

/**
 * `storeSearch` (SPEC.md §2 shop list): approved, active stores, searched
 * by name with typos forgiven, filtered by category and type, sorted by
 * latest, name, most visited, delivery time or distance; with the caller's
 * lat/lng each store says how far it is and whether it delivers there.
 */
export async function searchStores(
  deps: { fuzzyQuery: BuildFuzzyQuery; repository: SearchRepository },
  query: StoreSearchQuery,
  url: string,
  lang: Language,
): Promise<PagedList<StoreCard>> {
  const fuzzy = query.search ? await deps.fuzzyQuery(query.search) : null;
  const { rows, total } = await deps.repository.storeSearch(query, fuzzy, {
    offset: pageOffset(query),
    limit: query.per_page,
  });
  return toPagedList(
    rows.map((row) => toStoreCard(row, lang)),
    total,
    query,
    url,
  );
}
