import type { Language } from './languages.ts';

/**
 * The Intl locale of each page language: Cyprus's conventions for both
 * ("€1,234.50" and "01 Feb 2025" in English, "€1.234,50" and "01 Şub 2025"
 * in Turkish). The one place that maps a language to a locale (DESIGN.md §2).
 */
export const LOCALES: Record<Language, string> = { en: 'en-CY', tr: 'tr-CY' };

/** The `og:locale` of each language, as Open Graph writes it (language_TERRITORY). */
export const OPEN_GRAPH_LOCALES: Record<Language, string> = { en: 'en_GB', tr: 'tr_TR' };

export function localeOf(lang: Language): string {
  return LOCALES[lang];
}
