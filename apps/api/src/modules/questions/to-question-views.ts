import type { Language } from '@bedesten/core/i18n/languages';
import type { Question, QuestionDetail } from '@bedesten/core/schemas/questions';
import { localName } from '../listing/local-name.ts';
import type { QuestionRow } from './questions.repository.ts';

const iso = (value: Date | string): string => new Date(value).toISOString();

/** "Ayşe Kaya" → "Ayşe K.": enough to be a person, not enough to find one. */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '—';
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toLocaleUpperCase('tr')}.` : first!;
}

export function toQuestion(row: QuestionRow): Question {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    answered_at: row.answered_at ? iso(row.answered_at) : null,
    asker_name: shortName(row.asker_name),
    created_at: iso(row.created_at),
  };
}

export function toQuestionDetail(row: QuestionRow, lang: Language): QuestionDetail {
  return {
    ...toQuestion(row),
    product_id: row.product_id,
    product_name: localName(row.product_name_en, row.product_name_tr, lang),
    product_slug: row.product_slug,
    store_id: row.store_id,
    store_title: row.store_title,
    store_slug: row.store_slug,
    hidden: row.hidden_at !== null,
    hidden_reason: row.hidden_reason,
  };
}

/** The product page a question belongs to (the web's `/stores/:storeSlug/:productSlug`). */
export const productPath = (row: { store_slug: string; product_slug: string }) =>
  `/stores/${row.store_slug}/${row.product_slug}`;
