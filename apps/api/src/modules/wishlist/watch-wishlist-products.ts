import type { EventBus } from '../../lib/event-bus.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { checkWishlistAlerts } from './check-wishlist-alerts.ts';
import type { WishlistRepository } from './wishlist.repository.ts';

/**
 * The alerts' triggers (ADR 0032): a vendor's catalogue change, an order
 * that took stock, a cancellation that gave it back. Once per change, on
 * the instance that published it.
 */
export function watchWishlistProducts(deps: { events: EventBus; repository: WishlistRepository; notifier: Notifier }) {
  const { events } = deps;
  events.onLocal('catalogue.products_changed', async (event) => {
    await checkWishlistAlerts(deps, event.productIds ? { productIds: event.productIds } : { storeId: event.storeId });
  });
  events.onLocal('order.placed', async (event) => {
    if (event.tookStock === false) return;
    await checkWishlistAlerts(deps, { orderId: event.orderId });
  });
  events.onLocal('order.status_changed', async (event) => {
    if (event.to !== 'cancelled') return;
    await checkWishlistAlerts(deps, { orderId: event.orderId });
  });
}
