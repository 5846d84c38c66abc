import { notFound } from '@bedesten/core/errors/app-error';
import type { Notifier } from '../notifications/notifier.ts';
import type { AdminRepository } from './admin.repository.ts';

/**
 * Staff delete a store (SPEC.md §4 "Admin deleting a store or driver returns
 * the owner to plain user; a message tells them to create a new setup"). The
 * store and every product of it leave search, the shop page, product pages
 * and carts at once (they all ask `VISIBLE_STORE`/`VISIBLE_PRODUCT`); the
 * owner is told now through the notifier, and the vendor panel repeats it on
 * their next visit until they dismiss it (`/api/setup-notice`).
 */
export async function deleteStoreByStaff(
  deps: { repository: Pick<AdminRepository, 'findStore' | 'deleteStore'>; notifier: Notifier },
  id: string,
): Promise<{ title: string; ownerId: string | null }> {
  const store = await deps.repository.findStore(id);
  if (!store || !(await deps.repository.deleteStore(id))) throw notFound();
  if (store.ownerId)
    await deps.notifier.notify([
      {
        userId: store.ownerId,
        kind: 'store_deleted',
        messageKey: 'setup_deleted_by_admin',
        params: {},
        link: '/vendor/sign-up',
      },
    ]);
  return { title: store.title, ownerId: store.ownerId };
}
