import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS, otpState } from '@bedesten/core/auth/otp';
import type { Db, Tx } from '../../db/client.ts';
import { otpCodes } from '../../db/schema/identity.ts';

export type OtpRow = typeof otpCodes.$inferSelect;
export type OtpPurposeValue = OtpRow['purpose'];

/**
 * Earlier codes to a destination, to its whole account and from an address.
 * Wrong tries do not hold a send back (ADR 0086): the new code voids the old.
 */
export interface SendHistory {
  destination: Date[];
  account: Date[];
  ip: Date[];
}

/** Takes advisory locks on the destinations (sorted: two requests never wait on each other crosswise). */
async function lockDestinations(tx: Tx, destinations: readonly string[]): Promise<void> {
  for (const destination of [...new Set(destinations)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'otp-dest:' + destination}))`);
  }
}

async function wrongTries(tx: Tx, destinations: readonly string[], since: Date) {
  const rows = await tx
    .select({ at: otpCodes.createdAt, count: otpCodes.attempts })
    .from(otpCodes)
    .where(
      and(inArray(otpCodes.destination, [...destinations]), gt(otpCodes.createdAt, since), gt(otpCodes.attempts, 0)),
    );
  return rows;
}

/** One-time codes (OTP): stored hashed, limited per destination, account and address, single use. */
export function createOneTimeCodesRepository(db: Db) {
  return {
    /**
     * Checks the send limits and records the send in one transaction, under
     * advisory locks on the destinations and the client address, so two
     * instances (or two clicks) cannot both slip under a limit. A new code
     * voids the ones sent before it for the same purpose.
     * `accountDestinations` are all of the account's destinations (this one included).
     */
    async reserveOtpSend<T extends { allowed: boolean }>(
      send: Omit<typeof otpCodes.$inferInsert, 'id' | 'createdAt' | 'attempts' | 'consumedAt'> & { ip: string },
      accountDestinations: readonly string[],
      since: Date,
      decide: (history: SendHistory) => T,
    ): Promise<T> {
      const destinations = [...new Set([send.destination, ...accountDestinations])];
      return db.transaction(async (tx) => {
        await lockDestinations(tx, destinations);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'otp-ip:' + send.ip}))`);
        const [account, ip] = await Promise.all([
          tx
            .select({ at: otpCodes.createdAt, destination: otpCodes.destination })
            .from(otpCodes)
            .where(and(inArray(otpCodes.destination, destinations), gt(otpCodes.createdAt, since))),
          tx
            .select({ at: otpCodes.createdAt })
            .from(otpCodes)
            .where(and(eq(otpCodes.ip, send.ip), gt(otpCodes.createdAt, since))),
        ]);
        const decision = decide({
          destination: account.filter((r) => r.destination === send.destination).map((r) => r.at),
          account: account.map((r) => r.at),
          ip: ip.map((r) => r.at),
        });
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

    /**
     * Claims one try at the newest code for this purpose and destination,
     * before the digits are compared, so concurrent guesses can never make
     * more tries at one code than `triesAllowed` grants. Under the
     * destinations' locks it asks how many tries the account's wrong tries
     * leave a code (ADR 0086): never none, so the owner's right code counts.
     * Answers the claimed code, or why none can be tried: `expired` (past its
     * ten minutes, used, or none sent) or `exhausted` (void after wrong tries).
     */
    async claimOtpTry(
      input: { destination: string; purpose: OtpPurposeValue; accountDestinations: readonly string[] },
      since: Date,
      triesAllowed: (wrong: { at: Date; count: number }[]) => number,
    ): Promise<OtpRow | 'expired' | 'exhausted'> {
      const destinations = [...new Set([input.destination, ...input.accountDestinations])];
      return db.transaction(async (tx) => {
        await lockDestinations(tx, destinations);
        const allowed = Math.max(
          1,
          Math.min(OTP_MAX_ATTEMPTS, triesAllowed(await wrongTries(tx, destinations, since))),
        );
        const [latest] = await tx
          .select()
          .from(otpCodes)
          .where(and(eq(otpCodes.destination, input.destination), eq(otpCodes.purpose, input.purpose)))
          .orderBy(desc(otpCodes.createdAt))
          .limit(1);
        const now = new Date();
        if (!latest) return 'expired';
        const state = otpState(latest, now);
        if (state === 'exhausted') return 'exhausted';
        if (state !== 'usable') return 'expired';
        if (latest.attempts >= allowed) return 'exhausted';
        const [claimed] = await tx
          .update(otpCodes)
          .set({ attempts: sql`${otpCodes.attempts} + 1` })
          .where(
            and(
              eq(otpCodes.id, latest.id),
              isNull(otpCodes.consumedAt),
              lt(otpCodes.attempts, allowed),
              gt(otpCodes.expiresAt, now),
            ),
          )
          .returning();
        return claimed ?? 'exhausted';
      });
    },

    /**
     * Uses a claimed code up after the right digits; the claimed try is
     * given back, so `attempts` counts wrong tries only. False when a
     * concurrent request used it first.
     */
    async consumeOtp(id: string): Promise<boolean> {
      const rows = await db
        .update(otpCodes)
        .set({ consumedAt: new Date(), attempts: sql`greatest(${otpCodes.attempts} - 1, 0)` })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      return rows.length === 1;
    },
  };
}

export type OneTimeCodesRepository = ReturnType<typeof createOneTimeCodesRepository>;
