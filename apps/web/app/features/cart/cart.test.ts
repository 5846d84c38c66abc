import { describe, expect, it } from 'vitest';
import { emptyCart } from '~/lib/client-state/state.ts';
import type { CartState } from '~/lib/client-state/types.ts';
import type { CartView } from '@bedesten/core/schemas/cart';
import { checkoutBlocker, continueAfterSignIn, fromGuestCart, fromServerCart } from './cart-model.ts';
import {
  afterBulk,
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

/** The account's cart as the API answers it: a store and `lines` of [variation, quantity, stock]. */
function serverCart(lines: Array<[string, number, number | null]>, minimum = 0): CartView {
  const store = { id: '7d0c5a43-8d4e-4a57-9d3b-0c1f1d0a0001', slug: 'harbour-bakery', title: 'Harbour Bakery' };
  const total = lines.reduce((sum, [, quantity]) => sum + quantity * 400, 0);
  return {
    store_id: lines.length ? store.id : null,
    store_name: lines.length ? store.title : null,
    store: lines.length ? { ...store, image_url: null, minimum_order_amount: minimum } : null,
    cart_list: lines.map(([variation, quantity, stock]) => ({
      id: variation,
      uuid: variation,
      product_id: 'a1b2c3d4-0000-4000-8000-000000000001',
      master_product_id: null,
      variation_id: variation,
      quantity,
      unit_id: null,
      unit_name: null,
      unit_quantity: null,
      selling_price: 400,
      mrp_price: 500,
      size_id: null,
      size_name: null,
      product_name: 'Olive bread',
      image_url: null,
      stock_status: stock === 0 ? 'out_of_stock' : 'in_stock',
      stock,
      stock_message: null,
      product_slug: 'olive-bread',
      store_slug: store.slug,
    })),
    totals: lines.length
      ? { mrp_total: total, item_total: total, items_discount: 0, final_total: total, coupon_amount: 0 }
      : null,
    cart_count: lines.reduce((sum, [, quantity]) => sum + quantity, 0),
    currency: 'EUR',
  } as CartView;
}

describe('going on to checkout after a guest signs in', () => {
  const small = 'b0000000-0000-4000-8000-000000000001';
  const large = 'b0000000-0000-4000-8000-000000000002';
  const readBeforeTheMerge = fromServerCart(serverCart([]));

  it('goes by the cart the merge answered, not the page’s cart read before it', () => {
    expect(
      continueAfterSignIn(
        readBeforeTheMerge,
        serverCart([
          [small, 2, 10],
          [large, 1, null],
        ]),
        null,
      ),
    ).toEqual({
      kind: 'checkout',
    });
    // Without a merge answer the page's own cart decides: an empty one stays on the cart page.
    expect(continueAfterSignIn(readBeforeTheMerge, null, null)).toEqual({ kind: 'cart', keptMessage: null });
    expect(continueAfterSignIn(fromServerCart(serverCart([[small, 1, 10]])), null, null)).toEqual({
      kind: 'checkout',
    });
  });

  it('stays on the cart when the merge left nothing buyable, or the minimum is not reached', () => {
    expect(continueAfterSignIn(readBeforeTheMerge, serverCart([]), null)).toEqual({ kind: 'cart', keptMessage: null });
    expect(continueAfterSignIn(null, serverCart([[small, 3, 2]]), null)).toEqual({ kind: 'cart', keptMessage: null });
    expect(continueAfterSignIn(null, serverCart([[small, 1, 10]], 1500), null)).toEqual({
      kind: 'cart',
      keptMessage: null,
    });
  });

  it('stays, saying so, when the account kept its other store’s cart', () => {
    const kept = 'Your saved cart from Hill Grocer was kept';
    expect(continueAfterSignIn(null, serverCart([[large, 1, null]]), kept)).toEqual({
      kind: 'cart',
      keptMessage: kept,
    });
  });
});

describe('the guest cart at sign-in, by what cart-bulk answered', () => {
  const merge = { skipped: [], message: null };
  it("asks which cart to keep when the saved cart is another store's, and keeps the guest cart meanwhile", () => {
    const saved = serverCart([['b0000000-0000-4000-8000-000000000001', 1, null]]);
    expect(
      afterBulk({
        ok: true,
        status: 200,
        data: {
          data: saved,
          merge: {
            ...merge,
            outcome: 'store_conflict',
            message: 'choose',
            saved_store: { id: saved.store_id!, name: 'Harbour Bakery' },
          },
        },
      }),
    ).toEqual({ clear: false, ask: { saved: 'Harbour Bakery' }, cart: null });
  });

  it('clears the guest cart once it joined (or was joined before), with the cart as it now is', () => {
    const cart = serverCart([['b0000000-0000-4000-8000-000000000001', 2, null]]);
    for (const outcome of ['merged', 'already_merged'] as const) {
      expect(afterBulk({ ok: true, status: 200, data: { data: cart, merge: { ...merge, outcome } } })).toEqual({
        clear: true,
        ask: null,
        cart,
      });
    }
  });

  it('keeps the guest cart to send again after a lost answer, a limit or a fault; drops it when refused for good', () => {
    const failed = (status: number, reason: 'http' | 'network' = 'http') =>
      afterBulk({ ok: false, status, reason, error: null });
    for (const status of [401, 408, 429, 500, 503]) expect(failed(status).clear, String(status)).toBe(false);
    expect(failed(0, 'network').clear).toBe(false);
    expect(failed(400)).toEqual({ clear: true, ask: null, cart: null });
  });
});
