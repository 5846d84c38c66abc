import { describe, expect, it } from 'vitest';
import { foldSearchText, searchTokens } from './fold.ts';

describe('foldSearchText', () => {
  it.each([
    ['Çay', 'cay'],
    ['ÇAY', 'cay'],
    ['Keçiboynuzu Balı', 'keciboynuzu bali'],
    ['İskele Ğ Ş Ü Ö', 'iskele g s u o'],
    ['Páfos', 'pafos'],
    ['  Fish & Chips!! ', 'fish chips'],
    ['USB-C Cable', 'usb c cable'],
  ])('%s -> %s', (input, expected) => {
    expect(foldSearchText(input)).toBe(expected);
  });

  it('splits a query into distinct folded words', () => {
    expect(searchTokens('Taze  çay ÇAY')).toEqual(['taze', 'cay']);
    expect(searchTokens('   ')).toEqual([]);
    expect(searchTokens('a b c d e f g')).toHaveLength(5);
  });
});
