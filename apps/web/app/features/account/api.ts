import type { z } from 'zod';
import type {
  AccountSettings,
  deleteAccountBody,
  updateAccountSettingsBody,
  updateProfileBody,
  updateVendorProfileBody,
  VendorProfile,
} from '@bedesten/core/schemas/profile';
import type { CurrentUser } from '@bedesten/core/schemas/current-user';
import type { changePasswordBody, OtpSentResponse } from '@bedesten/core/schemas/auth';
import { apiGet, apiPost, type ApiResult } from '~/lib/api-client.ts';
import { apiUpload } from '~/lib/api-upload.ts';

/** The signed-in account's own profile calls (SPEC.md §7 customer and vendor calls). */
export const accountApi = {
  updateProfile: (body: z.input<typeof updateProfileBody>): Promise<ApiResult<{ data: CurrentUser }>> =>
    apiPost('update-profile-details', body),
  upload: (file: File, onProgress: (fraction: number) => void): Promise<ApiResult<{ data: { image_url: string } }>> => {
    const form = new FormData();
    form.append('image', file);
    return apiUpload('upload', form, onProgress);
  },
  settings: (): Promise<ApiResult<{ data: AccountSettings }>> => apiGet('account-settings'),
  updateSettings: (body: z.input<typeof updateAccountSettingsBody>): Promise<ApiResult<{ data: AccountSettings }>> =>
    apiPost('account-settings', body),
  deleteAccount: (
    body: z.input<typeof deleteAccountBody>,
  ): Promise<ApiResult<{ data: { message: string } } | OtpSentResponse>> => apiPost('deleteAccount', body),
  vendorProfile: (): Promise<ApiResult<{ data: VendorProfile }>> => apiGet('profile'),
  updateVendorProfile: (body: z.input<typeof updateVendorProfileBody>): Promise<ApiResult<{ data: VendorProfile }>> =>
    apiPost('profile', body),
  changePassword: (body: z.input<typeof changePasswordBody>): Promise<ApiResult<{ data: { message: string } }>> =>
    apiPost('change-password', body),
};
