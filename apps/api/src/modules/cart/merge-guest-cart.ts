import { addToCart as addByRules, sameItem, type CartLine } from '@bedesten/core/cart/cart-rules';
import type { CartBulkBody, CartMergeOutcome } from '@bedesten/core/schemas/cart';
import { CART_MAX_QUANTITY } from '@bedesten/core/cart/cart-limits';
import type { CartWriter } from './cart.repository.ts';
import { asCoreCart } from './add-to-cart.ts';

export interface MergeResult {
  outcome: CartMergeOutcome;
  skipped: string[];
  /** The saved cart's store, when it was kept. */
  keptStore: string | null;
}

/**
 * `cart-bulk`: the cart a guest built (one store) joins the signed-in cart
 * at sign-in, by the same rules as adding one by one: the same variant adds
 * up, what is gone, not available or out of stock is skipped, and a line
 * holds at most what is left. Another store's guest cart replaces the saved
 * one only when that is empty; otherwise the saved cart wins, unchanged.
 * A guest cart with a `merge_id` is merged once: a retry, or a second
 * sign-in call racing the first, finds it recorded and changes nothing.
 */
export async function mergeGuestCart(cart: CartWriter, body: CartBulkBody): Promise<MergeResult> {
  if (body.merge_id !== undefined && !(await cart.claimMerge(body.merge_id))) {
    return { outcome: 'already_merged', skipped: [], keptStore: null };
  }
  const current = await cart.snapshot();
  if (current.lines.length > 0 && current.storeId !== body.store_id) {
    return { outcome: 'kept_server_cart', skipped: [], keptStore: current.storeTitle };
  }
  let working = asCoreCart(current);
  const skipped: string[] = [];
  const changed = new Map<string, number>();
  for (const item of body.items) {
    const variant = await cart.variant(item.product_id, item.variation_id);
    if (!variant || variant.store_id !== body.store_id || !variant.is_active || variant.stock === 0) {
      skipped.push(item.variation_id);
      continue;
    }
    const line: CartLine = {
      uuid: variant.variant_id,
      product_id: variant.product_id,
      variation_id: variant.variant_id,
      size_id: variant.size_id,
      quantity: item.quantity,
      selling_price: 0,
      mrp_price: 0,
      product_name: '',
    };
    const outcome = addByRules(working, { id: variant.store_id, name: variant.store_title }, line);
    if (outcome.kind !== 'added') {
      skipped.push(item.variation_id);
      continue;
    }
    const limit = Math.min(variant.stock ?? CART_MAX_QUANTITY, CART_MAX_QUANTITY);
    const quantity = Math.min(outcome.cart.cart_list.find((other) => sameItem(other, line))!.quantity, limit);
    working = {
      ...outcome.cart,
      cart_list: outcome.cart.cart_list.map((other) => (sameItem(other, line) ? { ...other, quantity } : other)),
    };
    changed.set(variant.variant_id, quantity);
  }
  if (changed.size > 0) {
    await cart.setStore(body.store_id);
    for (const [variantId, quantity] of changed) await cart.setQuantity(variantId, quantity);
  }
  return { outcome: 'merged', skipped, keptStore: null };
}
