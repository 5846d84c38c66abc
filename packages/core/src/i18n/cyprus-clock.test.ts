import { describe, expect, it } from 'vitest';
import { cyprusInputToIso, cyprusOffsetMinutes, isoToCyprusInput } from './cyprus-clock.ts';

describe('the Cyprus clock', () => {
  it('is two hours ahead of UTC in winter and three in summer', () => {
    expect(cyprusOffsetMinutes(Date.parse('2026-01-15T12:00:00Z'))).toBe(120);
    expect(cyprusOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'))).toBe(180);
  });

  it('reads a datetime-local value as Cyprus time, across the summer-time changes', () => {
    expect(cyprusInputToIso('2026-12-01T09:30')).toBe('2026-12-01T07:30:00.000Z');
    expect(cyprusInputToIso('2026-07-01T09:30')).toBe('2026-07-01T06:30:00.000Z');
    // 29 March 2026: clocks go from 03:00 to 04:00; 05:00 that morning is already summer time.
    expect(cyprusInputToIso('2026-03-29T05:00')).toBe('2026-03-29T02:00:00.000Z');
    expect(cyprusInputToIso('2026-03-29T01:00')).toBe('2026-03-28T23:00:00.000Z');
    expect(cyprusInputToIso('tomorrow')).toBeNull();
    expect(cyprusInputToIso('2026-13-40T09:30')).toBeNull();
  });

  it('writes an instant back as the same datetime-local value', () => {
    for (const value of ['2026-12-01T09:30', '2026-07-01T23:05', '2026-10-25T12:00'])
      expect(isoToCyprusInput(cyprusInputToIso(value)!)).toBe(value);
  });
});
