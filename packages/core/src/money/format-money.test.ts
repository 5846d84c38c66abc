import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it.each([
    [1017, 'en', 'EUR', '€10.17'],
    [1017, 'tr', 'EUR', '€10,17'],
    [123_450, 'en', 'EUR', '€1,234.50'],
    [123_450, 'tr', 'EUR', '€1.234,50'],
    [0, 'en', 'EUR', '€0.00'],
    [0, 'tr', 'EUR', '€0,00'],
    [-550, 'en', 'EUR', '-€5.50'],
    [123_450, 'tr', 'TRY', '₺1.234,50'],
    [1234, 'en', 'JPY', 'JP¥1,234'],
    [1234, 'tr', 'JPY', '¥1.234'],
    [1_234_567, 'en', 'KWD', 'KWD 1,234.567'],
  ] as const)('%i minor units in %s (%s) -> %s', (minor, lang, currency, expected) => {
    expect(formatMoney(minor, lang, currency).replace(/\u00a0/g, ' ')).toBe(expected);
  });

  it('defaults to the euro', () => {
    expect(formatMoney(2000, 'en')).toBe('€20.00');
  });

  // Moved from apps/web/app/lib/money.test.ts with the web formatter it tested.
  it('turns minor units into the locale’s currency text', () => {
    expect(formatMoney(1017, 'en')).toMatch(/€\s?10\.17/);
    expect(formatMoney(1017, 'tr')).toMatch(/10,17/);
    expect(formatMoney(0, 'en')).toMatch(/0\.00/);
  });
});
