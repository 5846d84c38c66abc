import type { Language } from '@bedesten/core/i18n/languages';
import { message, type MessageKey } from '@bedesten/core/messages/catalogue';

/**
 * A catalogue e-mail text with what people wrote put in as they wrote it:
 * the catalogue's tidying (spaces before punctuation) is for its own words,
 * so the placeholders are filled after it.
 */
export function emailText(key: MessageKey, lang: Language, params: Record<string, string>): string {
  const names = Object.keys(params);
  const tokens = Object.fromEntries(names.map((name, n) => [name, `\uE000${n}\uE001`]));
  const template = message(key, lang, tokens);
  return template.replace(/\uE000(\d+)\uE001/g, (_whole, n: string) => params[names[Number(n)]!] ?? '');
}

/** The languages the product speaks; anything else stored is answered in English. */
export function senderLanguage(value: string): Language {
  return value === 'tr' ? 'tr' : 'en';
}
