import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInFailures } from '../../db/schema/identity.ts';

/** Failed sign-ins, counted per account and per client address for the sign-in limits. */
export function createSignInFailuresRepository(db: Db) {
  return {
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
  };
}

export type SignInFailuresRepository = ReturnType<typeof createSignInFailuresRepository>;
