import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { localeOf, OPEN_GRAPH_LOCALES } from './locales.ts';

describe('localeOf', () => {
  it.each([
    ['en', 'en-CY'],
    ['tr', 'tr-CY'],
  ] as const)('%s -> %s', (lang, locale) => {
    expect(localeOf(lang)).toBe(locale);
  });

  it('has a locale Intl knows for every language', () => {
    for (const lang of LANGUAGES) {
      expect(Intl.NumberFormat.supportedLocalesOf(localeOf(lang))).toEqual([localeOf(lang)]);
      expect(OPEN_GRAPH_LOCALES[lang]).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    }
  });
});
