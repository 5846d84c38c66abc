/**
 * Moderation transitions (SPEC.md §4, ADR 0021), for stores, products and
 * sub-categories alike: staff approve what waits (or was rejected before),
 * and reject what waits or what is live (taking it down, with a reason).
 * A draft is the vendor's own until submitted. Anything else is 409.
 */
export type ModerationStatus = 'draft' | 'pending' | 'approved' | 'rejected';
export type ModerationAction = 'approve' | 'reject';

const ALLOWED: Record<ModerationAction, readonly ModerationStatus[]> = {
  approve: ['pending', 'rejected'],
  reject: ['pending', 'approved'],
};

export function canModerate(action: ModerationAction, from: ModerationStatus): boolean {
  return ALLOWED[action].includes(from);
}

export function moderatedStatus(action: ModerationAction): 'approved' | 'rejected' {
  return action === 'approve' ? 'approved' : 'rejected';
}
