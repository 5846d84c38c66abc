import { z } from 'zod';
import { imageUrlSchema } from './image-url.ts';

export const PRODUCT_AVAILABILITY = ['always', 'limited'] as const;
export type ProductAvailability = (typeof PRODUCT_AVAILABILITY)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const MAX_PRODUCT_IMAGES = 10;
export const MAX_VARIANTS = 20;

const optionalText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(min).max(max).optional())
    .optional();

/**
 * One variant (SPEC.md §3): `id` names an existing variant to change; price
 * and discount are minor units (cents), the discount is taken off the
 * price; `stock` null means always available.
 */
export const variantFields = z
  .object({
    id: z.uuid().optional(),
    unique_id: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9._-]+$/, 'invalid')
      .optional(),
    size_id: z.number().int().positive().nullable().optional(),
    price: z.number().int().min(1).max(100_000_000),
    discount: z.number().int().min(0).default(0),
    stock: z.number().int().min(0, 'stock_negative').max(1_000_000).nullable().optional(),
    active_status: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.discount >= v.price) ctx.addIssue({ code: 'custom', message: 'discount_too_high', path: ['discount'] });
  });
export type VariantFields = z.infer<typeof variantFields>;

/**
 * The product form (SPEC.md §3 Product, §5): English name and description
 * required, Turkish optional; description at least 10 characters; at least
 * one image and one variant; stock required on every variant when the
 * availability is limited.
 */
export const productFields = z
  .object({
    id: z.uuid().optional(),
    name_en: z.string().trim().min(2).max(150),
    name_tr: optionalText(2, 150),
    description_en: z.string().trim().min(10).max(5000),
    description_tr: optionalText(10, 5000),
    category_id: z.uuid(),
    sub_category_id: z.uuid('add_sub_category'),
    availability: z.enum(PRODUCT_AVAILABILITY).default('always'),
    unit_id: z.number().int().positive().nullable().optional(),
    unit_quantity: z.number().positive().max(1_000_000).nullable().optional(),
    sku: optionalText(1, 64),
    mpn: optionalText(1, 64),
    brand: optionalText(1, 100),
    vat_rate_id: z.number().int().positive().nullable().optional(),
    images: z.array(imageUrlSchema, 'images_required').min(1, 'images_required').max(MAX_PRODUCT_IMAGES),
    is_active: z.boolean().default(true),
    variants: z.array(variantFields, 'variants_required').min(1, 'variants_required').max(MAX_VARIANTS),
  })
  .superRefine((p, ctx) => {
    p.variants.forEach((v, i) => {
      if (p.availability === 'limited' && (v.stock === undefined || v.stock === null))
        ctx.addIssue({ code: 'custom', message: 'stock_required', path: ['variants', i, 'stock'] });
    });
    const ids = p.variants.map((v) => v.unique_id).filter((id) => id !== undefined);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: 'duplicate_variant', path: ['variants'] });
  });
export type ProductFields = z.infer<typeof productFields>;

/** A vendor's sub-category (SPEC.md §3): names, optional business category, banner images. */
export const subCategoryFields = z.object({
  id: z.uuid().optional(),
  name_en: z.string().trim().min(2).max(100),
  name_tr: optionalText(2, 100),
  category_id: z.uuid().nullable().optional(),
  banner_images: z.array(imageUrlSchema).max(5).default([]),
});
export type SubCategoryFields = z.infer<typeof subCategoryFields>;
