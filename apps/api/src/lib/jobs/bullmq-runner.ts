import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import {
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  PermanentJobError,
  type FailedJob,
  type JobHandler,
  type JobRunner,
} from './job-runner.ts';

const QUEUE = 'jobs';
const DAY_S = 24 * 3600;
/** Done jobs are dropped soon; failed ones are the dead-letter list, kept a month (at most 10 000). */
const KEEP_COMPLETED = { age: 3600, count: 1000 };
const KEEP_FAILED = { age: 30 * DAY_S, count: 10_000 };
/** A job still waiting or running is not settled; one done, failed or waiting out its backoff is. */
const UNSETTLED = new Set(['waiting', 'active', 'prioritized', 'waiting-children']);

/**
 * Where BullMQ's keys go for the app's Redis connection: its own
 * connections (BullMQ refuses ioredis key prefixes) to the same server, and
 * the connection's key prefix, if any, in front of BullMQ's own prefix, so
 * two apps sharing a Redis under different prefixes (tests) never share a
 * queue, and instances of one deployment always do.
 */
export function bullmqConnectionOf(redis: Redis): { connection: RedisOptions; prefix: string } {
  const { keyPrefix, ...connection } = redis.options;
  return { connection, prefix: `${keyPrefix ?? ''}bull` };
}

/**
 * BullMQ on Redis: one queue of named jobs; retries with exponential
 * backoff; jobs that used up their attempts stay in BullMQ's failed set,
 * which is the dead-letter list staff read; scheduled work is a BullMQ job
 * scheduler, so each tick is one job that one worker of all instances runs.
 */
export function createBullmqJobRunner(options: {
  connection: RedisOptions;
  prefix: string;
  log: FastifyBaseLogger;
  attempts?: number;
  backoffMs?: number;
  concurrency?: number;
}): JobRunner {
  const { log, prefix } = options;
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const handlers = new Map<string, JobHandler>();
  const schedules = new Map<string, number>();
  // Its own connections: the producer's fails fast when Redis is away; the worker's (which BullMQ
  // duplicates for its blocking reads) must retry for ever, as BullMQ requires.
  const producer = new Redis({ ...options.connection, maxRetriesPerRequest: 1 });
  producer.on('error', (error: Error) => log.warn({ err: error }, 'job queue connection'));
  const queue = new Queue(QUEUE, {
    connection: producer,
    prefix,
    defaultJobOptions: {
      attempts,
      backoff: { type: 'exponential', delay: backoffMs },
      removeOnComplete: KEEP_COMPLETED,
      removeOnFail: KEEP_FAILED,
    },
  });
  queue.on('error', (error) => log.warn({ err: error }, 'job queue'));
  let worker: Worker | undefined;
  let workerTemplate: Redis | undefined;
  /** Jobs this runner enqueued that may not have run yet (for `settled`). */
  const mine = new Set<string>();

  async function runJob(job: Job) {
    const handler = handlers.get(job.name);
    if (!handler) throw new UnrecoverableError(`no handler for job ${job.name}`);
    try {
      await handler(job.data, { attempt: job.attemptsMade + 1 });
    } catch (error) {
      if (error instanceof PermanentJobError) throw new UnrecoverableError(error.message);
      throw error;
    }
  }

  async function applySchedule(name: string, everyMs: number) {
    if (everyMs <= 0) {
      await queue.removeJobScheduler(name);
      return;
    }
    // Every instance upserts the same scheduler: one set of ticks, whichever instance's worker takes each.
    await queue.upsertJobScheduler(
      name,
      { every: everyMs },
      { name, data: {}, opts: { attempts: 1, removeOnComplete: true, removeOnFail: { count: 100 } } },
    );
  }

  const toRow = (job: Job): FailedJob => ({
    id: job.id!,
    name: job.name,
    attempts: job.attemptsMade,
    lastError: job.failedReason ?? '',
    failedAt: new Date(job.finishedOn ?? job.timestamp),
  });

  async function failedJob(id: string): Promise<Job | null> {
    const job = await queue.getJob(id);
    if (!job) return null;
    return (await job.getState()) === 'failed' ? job : null;
  }

  return {
    kind: 'bullmq',
    register(name, handler) {
      handlers.set(name, handler as JobHandler);
    },
    async enqueue(name, payload, enqueueOptions) {
      const job = await queue.add(
        name,
        payload ?? {},
        enqueueOptions?.attempts ? { attempts: enqueueOptions.attempts } : {},
      );
      if (job.id) mine.add(job.id);
    },
    async enqueueMany(jobs, enqueueOptions) {
      if (jobs.length === 0) return;
      const opts = enqueueOptions?.attempts ? { attempts: enqueueOptions.attempts } : undefined;
      const added = await queue.addBulk(
        jobs.map((job) => ({ name: job.name, data: job.payload ?? {}, ...(opts ? { opts } : {}) })),
      );
      for (const job of added) if (job.id) mine.add(job.id);
    },
    schedule(name, everyMs) {
      schedules.set(name, everyMs);
      if (worker) {
        applySchedule(name, everyMs).catch((error: unknown) => log.error({ err: error, job: name }, 'job schedule'));
      }
    },
    async start() {
      if (worker) return;
      workerTemplate = new Redis({ ...options.connection, maxRetriesPerRequest: null, lazyConnect: true });
      worker = new Worker(QUEUE, runJob, {
        connection: workerTemplate,
        prefix,
        concurrency: options.concurrency ?? 8,
        removeOnComplete: KEEP_COMPLETED,
        removeOnFail: KEEP_FAILED,
      });
      worker.on('error', (error) => log.warn({ err: error }, 'job worker'));
      worker.on('failed', (job, error) =>
        log.warn({ err: error, job: job?.name, attempt: job?.attemptsMade }, 'job failed'),
      );
      for (const [name, everyMs] of schedules) await applySchedule(name, everyMs);
    },
    async settled() {
      while (mine.size > 0) {
        for (const id of [...mine]) {
          if (!UNSETTLED.has(await queue.getJobState(id))) mine.delete(id);
        }
        if (mine.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async failed({ offset, limit }) {
      const [jobs, total] = await Promise.all([queue.getFailed(offset, offset + limit - 1), queue.getFailedCount()]);
      return { rows: jobs.filter((job): job is Job => Boolean(job?.id)).map(toRow), total };
    },
    async retryFailed(id) {
      const job = await failedJob(id);
      if (!job) return false;
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
      mine.add(id);
      return true;
    },
    async discardFailed(id) {
      const job = await failedJob(id);
      if (!job) return false;
      await job.remove();
      return true;
    },
    async close() {
      await worker?.close();
      await queue.close();
      workerTemplate?.disconnect();
      await producer.quit().catch(() => {});
    },
  };
}
