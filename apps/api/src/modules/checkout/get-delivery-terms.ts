import { notFound } from '@bedesten/core/errors/app-error';
import { deliveryTermsOf } from '@bedesten/core/pricing/delivery-charges';
import type { AddressReach, DeliveryTermsView } from '@bedesten/core/schemas/delivery-terms';
import type { CheckoutRepository, AddressRow, StoreRow } from './checkout.repository.ts';
import { isStoreOpen } from './price-checkout.ts';
import { destinationOfSaved, storeDistanceKm } from './resolve-destination.ts';

function reachOf(store: StoreRow, address: AddressRow): AddressReach {
  const distance = storeDistanceKm(store, destinationOfSaved(address));
  return {
    id: address.id,
    label: [address.address, address.city].filter(Boolean).join(', '),
    distance_km: Number.isFinite(distance) ? Math.round(distance * 10) / 10 : null,
    deliverable: distance <= store.deliveryMaxDistanceKm,
  };
}

/**
 * `store-delivery-terms` (ADR 0041): what a store charges for delivery and
 * how far it goes, so the store page and the cart state the store's real
 * terms; for a signed-in caller also whether it reaches their addresses,
 * measured exactly as checkout measures them, so "does not deliver to …"
 * is said before payment and agrees with it.
 */
export async function getDeliveryTerms(
  repository: CheckoutRepository,
  query: { store_id: string; address_id?: string | undefined },
  userId: string | null,
): Promise<DeliveryTermsView> {
  const store = await repository.store(null, query.store_id);
  if (!isStoreOpen(store)) throw notFound('no_store_found');
  const bands = await repository.deliveryBands(null, store.id);
  const terms = deliveryTermsOf(
    bands.map((band) => ({
      min_price: band.minPrice,
      max_price: band.maxPrice,
      charge: band.charge,
      max_distance_km: band.maxDistanceKm,
      max_hours: band.maxHours,
    })),
    store.deliveryMaxDistanceKm,
  );
  const saved = userId ? await repository.addresses(null, userId) : [];
  const reaches = saved.map((address) => reachOf(store, address));
  const asked = query.address_id ? reaches.find((reach) => reach.id === query.address_id) : reaches[0];
  if (query.address_id && !asked) throw notFound();
  return {
    store_id: store.id,
    ...terms,
    delivery_time: store.deliveryTimeMinutes,
    minimum_order_amount: store.minimumOrderAmount,
    address: asked ?? null,
    addresses: reaches,
  };
}
