import type { Language } from '@bedesten/core/i18n/languages';

const LOCALES: Record<Language, string> = { en: 'en-CY', tr: 'tr-CY' };

/** Minor units as the caller's language writes money, for messages such as the store's minimum order. */
export function formatAmount(minor: number, currency: string, lang: Language): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency }).format(minor / 100);
}
