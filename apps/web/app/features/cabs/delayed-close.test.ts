import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delayedClose } from './components/delayed-close.ts';

describe('delayedClose (the place finder’s list)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes the list a moment after the box loses focus', () => {
    const close = vi.fn();
    const closer = delayedClose(close, 150);
    closer.blurred();
    vi.advanceTimersByTime(149);
    expect(close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('keeps it open when the box gets the focus back within that moment', () => {
    const close = vi.fn();
    const closer = delayedClose(close, 150);
    closer.blurred();
    vi.advanceTimersByTime(140);
    closer.focused();
    vi.advanceTimersByTime(1_000);
    expect(close).not.toHaveBeenCalled();
    // Leaving again closes it once, and nothing is left behind when the box goes away.
    closer.blurred();
    closer.blurred();
    vi.advanceTimersByTime(150);
    expect(close).toHaveBeenCalledTimes(1);
    closer.blurred();
    closer.dispose();
    vi.advanceTimersByTime(1_000);
    expect(close).toHaveBeenCalledTimes(1);
  });
});
