import type { CartBulkResponse, CartResponse } from '@bedesten/core/schemas/cart';
import { apiGet, apiPost, type ApiResult } from '~/lib/api-client.ts';

export interface CartAddBody {
  product_id: string;
  variation_id: string;
  quantity: number;
  replace?: boolean;
}

export interface CartBulkBody {
  store_id: string;
  items: { product_id: string; variation_id: string; quantity: number }[];
}

/** The signed-in cart's calls (SPEC.md §7: cart, cartList, cartItemDelete, cartClear, cart-bulk). */
export const cartApi = {
  list: (): Promise<ApiResult<CartResponse>> => apiGet('cartList'),
  add: (body: CartAddBody): Promise<ApiResult<CartResponse>> => apiPost('cart', { ...body }),
  /** SPEC.md §4: updating replaces the line by id; 0 removes it. */
  setQuantity: (id: string, quantity: number): Promise<ApiResult<CartResponse>> => apiPost('cart', { id, quantity }),
  remove: (id: string): Promise<ApiResult<CartResponse>> => apiPost('cartItemDelete', { id }),
  clear: (): Promise<ApiResult<CartResponse>> => apiPost('cartClear'),
  bulk: (body: CartBulkBody): Promise<ApiResult<CartBulkResponse>> => apiPost('cart-bulk', { ...body }),
};
