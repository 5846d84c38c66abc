import type {
  ForgotPasswordBody,
  LoginBody,
  LoginWithOtpBody,
  NewStoreWithOtpBody,
  OtpSentResponse,
  RegisterUserBody,
  RegisterWithOtpBody,
  VerifyResetOtpBody,
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

type Input<T> = { [K in keyof T]?: T[K] | undefined };

export const authApi = {
  login: (body: LoginBody): Promise<ApiResult<SignedInAnswer>> => apiPost('login', { ...body }),
  registerUser: (body: Input<RegisterUserBody>): Promise<ApiResult<SignedInAnswer>> =>
    apiPost('register-user', { ...body }),
  loginWithOtp: (body: Input<LoginWithOtpBody>): Promise<ApiResult<OtpStepAnswer>> =>
    apiPost('loginWithOTP', { ...body }),
  registerWithOtp: (body: Input<RegisterWithOtpBody>): Promise<ApiResult<OtpStepAnswer>> =>
    apiPost('registerWithOTP', { ...body }),
  newStoreWithOtp: (body: Input<NewStoreWithOtpBody>): Promise<ApiResult<OtpStepAnswer>> =>
    apiPost('newStoreWithOTP', { ...body }),
  forgot: (body: Input<ForgotPasswordBody>): Promise<ApiResult<OtpSent>> => apiPost('forgot', { ...body }),
  verifyResetOtp: (
    body: Input<VerifyResetOtpBody>,
  ): Promise<ApiResult<{ data: { reset_token: string; expires_in: number } }>> =>
    apiPost('reset-email-otp-verify', { ...body }),
  resetPassword: (body: {
    reset_token: string;
    password: string;
    password_confirmation: string;
  }): Promise<ApiResult<{ data: { message: string } }>> => apiPost('reset-password', { ...body }),
  changePassword: (body: {
    current_password?: string;
    password: string;
    password_confirmation: string;
  }): Promise<ApiResult<{ data: { message: string } }>> => apiPost('change-password', { ...body }),
};
