import { describe, expect, it } from 'vitest';
import {
  backoffDecision,
  isOtpFormat,
  otpBackoffSeconds,
  wrongCodeDecision,
  OTP_MAX_ATTEMPTS,
  OTP_SEND_RULES_PER_DESTINATION,
  OTP_SEND_RULES_PER_IP,
  otpState,
  sendDecision,
} from './otp.ts';

const now = new Date('2026-11-23T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('otp state', () => {
  it.each([
    [{ expiresAt: ago(-60), attempts: 0, consumedAt: null }, 'usable'],
    [{ expiresAt: ago(-60), attempts: OTP_MAX_ATTEMPTS - 1, consumedAt: null }, 'usable'],
    [{ expiresAt: ago(-60), attempts: OTP_MAX_ATTEMPTS, consumedAt: null }, 'exhausted'],
    [{ expiresAt: ago(0), attempts: 0, consumedAt: null }, 'expired'],
    [{ expiresAt: ago(1), attempts: 0, consumedAt: null }, 'expired'],
    [{ expiresAt: ago(-60), attempts: 0, consumedAt: ago(5) }, 'used'],
  ])('%o is %s', (otp, state) => {
    expect(otpState(otp, now)).toBe(state);
  });

  it.each([
    ['1234', true],
    ['0007', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
    [' 1234', false],
  ])('%j is a code: %s', (value, expected) => {
    expect(isOtpFormat(value)).toBe(expected);
  });
});

describe('send limits', () => {
  const perNumber = OTP_SEND_RULES_PER_DESTINATION;

  it.each<[string, number[], boolean, number | undefined]>([
    ['the first send', [], true, undefined],
    ['a send 61 s after the last', [61], true, undefined],
    ['a send 20 s after the last', [20], false, 40],
    ['a sixth send within the hour', [3000, 2500, 2000, 1500, 100], false, 600],
    ['a sixth send once the oldest left the hour', [3700, 2500, 2000, 1500, 100], true, undefined],
  ])('%s', (_name, secondsAgo, allowed, retry) => {
    const decision = sendDecision(secondsAgo.map(ago), perNumber, now);
    expect(decision.allowed).toBe(allowed);
    if (!decision.allowed) expect(decision.retryAfterSeconds).toBe(retry);
  });

  it('takes the longest wait when several rules are exceeded', () => {
    const decision = sendDecision([10, 1000, 2000, 3000, 3500].map(ago), perNumber, now);
    expect(decision).toEqual({ allowed: false, retryAfterSeconds: 100 });
  });

  it('lets a shared address send a few codes a minute', () => {
    expect(sendDecision([ago(10), ago(20)], OTP_SEND_RULES_PER_IP, now).allowed).toBe(true);
    expect(sendDecision([ago(10), ago(20), ago(30)], OTP_SEND_RULES_PER_IP, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
  });
});

describe('code caps (ADR 0028)', () => {
  it('doubles the wait between sends within a day, at most four hours', () => {
    expect([0, 1, 2, 3, 9, 12].map(otpBackoffSeconds)).toEqual([0, 60, 120, 240, 14_400, 14_400]);
    expect(backoffDecision([ago(100), ago(30)], now)).toEqual({ allowed: false, retryAfterSeconds: 90 });
    expect(backoffDecision([ago(25 * 3600)], now)).toEqual({ allowed: true });
  });

  it('allows ten wrong codes a day and thirty a week, counted by the codes’ sending', () => {
    expect(wrongCodeDecision([{ at: ago(3600), count: 9 }], now)).toEqual({ allowed: true });
    expect(wrongCodeDecision([{ at: ago(3600), count: 10 }], now).allowed).toBe(false);
    const week = [1, 2, 3].map((day) => ({ at: ago(day * 86_400 + 60), count: 10 }));
    expect(wrongCodeDecision(week, now).allowed).toBe(false);
    expect(wrongCodeDecision(week.slice(1), now)).toEqual({ allowed: true });
  });
});
