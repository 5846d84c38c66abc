import { z } from 'zod';

const localName = z.string().trim().min(1).max(60);
const sortOrder = z.number().int().min(0).max(10_000).default(0);

/** A size products' variants come in (issue 14: staff keep the list). */
export const sizeBody = z.object({
  group_id: z.number().int().min(1).max(1000).default(1),
  name_en: localName,
  name_tr: localName,
  sort_order: sortOrder,
});
export type SizeBody = z.infer<typeof sizeBody>;

export const adminSizeSchema = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  name_en: z.string(),
  name_tr: z.string(),
  sort_order: z.number().int(),
  /** Product variants of this size: a size in use cannot be deleted. */
  in_use: z.number().int(),
});
export type AdminSize = z.infer<typeof adminSizeSchema>;

/** A unit products are sold in. */
export const unitBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,20}$/),
  name_en: localName,
  name_tr: localName,
  sort_order: sortOrder,
});
export type UnitBody = z.infer<typeof unitBody>;

export const adminUnitSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_tr: z.string(),
  sort_order: z.number().int(),
  /** Products sold in this unit: a unit in use cannot be deleted. */
  in_use: z.number().int(),
});
export type AdminUnit = z.infer<typeof adminUnitSchema>;

/** What joining Bedesten costs a business, in minor units (the list price and the price now asked). */
export const joiningFeesBody = z.object({
  joining_fees: z.number().int().min(0).max(100_000_000),
  joining_mrp_fees: z.number().int().min(0).max(100_000_000),
});
export type JoiningFeesBody = z.infer<typeof joiningFeesBody>;
