import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { WishlistItem } from '@bedesten/core/schemas/wishlist';
import { serverApiGet } from '~/lib/api.server.ts';

/** One page of the signed-in person's wishlist for the page loader; null when the API could not answer. */
export async function loadWishlist(request: Request, lang: string): Promise<PagedList<WishlistItem> | null> {
  const raw = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isFinite(raw) && raw >= 1 ? Math.floor(raw) : 1;
  const result = await serverApiGet<PagedList<WishlistItem>>(request, 'wishlist', { page, lang }, { lang });
  return result.ok ? result.data : null;
}
