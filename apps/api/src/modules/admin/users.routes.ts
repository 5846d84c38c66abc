import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { pageOffset, pagedListSchema, toPagedList } from '@bedesten/core/paging/paged-list';
import {
  adminUserDetailSchema,
  adminUserSchema,
  adminUsersQuery,
  staffReasonBody,
  staffRoleBody,
  type AdminUser,
} from '@bedesten/core/schemas/admin-users';
import { errorResponses } from '@bedesten/core/schemas/error';
import { audit } from '../../plugins/audit.ts';
import { actorOf, requireStaff, SESSION_SECURITY } from '../../plugins/auth.ts';
import { deleteUserByStaff, restoreUserByStaff, setStaffRole } from './manage-user.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

const tags = ['admin'];
const security = SESSION_SECURITY;
const idParams = z.object({ id: z.uuid() });
const done = z.object({ data: adminUserSchema, message: z.string() });

type Listed = Awaited<ReturnType<UsersRepository['list']>>['rows'][number];

function toAdminUser(row: Pick<Listed, 'user'> & { store: Listed['store']; driver: Listed['driver'] }): AdminUser {
  const u: UserRow = row.user;
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    country_code: u.countryCode,
    mobile: u.mobile,
    type: u.type,
    staff_role: u.staffRole,
    is_approved: u.isApproved,
    language: u.language,
    created_at: u.createdAt.toISOString(),
    deleted_at: u.deletedAt?.toISOString() ?? null,
    store: row.store ? { id: row.store.id, title: row.store.title, status: row.store.status } : null,
    driver: row.driver ? { id: row.driver.id, status: row.driver.status } : null,
  };
}

/** What the audit log keeps of an account before and after a change. */
const auditView = (u: Pick<UserRow, 'staffRole' | 'deletedAt' | 'type'>) => ({
  type: u.type,
  staff_role: u.staffRole,
  deleted: u.deletedAt !== null,
});

/**
 * Accounts for staff (issue 14, ADR 0037): every member of staff reads the
 * list and a person's page; admins and above delete and restore accounts
 * (never their own, never a higher role's); only a super admin grants and
 * revokes staff roles. Every change leaves one audit entry.
 */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ users: UsersRepository }> = async (app, { users }) => {
  app.get(
    '/api/admin/users',
    {
      onRequest: requireStaff('staff'),
      schema: {
        tags,
        summary:
          'Accounts, newest first: search by name, e-mail or mobile; filter by type, staff role, state (active/deleted), store, driver profile; paged',
        security,
        querystring: adminUsersQuery,
        response: { 200: pagedListSchema(adminUserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await users.list(
        {
          search: q.search || undefined,
          type: q.type,
          staffRole: q.staff_role,
          state: q.state,
          hasStore: q.has_store,
          isDriver: q.is_driver,
        },
        { offset: pageOffset(q), limit: q.per_page },
      );
      return toPagedList(rows.map(toAdminUser), total, q, request.url);
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      onRequest: requireStaff('staff'),
      schema: {
        tags,
        summary:
          'One account: its details, live store, driver profile, deleted stores and the latest staff actions about them',
        security,
        params: idParams,
        response: { 200: z.object({ data: adminUserDetailSchema }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await users.find(request.params.id);
      if (!row) throw notFound('user_not_found');
      const deletedStores = await users.deletedStoresOf(row.user.id);
      const subjects = [
        { type: 'user', id: row.user.id },
        ...(row.store ? [{ type: 'store', id: row.store.id }] : []),
        ...deletedStores.map((s) => ({ type: 'store', id: s.id })),
        ...(row.driver ? [{ type: 'driver', id: row.driver.id }] : []),
      ];
      const entries = await users.recentAudit(subjects);
      return {
        data: {
          ...toAdminUser(row),
          email_verified_at: row.user.emailVerifiedAt?.toISOString() ?? null,
          store: row.store
            ? {
                id: row.store.id,
                title: row.store.title,
                slug: row.store.slug,
                status: row.store.status,
                is_active: row.store.isActive,
              }
            : null,
          driver: row.driver
            ? {
                id: row.driver.id,
                status: row.driver.status,
                vehicle_type: row.driver.vehicleType,
                vehicle_number: row.driver.vehicleNumber,
              }
            : null,
          deleted_stores: deletedStores.map((s) => ({
            id: s.id,
            title: s.title,
            deleted_at: (s.deletedAt ?? new Date(0)).toISOString(),
          })),
          recent_audit: entries.map((e) => ({
            id: e.id,
            action: e.action,
            actor_id: e.actorId,
            actor_name: e.actorName,
            actor_role: e.actorRole,
            subject_type: e.subjectType,
            subject_id: e.subjectId,
            reason: e.reason,
            created_at: e.createdAt.toISOString(),
          })),
        },
      };
    },
  );

  async function answer(id: string) {
    const row = await users.find(id);
    if (!row) throw notFound('user_not_found');
    return toAdminUser(row);
  }

  app.post(
    '/api/admin/users/:id/delete',
    {
      onRequest: requireStaff('admin'),
      config: { audit: 'user.delete' },
      schema: {
        tags,
        summary:
          'Delete an account (admin): its sessions end, it cannot sign in (403 “Your account deleted please contact to admin”), its store closes; never one’s own or a higher role’s',
        security,
        params: idParams,
        body: staffReasonBody,
        response: { 200: done, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const before = await deleteUserByStaff(users, actorOf(request), request.params.id);
      const data = await answer(request.params.id);
      audit(request, {
        subjectType: 'user',
        before: auditView(before),
        after: auditView({ ...before, deletedAt: new Date() }),
        reason: request.body.reason,
      });
      return { data, message: message('user_deleted_by_staff', request.lang) };
    },
  );

  app.post(
    '/api/admin/users/:id/restore',
    {
      onRequest: requireStaff('admin'),
      config: { audit: 'user.restore' },
      schema: {
        tags,
        summary:
          'Restore an account staff or its owner deleted (admin): it can sign in again; a closed store stays closed until its owner reopens it',
        security,
        params: idParams,
        body: staffReasonBody,
        response: { 200: done, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const before = await restoreUserByStaff(users, actorOf(request), request.params.id);
      const data = await answer(request.params.id);
      audit(request, {
        subjectType: 'user',
        before: auditView(before),
        after: auditView({ ...before, deletedAt: null }),
        reason: request.body.reason,
      });
      return { data, message: message('user_restored', request.lang) };
    },
  );

  app.put(
    '/api/admin/users/:id/staff-role',
    {
      onRequest: requireStaff('super_admin'),
      config: { audit: 'user.staff_role' },
      schema: {
        tags,
        summary: 'Grant, change or revoke (`staff_role: null`) a staff role (super admin only; never one’s own)',
        security,
        params: idParams,
        body: staffRoleBody,
        response: { 200: done, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const change = await setStaffRole(users, actorOf(request), request.params.id, request.body.staff_role);
      const data = await answer(request.params.id);
      audit(request, {
        subjectType: 'user',
        before: { staff_role: change.before },
        after: { staff_role: change.after },
      });
      return { data, message: message('staff_role_saved', request.lang) };
    },
  );
};
