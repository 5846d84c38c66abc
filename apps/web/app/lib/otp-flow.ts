import type { OtpSentResponse } from '@bedesten/core/schemas/auth';

/**
 * A code-based flow that spans two pages (sign-up by mobile -> /otp-verify,
 * partner sign-up -> /vendor/registration/otp, forgot password -> the code
 * page): what the second page needs to send the code back with the same
 * details, and the countdown numbers. Kept in sessionStorage so a reload of
 * the code page keeps working; it holds no secret (never the code, never a
 * password or token) and ends with the tab.
 */

export type OtpFlowPurpose = 'register' | 'vendor_register' | 'reset';

export interface OtpTiming {
  /** Masked destination the API answered ("+35799****56"). */
  sent_to: string;
  /** Epoch ms after which "resend" is offered. */
  resend_at: number;
  /** Epoch ms after which the code is void ("Time Out Please Click On Resend OTP"). */
  expires_at: number;
}

export interface OtpFlow extends OtpTiming {
  purpose: OtpFlowPurpose;
  channel: 'sms' | 'email';
  country_code?: string;
  mobile?: string;
  email?: string;
  name?: string;
  business_name?: string;
  area_name?: string;
  /** Where to go once the flow is done (validated where it is followed). */
  redirect?: string | null;
}

const KEY = 'bedesten-otp-flow';
const PURPOSES: readonly OtpFlowPurpose[] = ['register', 'vendor_register', 'reset'];

/** Countdown deadlines from a send answer, counted from `now`. */
export function timingFrom(sent: OtpSentResponse['data'], now: number = Date.now()): OtpTiming {
  return {
    sent_to: sent.sent_to,
    resend_at: now + sent.resend_in * 1000,
    expires_at: now + sent.expires_in * 1000,
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Parses a stored flow; anything malformed reads as no flow. */
export function parseOtpFlow(raw: string | null | undefined): OtpFlow | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const flow = value as Partial<OtpFlow>;
  if (!flow.purpose || !PURPOSES.includes(flow.purpose)) return null;
  if (flow.channel !== 'sms' && flow.channel !== 'email') return null;
  if (typeof flow.sent_to !== 'string' || typeof flow.resend_at !== 'number' || typeof flow.expires_at !== 'number') {
    return null;
  }
  if (flow.channel === 'email' ? typeof flow.email !== 'string' : typeof flow.mobile !== 'string') return null;
  return flow as OtpFlow;
}

export function saveOtpFlow(flow: OtpFlow): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(flow));
  } catch {
    // Private mode or a full quota: the flow still works until a reload.
  }
}

export function readOtpFlow(purposes: readonly OtpFlowPurpose[]): OtpFlow | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
  const flow = parseOtpFlow(raw);
  return flow && purposes.includes(flow.purpose) ? flow : null;
}

export function clearOtpFlow(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}

/** The account the flow names, as the recovery calls take it. */
export function lookupOf(flow: OtpFlow): { email: string } | { country_code: string; mobile: string } {
  return flow.channel === 'email'
    ? { email: flow.email ?? '' }
    : { country_code: flow.country_code ?? '+357', mobile: flow.mobile ?? '' };
}
