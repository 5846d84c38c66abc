import { describe, expect, it } from 'vitest';
import { vatRateLabel, vatRateName } from './vat-names.ts';

describe('VAT rate names', () => {
  it.each([
    ['Standard 19%', 1900, 'en', 'Standard 19%'],
    ['Standard 19%', 1900, 'tr', 'Standart %19'],
    ['Reduced 5%', 500, 'tr', 'İndirimli %5'],
    ['Zero 0%', 0, 'tr', 'Sıfır %0'],
    ['VAT', 1900, 'tr', 'KDV %19'],
    ['Reduced 4.75%', 475, 'tr', 'İndirimli %4,75'],
    ['Hotel rate', 900, 'tr', 'Hotel rate %9'],
    ['Hotel rate', 900, 'en', 'Hotel rate 9%'],
  ] as const)('%s at %i in %s reads %s, rate once', (name, basisPoints, lang, expected) => {
    expect(vatRateLabel(name, basisPoints, lang)).toBe(expected);
  });

  it('keeps a stated rate that is not the stored one, so nothing true is hidden', () => {
    expect(vatRateName('Food 10%', 500, 'en')).toBe('Food 10%');
  });

  it('names a bare rate as VAT', () => {
    expect(vatRateName('19%', 1900, 'tr')).toBe('KDV');
  });
});
