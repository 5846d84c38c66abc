import { AppError, notFound } from '@bedesten/core/errors/app-error';
import { distanceKm } from '@bedesten/core/geo/distance';
import { quoteDelivery } from '@bedesten/core/pricing/delivery-charges';
import type { OffersRepository } from './offers.repository.ts';

/**
 * `delivery-charge`: what delivering an order of `items_total` to a point
 * costs from a visible store, by its bands and radius (ADR 0024). Beyond
 * reach it is 400 "Sorry, the selected address is not reachable".
 */
export async function quoteDeliveryCharge(
  repository: OffersRepository,
  query: { store_id: string; lat: number; lng: number; items_total: number },
) {
  const store = await repository.storeLocation(query.store_id);
  if (!store) throw notFound('no_store_found');
  if (store.lat === null || store.lng === null) throw new AppError(400, 'address_not_reachable');
  const distance = distanceKm({ lat: store.lat, lng: store.lng }, { lat: query.lat, lng: query.lng });
  const quote = quoteDelivery(
    await repository.deliveryRanges(query.store_id),
    query.items_total,
    distance,
    store.radiusKm,
  );
  if (!quote.ok) throw new AppError(400, quote.reason);
  return { charge: quote.charge, max_hours: quote.max_hours, distance_km: Math.round(distance * 10) / 10 };
}
