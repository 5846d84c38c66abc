import { describe, expect, it } from 'vitest';
import { signInBackoffSeconds, signInDecision } from './sign-in.ts';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const counts = { pair: 0, pairLatest: null, ip: 0, ipLatest: null, account: 0 };

describe('sign-in limits', () => {
  it('costs nothing for the first failures, then doubles the wait up to a minute', () => {
    expect([5, 6, 7, 8, 9, 20].map((n) => signInBackoffSeconds(n, 5))).toEqual([0, 2, 4, 8, 16, 60]);
  });

  it('waits out the backoff of the pair and of the address, whichever is longer', () => {
    expect(signInDecision({ ...counts, pair: 7, pairLatest: ago(1) }, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 3,
    });
    expect(signInDecision({ ...counts, pair: 7, pairLatest: ago(5) }, now)).toEqual({ allowed: true });
    expect(signInDecision({ ...counts, ip: 12, ipLatest: ago(0) }, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 4,
    });
  });

  it('stops a pair at ten, an address at thirty, an account at a hundred', () => {
    expect(signInDecision({ ...counts, pair: 10, pairLatest: ago(600) }, now).allowed).toBe(false);
    expect(signInDecision({ ...counts, ip: 30, ipLatest: ago(600) }, now).allowed).toBe(false);
    expect(signInDecision({ ...counts, account: 100 }, now).allowed).toBe(false);
    expect(signInDecision({ ...counts, account: 99 }, now).allowed).toBe(true);
  });
});
