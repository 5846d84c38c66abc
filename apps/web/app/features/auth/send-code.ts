import type { Language } from '@bedesten/core/i18n/languages';
import type { ApiResult } from '~/lib/api-client.ts';
import { formFailure } from '~/lib/form/form-failure.ts';
import { timingFrom, type OtpTiming } from '~/lib/otp-flow.ts';
import { isOtpSent, type OtpStepAnswer } from './api.ts';

/**
 * A "send me a code" call as the code step needs it: the new countdown, or
 * the sentence that explains why not ("Too many attempts…", "No account
 * found please sign up").
 */
export async function sendCode(call: Promise<ApiResult<OtpStepAnswer>>, lang: Language): Promise<OtpTiming | string> {
  const result = await call;
  if (!result.ok) return formFailure(result, lang, { fields: [], credentials: true }).summary ?? '';
  if (!isOtpSent(result.data)) return '';
  return timingFrom(result.data.data);
}
