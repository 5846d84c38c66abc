import type { z } from 'zod';
import type { notificationReadBody } from '@bedesten/core/schemas/orders';
import { apiPost, type ApiResult } from '~/lib/api-client.ts';

type ReadAnswer = { data: { unread_count: number }; message: string };

const markRead = (body: z.input<typeof notificationReadBody>): Promise<ApiResult<ReadAnswer>> =>
  apiPost('notificationRead', body);

/** SPEC.md §7 notificationRead: one notification, or all of the caller's. */
export const notificationsApi = {
  markRead: (id: string): Promise<ApiResult<ReadAnswer>> => markRead({ id }),
  markAllRead: (): Promise<ApiResult<ReadAnswer>> => markRead({ all: true }),
};
