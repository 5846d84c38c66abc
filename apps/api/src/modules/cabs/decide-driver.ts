import { conflict, forbidden, notFound } from '@bedesten/core/errors/app-error';
import type { CabsDeps } from './cabs.deps.ts';

/** Staff approve or reject a waiting driver profile; its owner is told, with the reason of a rejection. */
export async function decideDriver(
  { drivers, notifier }: CabsDeps,
  staffId: string,
  id: string,
  action: 'approve' | 'reject',
  reason?: string,
) {
  const current = await drivers.findAdmin(id);
  if (!current) throw notFound('driver_not_found');
  if (current.driver.userId === staffId) throw forbidden('driver_own');
  if (current.driver.status !== 'pending') throw conflict('driver_not_pending');
  const to = action === 'approve' ? 'approved' : 'rejected';
  const row = await drivers.decide(id, to, staffId, action === 'reject' ? (reason ?? '').trim() : null);
  if (!row) throw conflict('driver_not_pending');
  await notifier.notify([
    {
      userId: row.userId,
      kind: to === 'approved' ? 'driver_approved' : 'driver_rejected',
      messageKey: to === 'approved' ? 'driver_approved_notice' : 'driver_rejected_notice',
      params: to === 'rejected' ? { reason: row.rejectionReason ?? '' } : {},
      link: to === 'approved' ? '/driver/rides' : '/driver-setup',
    },
  ]);
  return { ...current, driver: row };
}

/**
 * Staff delete a driver profile (SPEC.md §4 "Admin deleting a store or
 * driver returns the owner to plain user; a message tells them to create a
 * new setup"). The owner is told at once through the notifier; the setup
 * page repeats it until they set up again.
 */
export async function deleteDriver({ drivers, notifier }: CabsDeps, id: string) {
  const deleted = await drivers.softDelete(id);
  if (!deleted) throw notFound('driver_not_found');
  await notifier.notify([
    {
      userId: deleted.userId,
      kind: 'driver_deleted',
      messageKey: 'setup_deleted_by_admin',
      params: {},
      link: '/driver-setup',
    },
  ]);
}
