import { z } from 'zod';
import { APPROVAL_STATUSES, PRODUCT_AVAILABILITY } from '../catalogue/product-form.ts';
import { pagedListSchema, pageQuerySchema } from '../paging/paged-list.ts';
import { PG_INT_MAX } from '../validation/numbers.ts';

const ref = z.object({ id: z.uuid(), slug: z.string(), name: z.string() });
export const STOCK_STATUSES = ['in_stock', 'out_of_stock', 'not_available'] as const;

/** A product in lists: the cheapest active variant gives the shown price (minor units). */
export const productCardSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  name_en: z.string(),
  name_tr: z.string().nullable(),
  image_url: z.string().nullable(),
  brand: z.string().nullable(),
  store: z.object({ id: z.uuid(), slug: z.string(), title: z.string() }),
  category: ref,
  sub_category_id: z.uuid().nullable(),
  variation_id: z.uuid().nullable(),
  selling_price: z.number().int().nullable(),
  mrp_price: z.number().int().nullable(),
  min_price: z.number().int().nullable(),
  max_price: z.number().int().nullable(),
  stock_status: z.enum(STOCK_STATUSES),
  stock_message: z.string().nullable(),
  /** The average of the product's visible reviews, to one decimal; 0 with none (issue 11). */
  avg_rating: z.number(),
  /** How many visible reviews make `avg_rating`. */
  rating_count: z.number().int(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const variantSchema = z.object({
  id: z.uuid(),
  unique_id: z.string(),
  size: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  price: z.number().int(),
  mrp_price: z.number().int(),
  discount: z.number().int(),
  selling_price: z.number().int(),
  stock: z.number().int().nullable(),
  stock_status: z.enum(STOCK_STATUSES),
  stock_message: z.string().nullable(),
  active_status: z.boolean(),
});

/** schema.org Product JSON-LD (SPEC.md §3 structured-data fields); prices as decimal strings. */
export const structuredDataSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Product'),
  name: z.string(),
  image: z.array(z.string()),
  description: z.string(),
  sku: z.string().optional(),
  mpn: z.string().optional(),
  brand: z.object({ '@type': z.literal('Brand'), name: z.string() }).optional(),
  offers: z.object({
    '@type': z.literal('AggregateOffer'),
    lowPrice: z.string(),
    highPrice: z.string(),
    offerCount: z.number().int(),
    priceCurrency: z.string(),
    availability: z.string(),
  }),
  /** Only when the product has visible reviews (schema.org AggregateRating; ratingValue to one decimal). */
  aggregateRating: z
    .object({
      '@type': z.literal('AggregateRating'),
      ratingValue: z.number(),
      reviewCount: z.number().int(),
      bestRating: z.literal(5),
      worstRating: z.literal(1),
    })
    .optional(),
  /** The latest visible reviews (at most 5; hidden ones never), schema.org Review. */
  review: z
    .array(
      z.object({
        '@type': z.literal('Review'),
        name: z.string(),
        reviewBody: z.string(),
        datePublished: z.string(),
        inLanguage: z.string(),
        author: z.object({ '@type': z.literal('Person'), name: z.string() }),
        reviewRating: z.object({
          '@type': z.literal('Rating'),
          ratingValue: z.number().int(),
          bestRating: z.literal(5),
          worstRating: z.literal(1),
        }),
      }),
    )
    .optional(),
});

export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  description_en: z.string(),
  description_tr: z.string().nullable(),
  images: z.array(z.string()),
  availability: z.enum(PRODUCT_AVAILABILITY),
  unit: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  unit_quantity: z.number().nullable(),
  sku: z.string().nullable(),
  mpn: z.string().nullable(),
  vat_rate: z.object({ id: z.number().int(), name: z.string(), rate: z.number() }).nullable(),
  sub_category: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  store: z.object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    image_url: z.string().nullable(),
    city: z.string(),
    /** The store's average of its own (store-level) reviews, to one decimal. */
    avg_rating: z.number(),
    rating_count: z.number().int(),
    delivery_time: z.number().int(),
    minimum_order_amount: z.number().int(),
  }),
  variants: z.array(variantSchema),
  currency: z.string(),
  structured_data: structuredDataSchema,
  /** Up to 8 other visible products of the same sub-category (then of the same category), for "You may also like". */
  related: z.array(productCardSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
export const productDetailResponseSchema = z.object({ data: productDetailSchema });

export const PRODUCT_SORTS = ['latest', 'price_low_high', 'price_high_low', 'name'] as const;

/** `users-product-list`: the shopping pages' filters (SPEC.md §2 browse, §9 price buckets, in minor units). */
export const productListQuery = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(80).optional(),
  sub_category: z.uuid().optional(),
  store: z.string().trim().max(120).optional(),
  min_price: z.coerce.number().int().min(0).max(PG_INT_MAX).optional(),
  max_price: z.coerce.number().int().min(0).max(PG_INT_MAX).optional(),
  availability: z.enum(['in_stock', 'out_of_stock']).optional(),
  brand: z.string().trim().max(100).optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  lang: z.string().optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;
export const productListResponseSchema = pagedListSchema(productCardSchema);

/** A vendor's own product with everything the form edits, plus its approval state. */
export const vendorProductSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name_en: z.string(),
  name_tr: z.string().nullable(),
  description_en: z.string(),
  description_tr: z.string().nullable(),
  category_id: z.uuid(),
  sub_category_id: z.uuid().nullable(),
  availability: z.enum(PRODUCT_AVAILABILITY),
  unit_id: z.number().int().nullable(),
  unit_quantity: z.number().nullable(),
  sku: z.string().nullable(),
  mpn: z.string().nullable(),
  brand: z.string().nullable(),
  vat_rate_id: z.number().int().nullable(),
  images: z.array(z.string()),
  status: z.enum(APPROVAL_STATUSES),
  rejection_reason: z.string().nullable(),
  is_active: z.boolean(),
  min_price: z.number().int().nullable(),
  max_price: z.number().int().nullable(),
  total_stock: z.number().int().nullable(),
  variants: z.array(variantSchema),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type VendorProduct = z.infer<typeof vendorProductSchema>;
export const vendorProductResponseSchema = z.object({ data: vendorProductSchema, message: z.string().optional() });
export const vendorProductListResponseSchema = pagedListSchema(vendorProductSchema);

export const vendorProductListQuery = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum([...APPROVAL_STATUSES, 'active', 'deactive']).optional(),
  stock: z.enum(['high', 'low']).optional(),
  sub_category_id: z.uuid().optional(),
});

export const subCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  name_en: z.string(),
  name_tr: z.string().nullable(),
  category_id: z.uuid().nullable(),
  banner_images: z.array(z.string()),
  active_status: z.boolean(),
  status: z.enum(APPROVAL_STATUSES),
  rejection_reason: z.string().nullable(),
  product_count: z.number().int(),
  created_at: z.iso.datetime(),
});
export type SubCategory = z.infer<typeof subCategorySchema>;
export const subCategoryResponseSchema = z.object({ data: subCategorySchema, message: z.string().optional() });
export const subCategoryListResponseSchema = pagedListSchema(subCategorySchema);

/** Reference lists: `{data: [...]}`. */
export const categorySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  type: z.enum(['goods', 'service']),
  name: z.string(),
  name_en: z.string(),
  name_tr: z.string(),
  image_url: z.string().nullable(),
});
export const namedItemSchema = z.object({ id: z.number().int(), name: z.string() });
export const countrySchema = z.object({ code: z.string(), name: z.string(), phone_code: z.string().nullable() });
export const genderSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const filterOptionsResponseSchema = z.object({
  data: z.object({
    categories: z.array(categorySchema),
    price_ranges: z.array(z.object({ min: z.number().int(), max: z.number().int().nullable(), label: z.string() })),
    availability: z.array(z.object({ value: z.enum(['in_stock', 'out_of_stock']), label: z.string() })),
    currency: z.string(),
  }),
});

export const idBody = z.object({ id: z.uuid() });
export const stockUpdateBody = z.object({
  product_id: z.uuid(),
  variation_id: z.uuid(),
  stock: z.number().int().min(0, 'stock_negative').max(1_000_000).nullable(),
});
export const allStockUpdateBody = z.object({
  stock: z.number().int().min(0, 'stock_negative').max(1_000_000),
  /** Only products with limited stock change unless `include_always` (which then become limited). */
  include_always: z.boolean().default(false),
});
