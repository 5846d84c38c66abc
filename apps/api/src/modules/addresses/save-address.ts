import { notFound } from '@bedesten/core/errors/app-error';
import type { Address, SaveAddressBody } from '@bedesten/core/schemas/address';
import type { AddressesRepository, AddressValues } from './addresses.repository.ts';
import { toAddress } from './to-address.ts';

/**
 * `add-user-address` / `user-addresses`: creates an address, or changes the
 * caller's own one named by `id` (another user's id is not found). Saving
 * it as default clears the default of the others in the same transaction.
 */
export async function saveAddress(
  repository: AddressesRepository,
  userId: string,
  body: SaveAddressBody,
): Promise<{ address: Address; created: boolean }> {
  const values: AddressValues = {
    name: body.name.replace(/\s+/g, ' '),
    contact: body.contact,
    address: body.address,
    landmark: body.landmark ?? '',
    state: body.state,
    city: body.city,
    country: body.country,
    pinCode: body.pin_code ?? '',
    addressType: body.address_type,
    lat: body.user_lat ?? null,
    lng: body.user_long ?? null,
  };
  if (!body.id) return { address: toAddress(await repository.insert(userId, values, body.is_default)), created: true };
  const row = await repository.update(userId, body.id, values, body.is_default);
  if (!row) throw notFound();
  return { address: toAddress(row), created: false };
}
