import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/identity.ts';

/** Password reset tokens: given for a verified code, used once to set a new password. */
export function createPasswordResetsRepository(db: Db) {
  return {
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
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
