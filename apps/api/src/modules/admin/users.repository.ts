import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { StaffRole } from '@bedesten/core/auth/roles';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { drivers } from '../../db/schema/cabs.ts';
import { sessions, users } from '../../db/schema/identity.ts';
import { stores } from '../../db/schema/stores.ts';

export interface UserFilter {
  search?: string | undefined;
  type?: 'user' | 'vendor' | 'driver' | undefined;
  staffRole?: 'none' | 'any' | StaffRole | undefined;
  state?: 'active' | 'deleted' | undefined;
  hasStore?: boolean | undefined;
  isDriver?: boolean | undefined;
}

export type UserRow = typeof users.$inferSelect;

// The vendor's live store and the live driver profile, as the session reads them (sessions.repository).
// `users.id` spelled out: drizzle leaves a lone table's columns unqualified, which the subquery would misread.
const liveStore = sql`(select s.id from stores s where s.owner_id = users.id and s.deleted_at is null order by s.created_at limit 1)`;
const liveDriver = sql`(select d.id from drivers d where d.user_id = users.id and d.deleted_at is null limit 1)`;

function escapeLike(text: string): string {
  return `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}

function conditionsOf(filter: UserFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.search) {
    const like = escapeLike(filter.search);
    // Only what reads as a phone number is matched against mobiles: the digits inside an e-mail address or a
    // name ("ayse.1987@…") would otherwise find whoever's number happens to contain them.
    const digits = /^[\d\s+()-]+$/.test(filter.search) ? filter.search.replace(/\D/g, '') : '';
    conditions.push(
      or(
        ilike(users.name, like),
        ilike(users.email, like),
        digits.length >= 3
          ? sql`(coalesce(${users.countryCode}, '') || coalesce(${users.mobile}, '')) like ${escapeLike(digits)}`
          : undefined,
      ),
    );
  }
  if (filter.type) conditions.push(eq(users.type, filter.type));
  if (filter.staffRole === 'none') conditions.push(isNull(users.staffRole));
  else if (filter.staffRole === 'any') conditions.push(isNotNull(users.staffRole));
  else if (filter.staffRole) conditions.push(eq(users.staffRole, filter.staffRole));
  if (filter.state === 'active') conditions.push(isNull(users.deletedAt));
  else if (filter.state === 'deleted') conditions.push(isNotNull(users.deletedAt));
  if (filter.hasStore !== undefined)
    conditions.push(filter.hasStore ? sql`${liveStore} is not null` : sql`${liveStore} is null`);
  if (filter.isDriver !== undefined)
    conditions.push(filter.isDriver ? sql`${liveDriver} is not null` : sql`${liveDriver} is null`);
  return and(...conditions);
}

/**
 * Accounts as staff see them (issue 14): every account, live or deleted,
 * with its live store and driver profile. Deleting here is staff's soft
 * delete: unlike the person's own deletion it keeps their details, so an
 * account deleted by mistake can be restored as it was.
 */
export function createUsersRepository(db: Db) {
  return {
    async list(filter: UserFilter, page: { offset: number; limit: number }) {
      const where = conditionsOf(filter);
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            user: users,
            store: { id: stores.id, title: stores.title, status: stores.status },
            driver: { id: drivers.id, status: drivers.status },
          })
          .from(users)
          .leftJoin(stores, sql`${stores.id} = ${liveStore}`)
          .leftJoin(drivers, sql`${drivers.id} = ${liveDriver}`)
          .where(where)
          .orderBy(desc(users.createdAt), asc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async find(id: string) {
      const [row] = await db
        .select({
          user: users,
          store: {
            id: stores.id,
            title: stores.title,
            slug: stores.slug,
            status: stores.status,
            isActive: stores.isActive,
          },
          driver: {
            id: drivers.id,
            status: drivers.status,
            vehicleType: drivers.vehicleType,
            vehicleNumber: drivers.vehicleNumber,
          },
        })
        .from(users)
        .leftJoin(stores, sql`${stores.id} = ${liveStore}`)
        .leftJoin(drivers, sql`${drivers.id} = ${liveDriver}`)
        .where(eq(users.id, id));
      return row;
    },

    /** Stores staff deleted that this person ran (the deletion keeps who ran it). */
    async deletedStoresOf(id: string) {
      return db
        .select({ id: stores.id, title: stores.title, deletedAt: stores.deletedAt })
        .from(stores)
        .where(and(eq(stores.formerOwnerId, id), isNotNull(stores.deletedAt)))
        .orderBy(desc(stores.deletedAt))
        .limit(10);
    },

    /** The latest staff actions about this person, their store or their driver profile. */
    async recentAudit(subjects: { type: string; id: string }[], limit = 20) {
      return db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          actorId: auditLog.actorId,
          actorName: users.name,
          actorRole: auditLog.actorRole,
          subjectType: auditLog.subjectType,
          subjectId: auditLog.subjectId,
          reason: auditLog.reason,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(or(...subjects.map((s) => and(eq(auditLog.subjectType, s.type), eq(auditLog.subjectId, s.id)))))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
    },

    /**
     * Staff delete an account: it can no longer sign in, every session ends,
     * its store closes (is_active off; the owner reopens it after a restore)
     * and its driver profile stops taking rides. Nothing personal is wiped.
     * False when it was already deleted.
     */
    async softDelete(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [done] = await tx
          .update(users)
          .set({ deletedAt: now, updatedAt: now })
          .where(and(eq(users.id, id), isNull(users.deletedAt)))
          .returning({ id: users.id });
        if (!done) return false;
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
        await tx
          .update(stores)
          .set({ isActive: false, updatedAt: now })
          .where(and(eq(stores.ownerId, id), isNull(stores.deletedAt)));
        await tx
          .update(drivers)
          .set({ isAvailable: false, updatedAt: now })
          .where(and(eq(drivers.userId, id), isNull(drivers.deletedAt)));
        return true;
      });
    },

    /** The account can sign in again; false when it was not deleted. */
    async restore(id: string): Promise<boolean> {
      const now = new Date();
      const [done] = await db
        .update(users)
        .set({ deletedAt: null, updatedAt: now })
        .where(and(eq(users.id, id), isNotNull(users.deletedAt)))
        .returning({ id: users.id });
      return Boolean(done);
    },

    async setStaffRole(id: string, role: StaffRole | null): Promise<void> {
      await db.update(users).set({ staffRole: role, updatedAt: new Date() }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
