import type { CartTotals } from '@bedesten/core/cart/cart-rules';
import { CART_MAX_QUANTITY } from '@bedesten/core/cart/cart-limits';
import type { CartView } from '@bedesten/core/schemas/cart';
import type { CartState } from '~/lib/client-state/types.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One line as the cart page shows it, wherever the cart lives. */
export interface CartRow {
  /** What a change names the line by: its id (signed in) or uuid (guest). */
  key: string;
  name: string;
  href: string | null;
  image: string | null;
  size: string | null;
  unit: string | null;
  selling: number;
  mrp: number;
  quantity: number;
  /** The most the stepper offers: what is left, or the cart's own limit. */
  max: number;
  /** What is left of a limited variant (null: always available, `max` is the cart's limit). */
  stock: number | null;
  status: 'in_stock' | 'out_of_stock' | 'not_available';
  /** A catalogue message key and its count, when the line cannot be bought as it is. */
  problem: { key: 'out_of_stock' | 'not_available' | 'only_n_left'; n?: number } | null;
}

export interface CartModel {
  /** The store's id, for its delivery terms; null when unknown (an old guest cart). */
  storeId: string | null;
  storeName: string | null;
  storeHref: string | null;
  minimumOrder: number;
  currency: string;
  rows: CartRow[];
  totals: CartTotals | null;
  count: number;
}

function unitLabel(quantity: number | null | undefined, name: string | null | undefined): string | null {
  return name ? `${quantity ?? 1} × ${name}` : null;
}

function problemOf(status: CartRow['status'], stock: number | null, quantity: number): CartRow['problem'] {
  if (status !== 'in_stock') return { key: status };
  return stock !== null && quantity > stock ? { key: 'only_n_left', n: stock } : null;
}

function limit(stock: number | null | undefined): number {
  return Math.max(Math.min(stock ?? CART_MAX_QUANTITY, CART_MAX_QUANTITY), 1);
}

/** The signed-in cart as the API answers it (names and prices read live). */
export function fromServerCart(cart: CartView): CartModel {
  const storeSlug = cart.store?.slug ?? null;
  return {
    storeId: cart.store_id,
    storeName: cart.store_name,
    storeHref: storeSlug ? `/stores/${storeSlug}` : null,
    minimumOrder: cart.store?.minimum_order_amount ?? 0,
    currency: cart.currency,
    totals: cart.totals,
    count: cart.cart_count,
    rows: cart.cart_list.map((line) => ({
      key: line.id,
      name: line.product_name,
      href: `/stores/${line.store_slug}/${line.product_slug}`,
      image: line.image_url,
      size: line.size_name,
      unit: unitLabel(line.unit_quantity, line.unit_name),
      selling: line.selling_price,
      mrp: line.mrp_price,
      quantity: line.quantity,
      max: limit(line.stock),
      stock: line.stock,
      status: line.stock_status,
      problem: problemOf(line.stock_status, line.stock, line.quantity),
    })),
  };
}

function statusOf(value: string | null | undefined): CartRow['status'] {
  return value === 'out_of_stock' || value === 'not_available' ? value : 'in_stock';
}

/** A guest's cart from the client state, as it was when each item was added. */
export function fromGuestCart(cart: CartState, fallbackCurrency = 'EUR'): CartModel {
  const storeSlug = cart.store_slug ?? null;
  return {
    storeId: typeof cart.store_id === 'string' && UUID.test(cart.store_id) ? cart.store_id : null,
    storeName: cart.store_name,
    storeHref: storeSlug ? `/stores/${storeSlug}` : null,
    minimumOrder: cart.minimum_order_amount ?? 0,
    currency: cart.currency ?? fallbackCurrency,
    totals: cart.totals,
    count: cart.cart_list.reduce((sum, item) => sum + item.quantity, 0),
    rows: cart.cart_list.map((item) => {
      const status = statusOf(item.stock_status);
      const stock = item.stock ?? null;
      return {
        key: item.uuid,
        name: item.product_name,
        href: storeSlug && item.product_slug ? `/stores/${storeSlug}/${item.product_slug}` : null,
        image: item.image_url ?? null,
        size: item.size_name ?? null,
        unit: unitLabel(item.unit_quantity, item.unit_name),
        selling: item.selling_price,
        mrp: item.mrp_price,
        quantity: item.quantity,
        max: limit(stock),
        stock,
        status,
        problem: problemOf(status, stock, item.quantity),
      };
    }),
  };
}

/** Checkout needs every line buyable as it is, and the store's minimum order reached. */
export function checkoutBlocker(model: CartModel): 'lines' | 'minimum' | null {
  if (model.rows.some((row) => row.problem !== null)) return 'lines';
  if ((model.totals?.final_total ?? 0) < model.minimumOrder) return 'minimum';
  return null;
}

/** Where a guest who pressed Checkout goes once signed in and their cart has joined the account. */
export type ContinueAfterSignIn = { kind: 'checkout' } | { kind: 'cart'; keptMessage: string | null };

/**
 * The cart the merge answered (`cart-bulk`) is the account's cart as it is
 * now; the page's own cart may be older, read before the merge, since React
 * Router draws its reloaded data in a transition that can reach the screen
 * after the merge is marked done. So the merge's answer, when there is one,
 * decides. The account's other-store cart kept in place of theirs, an empty
 * cart or one that cannot be checked out stays on the cart page.
 */
export function continueAfterSignIn(
  pageCart: CartModel | null,
  merged: CartView | null,
  keptMessage: string | null,
): ContinueAfterSignIn {
  if (keptMessage) return { kind: 'cart', keptMessage };
  const cart = merged ? fromServerCart(merged) : pageCart;
  if (cart && cart.rows.length > 0 && checkoutBlocker(cart) === null) return { kind: 'checkout' };
  return { kind: 'cart', keptMessage: null };
}
