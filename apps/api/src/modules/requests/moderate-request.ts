import { conflict, forbidden, notFound } from '@bedesten/core/errors/app-error';
import { effectiveRequestStatus, nextRequestStatus } from '@bedesten/core/requests/request-status';
import type { RequestsDeps } from './requests.deps.ts';

/**
 * Staff approve or reject a waiting request (SPEC.md §4); its owner is
 * told, with the reason of a rejection, and on approval so is every shop
 * the request matches. Nobody decides about their own
 * request (403), and only a waiting, still open one can be decided (409).
 */
export async function moderateRequest(
  { repository, notifier }: RequestsDeps,
  staffId: string,
  id: string,
  action: 'approve' | 'reject',
  reason?: string,
) {
  const current = await repository.findAny(id);
  if (!current) throw notFound('request_not_found');
  if (current.user_id === staffId) throw forbidden('request_own');
  const from = effectiveRequestStatus(current.status, new Date(current.closes_at));
  const to = nextRequestStatus(from, action);
  if (to !== 'approved' && to !== 'rejected') throw conflict('request_not_pending');
  const row = await repository.decide(id, to, staffId, action === 'reject' ? (reason ?? '').trim() : null);
  if (!row) throw conflict('request_not_pending');
  // An approved request reaches the shops it matches now: each owner hears of it (by SMS and push unless they
  // turned new work off), and the requester hears it is out.
  const shops = to === 'approved' ? await repository.matchingStoreOwners(row.id) : [];
  await notifier.notify([
    {
      userId: row.user_id,
      kind: to === 'approved' ? 'request_approved' : 'request_rejected',
      messageKey: to === 'approved' ? 'request_approved_notice' : 'request_rejected_notice',
      params: { title: row.title, ...(to === 'rejected' ? { reason: row.rejection_reason ?? '' } : {}) },
      link: `/requests/${row.id}`,
    },
    ...shops.map((shop) => ({
      userId: shop.owner_id,
      kind: 'request_matched' as const,
      messageKey: 'request_matched_notice' as const,
      params: { title: row.title, place: row.location },
      link: '/vendor/requests',
    })),
  ]);
  return row;
}
