import type { Address } from '@bedesten/core/schemas/address';
import { pageOffset, toPagedList, type PagedList, type PageQuery } from '@bedesten/core/paging/paged-list';
import type { AddressesRepository } from './addresses.repository.ts';
import { toAddress } from './to-address.ts';

/** `user-address-list`: the caller's addresses, default first, then newest, ten a page. */
export async function listAddresses(
  repository: AddressesRepository,
  userId: string,
  query: PageQuery,
  url: string,
): Promise<PagedList<Address>> {
  const { rows, total } = await repository.list(userId, { offset: pageOffset(query), limit: query.per_page });
  return toPagedList(rows.map(toAddress), total, query, url);
}
