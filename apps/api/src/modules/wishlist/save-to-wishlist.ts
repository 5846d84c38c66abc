import { AppError, notFound } from '@bedesten/core/errors/app-error';
import { WISHLIST_MAX_ITEMS } from '@bedesten/core/schemas/wishlist';
import type { WishlistRepository } from './wishlist.repository.ts';

/**
 * `POST /api/wishlist`: saves a product customers can see; saving it again
 * changes nothing (200). A product nobody may see is as unknown (404); a
 * full list says so (409).
 */
export async function saveToWishlist(
  repository: WishlistRepository,
  userId: string,
  productId: string,
): Promise<{ created: boolean; count: number }> {
  const outcome = await repository.save(userId, productId, WISHLIST_MAX_ITEMS);
  if (outcome === 'not_found') throw notFound();
  if (outcome === 'full') throw new AppError(409, 'wishlist_full', { params: { max: WISHLIST_MAX_ITEMS } });
  return { created: outcome === 'saved', count: await repository.count(userId) };
}
