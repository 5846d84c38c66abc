import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DriverStatus } from '@bedesten/core/schemas/cabs';
import type { Db } from '../../db/client.ts';
import { cabVehicleTypes, drivers } from '../../db/schema/cabs.ts';
import { users } from '../../db/schema/identity.ts';
import { uploads } from '../../db/schema/uploads.ts';

export type DriverRow = typeof drivers.$inferSelect;
export type DriverValues = Pick<
  typeof drivers.$inferInsert,
  | 'name'
  | 'countryCode'
  | 'mobile'
  | 'gender'
  | 'vehicleType'
  | 'vehicleNumber'
  | 'seats'
  | 'licenceNumber'
  | 'identityNumber'
  | 'vehiclePhotoUrl'
  | 'documentUrls'
  | 'baseLat'
  | 'baseLng'
  | 'serviceRadiusKm'
>;
export interface AdminDriverRow {
  driver: DriverRow;
  user: { id: string; name: string; email: string | null; type: string };
}

const live = isNull(drivers.deletedAt);

/** Driver profiles. Every read of a live profile excludes the ones staff deleted. */
export function createDriversRepository(db: Db) {
  return {
    async findOwn(userId: string): Promise<DriverRow | undefined> {
      const [row] = await db
        .select()
        .from(drivers)
        .where(and(eq(drivers.userId, userId), live));
      return row;
    },

    async findLive(id: string): Promise<DriverRow | undefined> {
      const [row] = await db
        .select()
        .from(drivers)
        .where(and(eq(drivers.id, id), live));
      return row;
    },

    async activeVehicleType(code: string): Promise<boolean> {
      const [row] = await db
        .select({ code: cabVehicleTypes.code })
        .from(cabVehicleTypes)
        .where(and(eq(cabVehicleTypes.code, code), eq(cabVehicleTypes.isActive, true)));
      return row !== undefined;
    },

    async ownsDocuments(ownerId: string, ids: readonly string[]): Promise<boolean> {
      if (!ids.length) return true;
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.ownerId, ownerId), eq(uploads.kind, 'document'), inArray(uploads.id, [...ids])));
      return rows.length === new Set(ids).size;
    },

    /** A new pending profile; undefined when the account already has a live one (two tabs at once). */
    async create(userId: string, values: DriverValues): Promise<DriverRow | undefined> {
      const [row] = await db
        .insert(drivers)
        .values({ userId, ...values })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** Changes the live profile; it goes back to staff (pending) and off the road until approved again. */
    async update(userId: string, values: DriverValues): Promise<DriverRow | undefined> {
      const [row] = await db
        .update(drivers)
        .set({
          ...values,
          status: 'pending',
          rejectionReason: null,
          reviewedAt: null,
          reviewedBy: null,
          isAvailable: false,
          updatedAt: new Date(),
        })
        .where(and(eq(drivers.userId, userId), live))
        .returning();
      return row;
    },

    async setAvailability(id: string, available: boolean): Promise<DriverRow | undefined> {
      const [row] = await db
        .update(drivers)
        .set({ isAvailable: available, updatedAt: new Date() })
        .where(and(eq(drivers.id, id), live))
        .returning();
      return row;
    },

    async list(status: DriverStatus | undefined, page: { offset: number; limit: number }) {
      const where = and(live, status ? eq(drivers.status, status) : undefined);
      // The queue reads oldest first (first come, first served); other states newest first.
      const order = status === 'pending' ? asc(drivers.updatedAt) : desc(drivers.updatedAt);
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            driver: drivers,
            user: { id: users.id, name: users.name, email: users.email, type: users.type },
          })
          .from(drivers)
          .innerJoin(users, eq(users.id, drivers.userId))
          .where(where)
          .orderBy(order, asc(drivers.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(drivers).where(where),
      ]);
      return { rows: rows as AdminDriverRow[], total: totals?.total ?? 0 };
    },

    async findAdmin(id: string): Promise<AdminDriverRow | undefined> {
      const [row] = await db
        .select({ driver: drivers, user: { id: users.id, name: users.name, email: users.email, type: users.type } })
        .from(drivers)
        .innerJoin(users, eq(users.id, drivers.userId))
        .where(and(eq(drivers.id, id), live));
      return row as AdminDriverRow | undefined;
    },

    /** Approves or rejects a waiting profile; undefined when it no longer waits. */
    async decide(id: string, to: 'approved' | 'rejected', staffId: string, reason: string | null) {
      const [row] = await db
        .update(drivers)
        .set({
          status: to,
          rejectionReason: reason,
          reviewedAt: new Date(),
          reviewedBy: staffId,
          // An approved driver starts available: that is what they set up for; they can go off at once.
          isAvailable: to === 'approved',
          updatedAt: new Date(),
        })
        .where(and(eq(drivers.id, id), live, eq(drivers.status, 'pending')))
        .returning();
      return row;
    },

    /**
     * Staff delete a profile (SPEC.md §4): it is kept for the rides that name
     * it, leaves every offer list, and an account whose type was "driver"
     * becomes a plain user (a vendor stays a vendor with their store).
     * Answers the account, or undefined when there was no live profile.
     */
    async softDelete(id: string): Promise<{ userId: string } | undefined> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [row] = await tx
          .update(drivers)
          .set({ deletedAt: now, isAvailable: false, deletionNoticeSeenAt: null, updatedAt: now })
          .where(and(eq(drivers.id, id), live))
          .returning({ userId: drivers.userId });
        if (!row) return undefined;
        await tx
          .update(users)
          .set({ type: 'user', isApproved: false, updatedAt: now })
          .where(and(eq(users.id, row.userId), eq(users.type, 'driver')));
        return row;
      });
    },

    /** The profile staff deleted from this account, if its owner has not been told yet. */
    async unseenDeletion(userId: string): Promise<DriverRow | undefined> {
      const [row] = await db
        .select()
        .from(drivers)
        .where(and(eq(drivers.userId, userId), isNotNull(drivers.deletedAt), isNull(drivers.deletionNoticeSeenAt)))
        .orderBy(desc(drivers.deletedAt))
        .limit(1);
      return row;
    },

    async markDeletionSeen(id: string): Promise<void> {
      await db
        .update(drivers)
        .set({ deletionNoticeSeenAt: sql`now()` })
        .where(eq(drivers.id, id));
    },
  };
}

export type DriversRepository = ReturnType<typeof createDriversRepository>;
