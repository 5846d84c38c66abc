import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ChatSocket, ChatSocketEvent } from '~/lib/chat-socket.ts';

/**
 * The tab's chat socket while `enabled` (a signed-in person); null before
 * hydration and when signed out. The socket code is loaded only for someone
 * signed in, not with every page (ADR 0049).
 */
export function useChatSocket(enabled: boolean, account: string | null = null): ChatSocket | null {
  const [socket, setSocket] = useState<ChatSocket | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let release: (() => void) | undefined;
    let gone = false;
    void import('~/lib/chat-socket.ts').then(({ acquireChatSocket }) => {
      if (gone) return;
      const held = acquireChatSocket();
      release = held.release;
      setSocket(held.socket);
    });
    return () => {
      gone = true;
      release?.();
      setSocket(null);
    };
    // A different account needs a new connection (the old one carries the old session).
  }, [enabled, account]);
  return socket;
}

const noSubscription = () => () => {};

/** Whether the socket is up (false before hydration, so the page starts on HTTP). */
export function useChatConnected(socket: ChatSocket | null): boolean {
  return useSyncExternalStore(
    socket ? (listener) => socket.onConnectedChange(listener) : noSubscription,
    () => socket?.connected ?? false,
    () => false,
  );
}

/** Calls the latest `handler` with every socket event. */
export function useChatEvents(socket: ChatSocket | null, handler: (event: ChatSocketEvent) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => socket?.subscribe((event) => latest.current(event)), [socket]);
}
