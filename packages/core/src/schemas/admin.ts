import { z } from 'zod';
import { imageUrlSchema } from '../catalogue/image-url.ts';
import { pagedListSchema, pageQuerySchema } from '../paging/paged-list.ts';
import { categorySchema } from './catalogue.ts';

/** A category's address part: lower-case letters and digits in words joined by single hyphens. */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CATEGORY_TYPES = ['goods', 'service'] as const;

/** Forms send '' for a field left empty; the API reads that as "not given". */
const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

// No defaults here: a partial update must leave what it does not name alone.
const fields = {
  name_en: z.string().trim().min(2).max(80),
  name_tr: z.string().trim().min(2).max(80),
  slug: z.preprocess(emptyAsUndefined, z.string().trim().min(2).max(80).regex(CATEGORY_SLUG_PATTERN, 'invalid')),
  type: z.enum(CATEGORY_TYPES),
  image_url: z.preprocess(emptyAsNull, imageUrlSchema.nullable()),
  sort_order: z.number().int().min(0).max(9999),
  is_active: z.boolean(),
};

/**
 * A new business category (staff): names in English and Turkish, both
 * required because customers browse in either; the slug defaults to one
 * made from the English name; the picture must be an uploaded one.
 */
export const createCategoryBody = z.object({
  ...fields,
  slug: fields.slug.optional(),
  image_url: fields.image_url.optional(),
  sort_order: fields.sort_order.default(0),
  is_active: fields.is_active.default(true),
});
export type CreateCategoryBody = z.infer<typeof createCategoryBody>;

/** A change to a category: any of its fields (e.g. only `is_active` to switch it off). */
export const updateCategoryBody = z.object(fields).partial();
export type UpdateCategoryBody = z.infer<typeof updateCategoryBody>;

/** A category as staff see it: inactive ones too, with how many stores and products use it. */
export const adminCategorySchema = categorySchema.extend({
  sort_order: z.number().int(),
  is_active: z.boolean(),
  store_count: z.number().int(),
  product_count: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryResponseSchema = z.object({ data: adminCategorySchema, message: z.string() });
export const adminCategoryListResponseSchema = pagedListSchema(adminCategorySchema);
export const adminCategoryListQuery = pageQuerySchema.extend({ status: z.enum(['active', 'inactive']).optional() });

/** Rejecting a store, product or sub-category: the vendor reads the reason. */
export const rejectBody = z.object({ reason: z.string().trim().min(3).max(500) });
export type RejectBody = z.infer<typeof rejectBody>;
