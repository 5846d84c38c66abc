import { z } from 'zod';
import { latitudeParamSchema, longitudeParamSchema } from '../geo/coordinates.ts';
import { pagedListSchema, pageQuerySchema } from '../paging/paged-list.ts';
import { STORE_STATUSES, STORE_TYPES } from '../stores/store-setup.ts';
import { productCardSchema } from './catalogue.ts';

const nullableNumber = z.coerce.number().optional();

export const categoryRefSchema = z.object({ id: z.uuid(), slug: z.string(), name: z.string() });

/** A store in lists (`storeSearch`, search): what a shop card shows. Money in minor units. */
export const storeCardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  image_url: z.string().nullable(),
  banner_url: z.string().nullable(),
  type: z.enum(STORE_TYPES),
  category: categoryRefSchema.nullable(),
  city: z.string(),
  district: z.string().nullable(),
  /** The average of the store's visible store reviews (not its products'), to one decimal; 0 with none. */
  avg_rating: z.number(),
  /** How many visible store reviews make `avg_rating`. */
  rating_count: z.number().int(),
  delivery_time: z.number().int(),
  minimum_order_amount: z.number().int(),
  /** Kilometres from the caller's lat/lng; null when none was given. */
  distance_km: z.number().nullable(),
  /** Whether the store delivers to the caller's lat/lng; null when none was given. */
  deliverable: z.boolean().nullable(),
});
export type StoreCard = z.infer<typeof storeCardSchema>;

/** `rating`: best average first (store reviews only), more reviews first among equals (issue 11). */
export const STORE_SORTS = ['latest', 'name', 'most_visited', 'delivery_time', 'distance', 'rating'] as const;

/** `storeSearch` (SPEC.md §2 shop list): search, category, type, sort, the caller's position, paging. */
export const storeSearchQuery = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(80).optional(),
  type: z.enum(STORE_TYPES).optional(),
  sort: z.enum(STORE_SORTS).optional(),
  lat: latitudeParamSchema.optional(),
  lng: longitudeParamSchema.optional(),
  /** Only stores within this many km of lat/lng. */
  // Kilometres; from 10 m, so no subnormal number (which PostgreSQL refuses) gets through.
  max_distance: nullableNumber.pipe(z.number().min(0.01).max(500).optional()),
  /** `yes`: only stores whose delivery radius reaches lat/lng. */
  deliverable: z.enum(['yes', 'no']).optional(),
  lang: z.string().optional(),
});
export type StoreSearchQuery = z.infer<typeof storeSearchQuery>;

export const storeListResponseSchema = pagedListSchema(storeCardSchema);

export const subCategoryRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  banner_images: z.array(z.string()),
  category_id: z.uuid().nullable(),
});

/** `storeDetail`: the shop page (about, hours, delivery radius, sub-categories, first page of products). */
export const storeDetailSchema = storeCardSchema.extend({
  description: z.string(),
  /** The language `description` is written in: English when the store has no Turkish text yet. */
  description_language: z.enum(['en', 'tr']),
  address: z.string(),
  street: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  country_code: z.string().nullable(),
  website_url: z.string().nullable(),
  working_hours: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  pre_order: z.boolean(),
  cuisines: z.array(z.string()),
  photos: z.array(z.string()),
  store_lat: z.number().nullable(),
  store_lng: z.number().nullable(),
  delivery_max_distance: z.number().int(),
  visit_count: z.number().int(),
  categories: z.array(categoryRefSchema),
  sub_categories: z.array(subCategoryRefSchema),
  products: pagedListSchema(productCardSchema),
});
export type StoreDetail = z.infer<typeof storeDetailSchema>;
export const storeDetailResponseSchema = z.object({ data: storeDetailSchema });

export const storeDistanceQuery = z.object({
  store_id: z.uuid(),
  lat: latitudeParamSchema,
  lng: longitudeParamSchema,
});
export const storeDistanceResponseSchema = z.object({
  data: z.object({
    deliverable: z.boolean(),
    distance_km: z.number(),
    delivery_max_distance: z.number().int(),
    message: z.string(),
  }),
});

/** The vendor's own store, every setup field back (SPEC.md §3), with its approval state. */
export const vendorStoreSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  status: z.enum(STORE_STATUSES),
  is_approved: z.boolean(),
  is_active: z.boolean(),
  rejection_reason: z.string().nullable(),
  submitted_at: z.iso.datetime().nullable(),
  type: z.enum(STORE_TYPES),
  category_id: z.uuid().nullable(),
  title: z.string(),
  brand_name: z.string().nullable(),
  store_owner_name: z.string().nullable(),
  email: z.string().nullable(),
  country_code: z.string().nullable(),
  phone_number: z.string().nullable(),
  alternative_phone_number: z.string().nullable(),
  website_url: z.string().nullable(),
  description: z.string(),
  /** The Turkish "About", null when not written. */
  description_tr: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string(),
  street: z.string().nullable(),
  address: z.string(),
  postal_code: z.string().nullable(),
  country: z.string(),
  store_lat: z.number().nullable(),
  store_lng: z.number().nullable(),
  delivery_max_distance: z.number().int(),
  delivery_time: z.number().int(),
  minimum_order_amount: z.number().int(),
  working_hours_from: z.string().nullable(),
  working_hours_to: z.string().nullable(),
  pre_order: z.boolean(),
  cuisines: z.array(z.string()),
  image: z.string().nullable(),
  banner_image: z.string().nullable(),
  photos: z.array(z.string()),
  license_number: z.string().nullable(),
  license_name: z.string().nullable(),
  license_document: z.array(z.string()),
  account_holder_name: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_type: z.string().nullable(),
  /** Electronic form (no spaces, upper case); shown grouped in fours (ADR 0042). */
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  account_number: z.string().nullable(),
  routing_number: z.string().nullable(),
  ifsc_code: z.string().nullable(),
  branch: z.string().nullable(),
  address_of_bank: z.string().nullable(),
  type_of_use: z.string().nullable(),
  visit_count: z.number().int(),
  avg_rating: z.number(),
});
export type VendorStore = z.infer<typeof vendorStoreSchema>;
export const vendorStoreResponseSchema = z.object({
  data: vendorStoreSchema.nullable(),
  message: z.string().optional(),
});

export const storeActiveBody = z.object({ is_active: z.boolean().optional() });

/** `joining-fees` (SPEC.md §3): what joining costs, in minor units of the deployment's currency. */
export const joiningFeesResponseSchema = z.object({
  data: z.object({ joining_fees: z.number().int(), joining_mrp_fees: z.number().int(), currency: z.string() }),
});
