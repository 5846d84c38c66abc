import { describe, expect, it } from 'vitest';
import { centsToInput, countOf, decimalOf, isoToShopInput, moneyToCents, shopInputToIso } from './values.ts';

describe('offer form values', () => {
  it.each([
    ['20', 2000],
    ['4,5', 450],
    ['4.55', 455],
    ['', undefined],
    ['4.555', '4.555'],
    ['abc', 'abc'],
  ])('money %j -> %j cents', (text, cents) => {
    expect(moneyToCents(text)).toBe(cents);
  });

  it('shows cents as euros', () => {
    expect(centsToInput(2000)).toBe('20');
    expect(centsToInput(455)).toBe('4.55');
    expect(centsToInput(null)).toBe('');
  });

  it('reads counts and decimals', () => {
    expect(countOf('12')).toBe(12);
    expect(countOf('')).toBeUndefined();
    expect(countOf('1.5')).toBe('1.5');
    expect(decimalOf('4,75')).toBe(4.75);
    expect(decimalOf('x')).toBe('x');
  });

  it('reads offer times as Cyprus time, winter and summer', () => {
    expect(shopInputToIso('2026-12-01T09:30')).toBe('2026-12-01T07:30:00.000Z');
    expect(shopInputToIso('2026-07-01T09:30')).toBe('2026-07-01T06:30:00.000Z');
    expect(isoToShopInput('2026-12-01T07:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(isoToShopInput('2026-07-01T06:30:00Z')).toBe('2026-07-01T09:30');
    expect(shopInputToIso('')).toBe('');
    expect(shopInputToIso('soon')).toBe('soon');
  });
});
