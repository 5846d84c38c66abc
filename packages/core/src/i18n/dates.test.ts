import { describe, expect, it } from 'vitest';
import { type DateStyle, formatDate } from './dates.ts';

// 22:30 UTC on 31 January is already 1 February in Cyprus (UTC+2 in winter).
const LATE_JANUARY = '2025-01-31T22:30:00Z';

describe('formatDate', () => {
  it.each([
    ['day', 'en', '01 Feb 2025'],
    ['day', 'tr', '01 Şub 2025'],
    ['dayTime', 'en', '01 Feb 2025, 00:30'],
    ['dayTime', 'tr', '01 Şub 2025 00:30'],
    ['date', 'en', '1 Feb 2025'],
    ['date', 'tr', '1 Şub 2025'],
    ['dateTime', 'en', '1 Feb 2025, 00:30'],
    ['dateTime', 'tr', '1 Şub 2025 00:30'],
    ['dayMonthTime', 'en', '1 Feb, 00:30'],
    ['dayMonthTime', 'tr', '1 Şub 00:30'],
    ['dayMonth', 'en', '1 Feb'],
    ['dayMonth', 'tr', '1 Şub'],
    ['month', 'en', 'Feb 2025'],
    ['month', 'tr', 'Şub 2025'],
    ['numeric', 'en', '01/02/2025'],
    ['numeric', 'tr', '01.02.2025'],
    ['full', 'en', '1 Feb 2025, 00:30:00'],
    ['full', 'tr', '1 Şub 2025 00:30:00'],
  ] as [DateStyle, 'en' | 'tr', string][])('%s in %s -> %s', (style, lang, expected) => {
    expect(formatDate(LATE_JANUARY, lang, style)).toBe(expected);
  });

  it('takes a Date, milliseconds or ISO text alike', () => {
    const at = new Date(LATE_JANUARY);
    expect(formatDate(at, 'en', 'day')).toBe('01 Feb 2025');
    expect(formatDate(at.getTime(), 'en', 'day')).toBe('01 Feb 2025');
  });

  it('writes calendar days in UTC as they are', () => {
    expect(formatDate('2025-01-31T00:00:00Z', 'en', 'day', 'UTC')).toBe('31 Jan 2025');
    expect(formatDate(LATE_JANUARY, 'tr', 'date', 'UTC')).toBe('31 Oca 2025');
  });
});
