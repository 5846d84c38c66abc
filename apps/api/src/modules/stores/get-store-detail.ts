import { notFound } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import { toPagedList, type PageQuery } from '@bedesten/core/paging/paged-list';
import type { StoreDetail } from '@bedesten/core/schemas/stores';
import { localName } from '../listing/local-name.ts';
import { toProductCard } from '../listing/product-cards.sql.ts';
import { toStoreCard } from '../listing/store-cards.sql.ts';
import type { StoresRepository } from './stores.repository.ts';
import type { VisitCounter } from './visit-counter.ts';

/**
 * `storeDetail/{id or slug}`: the shop page (about, hours, delivery radius,
 * categories and sub-categories, first page of products). Only approved,
 * active stores; anything else is 404. Each call counts a visit.
 */
export async function getStoreDetail(
  repository: StoresRepository,
  visits: Pick<VisitCounter, 'count'>,
  idOrSlug: string,
  page: PageQuery,
  lang: Language,
): Promise<StoreDetail> {
  const row = await repository.findVisible(idOrSlug);
  if (!row) throw notFound('no_store_found');
  const offset = (page.page - 1) * page.per_page;
  const [categories, subCategories, products] = await Promise.all([
    repository.productCategories(row.id),
    repository.visibleSubCategories(row.id),
    repository.storeProducts(row.id, { offset, limit: page.per_page }),
    visits.count(row.id),
  ]);
  return {
    ...toStoreCard(row, lang),
    description: localName(row.description, row.description_tr, lang),
    description_language: lang === 'tr' && row.description_tr ? 'tr' : 'en',
    address: row.address,
    street: row.street,
    postal_code: row.postal_code,
    country: row.country,
    email: row.email,
    phone_number: row.phone_number,
    country_code: row.country_code,
    website_url: row.website_url,
    working_hours: { from: row.working_hours_from, to: row.working_hours_to },
    pre_order: row.pre_order,
    cuisines: row.cuisines,
    photos: row.photos,
    store_lat: row.lat,
    store_lng: row.lng,
    delivery_max_distance: row.delivery_max_distance_km,
    visit_count: row.visit_count,
    categories: categories.map((c) => ({ id: c.id, slug: c.slug, name: localName(c.name_en, c.name_tr, lang) })),
    sub_categories: subCategories.map((s) => ({
      id: s.id,
      name: localName(s.name_en, s.name_tr, lang),
      banner_images: s.banner_images,
      category_id: s.category_id,
    })),
    products: toPagedList(
      products.rows.map((p) => toProductCard(p, lang)),
      products.total,
      page,
      `/api/storeDetail/${row.slug}`,
    ),
  };
}
