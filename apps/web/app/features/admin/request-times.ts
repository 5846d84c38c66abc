import type { BroadcastRequestStatus } from '@bedesten/core/requests/request-status';

export interface RequestTimes {
  status: BroadcastRequestStatus;
  created_at: string;
  updated_at: string;
  approved_at: string | null;
  closed_at: string | null;
  close_date: string;
}

export type LatestChange = { kind: 'edited' | 'approved' | 'rejected' | 'closed'; at: string };

/**
 * What last happened to a request after it was posted, for staff: an edit
 * (while it waits, a later `updated_at` can only be one) or the decision.
 * Once decided, `updated_at` is the decision, not an edit. Null: untouched since posted.
 */
export function latestChange(request: RequestTimes): LatestChange | null {
  switch (request.status) {
    case 'pending':
      return request.updated_at !== request.created_at ? { kind: 'edited', at: request.updated_at } : null;
    case 'approved':
      return { kind: 'approved', at: request.approved_at ?? request.updated_at };
    case 'rejected':
      return { kind: 'rejected', at: request.updated_at };
    case 'closed':
      // Past its close date a request reads closed before the sweep writes closed_at.
      return { kind: 'closed', at: request.closed_at ?? request.close_date };
  }
}
