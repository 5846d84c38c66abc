import { deserializeState, RESTORE_TIMEOUT_MS, serializeState, STATE_KEY } from './state.ts';
import type { ClientState } from './types.ts';

/** Storage as the store sees it; localStorage fits, and so does an async store. */
export interface StateStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

export type RestoreOutcome =
  | { kind: 'restored'; state: ClientState }
  | { kind: 'empty' } // nothing stored, or stored data unusable
  | { kind: 'timeout' }
  | { kind: 'failed' };

/** Resolves with the promise's value, or with `onTimeout` after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => resolve(onTimeout), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Reads the persisted state. Never throws: a broken or slow storage gives
 * defaults ('failed' / 'timeout'), as SPEC.md §4 asks (5 s time-out).
 */
export async function restoreState(
  storage: StateStorage | null,
  timeoutMs: number = RESTORE_TIMEOUT_MS,
): Promise<RestoreOutcome> {
  if (!storage) return { kind: 'failed' };
  const read = (async (): Promise<RestoreOutcome> => {
    const raw = await storage.getItem(STATE_KEY);
    const state = deserializeState(raw);
    return state ? { kind: 'restored', state } : { kind: 'empty' };
  })();
  try {
    return await withTimeout(read, timeoutMs, { kind: 'timeout' });
  } catch {
    return { kind: 'failed' };
  }
}

/** Writes the state; storage errors (quota, private mode) are ignored. */
export async function persistState(storage: StateStorage | null, state: ClientState): Promise<void> {
  if (!storage) return;
  try {
    await storage.setItem(STATE_KEY, serializeState(state));
  } catch {
    // Persisting is best effort; the app keeps working from memory.
  }
}

/** window.localStorage when it is usable (absent on the server, may throw in private mode). */
export function browserStorage(): StateStorage | null {
  try {
    if (typeof window === 'undefined' || !window.localStorage) return null;
    return window.localStorage;
  } catch {
    return null;
  }
}
