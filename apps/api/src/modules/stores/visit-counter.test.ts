import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVisitCounter } from './visit-counter.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the store visit counter', () => {
  it('adds up visits per store and writes them once, after the interval', async () => {
    vi.useFakeTimers();
    const writes: [string, number][] = [];
    const counter = createVisitCounter(async (key, visits) => void writes.push([key, visits]), {
      flushMs: 1_000,
      onError: () => undefined,
    });
    for (let i = 0; i < 7; i++) await counter.count('bakery');
    await counter.count('florist');
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(writes).toEqual([
      ['bakery', 7],
      ['florist', 1],
    ]);
    await counter.count('bakery');
    await counter.flush();
    expect(writes.at(-1)).toEqual(['bakery', 1]);
  });

  it('writes each visit before answering when the interval is 0', async () => {
    const writes: [string, number][] = [];
    const counter = createVisitCounter(async (key, visits) => void writes.push([key, visits]), {
      flushMs: 0,
      onError: () => undefined,
    });
    await counter.count('bakery');
    expect(writes).toEqual([['bakery', 1]]);
  });

  it('reports a failed write and goes on with the other stores', async () => {
    const errors: unknown[] = [];
    const writes: string[] = [];
    const counter = createVisitCounter(
      async (key) => {
        if (key === 'gone') throw new Error('no such store');
        writes.push(key);
      },
      { flushMs: 60_000, onError: (error) => errors.push(error) },
    );
    await counter.count('gone');
    await counter.count('bakery');
    await counter.flush();
    expect(writes).toEqual(['bakery']);
    expect(errors).toHaveLength(1);
  });
});
