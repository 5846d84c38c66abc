import { z } from 'zod';
import { CART_MAX_QUANTITY } from '../cart/cart-limits.ts';
import { STOCK_STATUSES } from './catalogue.ts';

const quantity = z.number().int().min(1).max(CART_MAX_QUANTITY);

/**
 * `POST cart`: adds a variant (SPEC.md §4 "Add to cart"), or, when the body
 * names a line by `id` or `uuid`, replaces that line's quantity ("updating
 * replaces by id or uuid"; 0 removes it). `replace` discards another
 * store's cart instead of answering 409 `cart_store_conflict`.
 */
export const cartWriteBody = z
  .object({
    id: z.uuid().optional(),
    uuid: z.uuid().optional(),
    product_id: z.uuid().optional(),
    variation_id: z.uuid().optional(),
    quantity: z.number().int().min(0).max(CART_MAX_QUANTITY),
    replace: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.id || body.uuid) return;
    if (!body.product_id) ctx.addIssue({ code: 'custom', message: 'required', path: ['product_id'] });
    if (!body.variation_id) ctx.addIssue({ code: 'custom', message: 'required', path: ['variation_id'] });
    if (body.quantity < 1) ctx.addIssue({ code: 'custom', message: 'invalid', path: ['quantity'] });
  });
export type CartWriteBody = z.infer<typeof cartWriteBody>;

/** `cartItemDelete`: one of the caller's lines, by its id (its uuid is the same value). */
export const cartItemDeleteBody = z.object({ id: z.uuid() });

/**
 * `cart-bulk`: a guest's cart (one store, SPEC.md §3) merged into the
 * signed-in cart at sign-in, under the same rules as adding one by one.
 * `merge_id` names that guest cart (the browser makes it once, with the
 * cart): a cart is merged once per account, so a repeated or concurrent
 * call with the same id changes nothing and answers the cart as it is.
 * When the saved cart is another store's, nothing changes unless `replace`
 * says the person chose the guest's cart over it.
 */
export const cartBulkBody = z.object({
  store_id: z.uuid(),
  merge_id: z.uuid().optional(),
  replace: z.boolean().optional(),
  items: z
    .array(z.object({ product_id: z.uuid(), variation_id: z.uuid(), quantity }))
    .min(1)
    .max(100),
});
export type CartBulkBody = z.infer<typeof cartBulkBody>;

/** SPEC.md §3 Cart item, read live from the catalogue in the request's language (money in minor units). */
export const cartLineSchema = z.object({
  id: z.uuid(),
  uuid: z.uuid(),
  product_id: z.uuid(),
  master_product_id: z.uuid().nullable(),
  variation_id: z.uuid(),
  quantity: z.number().int(),
  unit_id: z.number().int().nullable(),
  unit_name: z.string().nullable(),
  unit_quantity: z.number().nullable(),
  selling_price: z.number().int(),
  mrp_price: z.number().int(),
  size_id: z.number().int().nullable(),
  size_name: z.string().nullable(),
  product_name: z.string(),
  image_url: z.string().nullable(),
  stock_status: z.enum(STOCK_STATUSES),
  /** What is left of a limited variant (null: always available). */
  stock: z.number().int().nullable(),
  /** "Out of Stock", "Not available" or "Only {n} left in stock" when the line holds more than is left. */
  stock_message: z.string().nullable(),
  product_slug: z.string(),
  store_slug: z.string(),
});
export type CartLineView = z.infer<typeof cartLineSchema>;

/** SPEC.md §3 Cart totals; coupon, delivery and platform fee are 0 until checkout. */
export const cartTotalsSchema = z.object({
  mrp_total: z.number().int(),
  item_total: z.number().int(),
  items_discount: z.number().int(),
  final_total: z.number().int(),
  coupon_amount: z.number().int(),
  delivery_charges: z.number().int(),
  platform_amount: z.number().int(),
});

/** SPEC.md §3 Cart, with what the cart page needs of its store (minimum order) and the piece count. */
export const cartSchema = z.object({
  store_id: z.uuid().nullable(),
  store_name: z.string().nullable(),
  store: z
    .object({
      id: z.uuid(),
      slug: z.string(),
      title: z.string(),
      image_url: z.string().nullable(),
      minimum_order_amount: z.number().int(),
    })
    .nullable(),
  cart_list: z.array(cartLineSchema),
  /** Null for an empty cart. Lines that cannot be bought now (out of stock, not available) are left out. */
  totals: cartTotalsSchema.nullable(),
  cart_count: z.number().int(),
  currency: z.string(),
});
export type CartView = z.infer<typeof cartSchema>;

export const cartResponseSchema = z.object({ data: cartSchema, message: z.string().optional() });
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** 409 when the cart holds another store's items and the call did not say to replace them. */
export const cartConflictSchema = z.object({
  error: z.string(),
  code: z.literal('cart_store_conflict'),
  current_store: z.object({ id: z.uuid(), name: z.string().nullable() }),
});

/**
 * `already_merged`: this guest cart (its `merge_id`) was merged before; nothing changed.
 * `store_conflict`: the saved cart is another store's; nothing changed, and the person chooses which to keep.
 */
export const CART_MERGE_OUTCOMES = ['merged', 'store_conflict', 'already_merged'] as const;
export type CartMergeOutcome = (typeof CART_MERGE_OUTCOMES)[number];

export const cartBulkResponseSchema = z.object({
  data: cartSchema,
  merge: z.object({
    outcome: z.enum(CART_MERGE_OUTCOMES),
    /** Variation ids of the guest's items that could not be added (gone, not available, out of stock). */
    skipped: z.array(z.uuid()),
    message: z.string().nullable(),
    /** With `store_conflict`: the saved cart's store, to name in the question. */
    saved_store: z.object({ id: z.uuid(), name: z.string() }).optional(),
  }),
});
export type CartBulkResponse = z.infer<typeof cartBulkResponseSchema>;
