import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '@bedesten/core/messages/catalogue';
import { priceBucketLabel, priceBuckets } from '@bedesten/core/catalogue/price-buckets';
import type { CatalogueRepository } from './catalogue.repository.ts';
import { toCategory } from './to-category.ts';

/** `get-filter-options`: categories, SPEC.md §9 price buckets in the deployment's currency, availability. */
export async function getFilterOptions(repository: CatalogueRepository, lang: Language, currency: string) {
  const categories = await repository.listCategories();
  return {
    categories: categories.map((c) => toCategory(c, lang)),
    price_ranges: priceBuckets().map((bucket) => ({ ...bucket, label: priceBucketLabel(bucket, lang, currency) })),
    availability: [
      { value: 'in_stock' as const, label: message('in_stock', lang) },
      { value: 'out_of_stock' as const, label: message('out_of_stock', lang) },
    ],
    currency,
  };
}
