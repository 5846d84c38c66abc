import { persistState, restoreState, type RestoreOutcome, type StateStorage } from './restore.ts';
import { clearUserData, createDefaultState, RESTORE_TIMEOUT_MS } from './state.ts';
import type { ClientState } from './types.ts';

export type RestoreStatus = 'pending' | 'restoring' | 'ready';

export interface ClientStore {
  getState(): ClientState;
  /** Restore progress; the loading indicator is shown while 'restoring'. */
  getStatus(): RestoreStatus;
  subscribe(listener: () => void): () => void;
  setState(update: (state: ClientState) => ClientState): void;
  /** Logout / clear data (SPEC.md §4). */
  clearUserData(): void;
  /** Replaces the state with one stored by another tab. */
  replace(state: ClientState): void;
  /** Restores once from storage, then persists every change. */
  start(storage: StateStorage | null, timeoutMs?: number): Promise<RestoreOutcome>;
}

/** A small external store for useSyncExternalStore; no library needed. */
export function createClientStore(initial: ClientState = createDefaultState()): ClientStore {
  let state = initial;
  let status: RestoreStatus = 'pending';
  let storage: StateStorage | null = null;
  let started: Promise<RestoreOutcome> | null = null;
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const commit = (next: ClientState, persist: boolean) => {
    if (next === state) return;
    state = next;
    // Nothing is written before the restore finished, so defaults never overwrite saved data.
    if (persist && status === 'ready') void persistState(storage, state);
    emit();
  };

  return {
    getState: () => state,
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setState(update) {
      commit(update(state), true);
    },
    clearUserData() {
      commit(clearUserData(state), true);
    },
    replace(next) {
      commit({ ...next, screen: state.screen }, false);
    },
    start(target, timeoutMs = RESTORE_TIMEOUT_MS) {
      if (started) return started;
      storage = target;
      status = 'restoring';
      emit();
      started = restoreState(target, timeoutMs).then((outcome) => {
        if (outcome.kind === 'restored') {
          // The live screen size wins over the stored one.
          state = { ...outcome.state, screen: state.screen.width === null ? outcome.state.screen : state.screen };
        }
        status = 'ready';
        // Write back at once, so the stored copy is in the current shape and has the live screen size.
        if (outcome.kind === 'restored' || outcome.kind === 'empty') void persistState(storage, state);
        emit();
        return outcome;
      });
      return started;
    },
  };
}
