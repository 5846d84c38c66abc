import type { StaffRole } from '@bedesten/core/auth/roles';
import type { AdminUser, AdminUserDetail } from '@bedesten/core/schemas/admin-users';
import { apiPost, apiSend, type ApiResult } from '~/lib/api-client.ts';

export type { AdminUser, AdminUserDetail };

type Done = { data: AdminUser; message: string };
type Deleted = { data: { id: string; message: string } };

/**
 * Staff calls about accounts (issue 14): delete and restore an account
 * (admin and above), grant or revoke a staff role (super admin), and delete
 * a store or a driver profile with the reason the audit log keeps.
 */
export const usersApi = {
  deleteUser: (id: string, reason: string): Promise<ApiResult<Done>> => apiPost(`admin/users/${id}/delete`, { reason }),
  restoreUser: (id: string, reason: string): Promise<ApiResult<Done>> =>
    apiPost(`admin/users/${id}/restore`, { reason }),
  setStaffRole: (id: string, role: StaffRole | null): Promise<ApiResult<Done>> =>
    apiSend('PUT', `admin/users/${id}/staff-role`, { staff_role: role }),
  /** The reason travels in the DELETE body; the audit log records it. */
  deleteStore: (id: string, reason: string): Promise<ApiResult<Deleted>> =>
    apiSend('DELETE', `admin/stores/${id}`, { reason }),
  deleteDriver: (id: string, reason: string): Promise<ApiResult<Deleted>> =>
    apiSend('DELETE', `admin/drivers/${id}`, { reason }),
};
