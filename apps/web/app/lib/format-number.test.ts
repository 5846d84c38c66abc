import { describe, expect, it } from 'vitest';
import { formatKilometres, formatNumber, formatPercentage } from './format-number.ts';

describe('numbers in the page language', () => {
  it.each([
    [0.3, 'en', '0.3'],
    [0.3, 'tr', '0,3'],
    [1250.5, 'en', '1,250.5'],
    [1250.5, 'tr', '1.250,5'],
    [25, 'tr', '25'],
  ] as const)('%d in %s reads %s', (value, lang, expected) => {
    expect(formatNumber(value, lang)).toBe(expected);
  });

  it('keeps the decimals it is asked for', () => {
    expect(formatNumber(4, 'tr', 1)).toBe('4,0');
  });

  it('writes kilometres with one decimal near, whole far', () => {
    expect(formatKilometres(0.34, 'tr')).toBe('0,3');
    expect(formatKilometres(0.34, 'en')).toBe('0.3');
    expect(formatKilometres(24.6, 'tr')).toBe('25');
  });

  it('writes percentages as each language does, as Intl’s percent style does', () => {
    expect(formatPercentage(100, 'tr')).toBe('%100');
    expect(formatPercentage(100, 'en')).toBe('100%');
    expect(formatPercentage(12.5, 'tr')).toBe('%12,5');
    for (const [lang, locale] of [
      ['en', 'en-CY'],
      ['tr', 'tr-CY'],
    ] as const) {
      const intl = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
      for (const percent of [0, 10, 100, 12.5])
        expect(formatPercentage(percent, lang)).toBe(intl.format(percent / 100));
    }
  });
});
