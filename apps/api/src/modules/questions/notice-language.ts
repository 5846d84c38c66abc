import { isLanguage, type Language } from '@bedesten/core/i18n/languages';
import { localName } from '../listing/local-name.ts';
import type { QuestionRow } from './questions.repository.ts';

const languageOf = (value: string | null): Language => (isLanguage(value) ? value : 'en');

/**
 * A notice's stored parameters are plain text, so the product is named in
 * the language of the person who will read it.
 */
export const productNameFor = (row: QuestionRow, reader: 'asker' | 'owner'): string =>
  localName(
    row.product_name_en,
    row.product_name_tr,
    languageOf(reader === 'asker' ? row.asker_language : row.owner_language),
  );

/** A question quoted in a notice: its start, on one line. */
export function excerpt(text: string, max = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
