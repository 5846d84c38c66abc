import { AppError } from '@bedesten/core/errors/app-error';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import {
  isRedisConnectionError,
  isRedisUp,
  logRedisTransitions,
  reconnectForEver,
  REDIS_COMMAND_TIMEOUT_MS,
  waitForRedis,
  withinRedisTimeout,
} from '../redis.ts';
import {
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  PermanentJobError,
  type EnqueueOptions,
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
/** Jobs kept in memory while Redis is away, at most (ADR 0080); past that the oldest are dropped, loudly. */
export const MAX_KEPT_JOBS = 10_000;
/** How often kept jobs are offered to Redis again (and at once when its connection is ready). */
const FLUSH_EVERY_MS = 1_000;
/** Kept jobs go to Redis in batches of this many. */
const FLUSH_BATCH = 500;
/** Closing waits this long for the worker and the queue; a Redis that is away must not hold a shutdown. */
const CLOSE_TIMEOUT_MS = 5_000;

/**
 * Where BullMQ's keys go for the app's Redis connection: its own
 * connections (BullMQ refuses ioredis key prefixes) to the same server, and
 * the connection's key prefix, if any, in front of BullMQ's own prefix, so
 * two apps sharing a Redis under different prefixes (tests) never share a
 * queue, and instances of one deployment always do.
 */
export function bullmqConnectionOf(redis: Redis): { connection: RedisOptions; prefix: string } {
  // The app connection's fail-fast settings are not the worker's (whose blocking reads wait seconds): each
  // connection below sets its own.
  const { keyPrefix, commandTimeout, enableOfflineQueue, maxRetriesPerRequest, ...connection } = redis.options;
  void commandTimeout;
  void enableOfflineQueue;
  void maxRetriesPerRequest;
  return { connection, prefix: `${keyPrefix ?? ''}bull` };
}

/** A job to add: what `Queue.addBulk` takes. */
type Adding = {
  name: string;
  data: unknown;
  opts?: { attempts?: number; delay?: number; deduplication?: { id: string; keepLastIfActive: true } };
};

/**
 * The options of a job as BullMQ takes them: a key is BullMQ's deduplication
 * id, held from the add until the job completes or fails, and a job added
 * under it while it runs is kept and added once it is done.
 */
function addOptions(options: EnqueueOptions | undefined): Pick<Adding, 'opts'> {
  const opts: NonNullable<Adding['opts']> = {
    ...(options?.attempts ? { attempts: options.attempts } : {}),
    ...(options?.delayMs && options.delayMs > 0 ? { delay: options.delayMs } : {}),
    ...(options?.key !== undefined ? { deduplication: { id: options.key, keepLastIfActive: true } } : {}),
  };
  return Object.keys(opts).length > 0 ? { opts } : {};
}

/**
 * BullMQ on Redis: one queue of named jobs; retries with exponential
 * backoff; jobs that used up their attempts stay in BullMQ's failed set,
 * which is the dead-letter list staff read; scheduled work is a BullMQ job
 * scheduler, so each tick is one job that one worker of all instances runs.
 *
 * While Redis is away (ADR 0080) nothing waits on it: an enqueued job is
 * kept in this process's memory (at most MAX_KEPT_JOBS) and added when Redis
 * answers again; the worker reconnects on its own and resumes, and the
 * schedulers are upserted again on every reconnection (a restarted Redis may
 * have lost them). The failed list answers 503 meanwhile.
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
  const producer = new Redis({
    retryStrategy: reconnectForEver,
    ...options.connection,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Connected from the start: nothing is sent to it before it is ready, so a lazy one would never connect.
    lazyConnect: false,
  });
  // Losses are logged once while the runner runs; one closed mid-handshake must not print ioredis's own warning.
  producer.on('error', () => {});
  const stopLogging = logRedisTransitions(producer, log, 'job queue');
  let created: Queue | undefined;
  /**
   * BullMQ's queue, made when Redis first answers (callers check `isRedisUp`
   * first): one made while Redis is away fails its setup for good.
   */
  function queueOf(): Queue {
    if (created) return created;
    created = new Queue(QUEUE, {
      connection: producer,
      prefix,
      defaultJobOptions: {
        attempts,
        backoff: { type: 'exponential', delay: backoffMs },
        removeOnComplete: KEEP_COMPLETED,
        removeOnFail: KEEP_FAILED,
      },
    });
    // Its connection's errors are logged once per outage above; BullMQ repeats them here.
    created.on('error', (error) => log.debug({ err: error }, 'job queue'));
    return created;
  }
  /** `start` was called: the worker runs once Redis answers (at once when it does already). */
  let started = false;
  let worker: Worker | undefined;
  let workerTemplate: Redis | undefined;
  /** Jobs this runner enqueued that may not have run yet (for `settled`). */
  const mine = new Set<string>();
  /** Jobs this runner enqueued with a delay (for `runDelayed`; `settled` forgets them as they wait). */
  const delayedMine = new Set<string>();
  function added(jobs: Adding[], ids: (string | undefined)[]) {
    ids.forEach((id, i) => {
      if (!id) return;
      mine.add(id);
      if (!jobs[i]?.opts?.delay) return;
      delayedMine.add(id);
      // Most run when their delay is over, unpromoted: the oldest ids are let go (promoting one that ran does nothing).
      if (delayedMine.size > MAX_KEPT_JOBS) delayedMine.delete(delayedMine.values().next().value!);
    });
  }
  /** Jobs enqueued while Redis was away, oldest first, waiting to be added. */
  const kept: Adding[] = [];
  let dropped = 0;
  let flushing: Promise<void> | undefined;

  function keep(jobs: Adding[], error?: unknown) {
    if (kept.length === 0) {
      log.warn({ err: error, jobs: jobs.length }, 'Redis unavailable: background jobs kept in memory until it is back');
    }
    kept.push(...jobs);
    const over = kept.length - MAX_KEPT_JOBS;
    if (over > 0) {
      const lost = kept.splice(0, over);
      if (dropped === 0)
        log.error({ jobs: lost.map((job) => job.name) }, 'too many jobs kept while Redis is away: dropping the oldest');
      dropped += over;
    }
  }

  /** Adds jobs to the queue now, or keeps them when Redis is away, does not answer, or older jobs still wait. */
  async function add(jobs: Adding[]) {
    if (kept.length > 0 || !isRedisUp(producer)) return keep(jobs);
    try {
      const done = await withinRedisTimeout(queueOf().addBulk(jobs), undefined, producer);
      added(
        jobs,
        done.map((job) => job.id),
      );
    } catch (error) {
      // A command that timed out may still have reached Redis: such a job may run twice, never not at all.
      keep(jobs, error);
    }
  }

  function flush(): Promise<void> {
    flushing ??= (async () => {
      while (kept.length > 0 && isRedisUp(producer)) {
        const batch = kept.slice(0, FLUSH_BATCH);
        try {
          const done = await withinRedisTimeout(queueOf().addBulk(batch), CLOSE_TIMEOUT_MS);
          added(
            batch,
            done.map((job) => job.id),
          );
          kept.splice(0, batch.length);
        } catch (error) {
          log.debug({ err: error }, 'kept jobs: Redis not taking them yet');
          return;
        }
      }
      if (kept.length === 0 && dropped === 0) return;
      if (kept.length === 0) {
        log.info({ dropped }, 'Redis is back: kept background jobs queued, but some were dropped');
        dropped = 0;
      }
    })().finally(() => (flushing = undefined));
    return flushing;
  }
  const flushTimer = setInterval(() => {
    if (kept.length > 0) void flush();
  }, FLUSH_EVERY_MS);
  flushTimer.unref();
  producer.on('ready', () => {
    if (started) startWorker();
    void flush();
    if (started) void applySchedules();
  });

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
      await withinRedisTimeout(queueOf().removeJobScheduler(name));
      return;
    }
    // Every instance upserts the same scheduler: one set of ticks, whichever instance's worker takes each.
    await withinRedisTimeout(
      queueOf().upsertJobScheduler(
        name,
        { every: everyMs },
        { name, data: {}, opts: { attempts: 1, removeOnComplete: true, removeOnFail: { count: 100 } } },
      ),
    );
  }

  /** Every schedule, now if Redis is up (else at its next `ready`); a failure is logged, never thrown. */
  async function applySchedules() {
    if (!isRedisUp(producer)) return;
    for (const [name, everyMs] of schedules) {
      await applySchedule(name, everyMs).catch((error: unknown) => log.warn({ err: error, job: name }, 'job schedule'));
    }
  }

  /** The failed list lives in Redis: while it is away, staff are told to try again (503), not shown an error. */
  async function fromRedis<T>(read: () => Promise<T>): Promise<T> {
    // A connection still being made (just after start) is given its command timeout to become ready.
    if (!isRedisUp(producer) && !(await waitForRedis(producer, REDIS_COMMAND_TIMEOUT_MS)).up) {
      throw new AppError(503, 'service_unavailable');
    }
    try {
      return await withinRedisTimeout(read(), CLOSE_TIMEOUT_MS);
    } catch (error) {
      if (!isRedisUp(producer) || isRedisConnectionError(error)) {
        throw new AppError(503, 'service_unavailable');
      }
      throw error;
    }
  }

  /** BullMQ's worker, made when Redis first answers (as the queue is); it reconnects on its own after that. */
  function startWorker() {
    if (worker) return;
    workerTemplate = new Redis({
      retryStrategy: reconnectForEver,
      ...options.connection,
      maxRetriesPerRequest: null,
      lazyConnect: false,
    });
    workerTemplate.on('error', () => {});
    worker = new Worker(QUEUE, runJob, {
      connection: workerTemplate,
      prefix,
      concurrency: options.concurrency ?? 8,
      // After a lost connection the worker tries again this soon (BullMQ's default: 15 s), so jobs resume
      // within about a second of Redis coming back.
      runRetryDelay: 1_000,
      removeOnComplete: KEEP_COMPLETED,
      removeOnFail: KEEP_FAILED,
    });
    // The worker reconnects on its own; while Redis is away its every try fails (logged once, by the queue's connection).
    worker.on('error', (error) => (isRedisUp(producer) ? log.warn : log.debug).call(log, { err: error }, 'job worker'));
    worker.on('failed', (job, error) =>
      log.warn({ err: error, job: job?.name, attempt: job?.attemptsMade }, 'job failed'),
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
    const job = await queueOf().getJob(id);
    if (!job) return null;
    return (await job.getState()) === 'failed' ? job : null;
  }

  return {
    kind: 'bullmq',
    register(name, handler) {
      handlers.set(name, handler as JobHandler);
    },
    async enqueue(name, payload, enqueueOptions) {
      await add([{ name, data: payload ?? {}, ...addOptions(enqueueOptions) }]);
    },
    async enqueueMany(jobs, enqueueOptions) {
      if (jobs.length === 0) return;
      await add(jobs.map((job) => ({ name: job.name, data: job.payload ?? {}, ...addOptions(enqueueOptions) })));
    },
    schedule(name, everyMs) {
      schedules.set(name, everyMs);
      if (started && isRedisUp(producer)) {
        applySchedule(name, everyMs).catch((error: unknown) => log.warn({ err: error, job: name }, 'job schedule'));
      }
    },
    async start() {
      if (started) return;
      started = true;
      if (isRedisUp(producer)) startWorker();
      // Without Redis now, at its first `ready`: a start never waits for it.
      await applySchedules();
    },
    async settled() {
      // Kept jobs wait for Redis as a job waits out its backoff: settled, not run.
      while (mine.size > 0 && isRedisUp(producer)) {
        for (const id of [...mine]) {
          const state = await withinRedisTimeout(queueOf().getJobState(id)).catch(() => 'unknown');
          if (!UNSETTLED.has(state)) mine.delete(id);
        }
        if (mine.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async runDelayed() {
      // A connection still being made is given its command timeout; jobs kept meanwhile are added first.
      if (!isRedisUp(producer) && !(await waitForRedis(producer, REDIS_COMMAND_TIMEOUT_MS)).up) return;
      if (kept.length > 0) await flush();
      // Delayed and not yet tried: a retry waiting out its backoff is delayed too, and keeps waiting.
      const jobs = await withinRedisTimeout(queueOf().getDelayed(), CLOSE_TIMEOUT_MS);
      for (const job of jobs) {
        if (!job?.id || !delayedMine.has(job.id) || job.attemptsMade > 0) continue;
        delayedMine.delete(job.id);
        await withinRedisTimeout(job.promote());
        mine.add(job.id);
      }
    },
    async failed({ offset, limit }) {
      const [jobs, total] = await fromRedis(() =>
        Promise.all([queueOf().getFailed(offset, offset + limit - 1), queueOf().getFailedCount()]),
      );
      return { rows: jobs.filter((job): job is Job => Boolean(job?.id)).map(toRow), total };
    },
    async retryFailed(id) {
      return fromRedis(async () => {
        const job = await failedJob(id);
        if (!job) return false;
        await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
        mine.add(id);
        return true;
      });
    },
    async discardFailed(id) {
      return fromRedis(async () => {
        const job = await failedJob(id);
        if (!job) return false;
        await job.remove();
        return true;
      });
    },
    async close() {
      clearInterval(flushTimer);
      if (kept.length > 0) await flush();
      if (kept.length > 0) {
        log.error({ jobs: kept.length }, 'shutting down with background jobs kept while Redis was away: they are lost');
      }
      // A Redis that is away must not hold the shutdown: past the bound, the worker stops without waiting.
      await withinRedisTimeout(worker?.close() ?? Promise.resolve(), CLOSE_TIMEOUT_MS).catch(() => worker?.close(true));
      await withinRedisTimeout(created?.close() ?? Promise.resolve(), CLOSE_TIMEOUT_MS).catch(() => {});
      workerTemplate?.disconnect();
      stopLogging();
      if (isRedisUp(producer)) await withinRedisTimeout(producer.quit()).catch(() => {});
      producer.disconnect();
    },
  };
}
