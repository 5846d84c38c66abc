import type { BroadcastRequestStatus } from '@bedesten/core/requests/request-status';

/** The badge tone of each status: waiting, open to shops, refused, over. */
export const STATUS_TONE: Record<BroadcastRequestStatus, 'warning' | 'success' | 'danger' | 'muted'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  closed: 'muted',
};

/** Whether the owner may still edit or close a request (the lifecycle table's own rule). */
export function isOpenForOwner(status: BroadcastRequestStatus): boolean {
  return status !== 'closed';
}
