import { notFound } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import { minorToDecimal } from '@bedesten/core/money/minor-units';
import { basisPointsToPercent } from '@bedesten/core/money/percent';
import { reviewAuthorName } from '@bedesten/core/reviews/author-name';
import type { ProductDetail } from '@bedesten/core/schemas/catalogue';
import type { CatalogueRepository } from './catalogue.repository.ts';
import { placeNameIn } from '@bedesten/core/geo/place-names';
import { localName } from '../listing/local-name.ts';
import { toProductCard } from '../listing/product-cards.sql.ts';
import { toVariant } from './to-variant.ts';

const JSON_LD_REVIEWS = 5;
const RELATED_PRODUCTS = 8;

/**
 * `productDetail/{id or slug}`: a visible product with its store, variants
 * (sizes, prices, stock status) and the schema.org Product data the page
 * embeds as JSON-LD (SPEC.md §3). Anything not visible is 404.
 */
export async function getProductDetail(
  repository: CatalogueRepository,
  idOrSlug: string,
  lang: Language,
  currency: string,
): Promise<ProductDetail> {
  const row = await repository.findProduct(idOrSlug);
  if (!row) throw notFound();
  const [variantRows, reviews, relatedRows] = await Promise.all([
    repository.variantsOf(row.id),
    Number(row.rating_count ?? 0) > 0 ? repository.latestReviews(row.id, JSON_LD_REVIEWS) : [],
    repository.relatedProducts(row, RELATED_PRODUCTS),
  ]);
  const variants = variantRows.map((v) => toVariant(v, lang));
  const offered = variants.filter((v) => v.active_status);
  const buyable = offered.find((v) => v.stock_status === 'in_stock') ?? offered[0] ?? null;
  const card = toProductCard(
    {
      ...row,
      variation_id: buyable?.id ?? null,
      mrp_price: buyable?.mrp_price ?? null,
      selling_price: buyable?.selling_price ?? null,
      variant_stock: buyable?.stock ?? null,
    },
    lang,
  );
  const prices = offered.map((v) => v.selling_price);
  const name = localName(row.name_en, row.name_tr, lang);
  const description = localName(row.description_en, row.description_tr, lang);
  return {
    ...card,
    description,
    description_en: row.description_en,
    description_tr: row.description_tr,
    images: row.images,
    availability: row.availability,
    unit:
      row.unit_id !== null && row.unit_code && row.unit_name_en
        ? { id: row.unit_id, code: row.unit_code, name: localName(row.unit_name_en, row.unit_name_tr, lang) }
        : null,
    unit_quantity: row.unit_quantity === null ? null : Number(row.unit_quantity),
    sku: row.sku,
    mpn: row.mpn,
    vat_rate:
      row.vat_rate_id !== null && row.vat_name !== null
        ? { id: row.vat_rate_id, name: row.vat_name, rate: basisPointsToPercent(row.vat_rate_basis_points ?? 0) }
        : null,
    sub_category:
      row.sub_category_id && row.sub_category_name_en
        ? { id: row.sub_category_id, name: localName(row.sub_category_name_en, row.sub_category_name_tr, lang) }
        : null,
    store: {
      id: row.store_id,
      slug: row.store_slug,
      title: row.store_title,
      image_url: row.store_image_url,
      city: placeNameIn(row.store_city, lang),
      avg_rating: Math.round(Number(row.store_avg_rating) * 10) / 10,
      rating_count: row.store_rating_count,
      delivery_time: row.store_delivery_time,
      minimum_order_amount: row.store_minimum_order_amount,
    },
    variants,
    currency,
    related: relatedRows.map((related) => toProductCard(related, lang)),
    structured_data: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      image: row.images,
      description,
      ...(row.sku ? { sku: row.sku } : {}),
      ...(row.mpn ? { mpn: row.mpn } : {}),
      ...(row.brand ? { brand: { '@type': 'Brand' as const, name: row.brand } } : {}),
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: minorToDecimal(prices.length ? Math.min(...prices) : 0, currency),
        highPrice: minorToDecimal(prices.length ? Math.max(...prices) : 0, currency),
        offerCount: offered.length,
        priceCurrency: currency,
        availability: offered.some((v) => v.stock_status === 'in_stock')
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
      },
      // Hidden reviews are not in the average or the count, so they never reach the JSON-LD.
      ...(card.rating_count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating' as const,
              ratingValue: card.avg_rating,
              reviewCount: card.rating_count,
              bestRating: 5 as const,
              worstRating: 1 as const,
            },
          }
        : {}),
      ...(reviews.length > 0
        ? {
            review: reviews.map((r) => ({
              '@type': 'Review' as const,
              name: r.title,
              reviewBody: r.body,
              datePublished: new Date(r.created_at).toISOString().slice(0, 10),
              inLanguage: r.language,
              author: { '@type': 'Person' as const, name: reviewAuthorName(r.author_name) },
              reviewRating: {
                '@type': 'Rating' as const,
                ratingValue: r.rating,
                bestRating: 5 as const,
                worstRating: 1 as const,
              },
            })),
          }
        : {}),
    },
  };
}
