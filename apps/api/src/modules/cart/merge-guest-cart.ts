import { addToCart as addByRules, sameItem, type CartLine } from '@bedesten/core/cart/cart-rules';
import type { CartBulkBody, CartMergeOutcome } from '@bedesten/core/schemas/cart';
import { CART_MAX_QUANTITY } from '@bedesten/core/cart/cart-limits';
import type { CartWriter } from './cart.repository.ts';
import { asCoreCart } from './add-to-cart.ts';

export interface MergeResult {
  outcome: CartMergeOutcome;
  skipped: string[];
  /** With `store_conflict`: the saved cart's store, which the person is asked about. */
  savedStore: { id: string; name: string } | null;
}

/**
 * `cart-bulk`: the cart a guest built (one store) joins the signed-in cart
 * at sign-in, by the same rules as adding one by one: the same variant adds
 * up, what is gone, not available or out of stock is skipped, and a line
 * holds at most what is left. A cart holds one store: when the saved cart is
 * another store's, nothing changes (`store_conflict`) until the person
 * chooses; `replace` says they chose the guest's cart, which then takes the
 * saved one's place (kept if none of the guest's items can be had).
 * A guest cart with a `merge_id` is merged once: a retry, or a second
 * sign-in call racing the first, finds it recorded and changes nothing.
 * The question does not use up the id, so the answer to it can follow.
 */
export async function mergeGuestCart(cart: CartWriter, body: CartBulkBody): Promise<MergeResult> {
  const current = await cart.snapshot();
  const otherStore = current.lines.length > 0 && current.storeId !== body.store_id;
  if (otherStore && body.replace !== true) {
    return {
      outcome: 'store_conflict',
      skipped: [],
      savedStore: { id: current.storeId!, name: current.storeTitle ?? '' },
    };
  }
  if (body.merge_id !== undefined && !(await cart.claimMerge(body.merge_id))) {
    return { outcome: 'already_merged', skipped: [], savedStore: null };
  }
  let working = otherStore ? asCoreCart({ storeId: null, storeTitle: null, lines: [] }) : asCoreCart(current);
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
    if (otherStore) await cart.clear();
    await cart.setStore(body.store_id);
    for (const [variantId, quantity] of changed) await cart.setQuantity(variantId, quantity);
  }
  return { outcome: 'merged', skipped, savedStore: null };
}
