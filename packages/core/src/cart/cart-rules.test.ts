import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartPieces,
  emptyCartOf,
  removeCartLine,
  updateCartLine,
  type Cart,
  type CartLine,
} from './cart-rules.ts';

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  uuid: overrides.uuid ?? 'u1',
  product_id: 'p1',
  variation_id: 'v1',
  size_id: 1,
  quantity: 1,
  selling_price: 450,
  mrp_price: 500,
  product_name: 'Halloumi',
  ...overrides,
});
const bakery = { id: 's1', name: 'Bakery' };
const deli = { id: 's2', name: 'Deli' };

function added(outcome: ReturnType<typeof addToCart>): Cart {
  if (outcome.kind !== 'added') throw new Error('expected added');
  return outcome.cart;
}

describe('cart rules (SPEC.md §4)', () => {
  it('starts an empty cart with the item and its store, with totals', () => {
    const cart = added(addToCart(emptyCartOf(), bakery, line({ quantity: 2 })));
    expect(cart.store_id).toBe('s1');
    expect(cart.totals).toEqual({
      mrp_total: 1000,
      item_total: 900,
      items_discount: 100,
      final_total: 900,
      coupon_amount: 0,
      delivery_charges: 0,
      platform_amount: 0,
    });
  });

  it.each([
    ['same product, variation and size adds to the quantity', line({ uuid: 'u2', quantity: 3 }), 1, 4],
    ['another size appends', line({ uuid: 'u2', size_id: 2 }), 2, 1],
    ['another variation appends', line({ uuid: 'u2', variation_id: 'v2' }), 2, 1],
    ['another product appends', line({ uuid: 'u2', product_id: 'p2' }), 2, 1],
  ])('%s', (_name, next, lines, firstQuantity) => {
    const cart = added(addToCart(added(addToCart(emptyCartOf(), bakery, line())), bakery, next));
    expect(cart.cart_list).toHaveLength(lines);
    expect(cart.cart_list[0]!.quantity).toBe(firstQuantity);
  });

  it('refuses another store unless told to replace the cart', () => {
    const cart = added(addToCart(emptyCartOf(), bakery, line()));
    expect(addToCart(cart, deli, line({ uuid: 'u9', product_id: 'p9' }))).toEqual({
      kind: 'store_conflict',
      current_store: { id: 's1', name: 'Bakery' },
    });
    const replaced = added(addToCart(cart, deli, line({ uuid: 'u9', product_id: 'p9' }), { replace: true }));
    expect(replaced.store_id).toBe('s2');
    expect(replaced.cart_list.map((item) => item.uuid)).toEqual(['u9']);
  });

  it('updates by uuid or id, resets the checkout amounts, and removes at quantity 0', () => {
    const cart = added(addToCart(emptyCartOf(), bakery, line({ id: 7 })));
    const withCoupon: Cart = { ...cart, totals: { ...cart.totals!, coupon_amount: 50, delivery_charges: 200 } };
    const byUuid = updateCartLine(withCoupon, 'u1', { quantity: 5 });
    expect(byUuid.cart_list[0]!.quantity).toBe(5);
    expect(byUuid.totals).toMatchObject({ item_total: 2250, coupon_amount: 0, delivery_charges: 0 });
    expect(updateCartLine(cart, 7, { quantity: 2 }).cart_list[0]!.quantity).toBe(2);
    expect(updateCartLine(cart, 'u1', { quantity: 0 })).toEqual(emptyCartOf());
  });

  it('empties the cart and forgets the store when the last item goes', () => {
    const cart = added(addToCart(emptyCartOf(), bakery, line()));
    expect(removeCartLine(cart, 'u1')).toEqual(emptyCartOf());
    const two = added(addToCart(cart, bakery, line({ uuid: 'u2', product_id: 'p2', quantity: 2 })));
    expect(cartPieces(removeCartLine(two, 'u1'))).toBe(2);
  });
});
