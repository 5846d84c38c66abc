import type { z } from 'zod';
import type { cartBulkBody, CartBulkResponse, CartResponse, cartWriteBody } from '@bedesten/core/schemas/cart';
import { apiGet, apiPost, type ApiResult } from '~/lib/api-client.ts';

/** Adding a product's variant (a line by id is `setQuantity`). */
export type CartAddBody = Omit<z.input<typeof cartWriteBody>, 'id' | 'uuid'> & {
  product_id: string;
  variation_id: string;
};
export type CartBulkBody = z.input<typeof cartBulkBody>;

/** The signed-in cart's calls (SPEC.md §7: cart, cartList, cartItemDelete, cartClear, cart-bulk). */
export const cartApi = {
  list: (): Promise<ApiResult<CartResponse>> => apiGet('cartList'),
  add: (body: CartAddBody): Promise<ApiResult<CartResponse>> => apiPost('cart', body),
  /** SPEC.md §4: updating replaces the line by id; 0 removes it. */
  setQuantity: (id: string, quantity: number): Promise<ApiResult<CartResponse>> => apiPost('cart', { id, quantity }),
  remove: (id: string): Promise<ApiResult<CartResponse>> => apiPost('cartItemDelete', { id }),
  clear: (): Promise<ApiResult<CartResponse>> => apiPost('cartClear'),
  bulk: (body: CartBulkBody): Promise<ApiResult<CartBulkResponse>> => apiPost('cart-bulk', body),
};
