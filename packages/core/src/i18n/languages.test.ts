import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages.ts';

describe('pickLanguage', () => {
  it.each([
    [undefined, undefined, 'en'],
    ['tr', undefined, 'tr'],
    ['TR', 'en', 'tr'],
    ['de', 'tr-TR,tr;q=0.9', 'tr'],
    [null, 'de-DE,tr;q=0.8,en;q=0.9', 'en'],
    [null, 'de-DE,tr;q=0.9,en;q=0.8', 'tr'],
    [null, 'fr, de', 'en'],
    [null, 'tr;q=abc, en', 'en'],
    ['', '', 'en'],
  ])('explicit %s, Accept-Language %s -> %s', (explicit, header, expected) => {
    expect(pickLanguage(explicit, header)).toBe(expected);
  });
});
