import { and, asc, desc, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { cartItems } from '../../db/schema/carts.ts';
import {
  accountSettings,
  otpCodes,
  passwordResetTokens,
  sessions,
  signInFailures,
  users,
} from '../../db/schema/identity.ts';
import { stores } from '../../db/schema/stores.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type OtpRow = typeof otpCodes.$inferSelect;
export type SessionKind = (typeof sessions.$inferInsert)['kind'];
export type OtpPurposeValue = OtpRow['purpose'];

/** Which unique value a write collided with. */
export type AccountConflict = { email: boolean; mobile: boolean };

type UserWrite = { ok: true; user: UserRow } | { ok: false; conflict: AccountConflict };

/** The user columns a profile may change; anything else is not writable from a request. */
export type UserPatch = Partial<
  Pick<
    NewUser,
    | 'name'
    | 'email'
    | 'countryCode'
    | 'mobile'
    | 'imageUrl'
    | 'language'
    | 'emailVerifiedAt'
    | 'businessName'
    | 'areaName'
  >
>;

function uniqueViolation(error: unknown): AccountConflict | null {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  return { email: constraint === 'users_email_unique', mobile: constraint === 'users_mobile_unique' };
}

const emailMatches = (email: string): SQL => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/** Identity's only door to the database: accounts, sessions, codes, limits and settings. */
export function createIdentityRepository(db: Db) {
  return {
    // ---- accounts

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(emailMatches(email));
      return row;
    },

    async findUserByMobile(countryCode: string, mobile: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.countryCode, countryCode), eq(users.mobile, mobile)));
      return row;
    },

    /** Whether another account already has this e-mail or number. */
    async findConflicts(
      wanted: { email?: string | null; countryCode?: string | null; mobile?: string | null },
      exceptUserId?: string,
    ): Promise<AccountConflict> {
      const others = exceptUserId ? ne(users.id, exceptUserId) : undefined;
      const byEmail = wanted.email ? and(emailMatches(wanted.email), others) : undefined;
      const byMobile =
        wanted.countryCode && wanted.mobile
          ? and(eq(users.countryCode, wanted.countryCode), eq(users.mobile, wanted.mobile), others)
          : undefined;
      if (!byEmail && !byMobile) return { email: false, mobile: false };
      const rows = await db
        .select({ email: users.email, countryCode: users.countryCode, mobile: users.mobile })
        .from(users)
        .where(or(byEmail, byMobile));
      return {
        email: !!wanted.email && rows.some((r) => r.email?.toLowerCase() === wanted.email!.toLowerCase()),
        mobile: rows.some((r) => r.countryCode === wanted.countryCode && r.mobile === wanted.mobile),
      };
    },

    /** Inserts an account; a concurrent sign-up with the same e-mail or number comes back as a conflict. */
    async insertUser(values: NewUser): Promise<UserWrite> {
      try {
        const [user] = await db.insert(users).values(values).returning();
        return { ok: true, user: user! };
      } catch (error) {
        const conflict = uniqueViolation(error);
        if (conflict) return { ok: false, conflict };
        throw error;
      }
    },

    async updateUser(id: string, patch: UserPatch): Promise<UserWrite> {
      try {
        const [user] = await db
          .update(users)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        return { ok: true, user: user! };
      } catch (error) {
        const conflict = uniqueViolation(error);
        if (conflict) return { ok: false, conflict };
        throw error;
      }
    },

    /** A customer who signs up as a vendor keeps their account and becomes a vendor awaiting a store. */
    async makeVendor(id: string, details: { businessName: string; areaName: string; name: string }): Promise<UserRow> {
      const [user] = await db
        .update(users)
        .set({ type: 'vendor', isApproved: false, ...details, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return user!;
    },

    async setPassword(userId: string, passwordHash: string, keepSessionId?: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(
            and(
              eq(sessions.userId, userId),
              isNull(sessions.revokedAt),
              keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
            ),
          );
      });
    },

    /**
     * Soft delete: the row stays so a later sign-in can be told the account
     * was deleted, but everything personal beyond the sign-in keys goes, and
     * so do its addresses, settings and every session.
     */
    async softDeleteUser(userId: string): Promise<void> {
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ deletedAt: now, name: '', imageUrl: null, businessName: null, areaName: null, updatedAt: now })
          .where(eq(users.id, userId));
        // Addresses are personal data; the account's own deletion removes them with it.
        await tx.delete(addresses).where(eq(addresses.userId, userId));
        await tx.delete(accountSettings).where(eq(accountSettings.userId, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
      });
    },

    /** Pieces in the person's signed-in cart (SPEC.md §3 Current user `cart_count`). */
    async cartPieces(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
        .from(cartItems)
        .where(eq(cartItems.userId, userId));
      return row?.n ?? 0;
    },

    /** The vendor's store, if set up (the first one: a vendor runs one store). */
    async storeOf(userId: string): Promise<{ id: string; title: string; isApproved: boolean } | null> {
      const [row] = await db
        .select({ id: stores.id, title: stores.title, isApproved: stores.isApproved })
        .from(stores)
        .where(eq(stores.ownerId, userId))
        .orderBy(asc(stores.createdAt))
        .limit(1);
      return row ?? null;
    },

    // ---- sessions

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

    /** One query per request: the session, its account and the vendor's store. */
    async findSession(id: string) {
      const [row] = await db
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
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, id));
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

    // ---- one-time codes

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

    // ---- password reset tokens

    async createResetToken(values: { id: string; userId: string; expiresAt: Date }): Promise<void> {
      await db.insert(passwordResetTokens).values(values);
    },

    async consumeResetToken(id: string): Promise<string | null> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetTokens.id, id),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId ?? null;
    },

    // ---- sign-in limits

    async countSignInFailures(accountKey: string, ip: string, since: Date): Promise<{ account: number; ip: number }> {
      const [row] = await db
        .select({
          account: sql<number>`count(*) filter (where ${signInFailures.accountKey} = ${accountKey})::int`,
          ip: sql<number>`count(*) filter (where ${signInFailures.ip} = ${ip})::int`,
        })
        .from(signInFailures)
        .where(
          and(
            gt(signInFailures.createdAt, since),
            or(eq(signInFailures.accountKey, accountKey), eq(signInFailures.ip, ip)),
          ),
        );
      return row ?? { account: 0, ip: 0 };
    },

    async recordSignInFailure(accountKey: string, ip: string): Promise<void> {
      await db.insert(signInFailures).values({ accountKey, ip });
    },

    async clearSignInFailures(accountKey: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.accountKey, accountKey));
    },

    // ---- account settings

    async findSettings(userId: string) {
      const [row] = await db.select().from(accountSettings).where(eq(accountSettings.userId, userId));
      return row;
    },

    async saveSettings(userId: string, values: { notifications: unknown; vatNumber: string | null }): Promise<void> {
      const now = new Date();
      await db
        .insert(accountSettings)
        .values({ userId, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: accountSettings.userId, set: { ...values, updatedAt: now } });
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
