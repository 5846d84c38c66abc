import type { Language } from '@bedesten/core/i18n/languages';
import type { MessageKey } from '@bedesten/core/messages/catalogue';
import { fieldWords } from '@bedesten/core/messages/field-labels';
import { fillMessage, type MessageParams } from '@bedesten/core/messages/fill';

/**
 * message() of @bedesten/core for the web app. The server uses the catalogue
 * itself (entry.server.tsx hands it over: this module must not import it, or
 * every page would download both languages); a browser uses the one language
 * its page loaded (lib/i18n.ts puts it here with the locale files) (ADR 0049).
 */
interface WholeCatalogue {
  message: (key: MessageKey, lang: Language, params?: MessageParams) => string;
  isMessageKey: (value: string) => value is MessageKey;
  fieldLabel: (field: string, lang: Language) => string;
}

let whole: WholeCatalogue | undefined;

export function adoptWholeCatalogue(catalogue: WholeCatalogue): void {
  whole = catalogue;
}

const tables = new Map<Language, Readonly<Record<string, string>>>();
const labelTables = new Map<Language, Readonly<Record<string, string>>>();

export function setMessageTable(
  lang: Language,
  table: Readonly<Record<string, string>>,
  labels: Readonly<Record<string, string>>,
): void {
  tables.set(lang, table);
  labelTables.set(lang, labels);
}

export function messageTable(lang: Language): Readonly<Record<string, string>> | undefined {
  return tables.get(lang);
}

export function message(key: MessageKey, lang: Language, params: MessageParams = {}): string {
  if (whole) return whole.message(key, lang, params);
  const template = tables.get(lang)?.[key];
  // Like a missing translation: the key, never the other language.
  return template === undefined ? key : fillMessage(template, lang, params);
}

/** Whether a text is a key of the catalogue (as loaded for this page, or the whole one on the server). */
export function isLoadedMessageKey(value: string): value is MessageKey {
  if (whole) return whole.isMessageKey(value);
  for (const table of tables.values()) if (Object.hasOwn(table, value)) return true;
  return false;
}

/** fieldLabel() of @bedesten/core: how a field is named inside a message. */
export function fieldLabel(field: string, lang: Language): string {
  if (whole) return whole.fieldLabel(field, lang);
  return labelTables.get(lang)?.[field] ?? fieldWords(field);
}
