import { and, asc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { drivers } from '../../db/schema/cabs.ts';
import { cartItems } from '../../db/schema/carts.ts';
import { accountSettings, passwordResetTokens, sessions, users } from '../../db/schema/identity.ts';
import { categories } from '../../db/schema/catalogue.ts';
import { stores } from '../../db/schema/stores.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

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

/**
 * Accounts: the users table, and the writes that change an account as a
 * whole (a new password ends its other sessions; deleting it takes its
 * addresses, settings, sessions and reset tokens along, in one transaction).
 */
export function createAccountsRepository(db: Db) {
  return {
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

    /** The account's live driver profile id, or null. */
    async driverOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: drivers.id })
        .from(drivers)
        .where(and(eq(drivers.userId, userId), isNull(drivers.deletedAt)))
        .limit(1);
      return row?.id ?? null;
    },

    /** The vendor's store, if set up (the first one: a vendor runs one store). */
    async storeOf(userId: string): Promise<OwnStore | null> {
      const [row] = await db
        .select({
          id: stores.id,
          title: stores.title,
          isApproved: stores.isApproved,
          categoryId: stores.categoryId,
          categoryType: categories.type,
          city: stores.city,
        })
        .from(stores)
        .leftJoin(categories, eq(categories.id, stores.categoryId))
        .where(eq(stores.ownerId, userId))
        .orderBy(asc(stores.createdAt))
        .limit(1);
      return row ?? null;
    },
  };
}

/** A vendor's first store, with its business category (the current user's `service_id` and `vendor_type`). */
export interface OwnStore {
  id: string;
  title: string;
  isApproved: boolean;
  categoryId: string | null;
  categoryType: 'goods' | 'service' | null;
  city: string;
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
