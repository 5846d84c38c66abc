import { describe, expect, it } from 'vitest';
import { placeNameIn } from './place-names.ts';

describe('place names in the reader’s language', () => {
  it.each([
    ['Nicosia', 'tr', 'Lefkoşa'],
    ['Lefkoşa', 'en', 'Nicosia'],
    ['Famagusta', 'tr', 'Gazimağusa'],
    ['Trikomo', 'tr', 'İskele'],
    ['Larnaca Airport (LCA)', 'tr', 'Larnaka Havalimanı (LCA)'],
    ['Ercan Havalimanı (ECN)', 'en', 'Ercan Airport (ECN)'],
    ['Larnaca Airport', 'tr', 'Larnaka Havalimanı'],
    ['Ledra Street, Nicosia', 'tr', 'Ledra Street, Lefkoşa'],
    ['Nicosia (35.1725, 33.3617)', 'tr', 'Lefkoşa (35.1725, 33.3617)'],
    ['Limassol, Cyprus', 'tr', 'Limasol, Kıbrıs'],
  ] as const)('%s in %s reads %s', (name, lang, expected) => {
    expect(placeNameIn(name, lang)).toBe(expected);
  });

  it('leaves what the gazetteer does not know as it was written', () => {
    expect(placeNameIn('Hotel Aphrodite, Coral Bay', 'tr')).toBe('Hotel Aphrodite, Coral Bay');
    expect(placeNameIn('Nicosia', 'en')).toBe('Nicosia');
    expect(placeNameIn('', 'tr')).toBe('');
  });
});
