import { notFound } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '@bedesten/core/messages/catalogue';
import type { StoresRepository } from './stores.repository.ts';

/**
 * `check-store-user-distance`: whether a visible store's delivery radius
 * reaches a point, by great-circle distance ("This store does not deliver
 * here" when not).
 */
export async function checkStoreDistance(
  repository: StoresRepository,
  query: { store_id: string; lat: number; lng: number },
  lang: Language,
) {
  const found = await repository.distanceTo(query.store_id, query.lat, query.lng);
  if (!found) throw notFound('no_store_found');
  const deliverable = found.distance_m <= found.delivery_max_distance_km * 1000;
  return {
    deliverable,
    distance_km: Math.round(found.distance_m / 100) / 10,
    delivery_max_distance: found.delivery_max_distance_km,
    message: message(deliverable ? 'store_delivers' : 'store_not_delivering', lang),
  };
}
