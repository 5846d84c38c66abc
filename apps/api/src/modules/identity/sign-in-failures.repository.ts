import { and, eq, gt, like, notLike, or, sql } from 'drizzle-orm';
import type { SignInFailureCounts } from '@bedesten/core/auth/sign-in';
import type { Db } from '../../db/client.ts';
import { signInFailures } from '../../db/schema/identity.ts';

/**
 * Rows whose key starts with this are lookups (`forgot`, `loginWithOTP`,
 * `register-user`: calls that tell whether an account exists), not failed
 * sign-ins; they share the table so no migration was needed (ADR 0028).
 */
const LOOKUP_PREFIX = 'lookup:';

/** Failed sign-ins, counted per account, per client address and per both, for the sign-in limits. */
export function createSignInFailuresRepository(db: Db) {
  return {
    async countSignInFailures(accountKey: string, ip: string, since: Date): Promise<SignInFailureCounts> {
      const pairRow = and(eq(signInFailures.accountKey, accountKey), eq(signInFailures.ip, ip));
      const ipRow = and(eq(signInFailures.ip, ip), notLike(signInFailures.accountKey, `${LOOKUP_PREFIX}%`));
      const [row] = await db
        .select({
          pair: sql<number>`count(*) filter (where ${pairRow})::int`,
          pairLatest: sql<string | null>`max(${signInFailures.createdAt}) filter (where ${pairRow})`,
          ip: sql<number>`count(*) filter (where ${ipRow})::int`,
          ipLatest: sql<string | null>`max(${signInFailures.createdAt}) filter (where ${ipRow})`,
          account: sql<number>`count(*) filter (where ${signInFailures.accountKey} = ${accountKey})::int`,
        })
        .from(signInFailures)
        .where(
          and(
            gt(signInFailures.createdAt, since),
            or(eq(signInFailures.accountKey, accountKey), eq(signInFailures.ip, ip)),
          ),
        );
      return {
        pair: row?.pair ?? 0,
        pairLatest: row?.pairLatest ? new Date(row.pairLatest) : null,
        ip: row?.ip ?? 0,
        ipLatest: row?.ipLatest ? new Date(row.ipLatest) : null,
        account: row?.account ?? 0,
      };
    },

    /** Failures at any of these account keys since then, from every address (for the owner's alert). */
    async countAccountFailures(accountKeys: readonly string[], since: Date): Promise<number> {
      if (accountKeys.length === 0) return 0;
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(signInFailures)
        .where(
          and(gt(signInFailures.createdAt, since), or(...accountKeys.map((key) => eq(signInFailures.accountKey, key)))),
        );
      return row?.n ?? 0;
    },

    async recordSignInFailure(accountKey: string, ip: string): Promise<void> {
      await db.insert(signInFailures).values({ accountKey, ip });
    },

    /**
     * A success forgets the failures of that address at that account only:
     * someone else's failures from other addresses keep counting.
     */
    async clearSignInFailures(accountKey: string, ip: string): Promise<void> {
      await db.delete(signInFailures).where(and(eq(signInFailures.accountKey, accountKey), eq(signInFailures.ip, ip)));
    },

    /** Lookups by this address (any target) and of this target (any address) since then. */
    async countLookups(target: string, ip: string, since: Date): Promise<{ ip: number; target: number }> {
      const key = `${LOOKUP_PREFIX}${target}`;
      const [row] = await db
        .select({
          ip: sql<number>`count(*) filter (where ${signInFailures.ip} = ${ip})::int`,
          target: sql<number>`count(*) filter (where ${signInFailures.accountKey} = ${key})::int`,
        })
        .from(signInFailures)
        .where(
          and(
            gt(signInFailures.createdAt, since),
            like(signInFailures.accountKey, `${LOOKUP_PREFIX}%`),
            or(eq(signInFailures.accountKey, key), eq(signInFailures.ip, ip)),
          ),
        );
      return { ip: row?.ip ?? 0, target: row?.target ?? 0 };
    },

    async recordLookup(target: string, ip: string): Promise<void> {
      await db.insert(signInFailures).values({ accountKey: `${LOOKUP_PREFIX}${target}`, ip });
    },
  };
}

export type SignInFailuresRepository = ReturnType<typeof createSignInFailuresRepository>;
