import { count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { failedJobs } from '../../db/schema/jobs.ts';
import type { FailedJobsStore } from '../../lib/jobs/in-process-runner.ts';

/** A failed job is kept this long, like BullMQ's failed list with Redis. */
const KEEP_DAYS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The in-process runner's failed list (ADR 0058), in PostgreSQL so a restart keeps it. */
export function createFailedJobsRepository(db: Db): FailedJobsStore {
  return {
    async add(job) {
      await db.insert(failedJobs).values({
        name: job.name,
        payload: job.payload ?? {},
        attempts: job.attempts,
        lastError: job.lastError,
      });
      await db.delete(failedJobs).where(lt(failedJobs.failedAt, sql`now() - make_interval(days => ${KEEP_DAYS})`));
    },

    async list({ offset, limit }) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: failedJobs.id,
            name: failedJobs.name,
            attempts: failedJobs.attempts,
            lastError: failedJobs.lastError,
            failedAt: failedJobs.failedAt,
          })
          .from(failedJobs)
          .orderBy(desc(failedJobs.failedAt), desc(failedJobs.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(failedJobs),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async take(id) {
      if (!UUID.test(id)) return null;
      const [row] = await db
        .delete(failedJobs)
        .where(eq(failedJobs.id, id))
        .returning({ name: failedJobs.name, payload: failedJobs.payload });
      return row ?? null;
    },

    async remove(id) {
      return (await this.take(id)) !== null;
    },
  };
}
