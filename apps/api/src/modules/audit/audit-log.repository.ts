import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/identity.ts';

export interface AuditLogFilter {
  actor?: string | undefined;
  action?: string | undefined;
  subjectType?: string | undefined;
  subjectId?: string | undefined;
  /** First day included, `YYYY-MM-DD` (UTC). */
  from?: string | undefined;
  /** Last day included, `YYYY-MM-DD` (UTC). */
  to?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const likeOf = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

function nextDay(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/** Reads of the append-only audit log (ADR 0037); entries are written by the audit plugin only. */
export function createAuditLogRepository(db: Db) {
  return {
    async list(filter: AuditLogFilter, page: { offset: number; limit: number }) {
      const conditions: (SQL | undefined)[] = [];
      if (filter.actor) {
        conditions.push(
          UUID.test(filter.actor)
            ? eq(auditLog.actorId, filter.actor)
            : or(ilike(users.name, likeOf(filter.actor)), ilike(users.email, likeOf(filter.actor))),
        );
      }
      if (filter.action) {
        conditions.push(
          filter.action.endsWith('.')
            ? ilike(auditLog.action, `${filter.action.replace(/[%_\\]/g, (c) => `\\${c}`)}%`)
            : eq(auditLog.action, filter.action),
        );
      }
      if (filter.subjectType) conditions.push(eq(auditLog.subjectType, filter.subjectType));
      if (filter.subjectId) conditions.push(eq(auditLog.subjectId, filter.subjectId));
      if (filter.from) conditions.push(gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00Z`)));
      if (filter.to) conditions.push(lt(auditLog.createdAt, nextDay(filter.to)));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            entry: auditLog,
            actorName: users.name,
            actorEmail: users.email,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The newest entries about one subject (a user's page shows them). */
    async aboutSubject(subjectType: string, subjectId: string, limit = 20) {
      return db
        .select({ entry: auditLog, actorName: users.name, actorEmail: users.email })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
    },
  };
}
export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
export type AuditLogRow = Awaited<ReturnType<AuditLogRepository['list']>>['rows'][number];
