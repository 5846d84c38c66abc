import type { NewNotification, NotificationsRepository } from './notifications.repository.ts';

/**
 * The repository the notifier writes through, which tells `changed` whose
 * in-app notifications it just added, so their open tabs' header badges
 * count again at once (issue 43). Called after the rows are written; it
 * must not throw (it publishes in the background).
 */
export function withBadgeUpdates<R extends Pick<NotificationsRepository, 'add'>>(
  repository: R,
  changed: (userIds: string[]) => void,
): R {
  return {
    ...repository,
    async add(rows: NewNotification[]) {
      await repository.add(rows);
      if (rows.length > 0) changed([...new Set(rows.map((row) => row.userId))]);
    },
  };
}
