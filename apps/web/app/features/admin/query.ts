import { BROADCAST_REQUEST_STATUSES, type BroadcastRequestStatus } from '@bedesten/core/requests/request-status';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OrderNumberQuery {
  /** What was typed, to show again in the search box. */
  text: string;
  /** The order number to look up, or null when nothing (or nothing usable) was typed. */
  number: number | null;
  /** Something was typed that is not an order number. */
  invalid: boolean;
}

/** `?number=`: an order's readable number, as typed ("1042", "#1042"). */
export function orderNumberParam(params: URLSearchParams): OrderNumberQuery {
  const text = (params.get('number') ?? '').trim();
  if (!text) return { text, number: null, invalid: false };
  const digits = text.replace(/^#/, '').trim();
  const number = /^\d{1,15}$/.test(digits) ? Number(digits) : NaN;
  return Number.isSafeInteger(number) && number > 0
    ? { text, number, invalid: false }
    : { text, number: null, invalid: true };
}

/** `?order=`: the id of the order whose details are open, or null. */
export function orderIdParam(params: URLSearchParams): string | null {
  const id = params.get('order') ?? '';
  return UUID.test(id) ? id : null;
}

/** The broadcast request queue's tabs: the approval states, and the requests whose close date passed. */
export const REQUEST_STATUSES = BROADCAST_REQUEST_STATUSES;

/** `?status=` of `/admin/requests`: pending (the queue) unless another request state is named. */
export function requestStatusParam(params: URLSearchParams): BroadcastRequestStatus {
  const value = params.get('status');
  return (REQUEST_STATUSES as readonly string[]).includes(value ?? '') ? (value as BroadcastRequestStatus) : 'pending';
}

/** `?c=`: the id of the reported conversation being read, or null. */
export function conversationParam(params: URLSearchParams): string | null {
  const id = params.get('c') ?? '';
  return UUID.test(id) ? id : null;
}

/** A staff page's address with some parameters changed (null or '' drops one), keeping the rest. */
export function withParams(path: string, search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}`;
}
