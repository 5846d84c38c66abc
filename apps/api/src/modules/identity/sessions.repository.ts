import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/identity.ts';
import { drivers } from '../../db/schema/cabs.ts';
import { stores } from '../../db/schema/stores.ts';

export type SessionKind = (typeof sessions.$inferInsert)['kind'];

/** Sessions: one row per sign-in, named by the token's hash; the auth plugin reads one per request. */
export function createSessionsRepository(db: Db) {
  // Built once: every request runs it, and building a Drizzle query costs more CPU than the lookup.
  const findSessionQuery = db
    .select({
      id: sessions.id,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      type: users.type,
      staffRole: users.staffRole,
      isApproved: users.isApproved,
      deletedAt: users.deletedAt,
      storeId: sql<
        string | null
      >`(select s.id from ${stores} s where s.owner_id = ${users.id} order by s.created_at limit 1)`,
      driverId: sql<
        string | null
      >`(select d.id from ${drivers} d where d.user_id = ${users.id} and d.deleted_at is null limit 1)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('find-session');

  return {
    async createSession(values: {
      id: string;
      userId: string;
      kind: SessionKind;
      expiresAt: Date;
      userAgent: string | null;
      ip: string;
    }): Promise<void> {
      await db.insert(sessions).values(values);
    },

    /** One query per request: the session, its account, the vendor's store and the live driver profile. */
    async findSession(id: string) {
      const [row] = await findSessionQuery.execute({ id });
      return row;
    },

    async touchSession(id: string): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));
    },

    async revokeSession(id: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    /** Ends every live session of the account (every device, cookie and bearer alike) but `keepId`; answers how many. */
    async revokeUserSessions(userId: string, keepId?: string): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepId ? ne(sessions.id, keepId) : undefined),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
