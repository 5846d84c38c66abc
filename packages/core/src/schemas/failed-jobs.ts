import { z } from 'zod';
import { pageQuerySchema } from '../paging/paged-list.ts';

/** Background jobs given up after their last attempt (ADR 0058), as staff see them. */
export const failedJobSchema = z.object({
  /** BullMQ's job id with Redis, a UUID without. */
  id: z.string(),
  /** What the job does, e.g. `message.send`, `push.send`, `payments.sweep-abandoned`. */
  name: z.string(),
  attempts: z.number().int(),
  last_error: z.string(),
  failed_at: z.iso.datetime(),
});
export type FailedJobView = z.infer<typeof failedJobSchema>;

export const failedJobsQuery = pageQuerySchema;

export const failedJobIdParams = z.object({ id: z.string().min(1).max(200) });
