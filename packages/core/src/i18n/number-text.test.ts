import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { localeOf } from './locales.ts';
import { formatCurrency, formatDecimal, formatKilometreText, formatPercentText } from './number-text.ts';

// Values around every rounding and grouping edge, signs, zero and negative zero, and beyond toFixed's range.
const VALUES = [
  0,
  -0,
  0.001,
  -0.001,
  0.005,
  0.015,
  0.025,
  0.045,
  0.3,
  0.95,
  0.999,
  1,
  1.005,
  1.25,
  2.675,
  4.75,
  9.95,
  9.96,
  10,
  19.5,
  99.995,
  100,
  999.5,
  999.995,
  1000,
  1234.5,
  -1234.5,
  12345.678,
  999999.999,
  1234567,
  -9876543.21,
  123456789012.345,
  1e21,
  -2e22,
  1 / 3,
  2 / 3,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];
for (let n = 0; n < 400; n++) VALUES.push(Math.round(Math.sin(n * 7.3) * 10 ** (n % 9) * 1000) / 1000);

describe('number text without Intl', () => {
  for (const lang of LANGUAGES) {
    const locale = localeOf(lang);
    it(`writes decimals as ${locale} does`, () => {
      for (const [min, max] of [
        [0, 2],
        [1, 1],
        [0, 1],
        [2, 2],
        [0, 0],
      ] as const) {
        const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max });
        for (const value of VALUES) {
          expect(formatDecimal(value, lang, { minimumFractionDigits: min, maximumFractionDigits: max })).toBe(
            intl.format(value),
          );
        }
      }
    });

    it(`writes euros and pounds as ${locale} does, and hands other currencies to Intl`, () => {
      for (const currency of ['EUR', 'GBP', 'TRY', 'USD', 'JPY']) {
        const intl = new Intl.NumberFormat(locale, { style: 'currency', currency });
        const digits = intl.resolvedOptions().maximumFractionDigits ?? 2;
        for (const value of VALUES) expect(formatCurrency(value, lang, currency, digits)).toBe(intl.format(value));
      }
    });

    it(`writes percentages and kilometres as ${locale} does`, () => {
      const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
      for (const basisPoints of [0, 1, 5, 50, 475, 500, 1250, 1900, 1950, 10_000, -500, 123_456]) {
        expect(formatPercentText(basisPoints / 100, lang)).toBe(percent.format(basisPoints / 10_000));
      }
      for (const digits of [0, 1]) {
        const km = new Intl.NumberFormat(locale, {
          style: 'unit',
          unit: 'kilometer',
          unitDisplay: 'short',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        for (const value of [0, 0.04, 0.3, 2.25, 9.96, 12.5, 1234.5]) {
          expect(formatKilometreText(value, lang, digits)).toBe(km.format(value));
        }
      }
    });
  }
});
