import { notFound } from '@bedesten/core/errors/app-error';
import type { AddressesRepository } from './addresses.repository.ts';

/** `delete-user-address` / `user-addresses-delete`: removes one of the caller's addresses. */
export async function deleteAddress(repository: AddressesRepository, userId: string, id: string): Promise<void> {
  if (!(await repository.delete(userId, id))) throw notFound();
}
