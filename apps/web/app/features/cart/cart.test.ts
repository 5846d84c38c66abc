import { describe, expect, it } from 'vitest';
import { emptyCart } from '~/lib/client-state/state.ts';
import type { CartState } from '~/lib/client-state/types.ts';
import { checkoutBlocker, fromGuestCart } from './cart-model.ts';
import {
  guestAdd,
  guestBulkBody,
  guestRemove,
  guestSetQuantity,
  type GuestLine,
  type GuestStore,
} from './guest-cart.ts';

const bakery: GuestStore = {
  id: 'store-1',
  name: 'Harbour Bakery',
  slug: 'harbour-bakery',
  minimum_order_amount: 1500,
  currency: 'EUR',
};
const grocer: GuestStore = { ...bakery, id: 'store-2', name: 'Hill Grocer', slug: 'hill-grocer' };

function line(variation: string, quantity: number, extra: Partial<GuestLine> = {}): GuestLine {
  return {
    uuid: variation,
    product_id: 'product-1',
    variation_id: variation,
    quantity,
    selling_price: 400,
    mrp_price: 500,
    product_name: 'Olive bread',
    product_slug: 'olive-bread',
    stock: null,
    ...extra,
  };
}

function added(cart: CartState, store: GuestStore, item: GuestLine, replace = false): CartState {
  const outcome = guestAdd(cart, store, item, { replace });
  if (outcome.kind !== 'added') throw new Error(`expected added, got ${outcome.kind}`);
  return outcome.cart;
}

describe('the guest cart (core rules in the client state)', () => {
  it('starts with the item, adds up the same variant and appends another, with totals', () => {
    let cart = added(emptyCart(), bakery, line('small', 2));
    cart = added(cart, bakery, line('large', 1, { selling_price: 800, mrp_price: 800 }));
    cart = added(cart, bakery, line('small', 1));
    expect(cart).toMatchObject({
      store_id: 'store-1',
      store_name: 'Harbour Bakery',
      store_slug: 'harbour-bakery',
      minimum_order_amount: 1500,
      currency: 'EUR',
    });
    expect(cart.cart_list.map((item) => [item.variation_id, item.quantity])).toEqual([
      ['small', 3],
      ['large', 1],
    ]);
    expect(cart.totals).toMatchObject({ mrp_total: 2300, item_total: 2000, items_discount: 300, final_total: 2000 });
  });

  it("asks before another store's item, and replaces the cart when told to", () => {
    const cart = added(emptyCart(), bakery, line('small', 2));
    expect(guestAdd(cart, grocer, line('other', 1))).toEqual({ kind: 'store_conflict', storeName: 'Harbour Bakery' });
    const replaced = added(cart, grocer, line('other', 1), true);
    expect(replaced).toMatchObject({ store_id: 'store-2', store_slug: 'hill-grocer' });
    expect(replaced.cart_list.map((item) => item.variation_id)).toEqual(['other']);
  });

  it('never holds more than was in stock', () => {
    const cart = added(emptyCart(), bakery, line('small', 3, { stock: 4 }));
    expect(guestAdd(cart, bakery, line('small', 2, { stock: 4 }))).toEqual({
      kind: 'stock',
      problem: { key: 'only_n_left', params: { n: 4 } },
    });
    expect(guestAdd(emptyCart(), bakery, line('none', 1, { stock: 0 }))).toEqual({
      kind: 'stock',
      problem: { key: 'out_of_stock' },
    });
    expect(guestSetQuantity(cart, 'small', 5)).toMatchObject({ kind: 'stock' });
    const lower = guestSetQuantity(cart, 'small', 1);
    expect(lower.kind === 'updated' && lower.cart.cart_list[0]!.quantity).toBe(1);
  });

  it('updates by uuid, removes, and the last line gone leaves no store', () => {
    let cart = added(emptyCart(), bakery, line('small', 1));
    cart = added(cart, bakery, line('large', 1));
    const zero = guestSetQuantity(cart, 'large', 0);
    if (zero.kind !== 'updated') throw new Error('expected an update');
    expect(zero.cart.cart_list.map((item) => item.uuid)).toEqual(['small']);
    expect(zero.cart.store_slug).toBe('harbour-bakery');
    expect(guestRemove(zero.cart, 'small')).toEqual(emptyCart());
  });

  it('sends what cart-bulk needs, with the id the cart got when its first item went in, and nothing for an empty cart', () => {
    const first = added(emptyCart(), bakery, line('small', 2));
    expect(first.merge_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const cart = added(first, bakery, line('large', 1));
    expect(guestBulkBody(cart)).toEqual({
      store_id: 'store-1',
      merge_id: first.merge_id,
      items: [
        { product_id: 'product-1', variation_id: 'small', quantity: 2 },
        { product_id: 'product-1', variation_id: 'large', quantity: 1 },
      ],
    });
    expect(guestBulkBody(emptyCart())).toBeNull();
    // Emptied and filled again, it is another cart with another id.
    const again = added(guestRemove(guestRemove(cart, 'small'), 'large'), bakery, line('small', 1));
    expect(again.merge_id).toBeTruthy();
    expect(again.merge_id).not.toBe(first.merge_id);
  });
});

describe('the cart page model', () => {
  it('shows a guest cart with links, limits and what stops checkout', () => {
    const cart = added(emptyCart(), bakery, line('small', 2, { stock: 4, size_name: 'Small' }));
    const model = fromGuestCart(cart);
    expect(model).toMatchObject({ storeName: 'Harbour Bakery', storeHref: '/stores/harbour-bakery', count: 2 });
    expect(model.rows[0]).toMatchObject({
      key: 'small',
      href: '/stores/harbour-bakery/olive-bread',
      size: 'Small',
      max: 4,
      problem: null,
    });
    // €8.00 is below the store's €15.00 minimum order.
    expect(checkoutBlocker(model)).toBe('minimum');
    const enough = added(cart, bakery, line('small', 2, { stock: 4 }));
    expect(checkoutBlocker(fromGuestCart(enough))).toBeNull();
    const gone = { ...enough, cart_list: [{ ...enough.cart_list[0]!, stock_status: 'out_of_stock' }] };
    expect(fromGuestCart(gone).rows[0]!.problem).toEqual({ key: 'out_of_stock' });
    expect(checkoutBlocker(fromGuestCart(gone))).toBe('lines');
  });
});
