import type { AccountSettings, UpdateAccountSettingsBody, VendorProfile } from '@bedesten/core/schemas/profile';
import type { CurrentUser } from '@bedesten/core/schemas/current-user';
import type { OtpSentResponse } from '@bedesten/core/schemas/auth';
import { apiGet, apiPost, type ApiResult } from '~/lib/api-client.ts';

/** The signed-in account's own profile calls (SPEC.md §7 customer and vendor calls). */
export const accountApi = {
  updateProfile: (body: Record<string, unknown>): Promise<ApiResult<{ data: CurrentUser }>> =>
    apiPost('update-profile-details', body),
  upload: (file: File, onProgress: (fraction: number) => void): Promise<ApiResult<{ data: { image_url: string } }>> => {
    const form = new FormData();
    form.append('image', file);
    return apiPost('upload', form, { onUploadProgress: onProgress });
  },
  settings: (): Promise<ApiResult<{ data: AccountSettings }>> => apiGet('account-settings'),
  updateSettings: (body: UpdateAccountSettingsBody): Promise<ApiResult<{ data: AccountSettings }>> =>
    apiPost('account-settings', { ...body }),
  deleteAccount: (body: {
    password?: string;
    otp?: string;
  }): Promise<ApiResult<{ data: { message: string } } | OtpSentResponse>> => apiPost('deleteAccount', body),
  vendorProfile: (): Promise<ApiResult<{ data: VendorProfile }>> => apiGet('profile'),
  updateVendorProfile: (body: Record<string, unknown>): Promise<ApiResult<{ data: VendorProfile }>> =>
    apiPost('profile', body),
};
