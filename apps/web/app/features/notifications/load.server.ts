import type { NotificationList } from '@bedesten/core/schemas/orders';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';

/** One page of the caller's notifications in the page language; null when the API failed. */
export async function loadNotifications(request: Request): Promise<NotificationList | null> {
  const { lang } = resolveLanguage(request);
  const page = Math.max(1, Math.floor(Number(new URL(request.url).searchParams.get('page')) || 1));
  const result = await serverApiGet<NotificationList>(request, 'notification-list', { page, lang }, { lang });
  return result.ok ? result.data : null;
}
