import { AppError, conflict, notFound } from '@bedesten/core/errors/app-error';
import { canModerate, moderatedStatus, type ModerationAction } from '@bedesten/core/stores/approval';
import type { AdminRepository, Moderated } from './admin.repository.ts';

/**
 * `approve` / `reject` a store, product or sub-category (SPEC.md §4): only
 * from the states the transition table allows (409 otherwise); a rejection
 * needs a reason, which the vendor sees.
 */
export async function moderate(
  repository: AdminRepository,
  kind: Moderated,
  id: string,
  action: ModerationAction,
  reason?: string,
  /** Whether a store still owes its joining fee (ADR 0043): staff cannot approve it until it is paid. */
  joiningFeeDue?: (storeId: string) => Promise<boolean>,
): Promise<'approved' | 'rejected'> {
  if (action === 'reject' && !reason?.trim())
    throw new AppError(400, 'required', { fields: { reason: [{ key: 'required' }] } });
  const from = await repository.statusOf(kind, id);
  if (!from) throw notFound();
  if (!canModerate(action, from)) throw conflict('not_pending');
  if (kind === 'store' && action === 'approve' && (await joiningFeeDue?.(id))) {
    throw conflict('joining_fee_unpaid', 'joining_fee_unpaid');
  }
  const to = moderatedStatus(action);
  if (!(await repository.moderate(kind, id, from, to, action === 'reject' ? reason!.trim() : null)))
    throw conflict('not_pending');
  return to;
}
