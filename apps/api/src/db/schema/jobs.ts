import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Background jobs that failed for good on the in-process runner (no Redis,
 * ADR 0058): kept so staff can read, retry or discard them, and so a restart
 * does not lose them. With Redis, BullMQ keeps its own failed list instead.
 */
export const failedJobs = pgTable(
  'failed_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The job's registered name, e.g. `message.send`. */
    name: text('name').notNull(),
    /** What the job was given, as it was enqueued (JSON). */
    payload: jsonb('payload').notNull(),
    /** Attempts made before it was given up. */
    attempts: integer('attempts').notNull(),
    lastError: text('last_error').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('failed_jobs_failed_at_idx').on(t.failedAt)],
);
