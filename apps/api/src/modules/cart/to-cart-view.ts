import { cartTotals } from '@bedesten/core/cart/cart-rules';
import { stockStatus, stockStatusMessageKey } from '@bedesten/core/catalogue/stock-status';
import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '@bedesten/core/messages/catalogue';
import type { CartLineView, CartView } from '@bedesten/core/schemas/cart';
import { localName } from '../listing/local-name.ts';
import type { CartLineRow } from './cart.repository.ts';

/**
 * A line as the cart shows it. A product or store customers may no longer
 * see reads "Not available", like a deactivated variant; a line holding more
 * than is left says how many are.
 */
export function toCartLine(row: CartLineRow, lang: Language): CartLineView {
  const status = stockStatus({ isActive: row.variant_active && row.visible, stock: row.stock });
  const key = stockStatusMessageKey(status);
  const short = status === 'in_stock' && row.stock !== null && row.quantity > row.stock;
  return {
    id: row.id,
    uuid: row.id,
    product_id: row.product_id,
    master_product_id: row.product_id,
    variation_id: row.variant_id,
    quantity: row.quantity,
    unit_id: row.unit_id,
    unit_name: row.unit_name_en ? localName(row.unit_name_en, row.unit_name_tr, lang) : null,
    unit_quantity: row.unit_quantity === null ? null : Number(row.unit_quantity),
    selling_price: row.price - row.discount,
    mrp_price: row.price,
    size_id: row.size_id,
    size_name: row.size_name_en ? localName(row.size_name_en, row.size_name_tr, lang) : null,
    product_name: localName(row.name_en, row.name_tr, lang),
    image_url: row.image_url,
    stock_status: status,
    stock: row.stock,
    stock_message: key ? message(key, lang) : short ? message('only_n_left', lang, { n: row.stock! }) : null,
    product_slug: row.product_slug,
    store_slug: row.store_slug,
  };
}

/**
 * SPEC.md §3 Cart from the lines, totals by the core rules (coupon, delivery
 * and platform fee stay 0 until checkout). Only what can be bought now
 * counts towards the totals; checkout checks stock again.
 */
export function toCartView(rows: readonly CartLineRow[], lang: Language, currency: string): CartView {
  const first = rows[0];
  if (!first) {
    return { store_id: null, store_name: null, store: null, cart_list: [], totals: null, cart_count: 0, currency };
  }
  const cart_list = rows.map((row) => toCartLine(row, lang));
  const buyable = cart_list.filter((line) => line.stock_status === 'in_stock');
  return {
    store_id: first.store_id,
    store_name: first.store_title,
    store: {
      id: first.store_id,
      slug: first.store_slug,
      title: first.store_title,
      image_url: first.store_image_url,
      minimum_order_amount: first.store_minimum_order_amount,
    },
    cart_list,
    totals: cartTotals(buyable),
    cart_count: cart_list.reduce((sum, line) => sum + line.quantity, 0),
    currency,
  };
}
