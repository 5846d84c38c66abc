import type { LiveEvent } from '@bedesten/core/schemas/live';

/**
 * What a page that follows one record live hears: a live event from the
 * account socket, or `resync` when the socket (re)connected, after which the
 * page reads again what it may have missed meanwhile (pub/sub keeps nothing).
 */
export type LiveSignal = LiveEvent | { type: 'resync' };

/** What a signal means for a page showing `record` (an order or a ride) as its loader read it. */
export interface LiveOutcome<S extends string> {
  /** The status the record has now, when the signal says it moved from the one shown. */
  status?: S;
  /** Whether to read the page's data again. */
  reload: boolean;
}

/**
 * Applies one signal to the order or ride a page shows: a move to another
 * status is shown at once (so the actions follow it before the page's data
 * comes back) and the data read again; a change of something else (a
 * payment) reads it again; an echo of the status shown, or news of another
 * record, changes nothing.
 */
export function liveOutcome<S extends string>(
  kind: 'order' | 'ride',
  record: { id: string; status: S },
  signal: LiveSignal,
): LiveOutcome<S> {
  if (signal.type === 'resync') return { reload: true };
  let news: { id: string; status: string | null };
  if (kind === 'order' && signal.type === 'order') news = { id: signal.order_id, status: signal.status };
  else if (kind === 'ride' && signal.type === 'ride') news = { id: signal.ride_id, status: signal.status };
  else return { reload: false };
  if (news.id !== record.id) return { reload: false };
  const status = news.status as S | null;
  if (status === null) return { reload: true };
  if (status === record.status) return { reload: false };
  return { status, reload: true };
}

/** Whether a signal may concern one of the records a list shows (a list reads again when it does). */
export function concernsList(
  kind: 'order' | 'ride',
  records: readonly { id: string; status: string }[],
  signal: LiveSignal,
): boolean {
  if (signal.type === 'resync') return true;
  return records.some((record) => liveOutcome(kind, record, signal).reload);
}

/** The parts of the account socket (lib/chat-socket.ts) a live page listens to. */
export interface LiveSource {
  subscribeLive(listener: (event: LiveEvent) => void): () => void;
  onConnectedChange(listener: (connected: boolean) => void): () => void;
}

/** Hands `handler` every live event of `source`, and `resync` whenever it (re)connects; returns what stops it. */
export function followLive(source: LiveSource, handler: (signal: LiveSignal) => void): () => void {
  const stops = [
    source.subscribeLive(handler),
    source.onConnectedChange((connected) => {
      if (connected) handler({ type: 'resync' });
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
