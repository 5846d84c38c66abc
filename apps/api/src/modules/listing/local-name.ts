import type { Language } from '@bedesten/core/i18n/languages';

/** A name stored in English and (optionally) Turkish, in the caller's language. */
export function localName(en: string, tr: string | null | undefined, lang: Language): string {
  return lang === 'tr' && tr ? tr : en;
}
