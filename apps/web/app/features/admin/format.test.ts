import { describe, expect, it } from 'vitest';
import { formatClipLength } from './format.ts';

describe('voice note length', () => {
  it('reads as minutes and two-digit seconds', () => {
    expect(formatClipLength(0)).toBe('0:00');
    expect(formatClipLength(7)).toBe('0:07');
    expect(formatClipLength(42)).toBe('0:42');
    expect(formatClipLength(60)).toBe('1:00');
    expect(formatClipLength(125)).toBe('2:05');
  });

  it('rounds part seconds and never goes below zero', () => {
    expect(formatClipLength(41.6)).toBe('0:42');
    expect(formatClipLength(-3)).toBe('0:00');
  });
});
