import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessJobRunner, createMemoryFailedJobs } from './in-process-runner.ts';
import { PermanentJobError, type JobRunner } from './job-runner.ts';

const quiet = () => {};
const log = { warn: quiet, error: quiet, info: quiet, debug: quiet } as unknown as FastifyBaseLogger;
const until = async (check: () => boolean | Promise<boolean>, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('in-process job runner', () => {
  let runner: JobRunner;
  afterEach(() => runner?.close());

  it('retries a failing job with growing waits until it succeeds, and keeps nothing in the failed list', async () => {
    runner = createInProcessJobRunner({ log, backoffMs: 20 });
    const tries: { at: number; payload: unknown; attempt: number }[] = [];
    runner.register<{ to: string }>('test.flaky', async (payload, { attempt }) => {
      tries.push({ at: Date.now(), payload, attempt });
      if (tries.length < 3) throw new Error(`down ${tries.length}`);
    });
    await runner.start();
    await runner.enqueue('test.flaky', { to: 'ayse@example.cy' });
    await until(() => tries.length === 3);
    expect(tries.map((t) => t.attempt)).toEqual([1, 2, 3]);
    expect(tries.every((t) => (t.payload as { to: string }).to === 'ayse@example.cy')).toBe(true);
    // Exponential: 20 ms, then 40 ms.
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(18);
    expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(38);
    expect((await runner.failed({ offset: 0, limit: 10 })).total).toBe(0);
  });

  it('puts a job that fails every attempt in the failed list; retry runs it again, discard forgets it', async () => {
    runner = createInProcessJobRunner({ log, backoffMs: 5, attempts: 3, failed: createMemoryFailedJobs() });
    let up = false;
    const runs: number[] = [];
    runner.register('test.down', async (_payload, { attempt }) => {
      runs.push(attempt);
      if (!up) throw new Error('SMTP down');
    });
    await runner.enqueue('test.down', { n: 1 });
    await until(async () => (await runner.failed({ offset: 0, limit: 10 })).total === 1);
    expect(runs).toEqual([1, 2, 3]);
    const { rows } = await runner.failed({ offset: 0, limit: 10 });
    expect(rows[0]).toMatchObject({ name: 'test.down', attempts: 3, lastError: 'SMTP down' });
    expect(rows[0]!.failedAt).toBeInstanceOf(Date);

    up = true;
    expect(await runner.retryFailed(rows[0]!.id)).toBe(true);
    await runner.settled();
    expect(runs).toEqual([1, 2, 3, 1]);
    expect((await runner.failed({ offset: 0, limit: 10 })).total).toBe(0);
    expect(await runner.retryFailed(rows[0]!.id)).toBe(false);

    up = false;
    await runner.enqueue('test.down', { n: 2 }, { attempts: 1 });
    await until(async () => (await runner.failed({ offset: 0, limit: 10 })).total === 1);
    const [again] = (await runner.failed({ offset: 0, limit: 10 })).rows;
    expect(await runner.discardFailed(again!.id)).toBe(true);
    expect((await runner.failed({ offset: 0, limit: 10 })).total).toBe(0);
  });

  it('fails a permanent error at once, and keeps retries still pending at close', async () => {
    const failed = createMemoryFailedJobs();
    runner = createInProcessJobRunner({ log, backoffMs: 60_000, failed });
    const runs: string[] = [];
    runner.register<{ kind: string }>('test.job', async ({ kind }) => {
      runs.push(kind);
      throw kind === 'gone' ? new PermanentJobError('refused for good') : new Error('try later');
    });
    await runner.enqueueMany([
      { name: 'test.job', payload: { kind: 'gone' } },
      { name: 'test.job', payload: { kind: 'later' } },
    ]);
    await runner.settled();
    expect(runs.sort()).toEqual(['gone', 'later']);
    expect((await failed.list({ offset: 0, limit: 10 })).rows.map((r) => r.lastError)).toEqual(['refused for good']);
    await runner.close();
    const rows = (await failed.list({ offset: 0, limit: 10 })).rows;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ attempts: 1, lastError: 'try later (retry pending at shutdown)' });
  });

  it('holds a delayed job until its delay (or runDelayed), and keeps one job per key while it waits', async () => {
    runner = createInProcessJobRunner({ log });
    const runs: unknown[] = [];
    runner.register('test.later', async (payload) => void runs.push(payload));
    await runner.enqueue('test.later', { n: 1 }, { delayMs: 60_000, key: 'order-1' });
    await runner.enqueue('test.later', { n: 2 }, { delayMs: 60_000, key: 'order-1' });
    await runner.enqueue('test.later', { n: 3 }, { delayMs: 60_000, key: 'order-2' });
    await runner.settled();
    expect(runs).toEqual([]);
    await runner.runDelayed();
    await runner.settled();
    // The first of a key is the one kept: it reads the latest state when it runs.
    expect(runs).toEqual([{ n: 1 }, { n: 3 }]);
    // Done, the key is free again.
    await runner.enqueue('test.later', { n: 4 }, { delayMs: 60_000, key: 'order-1' });
    await runner.runDelayed();
    await runner.settled();
    expect(runs).toEqual([{ n: 1 }, { n: 3 }, { n: 4 }]);
  });

  it('runs a job of a key once more when the key is enqueued while it runs, and delayed jobs at close', async () => {
    runner = createInProcessJobRunner({ log });
    const runs: unknown[] = [];
    let release = () => {};
    runner.register<{ n: number }>('test.keyed', async (payload) => {
      runs.push(payload);
      if (payload.n === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    await runner.enqueue('test.keyed', { n: 1 }, { key: 'k' });
    await until(() => runs.length === 1);
    // It may have read the state already: the key's next job waits for it and then runs (with its delay).
    await runner.enqueue('test.keyed', { n: 2 }, { key: 'k', delayMs: 60_000 });
    await runner.enqueue('test.keyed', { n: 3 }, { key: 'k', delayMs: 60_000 });
    release();
    await runner.settled();
    expect(runs).toEqual([{ n: 1 }]);
    // Closing runs what still waits for its delay rather than losing it with the process.
    await runner.close();
    expect(runs).toEqual([{ n: 1 }, { n: 3 }]);
  });

  it('runs scheduled work on a timer from start, skipping a tick while the last one still runs', async () => {
    runner = createInProcessJobRunner({ log });
    let runs = 0;
    let release = () => {};
    runner.register('test.sweep', async () => {
      runs += 1;
      await new Promise<void>((resolve) => (release = resolve));
    });
    runner.schedule('test.sweep', 20);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runs).toBe(0);
    await runner.start();
    await until(() => runs === 1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(runs).toBe(1);
    release();
    await until(() => runs === 2);
  });
});
