import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { browserStorage } from './restore.ts';
import { createDefaultState, deserializeState, MOBILE_MAX_WIDTH, STATE_KEY } from './state.ts';
import { createClientStore, type ClientStore, type RestoreStatus } from './store.ts';
import type { ClientState } from './types.ts';

const StoreContext = createContext<ClientStore | null>(null);
const SERVER_STATE = createDefaultState();

/**
 * Holds the persisted client state. The server renders with defaults; on the
 * client the stored state is restored after hydration (5 s time-out), so the
 * server-rendered page is never held back.
 */
export function ClientStateProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createClientStore());

  useEffect(() => {
    const storage = browserStorage();
    void store.start(storage);

    // SPEC.md §9: mobile at 768 px or less.
    const query = window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
    const updateScreen = () =>
      store.setState((state) =>
        state.screen.width === window.innerWidth && state.screen.isMobile === query.matches
          ? state
          : { ...state, screen: { width: window.innerWidth, isMobile: query.matches } },
      );
    updateScreen();
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(updateScreen);
    };
    window.addEventListener('resize', onResize);

    // Another tab changed the state (e.g. added to the cart or logged out).
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STATE_KEY) return;
      store.replace(deserializeState(event.newValue) ?? createDefaultState());
    };
    window.addEventListener('storage', onStorage);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('storage', onStorage);
    };
  }, [store]);

  return <StoreContext value={store}>{children}</StoreContext>;
}

export function useClientStore(): ClientStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useClientStore must be used inside <ClientStateProvider>');
  return store;
}

/** Subscribes to a slice; return stored references (not new objects) from the selector. */
export function useClientState<T>(selector: (state: ClientState) => T): T {
  const store = useClientStore();
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(SERVER_STATE),
  );
}

export function useRestoreStatus(): RestoreStatus {
  const store = useClientStore();
  return useSyncExternalStore(store.subscribe, store.getStatus, () => 'pending');
}
