import { describe, expect, it } from 'vitest';
import { dateTextToIso, isoToDateText } from './format-date-input.ts';

describe('typed dates', () => {
  it('show an ISO day first, in the page language', () => {
    expect(isoToDateText('2026-11-05', 'en')).toBe('05/11/2026');
    expect(isoToDateText('2026-11-05', 'tr')).toBe('05.11.2026');
    expect(isoToDateText('', 'tr')).toBe('');
  });

  it('read a typed day back as ISO, day before month', () => {
    expect(dateTextToIso('05.11.2026')).toBe('2026-11-05');
    expect(dateTextToIso('5/1/2026')).toBe('2026-01-05');
    expect(dateTextToIso(' 2026-11-05 ')).toBe('2026-11-05');
  });

  it('refuse days that do not exist or are not dates', () => {
    expect(dateTextToIso('31.02.2026')).toBeNull();
    expect(dateTextToIso('13/13/2026')).toBeNull();
    expect(dateTextToIso('yarın')).toBeNull();
    expect(dateTextToIso('')).toBeNull();
  });
});
