import type { DriverEvent } from '@bedesten/core/schemas/cabs';
import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '~/lib/root-data.ts';

export interface DriverEventHandlers {
  onOffered: (event: DriverEvent) => void;
  onTaken: (event: DriverEvent) => void;
}

/**
 * The driver panel's live stream (`GET /api/driver-events`, server-sent
 * events; the browser reconnects by itself). Returns whether it is open, so
 * the page can say "live" and a journey can wait for it.
 */
export function useDriverEvents(handlers: DriverEventHandlers): boolean {
  const lang = useLanguage();
  const [connected, setConnected] = useState(false);
  const current = useRef(handlers);
  current.current = handlers;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`/api/driver-events?lang=${lang}`, { withCredentials: true });
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(source.readyState === EventSource.OPEN);
    const listen = (kind: keyof DriverEventHandlers) => (message: MessageEvent<string>) => {
      try {
        current.current[kind](JSON.parse(message.data) as DriverEvent);
      } catch {
        // A malformed event is dropped; the next one still arrives.
      }
    };
    const offered = listen('onOffered');
    const taken = listen('onTaken');
    source.addEventListener('ride.offered', offered);
    source.addEventListener('ride.taken', taken);
    return () => {
      source.removeEventListener('ride.offered', offered);
      source.removeEventListener('ride.taken', taken);
      source.close();
    };
  }, [lang]);

  return connected;
}
