import type { ChatUnreadCount } from '@bedesten/core/schemas/chat';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { chatApi } from './api.ts';
import { useChatEvents, useChatSocket } from './use-chat-socket.ts';

/**
 * The signed-in person's unread chat messages (as a customer, and for their
 * store), for the header and panel badges and the chat page alike: read on
 * each navigation and again whenever the socket says something changed.
 */
let counts: ChatUnreadCount | null = null;
let pending: Promise<void> | null = null;
let again = false;
const listeners = new Set<() => void>();

function set(next: ChatUnreadCount | null) {
  counts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the counts again; calls that come while one is on its way make one more read after it. */
export function refreshChatUnread(): Promise<void> {
  if (pending) {
    again = true;
    return pending;
  }
  pending = chatApi
    .unread()
    .then((result) => {
      if (result.ok) set(result.data.data);
    })
    .finally(() => {
      pending = null;
      if (again) {
        again = false;
        void refreshChatUnread();
      }
    });
  return pending;
}

/** The counts for `account` (null: signed out, no counts); kept live while mounted. */
export function useChatUnread(account: string | null): ChatUnreadCount | null {
  const { pathname, search } = useLocation();
  const socket = useChatSocket(account !== null, account);
  useEffect(() => {
    if (account === null) set(null);
    else void refreshChatUnread();
  }, [account, pathname, search]);
  useEffect(() => socket?.onConnectedChange((connected) => connected && void refreshChatUnread()), [socket]);
  useChatEvents(socket, (event) => {
    if (event.type === 'message' || event.type === 'read') void refreshChatUnread();
  });
  const value = useSyncExternalStore(
    subscribe,
    () => counts,
    () => null,
  );
  return account === null ? null : value;
}
