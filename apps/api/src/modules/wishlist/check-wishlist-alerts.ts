import type { Notice, Notifier } from '../notifications/notifier.ts';
import type { AlertRow, AlertScope, WishlistRepository } from './wishlist.repository.ts';

/** What a saver is told about a change (ADR 0032); going off offer is not news. */
export function noticesOf(row: AlertRow): Notice[] {
  const product = row.language === 'tr' && row.name_tr ? row.name_tr : row.name_en;
  const base = { userId: row.user_id, params: { product }, link: `/stores/${row.store_slug}/${row.slug}` };
  const notices: Notice[] = [];
  if (row.was_in_stock && !row.in_stock) {
    notices.push({ ...base, kind: 'wishlist_out_of_stock', messageKey: 'wishlist_out_of_stock_notice' });
  }
  if (!row.was_in_stock && row.in_stock) {
    notices.push({ ...base, kind: 'wishlist_back_in_stock', messageKey: 'wishlist_back_in_stock_notice' });
  }
  // An offer on something that cannot be bought is no use to anyone; its return in stock is the news then.
  if (!row.was_on_offer && row.on_offer && row.in_stock) {
    notices.push({ ...base, kind: 'wishlist_on_offer', messageKey: 'wishlist_on_offer_notice' });
  }
  return notices;
}

/**
 * After stock, prices or switches of some products changed: each saver whose
 * last known state of a product (in stock, on offer) no longer holds is told
 * once, and their row remembers the new state in the same statement.
 */
export async function checkWishlistAlerts(
  deps: { repository: WishlistRepository; notifier: Notifier },
  scope: AlertScope,
): Promise<number> {
  const changes = await deps.repository.takeChanges(scope);
  const notices = changes.flatMap(noticesOf);
  if (notices.length > 0) await deps.notifier.notify(notices);
  return notices.length;
}
