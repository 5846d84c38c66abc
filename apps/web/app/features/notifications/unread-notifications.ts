import { useEffect, useSyncExternalStore } from 'react';
import { apiGet } from '~/lib/api-client.ts';
import { useLiveEvents } from '~/lib/live-updates.ts';

/**
 * The signed-in person's unread notifications, for the header badges (issue
 * 43): read once an account is known, and again whenever the account socket
 * says they changed (a new notice, a read in another tab) or reconnects.
 * One count per tab, however many badges show it.
 */
let state: { account: string; unread: number } | null = null;
let pending: Promise<void> | null = null;
let again = false;
const listeners = new Set<() => void>();

function set(next: typeof state) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the count for `account`; calls that come while one is on its way make one more read after it. */
export function refreshUnreadNotifications(account: string): Promise<void> {
  if (pending) {
    again = true;
    return pending;
  }
  pending = apiGet<{ data: { unread_count: number } }>('notificationCountUpdate')
    .then((result) => {
      if (result.ok) set({ account, unread: result.data.data.unread_count });
    })
    .finally(() => {
      pending = null;
      if (again) {
        again = false;
        void refreshUnreadNotifications(account);
      }
    });
  return pending;
}

/** The unread count of `account` (0 while signed out or not read yet), kept live while mounted. */
export function useUnreadNotifications(account: string | null): number {
  useEffect(() => {
    if (account !== null && state?.account !== account) void refreshUnreadNotifications(account);
  }, [account]);
  useLiveEvents(account, (signal) => {
    if (account !== null && (signal.type === 'notifications' || signal.type === 'resync')) {
      void refreshUnreadNotifications(account);
    }
  });
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => null,
  );
  return current && current.account === account ? current.unread : 0;
}
