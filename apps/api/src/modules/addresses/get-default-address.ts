import type { Address } from '@bedesten/core/schemas/address';
import type { AddressesRepository } from './addresses.repository.ts';
import { toAddress } from './to-address.ts';

/** `GET user-default-address`: the default address, or null when there is none yet. */
export async function getDefaultAddress(repository: AddressesRepository, userId: string): Promise<Address | null> {
  const row = await repository.findDefault(userId);
  return row ? toAddress(row) : null;
}
