import { describe, expect, it } from 'vitest';
import { lookupOf, parseOtpFlow, timingFrom, type OtpFlow } from './otp-flow.ts';
import { otpPhase } from './otp-timer.ts';

const sent = {
  otp_sent: true as const,
  channel: 'sms' as const,
  sent_to: '+35799****56',
  otp_length: 4,
  expires_in: 600,
  resend_in: 60,
};

describe('OTP timing', () => {
  it('counts the resend wait and the code life from the send', () => {
    expect(timingFrom(sent, 1_000)).toEqual({ sent_to: '+35799****56', resend_at: 61_000, expires_at: 601_000 });
  });

  it('waits out resend_in, then offers a new code, then says the code timed out', () => {
    const timing = timingFrom(sent, 0);
    expect(otpPhase(timing, 0)).toEqual({ kind: 'wait', secondsToResend: 60, expired: false });
    expect(otpPhase(timing, 59_001)).toEqual({ kind: 'wait', secondsToResend: 1, expired: false });
    expect(otpPhase(timing, 60_000)).toEqual({ kind: 'resend' });
    expect(otpPhase(timing, 599_999)).toEqual({ kind: 'resend' });
    expect(otpPhase(timing, 600_000)).toEqual({ kind: 'expired' });
  });

  it('keeps counting down past the code life when a refused resend named a later moment', () => {
    const timing = { ...timingFrom(sent, 0), resend_at: 900_000 };
    expect(otpPhase(timing, 600_000)).toEqual({ kind: 'wait', secondsToResend: 300, expired: true });
    expect(otpPhase(timing, 900_000)).toEqual({ kind: 'expired' });
  });
});

describe('stored flows', () => {
  const flow: OtpFlow = {
    purpose: 'register',
    channel: 'sms',
    country_code: '+357',
    mobile: '99123456',
    name: 'Ayşe',
    ...timingFrom(sent, 0),
  };

  it('round-trip, and anything malformed reads as no flow', () => {
    expect(parseOtpFlow(JSON.stringify(flow))).toEqual(flow);
    expect(parseOtpFlow(null)).toBeNull();
    expect(parseOtpFlow('{nope')).toBeNull();
    expect(parseOtpFlow(JSON.stringify({ ...flow, purpose: 'login' }))).toBeNull();
    expect(parseOtpFlow(JSON.stringify({ ...flow, mobile: undefined }))).toBeNull();
    expect(parseOtpFlow(JSON.stringify({ ...flow, channel: 'email' }))).toBeNull();
  });

  it('names the account as the recovery calls take it', () => {
    expect(lookupOf(flow)).toEqual({ country_code: '+357', mobile: '99123456' });
    expect(lookupOf({ ...flow, channel: 'email', email: 'a@b.cy' })).toEqual({ email: 'a@b.cy' });
  });

  it('never keeps a secret', () => {
    expect(JSON.stringify(flow)).not.toMatch(/otp"|password|token/);
  });
});
