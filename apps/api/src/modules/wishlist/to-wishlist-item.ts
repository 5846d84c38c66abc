import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '@bedesten/core/messages/catalogue';
import type { WishlistItem } from '@bedesten/core/schemas/wishlist';
import { toProductCard } from '../listing/product-cards.sql.ts';
import type { WishlistCardRow } from './wishlist.repository.ts';

/** The listing's product card; a product customers can no longer see reads "Not available" and shows no price. */
export function toWishlistItem(row: WishlistCardRow, lang: Language): WishlistItem {
  const card = toProductCard(row, lang);
  const savedAt = row.saved_at instanceof Date ? row.saved_at : new Date(row.saved_at);
  if (row.visible) return { ...card, saved_at: savedAt.toISOString(), available: true };
  return {
    ...card,
    variation_id: null,
    stock_status: 'not_available',
    stock_message: message('not_available', lang),
    saved_at: savedAt.toISOString(),
    available: false,
  };
}
