import type { ServerResponse } from 'node:http';
import type { Language } from '@bedesten/core/i18n/languages';
import type { VendorEvent } from '@bedesten/core/schemas/orders';

interface Listener {
  lang: Language;
  response: ServerResponse;
}

/**
 * The vendor panels open on this instance, by store. The event bus reaches
 * every instance (Redis pub/sub), so each one pushes to the panels it holds.
 */
export function createVendorEventHub() {
  const byStore = new Map<string, Set<Listener>>();

  return {
    add(storeId: string, listener: Listener): () => void {
      const set = byStore.get(storeId) ?? new Set();
      set.add(listener);
      byStore.set(storeId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byStore.delete(storeId);
      };
    },

    send(storeId: string, event: (lang: Language) => VendorEvent) {
      for (const listener of byStore.get(storeId) ?? []) {
        const data = event(listener.lang);
        listener.response.write(`event: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`);
      }
    },

    /** Ends every stream (the server is closing; browsers reconnect elsewhere). */
    closeAll() {
      for (const set of byStore.values()) for (const listener of set) listener.response.end();
      byStore.clear();
    },

    size: () => [...byStore.values()].reduce((sum, set) => sum + set.size, 0),
  };
}
