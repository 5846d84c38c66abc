/**
 * Background work (ADR 0058): messages, pushes and periodic sweeps run as
 * named jobs. Modules register a handler for each name they own and enqueue
 * or schedule by name; `buildApp` picks the runner: BullMQ when Redis is
 * configured (retries with exponential backoff, a failed list, scheduled work
 * once across all instances), in process otherwise (today's timing, retries
 * in this process, the failed list in PostgreSQL).
 */

/** What a handler is told about the run. */
export interface JobContext {
  /** 1 on the first try, 2 on the first retry, … */
  attempt: number;
}

/** Payloads travel as JSON (through Redis with BullMQ): plain data only. */
export type JobHandler<P = unknown> = (payload: P, context: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** Tries in all, the first included (default: the runner's, 5). */
  attempts?: number;
  /** Runs the job this long from now instead of at once. */
  delayMs?: number;
  /**
   * At most one job per key at a time: while one with this key waits (for
   * its delay, or for a retry), another enqueued with it is dropped; one
   * enqueued while it runs runs once more after it. For work that reads the
   * latest state when it runs (an order's status e-mail, a few minutes after
   * the first change, tells the status it has reached by then).
   */
  key?: string;
}

/** A job given up after its last attempt, kept for staff to retry or discard. */
export interface FailedJob {
  id: string;
  name: string;
  attempts: number;
  lastError: string;
  failedAt: Date;
}

export interface JobRunner {
  readonly kind: 'in-process' | 'bullmq';
  /** The work behind a name; registered while the app is built, before `start`. */
  register<P>(name: string, handler: JobHandler<P>): void;
  /** Runs the named job soon, retried with exponential backoff when it throws. */
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<void>;
  enqueueMany(jobs: { name: string; payload: unknown }[], options?: EnqueueOptions): Promise<void>;
  /**
   * Runs the named job every `everyMs` (no payload), once per tick across
   * every instance that shares the runner's Redis; 0 or less turns it off.
   * A tick is not retried: the next one is its retry.
   */
  schedule(name: string, everyMs: number): void;
  /** Starts working (the app's onReady): workers and timers. */
  start(): Promise<void>;
  /**
   * Resolves once every job this runner enqueued so far has run or is
   * waiting for a retry or its delay (tests read what a person would find moments later).
   */
  settled(): Promise<void>;
  /**
   * Starts now the jobs this runner enqueued that still wait out their
   * `delayMs` (tests read what a person finds once the delay is over; `settled` then waits for them).
   */
  runDelayed(): Promise<void>;
  /** The failed list, newest first. */
  failed(page: { offset: number; limit: number }): Promise<{ rows: FailedJob[]; total: number }>;
  /** Runs a failed job again with fresh attempts; false when there is no such failed job. */
  retryFailed(id: string): Promise<boolean>;
  /** Forgets a failed job; false when there is no such failed job. */
  discardFailed(id: string): Promise<boolean>;
  /** Stops taking work, lets running jobs finish. */
  close(): Promise<void>;
}

/** Thrown by a handler when trying again cannot help (a push service refused for good): failed at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export const DEFAULT_ATTEMPTS = 5;
export const DEFAULT_BACKOFF_MS = 2_000;

/** The wait before try `attempt + 1`: base, 2×base, 4×base, … (BullMQ's "exponential"). */
export const backoffDelay = (baseMs: number, attempt: number) => baseMs * 2 ** (attempt - 1);

/** A job's last error as kept in the failed list: its message, bounded. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, 2000);
}
