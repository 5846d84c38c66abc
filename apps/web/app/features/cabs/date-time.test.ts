import { describe, expect, it } from 'vitest';
import { joinDateTime, splitDateTime, timeOptions } from './date-time.ts';

describe('cab pickup and return times', () => {
  it('joins a day typed in the page’s order and a picked time into the draft’s value', () => {
    expect(joinDateTime('26.11.2026', '09:30')).toBe('2026-11-26T09:30');
    expect(joinDateTime('26/11/2026', '18:45')).toBe('2026-11-26T18:45');
    expect(joinDateTime('2026-11-26', '00:00')).toBe('2026-11-26T00:00');
  });

  it('has no value until both parts are real', () => {
    expect(joinDateTime('', '09:30')).toBeNull();
    expect(joinDateTime('26.11.2026', '')).toBeNull();
    expect(joinDateTime('31.02.2026', '09:30')).toBeNull();
    // A US-order day is not read as one: 11/26 is no month.
    expect(joinDateTime('11/26/2026', '09:30')).toBeNull();
    expect(joinDateTime('26.11.2026', '9:30 PM')).toBeNull();
  });

  it('splits a restored draft back into its parts', () => {
    expect(splitDateTime('2026-11-26T09:30')).toEqual({ day: '2026-11-26', time: '09:30' });
    expect(splitDateTime(null)).toEqual({ day: '', time: '' });
  });

  it('offers 24-hour times every quarter of an hour, keeping a restored one', () => {
    const times = timeOptions();
    expect(times).toHaveLength(96);
    expect(times.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(times.at(-1)).toBe('23:45');
    expect(times.every((time) => /^\d{2}:\d{2}$/.test(time))).toBe(true);
    expect(timeOptions('09:37')).toContain('09:37');
    expect(timeOptions('09:37').indexOf('09:37')).toBe(timeOptions('09:37').indexOf('09:30') + 1);
  });
});
