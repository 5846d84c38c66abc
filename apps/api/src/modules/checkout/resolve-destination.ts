import { AppError, notFound } from '@bedesten/core/errors/app-error';
import { distanceKm } from '@bedesten/core/geo/distance';
import type { CheckoutQuoteBody } from '@bedesten/core/schemas/checkout';
import type { Tx } from '../../db/client.ts';
import { findTown } from '../geo/gazetteer-geocoder.ts';
import type { AddressRow, CheckoutRepository } from './checkout.repository.ts';
import type { OrderAddress } from '../../db/schema/orders.ts';

/** Where a delivery goes (without the billing name and contact, which placement adds). */
export type Destination = Omit<OrderAddress, 'name' | 'contact'> & {
  addressId: string | null;
  name: string;
  contact: string;
};

/** A saved address as a destination, placed on the map as checkout places it. */
export function destinationOfSaved(saved: AddressRow): Destination {
  return {
    addressId: saved.id,
    name: saved.name,
    contact: saved.contact,
    address: saved.address,
    landmark: saved.landmark || null,
    city: saved.city,
    state: saved.state,
    zip_code: saved.pinCode || null,
    country: saved.country,
    ...coordinates(saved.lat, saved.lng, `${saved.address}, ${saved.city}`),
  };
}

/** Where a delivery goes: the caller's own saved address, or the one typed in the body. */
export async function resolveDestination(
  repository: CheckoutRepository,
  runner: Tx | null,
  userId: string,
  body: CheckoutQuoteBody,
): Promise<Destination> {
  if (body.buyer_address_id) {
    const saved = await repository.address(runner, userId, body.buyer_address_id);
    if (!saved) throw notFound();
    return destinationOfSaved(saved);
  }
  if (!body.address || !body.city) {
    throw new AppError(400, 'required', {
      fields: { [body.address ? 'city' : 'address']: [{ key: 'required' }] },
    });
  }
  return {
    addressId: null,
    name: '',
    contact: '',
    address: body.address,
    landmark: body.landmark ?? null,
    city: body.city,
    state: body.state ?? '',
    zip_code: body.zip_code ?? null,
    country: body.country ?? 'CY',
    ...coordinates(body.lat ?? null, body.lng ?? null, `${body.address}, ${body.city}`),
  };
}

/** Great-circle km from the store to where the order goes; a store or address without a place is infinitely far. */
export function storeDistanceKm(store: { lat: number | null; lng: number | null }, destination: Destination): number {
  return store.lat === null || store.lng === null || Number.isNaN(destination.lat)
    ? Number.POSITIVE_INFINITY
    : distanceKm({ lat: store.lat, lng: store.lng }, destination);
}

/**
 * A saved address without a pin is measured from its town (the offline
 * gazetteer); one we cannot place at all is NaN, which no store reaches.
 */
function coordinates(lat: number | null, lng: number | null, text: string): { lat: number; lng: number } {
  if (lat !== null && lng !== null) return { lat, lng };
  const town = findTown(text);
  return town ? { lat: town.lat, lng: town.lng } : { lat: Number.NaN, lng: Number.NaN };
}
