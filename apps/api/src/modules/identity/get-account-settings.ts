import { isLanguage } from '@bedesten/core/i18n/languages';
import { readNotificationSettings, type AccountSettings } from '@bedesten/core/schemas/profile';
import type { IdentityRepositories } from './identity.deps.ts';

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
    notifications: readNotificationSettings(row?.notifications),
    vat_number: row?.vatNumber ?? null,
    language: user && isLanguage(user.language) ? user.language : 'en',
  };
}
