import type { Language } from '@bedesten/core/i18n/languages';
import { localeOf } from '@bedesten/core/i18n/locales';
import type { PaymentState } from '@bedesten/core/schemas/checkout';
import type { ApiResult } from '~/lib/api-client.ts';

/** Whole minutes left until `dueAt`, rounded up (the last seconds still read "1 minute"); 0 once it is over. */
export function minutesLeft(dueAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(dueAt) - now) / 60_000));
}

/** "28 minutes", "1 minute", "28 dakika": the language's own plural rules. */
export function formatMinutes(minutes: number, lang: Language): string {
  return new Intl.NumberFormat(localeOf(lang), { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
}

export type RetryAnswer = ApiResult<{ data: PaymentState }>;
type Failure = Extract<RetryAnswer, { ok: false }>;

export interface RetrySteps {
  /** `POST /api/orders/{id}/payments`. */
  call: () => Promise<RetryAnswer>;
  /** Leaves for the gateway's card page (a full navigation: it is another site, or the API's own page). */
  go: (url: string) => void;
}

/**
 * "Try another card": opens a new card payment for the same order and goes
 * where it is paid. Otherwise says why: the API's refusal (409 once the
 * order is paid, cancelled or past its time), or `unreachable` when the
 * gateway gave no page to go to.
 */
export async function tryAnotherCard(
  steps: RetrySteps,
): Promise<{ ok: true } | { ok: false; failure: Failure } | { ok: false; unreachable: true }> {
  const result = await steps.call();
  if (!result.ok) return { ok: false, failure: result };
  const url = result.data.data.payment?.redirect_url;
  if (!url) return { ok: false, unreachable: true };
  steps.go(url);
  return { ok: true };
}
