import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useSessionUser } from './root-data.ts';
import { concernsList, followLive, liveOutcome, type LiveSignal } from './live-events.ts';

/**
 * Calls the latest `handler` with every live change of `account`'s orders,
 * rides and notifications, and with `resync` each time the socket
 * (re)connects (issue 43). Nothing runs on the server or while signed out
 * (`account` null); the socket code loads after hydration, and the tab's one
 * account socket is shared with the chat (lib/chat-socket.ts).
 */
export function useLiveEvents(account: string | null, handler: (signal: LiveSignal) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (account === null) return undefined;
    let gone = false;
    const undo: (() => void)[] = [];
    // Without the socket (its code failed to load) the page still works; it is just not live.
    void import('./chat-socket.ts').then(
      ({ acquireChatSocket }) => {
        if (gone) return;
        const { socket, release } = acquireChatSocket();
        undo.push(
          followLive(socket, (signal) => latest.current(signal)),
          release,
        );
      },
      () => undefined,
    );
    return () => {
      gone = true;
      for (const step of undo.splice(0)) step();
    };
  }, [account]);
}

/**
 * The status to show for the order or ride a page shows: the loader's, or
 * the one a live event brought since, until the loader's next answer (a new
 * `record`) replaces it. Each change reads the page's data again.
 */
export function useLiveStatus<S extends string>(kind: 'order' | 'ride', record: { id: string; status: S }): S {
  const account = useSessionUser()?.id ?? null;
  const { revalidate } = useRevalidator();
  const [moved, setMoved] = useState<{ of: object; status: S } | null>(null);
  useLiveEvents(account, (signal) => {
    const outcome = liveOutcome(kind, record, signal);
    if (outcome.status) setMoved({ of: record, status: outcome.status });
    if (outcome.reload) void revalidate();
  });
  return moved && moved.of === record ? moved.status : record.status;
}

/** `record` with the status `useLiveStatus` shows (the same object while nothing moved). */
export function useLiveRecord<T extends { id: string; status: string }>(kind: 'order' | 'ride', record: T): T {
  const status = useLiveStatus<T['status']>(kind, record);
  return status === record.status ? record : { ...record, status };
}

/** An open list reads its data again when a live event concerns one of its records (or after a reconnect). */
export function useLiveList(kind: 'order' | 'ride', records: readonly { id: string; status: string }[]): void {
  const account = useSessionUser()?.id ?? null;
  const { revalidate } = useRevalidator();
  useLiveEvents(account, (signal) => {
    if (concernsList(kind, records, signal)) void revalidate();
  });
}
