import type { CartResponse } from '@bedesten/core/schemas/cart';
import { apiPost, type ApiResult } from '~/lib/api-client.ts';

/** The wishlist page's own call to the signed-in cart (the cart is one store at a time: `replace` starts a new one). */
export const wishlistCartApi = {
  add: (body: {
    product_id: string;
    variation_id: string;
    quantity: number;
    replace?: boolean;
  }): Promise<ApiResult<CartResponse>> => apiPost('cart', body),
};
