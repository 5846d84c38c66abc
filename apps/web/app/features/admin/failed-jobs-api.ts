import type { FailedJobView } from '@bedesten/core/schemas/failed-jobs';
import { apiPost, apiSend, type ApiResult } from '~/lib/api-client.ts';

export type FailedJob = FailedJobView;
type Done = { message: string };

/** The dead-letter list's actions (ADR 0058): managers and above. */
export const failedJobsApi = {
  retry: (id: string): Promise<ApiResult<Done>> => apiPost(`admin/failed-jobs/${encodeURIComponent(id)}/retry`),
  discard: (id: string): Promise<ApiResult<Done>> => apiSend('DELETE', `admin/failed-jobs/${encodeURIComponent(id)}`),
};
