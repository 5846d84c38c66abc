/**
 * A broadcast request's lifecycle (SPEC.md §4 "requests need admin
 * approval"), as one transition table: new and edited requests wait for
 * staff; staff approve or reject a waiting one; the owner closes an open
 * one (or its close date does). A move the table forbids answers 409.
 */
export const BROADCAST_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'closed'] as const;
export type BroadcastRequestStatus = (typeof BROADCAST_REQUEST_STATUSES)[number];

export type BroadcastRequestAction = 'edit' | 'approve' | 'reject' | 'close';

const TRANSITIONS: Record<BroadcastRequestAction, Partial<Record<BroadcastRequestStatus, BroadcastRequestStatus>>> = {
  // An edit goes back to staff, whatever they said before; a closed request stays closed.
  edit: { pending: 'pending', approved: 'pending', rejected: 'pending' },
  approve: { pending: 'approved' },
  reject: { pending: 'rejected' },
  close: { pending: 'closed', approved: 'closed', rejected: 'closed' },
};

/** The state `action` leads to from `from`, or null when the table forbids it. */
export function nextRequestStatus(
  from: BroadcastRequestStatus,
  action: BroadcastRequestAction,
): BroadcastRequestStatus | null {
  return TRANSITIONS[action][from] ?? null;
}

/** The status a reader sees: a request past its close date counts as closed, before any sweep marks it. */
export function effectiveRequestStatus(
  status: BroadcastRequestStatus,
  closesAt: Date,
  now: Date = new Date(),
): BroadcastRequestStatus {
  return status !== 'closed' && closesAt.getTime() <= now.getTime() ? 'closed' : status;
}

/** Most requests one person may create in an hour. */
export const BROADCAST_REQUESTS_PER_HOUR = 10;
/** The close date may be at most this far ahead. */
export const BROADCAST_REQUEST_MAX_OPEN_DAYS = 30;
/** A voice note's longest length (SPEC.md §5, §9: "voice note max 1 minute"). */
export const VOICE_NOTE_MAX_SECONDS = 60;
