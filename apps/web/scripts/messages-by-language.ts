import { LANGUAGES } from '@bedesten/core/i18n/languages';
import { MESSAGES, SERVER_ONLY_MESSAGE_KEYS, type MessageKey } from '@bedesten/core/messages/catalogue';
import { FIELD_LABELS } from '@bedesten/core/messages/field-labels';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';

/**
 * `virtual:messages/<lang>`: the error catalogue of @bedesten/core in one
 * language (key → text with {placeholders}), and as `labels` the field names
 * its messages use. The catalogue keeps both
 * languages side by side, so importing it put every Turkish text on English
 * pages and the reverse; the language chunks import this instead (ADR 0049).
 */
export function messagesByLanguage(): Plugin {
  return {
    name: 'bedesten:messages-by-language',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const lang = LANGUAGES.find((candidate) => id === `\0${PREFIX}${candidate}`);
      if (!lang) throw new Error(`No catalogue language in ${id}`);
      // What only the API says (in the caller's language) is not shipped to every page.
      const table = Object.fromEntries(
        Object.entries(MESSAGES)
          .filter(([key]) => !SERVER_ONLY_MESSAGE_KEYS.has(key as MessageKey))
          .map(([key, texts]) => [key, texts[lang]]),
      );
      const labels = Object.fromEntries(Object.entries(FIELD_LABELS).map(([field, texts]) => [field, texts[lang]]));
      return `export default ${JSON.stringify(table)};\nexport const labels = ${JSON.stringify(labels)};`;
    },
  };
}
