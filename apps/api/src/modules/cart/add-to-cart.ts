import { addToCart as addByRules, sameItem, type Cart, type CartLine } from '@bedesten/core/cart/cart-rules';
import { notFound } from '@bedesten/core/errors/app-error';
import { CART_MAX_QUANTITY } from '@bedesten/core/cart/cart-limits';
import type { CartSnapshot, CartWriter } from './cart.repository.ts';
import { stockProblem } from './stock-check.ts';

export interface AddItem {
  product_id: string;
  variation_id: string;
  quantity: number;
  replace?: boolean | undefined;
}

export type AddResult =
  { kind: 'added' } | { kind: 'store_conflict'; current_store: { id: string; name: string | null } };

/** The stored cart in the core's shape; prices do not matter to where an item goes. */
export function asCoreCart(snapshot: CartSnapshot): Cart {
  return {
    store_id: snapshot.lines.length ? snapshot.storeId : null,
    store_name: snapshot.storeTitle,
    cart_list: snapshot.lines.map((line): CartLine => ({
      id: line.id,
      uuid: line.id,
      product_id: line.productId,
      variation_id: line.variantId,
      size_id: line.sizeId,
      quantity: line.quantity,
      selling_price: 0,
      mrp_price: 0,
      product_name: '',
    })),
    totals: null,
  };
}

/**
 * `POST cart` (add): SPEC.md §4 by the core rules. Only an approved, active
 * product of a visible store can be added (anything else is 404); the line's
 * new quantity must be in stock; another store's cart answers a conflict
 * unless `replace` says to discard it.
 */
export async function addToCart(cart: CartWriter, item: AddItem): Promise<AddResult> {
  const { variant, snapshot: current } = await cart.variantAndSnapshot(item.product_id, item.variation_id);
  if (!variant) throw notFound();
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
  const outcome = addByRules(asCoreCart(current), { id: variant.store_id, name: variant.store_title }, line, {
    replace: item.replace === true,
  });
  if (outcome.kind === 'store_conflict') return outcome;

  const wanted = outcome.cart.cart_list.find((other) => sameItem(other, line))?.quantity ?? item.quantity;
  const problem = stockProblem({ isActive: variant.is_active, stock: variant.stock }, wanted);
  if (problem) throw problem;

  const newStore = current.storeId !== variant.store_id;
  if (newStore && current.lines.length > 0) await cart.clear();
  await cart.setQuantity(
    variant.variant_id,
    Math.min(wanted, CART_MAX_QUANTITY),
    newStore ? variant.store_id : undefined,
  );
  return { kind: 'added' };
}
