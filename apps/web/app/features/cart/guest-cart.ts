import { addToCart, removeCartLine, updateCartLine, type Cart, type CartLine } from '@bedesten/core/cart/cart-rules';
import type { MessageKey, MessageParams } from '@bedesten/core/messages/catalogue';
import type { CartBulkResponse, CartView } from '@bedesten/core/schemas/cart';
import type { ApiResult } from '~/lib/api-client.ts';
import type { CartItem, CartState } from '~/lib/client-state/types.ts';
import type { CartBulkBody } from './api.ts';

/**
 * A guest's cart in the persisted client state, changed by the same core
 * rules the API applies to a signed-in cart (SPEC.md §4), so both behave
 * alike. Prices and names are kept as they were when added; the server
 * reads them afresh when the cart is merged at sign-in.
 */

export interface GuestStore {
  id: string;
  name: string;
  slug: string;
  minimum_order_amount: number;
  currency: string;
}

/** A line to add: the variant as the product page showed it (uuid is the variant's id). */
export type GuestLine = CartItem & { product_id: string; variation_id: string; quantity: number };

export type StockProblem = { key: MessageKey; params?: MessageParams };

export type GuestAddOutcome =
  | { kind: 'added'; cart: CartState }
  | { kind: 'store_conflict'; storeName: string }
  | { kind: 'stock'; problem: StockProblem };

/** SPEC.md §5: never more than is in stock ("Out of Stock", "Only {n} left in stock"). */
export function stockProblem(stock: number | null | undefined, wanted: number): StockProblem | null {
  if (stock === null || stock === undefined || wanted <= stock) return null;
  if (stock <= 0) return { key: 'out_of_stock' };
  return { key: 'only_n_left', params: { n: stock } };
}

function toCore(cart: CartState): Cart {
  return {
    store_id: cart.store_id === null ? null : String(cart.store_id),
    store_name: cart.store_name,
    cart_list: cart.cart_list.map((item) => ({
      ...item,
      id: item.id,
      product_id: String(item.product_id),
      variation_id: String(item.variation_id ?? ''),
    })) as CartLine[],
    totals: cart.totals,
  };
}

type StoreFacts = Pick<CartState, 'store_slug' | 'minimum_order_amount' | 'currency' | 'merge_id'>;

/**
 * A random (version 4) UUID. `crypto.randomUUID` exists only on secure
 * pages (https or localhost); `getRandomValues` everywhere.
 */
export function newMergeId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function fromCore(core: Cart, store: StoreFacts): CartState {
  if (core.cart_list.length === 0) return { ...core, cart_list: [] };
  return { ...core, cart_list: core.cart_list as CartItem[], ...store };
}

function storeOf(cart: CartState): StoreFacts {
  return {
    store_slug: cart.store_slug ?? null,
    minimum_order_amount: cart.minimum_order_amount ?? null,
    ...(cart.currency ? { currency: cart.currency } : {}),
    ...(cart.merge_id ? { merge_id: cart.merge_id } : {}),
  };
}

export function guestAdd(
  cart: CartState,
  store: GuestStore,
  line: GuestLine,
  options: { replace?: boolean } = {},
): GuestAddOutcome {
  const outcome = addToCart(toCore(cart), { id: store.id, name: store.name }, line as CartLine, options);
  if (outcome.kind === 'store_conflict') {
    return { kind: 'store_conflict', storeName: outcome.current_store.name ?? '' };
  }
  const added = outcome.cart.cart_list.find((item) => item.variation_id === line.variation_id);
  const problem = stockProblem(line.stock, added?.quantity ?? line.quantity);
  if (problem) return { kind: 'stock', problem };
  return {
    kind: 'added',
    cart: fromCore(outcome.cart, {
      store_slug: store.slug,
      minimum_order_amount: store.minimum_order_amount,
      currency: store.currency,
      // The same guest cart keeps its id; a new one (from empty) gets its own.
      merge_id: cart.cart_list.length > 0 && cart.merge_id ? cart.merge_id : newMergeId(),
    }),
  };
}

/** SPEC.md §4: updating replaces the line by id or uuid; 0 removes it. */
export function guestSetQuantity(
  cart: CartState,
  uuid: string,
  quantity: number,
): { kind: 'updated'; cart: CartState } | { kind: 'stock'; problem: StockProblem } {
  const line = cart.cart_list.find((item) => item.uuid === uuid);
  const problem = line && quantity > line.quantity ? stockProblem(line.stock, quantity) : null;
  if (problem) return { kind: 'stock', problem };
  return { kind: 'updated', cart: fromCore(updateCartLine(toCore(cart), uuid, { quantity }), storeOf(cart)) };
}

/** SPEC.md §4: deleting the last item empties the cart. */
export function guestRemove(cart: CartState, uuid: string): CartState {
  return fromCore(removeCartLine(toCore(cart), uuid), storeOf(cart));
}

/** What `cart-bulk` gets at sign-in; null for an empty cart. */
export function guestBulkBody(cart: CartState): CartBulkBody | null {
  if (cart.store_id === null || cart.cart_list.length === 0) return null;
  return {
    store_id: String(cart.store_id),
    ...(cart.merge_id ? { merge_id: cart.merge_id } : {}),
    items: cart.cart_list.map((item) => ({
      product_id: String(item.product_id),
      variation_id: String(item.variation_id ?? item.uuid),
      quantity: item.quantity,
    })),
  };
}

/** Answers after which the same cart is sent again later: signed out meanwhile, timed out, limited. */
const RETRYABLE = new Set([401, 408, 429]);

/**
 * What a `cart-bulk` answer means for the guest cart in this browser:
 * `clear` it (merged, or refused for good), `ask` which cart to keep (the
 * saved cart is another store's: nothing was dropped), and the account's
 * cart as it now is. A network failure, a limit or a server fault keeps the
 * cart to send again later, which the merge id makes safe.
 */
export function afterBulk(result: ApiResult<CartBulkResponse>): {
  clear: boolean;
  ask: { saved: string } | null;
  cart: CartView | null;
} {
  if (result.ok) {
    if (result.data.merge.outcome === 'store_conflict') {
      return { clear: false, ask: { saved: result.data.merge.saved_store?.name ?? '' }, cart: null };
    }
    return { clear: true, ask: null, cart: result.data.data };
  }
  const final = result.reason === 'http' && !RETRYABLE.has(result.status) && result.status < 500;
  return { clear: final, ask: null, cart: null };
}
