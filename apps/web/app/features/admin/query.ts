export const STATUSES = ['pending', 'approved', 'rejected'] as const;
export type QueueStatus = (typeof STATUSES)[number];

/** `?page=` as a whole number from 1; anything else is page 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `?status=`, pending unless one of the queue's states is named. */
export function statusParam(params: URLSearchParams): QueueStatus {
  const value = params.get('status');
  return (STATUSES as readonly string[]).includes(value ?? '') ? (value as QueueStatus) : 'pending';
}
