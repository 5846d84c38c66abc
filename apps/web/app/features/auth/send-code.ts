import type { Language } from '@bedesten/core/i18n/languages';
import { retryAfterOf, type ApiResult } from '~/lib/api-client.ts';
import { formFailure } from '~/lib/form/form-failure.ts';
import { timingFrom, type OtpTiming } from '~/lib/otp-flow.ts';
import { isOtpSent, type OtpStepAnswer } from './api.ts';

/**
 * A "send me a code" call as the code step needs it: the new countdown, or
 * the sentence that explains why not ("No account found please sign up").
 * Asked too early, the step keeps its code and counts down to the moment
 * the API named (`retry_after`) instead of saying "Too many attempts".
 */
export async function sendCode(
  call: Promise<ApiResult<OtpStepAnswer>>,
  lang: Language,
  current?: OtpTiming,
): Promise<OtpTiming | string> {
  const result = await call;
  const wait = retryAfterOf(result);
  if (wait !== null && current) return { ...current, resend_at: Date.now() + wait * 1000 };
  if (!result.ok) return formFailure(result, lang, { fields: [], credentials: true }).summary ?? '';
  if (!isOtpSent(result.data)) return '';
  return timingFrom(result.data.data);
}
