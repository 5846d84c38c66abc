import { notFound } from '@bedesten/core/errors/app-error';
import type { Address } from '@bedesten/core/schemas/address';
import type { AddressesRepository } from './addresses.repository.ts';
import { toAddress } from './to-address.ts';

/** One of the caller's addresses; any other id is 404, whoever owns it. */
export async function getAddress(repository: AddressesRepository, userId: string, id: string): Promise<Address> {
  const row = await repository.find(userId, id);
  if (!row) throw notFound();
  return toAddress(row);
}
