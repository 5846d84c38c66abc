import { notFound } from '@bedesten/core/errors/app-error';
import type { Address } from '@bedesten/core/schemas/address';
import type { AddressesRepository } from './addresses.repository.ts';
import { toAddress } from './to-address.ts';

/** `POST user-default-address`: makes one of the caller's addresses the default (SPEC.md §4). */
export async function setDefaultAddress(repository: AddressesRepository, userId: string, id: string): Promise<Address> {
  const row = await repository.setDefault(userId, id);
  if (!row) throw notFound();
  return toAddress(row);
}
