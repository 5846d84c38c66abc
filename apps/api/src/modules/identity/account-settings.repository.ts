import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountSettings } from '../../db/schema/identity.ts';

/** An account's settings (notifications, VAT number). */
export function createAccountSettingsRepository(db: Db) {
  return {
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

export type AccountSettingsRepository = ReturnType<typeof createAccountSettingsRepository>;
