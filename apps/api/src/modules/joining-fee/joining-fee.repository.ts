import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { joiningFeePayments } from '../../db/schema/joining-fees.ts';
import { stores } from '../../db/schema/stores.ts';

export type JoiningFeePaymentRow = typeof joiningFeePayments.$inferSelect;

export interface OwnedStore {
  id: string;
  ownerId: string | null;
  status: 'draft' | 'pending' | 'approved' | 'rejected';
  email: string | null;
}

/**
 * Joining-fee payments (ADR 0043). Every change is conditional on the
 * attempt still being pending, so a callback, a retry and a second instance
 * can race without charging or capturing twice.
 */
export function createJoiningFeeRepository(db: Db) {
  const storeColumns = { id: stores.id, ownerId: stores.ownerId, status: stores.status, email: stores.email };

  return {
    async storeOf(userId: string): Promise<OwnedStore | undefined> {
      const [row] = await db
        .select(storeColumns)
        .from(stores)
        .where(and(eq(stores.ownerId, userId), isNull(stores.deletedAt)));
      return row;
    },

    async storeById(storeId: string): Promise<OwnedStore | undefined> {
      const [row] = await db.select(storeColumns).from(stores).where(eq(stores.id, storeId));
      return row;
    },

    /** The store's attempt that counts: the captured one, else the pending one, else the newest failed one. */
    async latest(storeId: string): Promise<JoiningFeePaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(joiningFeePayments)
        .where(eq(joiningFeePayments.storeId, storeId))
        .orderBy(
          sql`case ${joiningFeePayments.status} when 'captured' then 0 when 'pending' then 1 else 2 end`,
          desc(joiningFeePayments.createdAt),
        )
        .limit(1);
      return row;
    },

    /** The latest attempt of each store asked for (the staff lists). */
    async latestOfStores(storeIds: string[]): Promise<Map<string, JoiningFeePaymentRow>> {
      if (!storeIds.length) return new Map();
      const rows = await db
        .selectDistinctOn([joiningFeePayments.storeId])
        .from(joiningFeePayments)
        .where(inArray(joiningFeePayments.storeId, storeIds))
        .orderBy(
          joiningFeePayments.storeId,
          sql`case ${joiningFeePayments.status} when 'captured' then 0 when 'pending' then 1 else 2 end`,
          desc(joiningFeePayments.createdAt),
        );
      return new Map(rows.map((row) => [row.storeId, row]));
    },

    async byId(paymentId: string): Promise<JoiningFeePaymentRow | undefined> {
      const [row] = await db.select().from(joiningFeePayments).where(eq(joiningFeePayments.id, paymentId));
      return row;
    },

    async byProviderRef(provider: string, ref: string): Promise<JoiningFeePaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(joiningFeePayments)
        .where(and(eq(joiningFeePayments.provider, provider), eq(joiningFeePayments.providerRef, ref)));
      return row;
    },

    /**
     * A new pending attempt, unless the store already has a live one (the
     * partial unique index decides between two concurrent starts); either
     * way the live attempt comes back.
     */
    async openAttempt(input: {
      storeId: string;
      provider: string;
      amount: number;
      currency: string;
    }): Promise<JoiningFeePaymentRow> {
      await db.insert(joiningFeePayments).values(input).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(joiningFeePayments)
        .where(
          and(
            eq(joiningFeePayments.storeId, input.storeId),
            inArray(joiningFeePayments.status, ['pending', 'captured']),
          ),
        );
      return row!;
    },

    async recordProviderRef(paymentId: string, ref: string): Promise<void> {
      await db
        .update(joiningFeePayments)
        .set({ providerRef: ref, updatedAt: new Date() })
        .where(eq(joiningFeePayments.id, paymentId));
    },

    /** Pending → captured or failed, once; false when it was no longer pending. */
    async settle(paymentId: string, to: 'captured' | 'failed', reason: string | null = null): Promise<boolean> {
      const now = new Date();
      const rows = await db
        .update(joiningFeePayments)
        .set({
          status: to,
          failureReason: reason,
          updatedAt: now,
          ...(to === 'captured' ? { capturedAt: now } : {}),
        })
        .where(and(eq(joiningFeePayments.id, paymentId), eq(joiningFeePayments.status, 'pending')))
        .returning({ id: joiningFeePayments.id });
      return rows.length > 0;
    },
  };
}

export type JoiningFeeRepository = ReturnType<typeof createJoiningFeeRepository>;
