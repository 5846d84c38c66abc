/**
 * The cart rules of SPEC.md §4, as pure functions over the cart of SPEC.md §3
 * (one store at a time). The API applies them to the signed-in person's cart
 * in the database; the web applies the same rules to a guest's cart in the
 * persisted client state, so both behave alike.
 */

/** SPEC.md §3 Cart item (money in integer minor units). */
export interface CartLine {
  id?: string | number | undefined;
  uuid: string;
  product_id: string;
  master_product_id?: string | null | undefined;
  variation_id: string;
  quantity: number;
  unit_id?: string | number | null | undefined;
  unit_name?: string | null | undefined;
  unit_quantity?: number | null | undefined;
  /** What one costs after the product's own discount. */
  selling_price: number;
  /** What one costs before it (the list price). */
  mrp_price: number;
  size_id?: string | number | null | undefined;
  size_name?: string | null | undefined;
  product_name: string;
  image_url?: string | null | undefined;
  stock_status?: string | null | undefined;
}

/** SPEC.md §3 Cart totals. */
export interface CartTotals {
  mrp_total: number;
  item_total: number;
  items_discount: number;
  final_total: number;
  coupon_amount: number;
  delivery_charges: number;
  platform_amount: number;
}

export interface Cart {
  store_id: string | null;
  store_name: string | null;
  cart_list: CartLine[];
  totals: CartTotals | null;
}

export function emptyCartOf(): Cart {
  return { store_id: null, store_name: null, cart_list: [], totals: null };
}

/**
 * Totals of the lines. SPEC.md §4: every change recomputes them and sets
 * coupon_amount, delivery_charges and platform_amount to 0 (they are worked
 * out again at checkout, where the address and coupon are known).
 */
export function cartTotals(lines: readonly Pick<CartLine, 'quantity' | 'selling_price' | 'mrp_price'>[]): CartTotals {
  let mrp = 0;
  let items = 0;
  for (const line of lines) {
    mrp += line.mrp_price * line.quantity;
    items += line.selling_price * line.quantity;
  }
  return {
    mrp_total: mrp,
    item_total: items,
    items_discount: mrp - items,
    final_total: items,
    coupon_amount: 0,
    delivery_charges: 0,
    platform_amount: 0,
  };
}

/** Whether two lines are the same thing (SPEC.md §4: same product, variation and size). */
export function sameItem(a: Pick<CartLine, 'product_id' | 'variation_id' | 'size_id'>, b: typeof a): boolean {
  return (
    String(a.product_id) === String(b.product_id) &&
    String(a.variation_id) === String(b.variation_id) &&
    String(a.size_id ?? '') === String(b.size_id ?? '')
  );
}

export type AddOutcome =
  | { kind: 'added'; cart: Cart }
  /** SPEC.md §4: the item is from another store; the person is asked whether to discard the cart. */
  | { kind: 'store_conflict'; current_store: { id: string; name: string | null } };

function withTotals(cart: Omit<Cart, 'totals'>): Cart {
  if (cart.cart_list.length === 0) return emptyCartOf();
  return { ...cart, totals: cartTotals(cart.cart_list) };
}

/**
 * SPEC.md §4 "Add to cart": an empty cart starts with the item; the same
 * store adds to the quantity of the same product, variation and size, or
 * appends; another store is a conflict unless `replace` says to discard the
 * current cart first.
 */
export function addToCart(
  cart: Cart,
  store: { id: string; name: string },
  line: CartLine,
  options: { replace?: boolean } = {},
): AddOutcome {
  const empty = cart.cart_list.length === 0 || cart.store_id === null;
  if (!empty && String(cart.store_id) !== String(store.id) && !options.replace) {
    return { kind: 'store_conflict', current_store: { id: String(cart.store_id), name: cart.store_name } };
  }
  const base = empty || String(cart.store_id) !== String(store.id) ? [] : cart.cart_list;
  const existing = base.findIndex((item) => sameItem(item, line));
  const cart_list =
    existing >= 0
      ? base.map((item, n) => (n === existing ? { ...item, quantity: item.quantity + line.quantity } : item))
      : [...base, line];
  return { kind: 'added', cart: withTotals({ store_id: store.id, store_name: store.name, cart_list }) };
}

function matches(item: CartLine, key: string | number): boolean {
  return String(item.uuid) === String(key) || (item.id !== undefined && String(item.id) === String(key));
}

/** SPEC.md §4: updating replaces the item found by id or uuid; a quantity below 1 removes it. */
export function updateCartLine(cart: Cart, key: string | number, changes: Partial<CartLine>): Cart {
  const cart_list = cart.cart_list
    .map((item) => (matches(item, key) ? { ...item, ...changes, uuid: item.uuid } : item))
    .filter((item) => item.quantity >= 1);
  return withTotals({ ...cart, cart_list });
}

/** SPEC.md §4: deleting the last item empties the cart (no store any more). */
export function removeCartLine(cart: Cart, key: string | number): Cart {
  return withTotals({ ...cart, cart_list: cart.cart_list.filter((item) => !matches(item, key)) });
}

/** The number of pieces in the cart (the header's badge, `cart_count`). */
export function cartPieces(cart: Pick<Cart, 'cart_list'>): number {
  return cart.cart_list.reduce((sum, item) => sum + item.quantity, 0);
}
