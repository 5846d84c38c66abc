import type { ProductDetail } from '@bedesten/core/schemas/catalogue';
import type { StoreDetail } from '@bedesten/core/schemas/stores';
import type { Language } from '@bedesten/core/i18n/languages';
import { languageUrl, type Crumb as TrailCrumb } from '~/lib/meta.ts';

/**
 * JSON-LD for the catalogue pages. Search engines want absolute URLs, and the
 * API answers with site-relative ones, so each builder takes the page's origin;
 * the page's own address is the one of the language shown (its canonical).
 */

export function absolute(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/** A crumb of the catalogue's trail; its JSON-LD is lib/meta.ts's breadcrumbListLd. */
export interface Crumb extends TrailCrumb {
  /** A proper name (a store's), the same in every language: marked translate="no". */
  proper?: boolean;
}

/** "09:00" → schema.org's "09:00"; anything else is left out rather than guessed. */
const HOUR = /^\d{2}:\d{2}$/;

export function storeLd(origin: string, store: StoreDetail, lang: Language) {
  const { from, to } = store.working_hours;
  return {
    '@context': 'https://schema.org',
    '@type': store.type === 'service' ? 'LocalBusiness' : 'Store',
    name: store.title,
    description: store.description,
    url: languageUrl(absolute(origin, `/stores/${store.slug}`), lang),
    ...(store.image_url ? { image: absolute(origin, store.image_url) } : {}),
    ...(store.phone_number ? { telephone: `${store.country_code ?? ''}${store.phone_number}` } : {}),
    ...(store.email ? { email: store.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.address,
      addressLocality: store.city,
      ...(store.district ? { addressRegion: store.district } : {}),
      ...(store.postal_code ? { postalCode: store.postal_code } : {}),
      addressCountry: store.country,
    },
    ...(store.store_lat !== null && store.store_lng !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: store.store_lat, longitude: store.store_lng } }
      : {}),
    ...(from && to && HOUR.test(from) && HOUR.test(to)
      ? {
          openingHoursSpecification: {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
            opens: from,
            closes: to,
          },
        }
      : {}),
    ...(store.rating_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: store.avg_rating,
            reviewCount: store.rating_count,
          },
        }
      : {}),
  };
}

/** The API's `structured_data`, with absolute image URLs and the page's own URL in its language. */
export function productLd(origin: string, product: ProductDetail, lang: Language) {
  const data = product.structured_data;
  const url = languageUrl(absolute(origin, `/stores/${product.store.slug}/${product.slug}`), lang);
  return {
    ...data,
    image: data.image.map((src) => absolute(origin, src)),
    url,
    offers: { ...data.offers, url },
  };
}
