import type { Language } from '@bedesten/core/i18n/languages';
import type { MessageKey } from '@bedesten/core/messages/catalogue';
import { fillMessage, type MessageParams } from '@bedesten/core/messages/fill';

/**
 * message() of @bedesten/core for the web app. The server uses the catalogue
 * itself (entry.server.tsx hands it over: this module must not import it, or
 * every page would download both languages); a browser uses the one language
 * its page loaded (lib/i18n.ts puts it here with the locale files) (ADR 0049).
 */
type Catalogue = (key: MessageKey, lang: Language, params?: MessageParams) => string;

let catalogue: Catalogue | undefined;
let catalogueKeys: ((value: string) => value is MessageKey) | undefined;

export function adoptWholeCatalogue(whole: Catalogue, isKey: (value: string) => value is MessageKey): void {
  catalogue = whole;
  catalogueKeys = isKey;
}

const tables = new Map<Language, Readonly<Record<string, string>>>();

export function setMessageTable(lang: Language, table: Readonly<Record<string, string>>): void {
  tables.set(lang, table);
}

export function messageTable(lang: Language): Readonly<Record<string, string>> | undefined {
  return tables.get(lang);
}

export function message(key: MessageKey, lang: Language, params: MessageParams = {}): string {
  if (catalogue) return catalogue(key, lang, params);
  const template = tables.get(lang)?.[key];
  // Like a missing translation: the key, never the other language.
  return template === undefined ? key : fillMessage(template, lang, params);
}

/** Whether a text is a key of the catalogue (as loaded for this page, or the whole one on the server). */
export function isLoadedMessageKey(value: string): value is MessageKey {
  if (catalogueKeys) return catalogueKeys(value);
  for (const table of tables.values()) if (Object.hasOwn(table, value)) return true;
  return false;
}
