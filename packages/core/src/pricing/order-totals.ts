import { cartTotals } from '../cart/cart-rules.ts';

/**
 * The platform fee staff set (DESIGN.md §4): a flat amount or a percentage
 * of the items' total, charged on every order.
 */
export interface PlatformFee {
  type: 'flat' | 'percent';
  /** flat: minor units; percent: basis points (2.5 % = 250). */
  value: number;
}

export const NO_PLATFORM_FEE: PlatformFee = { type: 'flat', value: 0 };

export function platformFeeOf(fee: PlatformFee, itemsTotal: number): number {
  if (itemsTotal <= 0) return 0;
  return fee.type === 'flat' ? Math.max(0, fee.value) : Math.round((itemsTotal * Math.max(0, fee.value)) / 10_000);
}

export type Fulfilment = 'delivery' | 'pickup';

export interface OrderTotals {
  mrp_total: number;
  items_total: number;
  items_discount: number;
  coupon_amount: number;
  delivery_charges: number;
  platform_amount: number;
  order_total: number;
}

/**
 * Every figure of an order, from the lines' prices as the database has them
 * (never the client's), the coupon's amount, the delivery charge (0 for store
 * pickup, which is free) and the platform fee.
 */
export function orderTotals(input: {
  lines: readonly { quantity: number; selling_price: number; mrp_price: number }[];
  coupon_amount: number;
  fulfilment: Fulfilment;
  delivery_charge: number;
  platform_fee: PlatformFee;
}): OrderTotals {
  const cart = cartTotals(input.lines);
  const coupon = Math.min(Math.max(0, input.coupon_amount), cart.item_total);
  const delivery = input.fulfilment === 'pickup' ? 0 : Math.max(0, input.delivery_charge);
  const platform = platformFeeOf(input.platform_fee, cart.item_total);
  return {
    mrp_total: cart.mrp_total,
    items_total: cart.item_total,
    items_discount: cart.items_discount,
    coupon_amount: coupon,
    delivery_charges: delivery,
    platform_amount: platform,
    order_total: cart.item_total - coupon + delivery + platform,
  };
}
