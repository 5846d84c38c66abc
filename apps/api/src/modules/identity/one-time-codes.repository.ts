import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema/identity.ts';

export type OtpRow = typeof otpCodes.$inferSelect;
export type OtpPurposeValue = OtpRow['purpose'];

/** One-time codes (OTP): stored hashed, limited per destination and address, single use. */
export function createOneTimeCodesRepository(db: Db) {
  return {
    /**
     * Checks the send limits and records the send in one transaction, under
     * advisory locks on the destination and the client address, so two
     * instances (or two clicks) cannot both slip under a limit. A new code
     * voids the ones sent before it for the same purpose.
     */
    async reserveOtpSend<T extends { allowed: boolean }>(
      send: Omit<typeof otpCodes.$inferInsert, 'id' | 'createdAt' | 'attempts' | 'consumedAt'> & { ip: string },
      since: Date,
      decide: (history: { destination: Date[]; ip: Date[] }) => T,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'otp-dest:' + send.destination}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'otp-ip:' + send.ip}))`);
        const [destination, ip] = await Promise.all([
          tx
            .select({ at: otpCodes.createdAt })
            .from(otpCodes)
            .where(and(eq(otpCodes.destination, send.destination), gt(otpCodes.createdAt, since))),
          tx
            .select({ at: otpCodes.createdAt })
            .from(otpCodes)
            .where(and(eq(otpCodes.ip, send.ip), gt(otpCodes.createdAt, since))),
        ]);
        const decision = decide({ destination: destination.map((r) => r.at), ip: ip.map((r) => r.at) });
        if (!decision.allowed) return decision;
        const now = new Date();
        await tx
          .update(otpCodes)
          .set({ consumedAt: now })
          .where(
            and(
              eq(otpCodes.destination, send.destination),
              eq(otpCodes.purpose, send.purpose),
              isNull(otpCodes.consumedAt),
            ),
          );
        await tx.insert(otpCodes).values({ ...send, createdAt: now });
        return decision;
      });
    },

    async latestOtp(destination: string, purpose: OtpPurposeValue): Promise<OtpRow | undefined> {
      const [row] = await db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.destination, destination), eq(otpCodes.purpose, purpose)))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      return row;
    },

    async countWrongOtp(id: string): Promise<void> {
      await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, id));
    },

    /** Uses the code up; false when a concurrent request used it first or it ran out meanwhile. */
    async consumeOtp(id: string, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(otpCodes)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(otpCodes.id, id),
            isNull(otpCodes.consumedAt),
            lt(otpCodes.attempts, maxAttempts),
            gt(otpCodes.expiresAt, new Date()),
          ),
        )
        .returning({ id: otpCodes.id });
      return rows.length === 1;
    },
  };
}

export type OneTimeCodesRepository = ReturnType<typeof createOneTimeCodesRepository>;
