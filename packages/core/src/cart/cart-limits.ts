/**
 * The most of one variant a cart line may hold. Limited stock binds sooner;
 * this bounds always-available items, where nothing else would.
 */
export const CART_MAX_QUANTITY = 99;
