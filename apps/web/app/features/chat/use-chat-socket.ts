import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { acquireChatSocket, type ChatSocket, type ChatSocketEvent } from '~/lib/chat-socket.ts';

/** The tab's chat socket while `enabled` (a signed-in person); null before hydration and when signed out. */
export function useChatSocket(enabled: boolean, account: string | null = null): ChatSocket | null {
  const [socket, setSocket] = useState<ChatSocket | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const held = acquireChatSocket();
    setSocket(held.socket);
    return () => {
      held.release();
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
