import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isStaffRole } from '@bedesten/core/auth/roles';
import { pageOffset, toPagedList } from '@bedesten/core/paging/paged-list';
import { auditLogQuery, auditLogResponseSchema, type AuditEntry } from '@bedesten/core/schemas/audit-log';
import { errorResponses } from '@bedesten/core/schemas/error';
import { requireStaff, SESSION_SECURITY } from '../../plugins/auth.ts';
import type { AuditLogRepository, AuditLogRow } from './audit-log.repository.ts';

export function toAuditEntry(row: AuditLogRow): AuditEntry {
  const { entry } = row;
  return {
    id: entry.id,
    actor: {
      id: entry.actorId,
      name: row.actorName,
      email: row.actorEmail,
      role: isStaffRole(entry.actorRole) ? entry.actorRole : null,
    },
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason,
    ip: entry.ip,
    created_at: entry.createdAt.toISOString(),
  };
}

/**
 * The audit log (ADR 0037): every staff action, newest first, for managers
 * and above. Read only: nothing in the API writes it but the audit plugin,
 * and the database refuses to change or delete an entry.
 */
export const auditLogRoutes: FastifyPluginAsyncZod<{ repository: AuditLogRepository }> = async (
  app,
  { repository },
) => {
  app.get(
    '/api/admin/audit-log',
    {
      onRequest: requireStaff('manager'),
      schema: {
        tags: ['admin'],
        summary:
          'Staff actions, newest first (manager): filter by `actor` (id, or part of a name or e-mail), `action` (exact, or a prefix ending in "."), `subject_type`, `subject_id`, `from`/`to` days; paged',
        security: SESSION_SECURITY,
        querystring: auditLogQuery,
        response: { 200: auditLogResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await repository.list(
        {
          actor: q.actor,
          action: q.action,
          subjectType: q.subject_type,
          subjectId: q.subject_id,
          from: q.from,
          to: q.to,
        },
        { offset: pageOffset(q), limit: q.per_page },
      );
      return toPagedList(rows.map(toAuditEntry), total, q, request.url);
    },
  );
};
