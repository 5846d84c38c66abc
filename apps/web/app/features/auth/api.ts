import type { z } from 'zod';
import type {
  forgotPasswordBody,
  loginBody,
  loginWithOtpBody,
  newStoreWithOtpBody,
  OtpSentResponse,
  registerUserBody,
  registerWithOtpBody,
  resetPasswordBody,
  verifyResetOtpBody,
} from '@bedesten/core/schemas/auth';
import type { SignedIn } from '@bedesten/core/schemas/current-user';
import { apiPost, type ApiResult } from '~/lib/api-client.ts';

/**
 * The identity calls of SPEC.md §7, typed with the shared schemas. The
 * session arrives as an httpOnly cookie; the token in the body is ignored
 * (ADR 0010): the browser never keeps it.
 */

export interface SignedInAnswer {
  data: SignedIn;
  message?: string;
  redirect?: string;
}

export type OtpSent = OtpSentResponse;

/** A call that sends a code without `otp` and signs in with it. */
export type OtpStepAnswer = OtpSent | SignedInAnswer;

export function isOtpSent(answer: OtpStepAnswer): answer is OtpSent {
  return 'otp_sent' in answer.data;
}

type Message = { data: { message: string } };

export const authApi = {
  login: (body: z.input<typeof loginBody>): Promise<ApiResult<SignedInAnswer>> => apiPost('login', body),
  registerUser: (body: z.input<typeof registerUserBody>): Promise<ApiResult<SignedInAnswer>> =>
    apiPost('register-user', body),
  loginWithOtp: (body: z.input<typeof loginWithOtpBody>): Promise<ApiResult<OtpStepAnswer>> =>
    apiPost('loginWithOTP', body),
  registerWithOtp: (body: z.input<typeof registerWithOtpBody>): Promise<ApiResult<OtpStepAnswer>> =>
    apiPost('registerWithOTP', body),
  newStoreWithOtp: (body: z.input<typeof newStoreWithOtpBody>): Promise<ApiResult<OtpStepAnswer>> =>
    apiPost('newStoreWithOTP', body),
  forgot: (body: z.input<typeof forgotPasswordBody>): Promise<ApiResult<OtpSent>> => apiPost('forgot', body),
  verifyResetOtp: (
    body: z.input<typeof verifyResetOtpBody>,
  ): Promise<ApiResult<{ data: { reset_token: string; expires_in: number } }>> =>
    apiPost('reset-email-otp-verify', body),
  resetPassword: (body: z.input<typeof resetPasswordBody>): Promise<ApiResult<Message>> =>
    apiPost('reset-password', body),
};
