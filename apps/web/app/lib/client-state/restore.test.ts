import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistState, restoreState, withTimeout, type StateStorage } from './restore.ts';
import { createDefaultState, RESTORE_TIMEOUT_MS, serializeState, STATE_KEY } from './state.ts';
import { createClientStore } from './store.ts';

function memoryStorage(initial: Record<string, string> = {}): StateStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

const never = (): StateStorage => ({ getItem: () => new Promise(() => {}), setItem: () => {}, removeItem: () => {} });

afterEach(() => {
  vi.useRealTimers();
});

describe('restoreState', () => {
  it('gives up after 5 seconds by default (SPEC.md §9)', async () => {
    vi.useFakeTimers();
    expect(RESTORE_TIMEOUT_MS).toBe(5000);
    const outcome = restoreState(never());
    await vi.advanceTimersByTimeAsync(4999);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual({ kind: 'timeout' });
  });

  it('restores what was stored', async () => {
    const state = { ...createDefaultState(), storeType: 'services' as const };
    await expect(restoreState(memoryStorage({ [STATE_KEY]: serializeState(state) }))).resolves.toEqual({
      kind: 'restored',
      state,
    });
  });

  it('reports empty and failing storage without throwing', async () => {
    await expect(restoreState(memoryStorage())).resolves.toEqual({ kind: 'empty' });
    await expect(restoreState(null)).resolves.toEqual({ kind: 'failed' });
    const broken: StateStorage = { ...memoryStorage(), getItem: () => Promise.reject(new Error('denied')) };
    await expect(restoreState(broken)).resolves.toEqual({ kind: 'failed' });
  });
});

describe('withTimeout', () => {
  it('passes the value through when in time', async () => {
    await expect(withTimeout(Promise.resolve(1), 10, 0)).resolves.toBe(1);
  });
});

describe('persistState', () => {
  it('writes under the fixed key and swallows quota errors', async () => {
    const storage = memoryStorage();
    await persistState(storage, createDefaultState());
    expect(storage.data[STATE_KEY]).toBe(serializeState(createDefaultState()));
    const full: StateStorage = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    await expect(persistState(full, createDefaultState())).resolves.toBeUndefined();
  });
});

describe('client store', () => {
  it('restores, then persists every change', async () => {
    const saved = { ...createDefaultState(), storeType: 'goods' as const };
    const storage = memoryStorage({ [STATE_KEY]: serializeState(saved) });
    const store = createClientStore();
    const statuses: string[] = [];
    store.subscribe(() => statuses.push(store.getStatus()));
    await store.start(storage);
    expect(store.getState().storeType).toBe('goods');
    expect(statuses).toEqual(['restoring', 'ready']);
    store.setState((state) => ({ ...state, checkoutNavigation: true }));
    expect(JSON.parse(storage.data[STATE_KEY] ?? '{}').state.checkoutNavigation).toBe(true);
  });

  it('does not overwrite saved data before the restore finished', () => {
    const storage = memoryStorage({ [STATE_KEY]: 'kept' });
    const store = createClientStore();
    store.setState((state) => ({ ...state, checkoutNavigation: true }));
    expect(storage.data[STATE_KEY]).toBe('kept');
  });

  it('starts with defaults when the restore times out', async () => {
    vi.useFakeTimers();
    const store = createClientStore();
    const started = store.start(never());
    await vi.advanceTimersByTimeAsync(RESTORE_TIMEOUT_MS);
    await expect(started).resolves.toEqual({ kind: 'timeout' });
    expect(store.getStatus()).toBe('ready');
    expect(store.getState()).toEqual(createDefaultState());
  });

  it('clears user data but keeps the screen size', async () => {
    const store = createClientStore();
    await store.start(memoryStorage());
    store.setState((state) => ({
      ...state,
      screen: { width: 375, isMobile: true },
      user: { id: 1, name: 'Mehmet', type: 'user' },
    }));
    store.clearUserData();
    expect(store.getState().user).toBeNull();
    expect(store.getState().screen).toEqual({ width: 375, isMobile: true });
  });
});
