import { describe, expect, it } from 'vitest';
import { concurrencyGate } from './concurrency-gate.ts';

/** A piece of work that counts how many are in flight and ends when told to. */
function tracked(state: { inFlight: number; most: number }, order: number[], id: number) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const work = async () => {
    state.inFlight += 1;
    state.most = Math.max(state.most, state.inFlight);
    order.push(id);
    await done;
    state.inFlight -= 1;
    return id;
  };
  return { work, finish };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrencyGate', () => {
  it('lets at most `limit` work at once and starts the rest in the order they came', async () => {
    const gate = concurrencyGate(2);
    const state = { inFlight: 0, most: 0 };
    const order: number[] = [];
    const jobs = [1, 2, 3, 4, 5].map((id) => tracked(state, order, id));
    const results = jobs.map((job) => gate(job.work));
    await tick();
    expect(order).toEqual([1, 2]);
    jobs[1]!.finish();
    await tick();
    expect(order).toEqual([1, 2, 3]);
    for (const job of jobs) job.finish();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5]);
    expect(state.most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });

  it('frees the place of a call that failed', async () => {
    const gate = concurrencyGate(1);
    await expect(gate(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate(async () => 'next')).resolves.toBe('next');
  });

  it('refuses a limit that lets nothing through', () => {
    expect(() => concurrencyGate(0)).toThrow(RangeError);
  });
});
