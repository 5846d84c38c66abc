import type { Language } from '@bedesten/core/i18n/languages';
import { SITE_MAP_STORES_PER_CATEGORY, type SiteMap } from '@bedesten/core/schemas/site-map';
import type { SeoRepository } from './seo.repository.ts';

/** The categories and stores of the people's sitemap page (`/sitemap`), category names in `lang`. */
export async function getSiteMap(repository: SeoRepository, lang: Language): Promise<SiteMap> {
  const categories = await repository.storesByCategory(SITE_MAP_STORES_PER_CATEGORY);
  return {
    categories: categories.map((category) => ({
      slug: category.slug,
      name: lang === 'tr' ? category.nameTr : category.nameEn,
      store_count: category.storeCount,
      stores: category.stores,
    })),
  };
}
