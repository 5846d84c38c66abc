import type { Language } from '../i18n/languages.ts';

export type MessageParams = Record<string, string | number>;

/** What stands in for a placeholder the caller did not fill; any other unfilled one is left out. */
const PLACEHOLDER_FALLBACKS: Record<string, Record<Language, string>> = {
  label: { en: 'value', tr: 'değer' },
};

/**
 * A catalogue text with its {placeholders} filled. It never shows a raw
 * `{placeholder}`: a missing `label` reads "value" ("Invalid value"), any
 * other missing one is left out; a text that opens with a placeholder opens
 * with a capital. Apart from the catalogue so a browser can fill the texts of
 * one language without loading both (ADR 0049).
 */
export function fillMessage(template: string, lang: Language, params: MessageParams = {}): string {
  const text = template
    .replace(/\{(\w+)\}/g, (_whole, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : (PLACEHOLDER_FALLBACKS[name]?.[lang] ?? ''),
    )
    .replace(/ {2,}/g, ' ')
    .replace(/ ([.,!?:])/g, '$1')
    .trim();
  return template.startsWith('{') ? text.charAt(0).toLocaleUpperCase(lang) + text.slice(1) : text;
}
