import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  backoffDelay,
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  errorText,
  PermanentJobError,
  type EnqueueOptions,
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
  key?: string;
}

/** A key's job: waiting (for its delay or a retry) or running, and what was enqueued under the key while it ran. */
interface Keyed {
  running: boolean;
  again?: { name: string; payload: unknown; options: EnqueueOptions };
}

/**
 * Jobs in this process (no Redis): an enqueued job starts at once (up to
 * `concurrency` at a time), a failure is retried after 2 s, 4 s, 8 s, …
 * and the last one goes to the failed store; scheduled jobs run on a timer
 * every `everyMs` as the old `setInterval`s did (a tick still running
 * skips the next). Retries still waiting when the app closes go to the
 * failed store too, so staff can send them after the restart. A delayed
 * job waits on a timer; one still waiting when the app closes runs then
 * (early rather than lost with the process).
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
  /** Jobs waiting out their `delayMs`. */
  const delayed = new Map<NodeJS.Timeout, Pending>();
  const keys = new Map<string, Keyed>();
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

  /** The keyed job is done (run, or given up): its key is free, and what came meanwhile is enqueued. */
  function release(job: Pending) {
    if (job.key === undefined) return;
    const held = keys.get(job.key);
    keys.delete(job.key);
    if (held?.again) void enqueue(held.again.name, held.again.payload, held.again.options);
  }

  async function run(job: Pending) {
    const handler = handlers.get(job.name);
    const held = job.key === undefined ? undefined : keys.get(job.key);
    if (held) held.running = true;
    try {
      if (!handler) throw new PermanentJobError(`no handler for job ${job.name}`);
      await handler(job.payload, { attempt: job.attempt });
      release(job);
    } catch (error) {
      const last = job.attempt >= job.attempts || error instanceof PermanentJobError;
      log.warn({ err: error, job: job.name, attempt: job.attempt, last }, 'job failed');
      if (held) held.running = false;
      if (last || closed) {
        await keep(job, job.attempt, error);
        release(job);
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

  async function enqueue(name: string, payload: unknown, enqueueOptions: EnqueueOptions = {}) {
    const { key, delayMs = 0 } = enqueueOptions;
    if (key !== undefined) {
      const held = keys.get(key);
      if (held) {
        // Waiting: it will read the latest state when it runs. Running: it may have read it already.
        if (held.running) held.again = { name, payload: toJson(payload), options: enqueueOptions };
        return;
      }
      keys.set(key, { running: false });
    }
    const job: Pending = {
      name,
      payload: toJson(payload),
      attempt: 1,
      attempts: enqueueOptions.attempts ?? defaultAttempts,
      ...(key !== undefined ? { key } : {}),
    };
    if (delayMs <= 0 || closed) return push(job);
    const timer = setTimeout(() => {
      delayed.delete(timer);
      push(job);
    }, delayMs);
    timer.unref();
    delayed.set(timer, job);
  }

  function runDelayed() {
    const due = [...delayed];
    delayed.clear();
    for (const [timer, job] of due) {
      clearTimeout(timer);
      push(job);
    }
  }

  return {
    kind: 'in-process',
    register(name, handler) {
      handlers.set(name, handler as JobHandler);
    },
    async enqueue(name, payload, enqueueOptions) {
      await enqueue(name, payload, enqueueOptions);
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
    async runDelayed() {
      runDelayed();
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
      runDelayed();
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
