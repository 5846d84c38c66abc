import type { AccountSettings } from '@bedesten/core/schemas/profile';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';

/** The signed-in account's settings (`GET /api/account-settings`), or null when they could not be read. */
export async function loadAccountSettings(request: Request): Promise<AccountSettings | null> {
  const { lang } = resolveLanguage(request);
  const result = await serverApiGet<{ data: AccountSettings }>(request, 'account-settings', undefined, { lang });
  return result.ok ? result.data.data : null;
}
