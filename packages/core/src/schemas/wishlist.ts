import { z } from 'zod';
import { pagedListSchema, pageQuerySchema } from '../paging/paged-list.ts';
import { productCardSchema } from './catalogue.ts';

/**
 * The customer's wishlist (SPEC.md §2 wishlist; issue 11). Saving is
 * idempotent; a product that staff or its vendor took off the shelves stays
 * listed as "Not available" (ADR 0032), so nothing vanishes silently.
 */

/** At most this many saved products per person (409 `wishlist_full` beyond). */
export const WISHLIST_MAX_ITEMS = 500;
/** `GET /api/wishlist-ids` answers at most this many ids (newest first). */
export const WISHLIST_IDS_MAX = 1000;

/** `POST /api/wishlist` → 201 (saved now) or 200 (already saved). */
export const wishlistSaveBody = z.object({ product_id: z.uuid() });
export type WishlistSaveBody = z.infer<typeof wishlistSaveBody>;

/** `DELETE /api/wishlist/:product_id` → 200; not in the caller's list → 404. */
export const wishlistItemParams = z.object({ product_id: z.uuid() });

export const wishlistListQuery = pageQuerySchema;

/** A saved product: the listing's product card, when it was saved, and whether customers can still buy it. */
export const wishlistItemSchema = productCardSchema.extend({
  saved_at: z.string(),
  /** False when the store or product is no longer shown to customers: the card reads "Not available". */
  available: z.boolean(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistListResponseSchema = pagedListSchema(wishlistItemSchema);

export const wishlistIdsResponseSchema = z.object({ data: z.array(z.uuid()) });

export const wishlistWriteResponseSchema = z.object({
  data: z.object({ product_id: z.uuid(), saved: z.boolean(), count: z.number().int() }),
  message: z.string(),
});
export type WishlistWriteResponse = z.infer<typeof wishlistWriteResponseSchema>;
