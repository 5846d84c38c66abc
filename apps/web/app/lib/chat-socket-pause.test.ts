import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_PAUSE_MS, pauseWhileHidden } from './chat-socket.ts';

/** A page whose visibility the test sets. */
function fakePage() {
  const listeners = new Set<() => void>();
  const page = {
    hidden: false,
    addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
    set(hidden: boolean) {
      page.hidden = hidden;
      for (const listener of [...listeners]) listener();
    },
    listeners,
  };
  return page;
}

describe('pauseWhileHidden: the account socket rests in a tab left hidden', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops the socket once the tab stayed hidden long enough, and starts it when the tab is shown', () => {
    const calls: string[] = [];
    const socket = { start: () => calls.push('start'), stop: () => calls.push('stop') };
    const page = fakePage();
    const undo = pauseWhileHidden(socket, page as never);

    page.set(true);
    vi.advanceTimersByTime(HIDDEN_PAUSE_MS - 1);
    expect(calls).toEqual([]);
    // Shown again in time: nothing happens, and the clock starts over next time.
    page.set(false);
    page.set(true);
    vi.advanceTimersByTime(HIDDEN_PAUSE_MS - 1);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['stop']);
    page.set(false);
    expect(calls).toEqual(['stop', 'start']);
    // Shown while running: no second start.
    page.set(false);
    expect(calls).toEqual(['stop', 'start']);

    undo();
    expect(page.listeners.size).toBe(0);
  });

  it('leaves nothing behind when undone while a pause is pending', () => {
    const calls: string[] = [];
    const page = fakePage();
    page.hidden = true;
    const undo = pauseWhileHidden({ start: () => calls.push('start'), stop: () => calls.push('stop') }, page as never);
    undo();
    vi.advanceTimersByTime(HIDDEN_PAUSE_MS * 2);
    expect(calls).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
