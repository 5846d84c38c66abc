import type { z } from 'zod';
import type { pushUnsubscribeBody, updateFcmTokenBody } from '@bedesten/core/schemas/push';
import { apiGet, apiPost, type ApiResult } from '~/lib/api-client.ts';

type Said = { data: { message: string } };

/** Web push (ADR 0030): the server's public key, and this browser's subscription kept or forgotten. */
export const pushApi = {
  publicKey: (): Promise<ApiResult<{ data: { public_key: string | null } }>> => apiGet('push-public-key'),
  subscribe: (body: z.input<typeof updateFcmTokenBody>): Promise<ApiResult<Said>> => apiPost('updateFCMToken', body),
  unsubscribe: (body: z.input<typeof pushUnsubscribeBody>): Promise<ApiResult<Said>> =>
    apiPost('push-unsubscribe', body),
};
