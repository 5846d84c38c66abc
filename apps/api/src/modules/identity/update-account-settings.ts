import {
  normaliseVatNumber,
  NOTIFICATION_TOPICS,
  type AccountSettings,
  type UpdateAccountSettingsBody,
} from '@bedesten/core/schemas/profile';
import { getAccountSettings } from './get-account-settings.ts';
import type { IdentityRepositories } from './identity.deps.ts';

/** `POST /api/account-settings`: changes only what the request names. */
export async function updateAccountSettings(
  repositories: Pick<IdentityRepositories, 'accounts' | 'settings'>,
  userId: string,
  body: UpdateAccountSettingsBody,
): Promise<AccountSettings> {
  const current = await getAccountSettings(repositories, userId);
  const notifications = structuredClone(current.notifications);
  for (const topic of NOTIFICATION_TOPICS) Object.assign(notifications[topic], body.notifications?.[topic] ?? {});
  let vatNumber = current.vat_number;
  if (body.vat_number !== undefined) vatNumber = body.vat_number ? normaliseVatNumber(body.vat_number) : null;
  await repositories.settings.saveSettings(userId, { notifications, vatNumber });
  if (body.language) await repositories.accounts.updateUser(userId, { language: body.language });
  return getAccountSettings(repositories, userId);
}
