import { isLanguage } from '@bedesten/core/i18n/languages';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_TOPICS,
  notificationSettingsSchema,
  type AccountSettings,
  type NotificationSettings,
} from '@bedesten/core/schemas/profile';
import type { IdentityRepositories } from './identity.deps.ts';

/** Stored toggles, with defaults for topics or channels added since they were saved. */
function readNotifications(stored: unknown): NotificationSettings {
  const merged = structuredClone(DEFAULT_NOTIFICATION_SETTINGS);
  if (stored && typeof stored === 'object') {
    for (const topic of NOTIFICATION_TOPICS) {
      Object.assign(merged[topic], (stored as Record<string, unknown>)[topic] ?? {});
    }
  }
  return notificationSettingsSchema.parse(merged);
}

/** `GET /api/account-settings`: notification toggles, VAT number and language (SPEC.md §2 settings). */
export async function getAccountSettings(
  repositories: Pick<IdentityRepositories, 'accounts' | 'settings'>,
  userId: string,
): Promise<AccountSettings> {
  const [user, row] = await Promise.all([
    repositories.accounts.findUserById(userId),
    repositories.settings.findSettings(userId),
  ]);
  return {
    notifications: readNotifications(row?.notifications),
    vat_number: row?.vatNumber ?? null,
    language: user && isLanguage(user.language) ? user.language : 'en',
  };
}
