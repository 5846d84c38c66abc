import { apiPost, type ApiResult } from '~/lib/api-client.ts';

type ReadAnswer = { data: { unread_count: number }; message: string };

/** SPEC.md §7 notificationRead: one notification, or all of the caller's. */
export const notificationsApi = {
  markRead: (id: string): Promise<ApiResult<ReadAnswer>> => apiPost('notificationRead', { id }),
  markAllRead: (): Promise<ApiResult<ReadAnswer>> => apiPost('notificationRead', { all: true }),
};
