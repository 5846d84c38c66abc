import { z } from 'zod';
import { STAFF_ROLES, USER_TYPES } from '../auth/roles.ts';
import { pageQuerySchema } from '../paging/paged-list.ts';
import { DRIVER_STATUSES } from './cabs.ts';
import { STORE_STATUSES } from '../stores/store-setup.ts';

/** `?has_store=true|false` and the like: a yes/no filter, absent when not given. */
const yesNo = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

/** The account states staff filter by: live accounts, or those deleted (by themselves or by staff). */
export const ACCOUNT_STATES = ['active', 'deleted'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** `staff_role=none` finds accounts without a staff role, `any` every staff account. */
export const STAFF_ROLE_FILTERS = ['none', 'any', ...STAFF_ROLES] as const;

/** `GET /api/admin/users` (issue 14): search by name, e-mail or mobile, filters, paged. */
export const adminUsersQuery = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  type: z.enum(USER_TYPES).optional(),
  staff_role: z.enum(STAFF_ROLE_FILTERS).optional(),
  state: z.enum(ACCOUNT_STATES).optional(),
  has_store: yesNo,
  is_driver: yesNo,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const adminUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  country_code: z.string().nullable(),
  mobile: z.string().nullable(),
  type: z.enum(USER_TYPES),
  staff_role: z.enum(STAFF_ROLES).nullable(),
  is_approved: z.boolean(),
  language: z.string(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
  store: z.object({ id: z.uuid(), title: z.string(), status: z.enum(STORE_STATUSES) }).nullable(),
  driver: z.object({ id: z.uuid(), status: z.enum(DRIVER_STATUSES) }).nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const auditEntrySummarySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_role: z.enum(STAFF_ROLES).nullable(),
  subject_type: z.string(),
  subject_id: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntrySummary = z.infer<typeof auditEntrySummarySchema>;

/** `GET /api/admin/users/:id`: the account, its store and driver profile, and the latest staff actions about them. */
export const adminUserDetailSchema = adminUserSchema.extend({
  email_verified_at: z.string().nullable(),
  store: z
    .object({
      id: z.uuid(),
      title: z.string(),
      slug: z.string(),
      status: z.enum(STORE_STATUSES),
      is_active: z.boolean(),
    })
    .nullable(),
  driver: z
    .object({
      id: z.uuid(),
      status: z.enum(DRIVER_STATUSES),
      vehicle_type: z.string(),
      vehicle_number: z.string(),
    })
    .nullable(),
  /** Stores staff deleted that this person ran. */
  deleted_stores: z.array(z.object({ id: z.uuid(), title: z.string(), deleted_at: z.string() })),
  recent_audit: z.array(auditEntrySummarySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** Deleting or restoring an account, deleting a store or a driver: the reason goes to the audit log. */
export const staffReasonBody = z.object({ reason: z.string().trim().min(3).max(500) });
export type StaffReasonBody = z.infer<typeof staffReasonBody>;

/** `PUT /api/admin/users/:id/staff-role` (super_admin): a role to grant, or null to revoke. */
export const staffRoleBody = z.object({ staff_role: z.enum(STAFF_ROLES).nullable() });
export type StaffRoleBody = z.infer<typeof staffRoleBody>;
