import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  backoffDelay,
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  errorText,
  PermanentJobError,
  type FailedJob,
  type JobHandler,
  type JobRunner,
} from './job-runner.ts';

/** Where the in-process runner keeps jobs it gave up on (PostgreSQL in the app, memory in unit tests). */
export interface FailedJobsStore {
  add(job: { name: string; payload: unknown; attempts: number; lastError: string }): Promise<void>;
  list(page: { offset: number; limit: number }): Promise<{ rows: FailedJob[]; total: number }>;
  /** Removes a failed job and returns what it was given; null when there is none with that id. */
  take(id: string): Promise<{ name: string; payload: unknown } | null>;
  remove(id: string): Promise<boolean>;
}

/** A failed list in this process's memory (tests; a runner without a database). */
export function createMemoryFailedJobs(): FailedJobsStore {
  const rows: (FailedJob & { payload: unknown })[] = [];
  return {
    async add(job) {
      rows.unshift({ id: randomUUID(), failedAt: new Date(), ...job });
    },
    async list({ offset, limit }) {
      return {
        rows: rows.slice(offset, offset + limit).map(({ payload: _payload, ...row }) => row),
        total: rows.length,
      };
    },
    async take(id) {
      const index = rows.findIndex((row) => row.id === id);
      if (index < 0) return null;
      const [row] = rows.splice(index, 1);
      return { name: row!.name, payload: row!.payload };
    },
    async remove(id) {
      return (await this.take(id)) !== null;
    },
  };
}

interface Pending {
  name: string;
  payload: unknown;
  attempt: number;
  attempts: number;
}

/**
 * Jobs in this process (no Redis): an enqueued job starts at once (up to
 * `concurrency` at a time), a failure is retried after 2 s, 4 s, 8 s, …
 * and the last one goes to the failed store; scheduled jobs run on a timer
 * every `everyMs` as the old `setInterval`s did (a tick still running
 * skips the next). Retries still waiting when the app closes go to the
 * failed store too, so staff can send them after the restart.
 */
export function createInProcessJobRunner(options: {
  log: FastifyBaseLogger;
  failed?: FailedJobsStore;
  attempts?: number;
  backoffMs?: number;
  concurrency?: number;
}): JobRunner {
  const { log } = options;
  const store = options.failed ?? createMemoryFailedJobs();
  const defaultAttempts = options.attempts ?? DEFAULT_ATTEMPTS;
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const concurrency = options.concurrency ?? 8;
  const handlers = new Map<string, JobHandler>();
  const schedules = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  /** Retries waiting for their backoff, with what they failed with last. */
  const waiting = new Map<NodeJS.Timeout, { job: Pending; lastError: string }>();
  const queue: Pending[] = [];
  let running = 0;
  let started = false;
  let closed = false;
  let idle: (() => void)[] = [];

  function keep(job: Pending, attempts: number, error: unknown) {
    return store
      .add({ name: job.name, payload: job.payload, attempts, lastError: errorText(error) })
      .catch((storeError: unknown) => log.error({ err: storeError, job: job.name }, 'could not keep a failed job'));
  }

  async function run(job: Pending) {
    const handler = handlers.get(job.name);
    try {
      if (!handler) throw new PermanentJobError(`no handler for job ${job.name}`);
      await handler(job.payload, { attempt: job.attempt });
    } catch (error) {
      const last = job.attempt >= job.attempts || error instanceof PermanentJobError;
      log.warn({ err: error, job: job.name, attempt: job.attempt, last }, 'job failed');
      if (last || closed) {
        await keep(job, job.attempt, error);
        return;
      }
      const timer = setTimeout(
        () => {
          waiting.delete(timer);
          push({ ...job, attempt: job.attempt + 1 });
        },
        backoffDelay(backoffMs, job.attempt),
      );
      timer.unref();
      waiting.set(timer, { job, lastError: errorText(error) });
    }
  }

  function pump() {
    while (running < concurrency && queue.length > 0) {
      const job = queue.shift()!;
      running += 1;
      void run(job).finally(() => {
        running -= 1;
        pump();
      });
    }
    if (running === 0 && queue.length === 0) {
      const resolve = idle;
      idle = [];
      for (const done of resolve) done();
    }
  }

  function push(job: Pending) {
    queue.push(job);
    pump();
  }

  function startTimer(name: string, everyMs: number) {
    let busy = false;
    const timer = setInterval(() => {
      if (busy || closed) return;
      busy = true;
      const handler = handlers.get(name);
      Promise.resolve()
        .then(() => {
          if (!handler) throw new PermanentJobError(`no handler for job ${name}`);
          return handler({}, { attempt: 1 });
        })
        .catch(async (error: unknown) => {
          log.error({ err: error, job: name }, 'scheduled job failed');
          await keep({ name, payload: {}, attempt: 1, attempts: 1 }, 1, error);
        })
        .finally(() => {
          busy = false;
        });
    }, everyMs);
    timer.unref();
    timers.add(timer);
  }

  const toJson = (payload: unknown): unknown => JSON.parse(JSON.stringify(payload ?? {}));

  return {
    kind: 'in-process',
    register(name, handler) {
      handlers.set(name, handler as JobHandler);
    },
    async enqueue(name, payload, enqueueOptions) {
      push({ name, payload: toJson(payload), attempt: 1, attempts: enqueueOptions?.attempts ?? defaultAttempts });
    },
    async enqueueMany(jobs, enqueueOptions) {
      for (const job of jobs) await this.enqueue(job.name, job.payload, enqueueOptions);
    },
    schedule(name, everyMs) {
      if (everyMs <= 0) return;
      schedules.set(name, everyMs);
      if (started) startTimer(name, everyMs);
    },
    async start() {
      if (started) return;
      started = true;
      for (const [name, everyMs] of schedules) startTimer(name, everyMs);
    },
    settled() {
      if (running === 0 && queue.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idle.push(resolve));
    },
    failed: (page) => store.list(page),
    async retryFailed(id) {
      const job = await store.take(id);
      if (!job) return false;
      push({ name: job.name, payload: job.payload, attempt: 1, attempts: defaultAttempts });
      return true;
    },
    discardFailed: (id) => store.remove(id),
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      await this.settled();
      // Retries not yet due would be lost with the process: keep them where staff can send them again.
      const left = [...waiting];
      waiting.clear();
      for (const [timer, { job, lastError }] of left) {
        clearTimeout(timer);
        await keep(job, job.attempt, new Error(`${lastError} (retry pending at shutdown)`));
      }
    },
  };
}
