import type { Language } from '../i18n/languages.ts';

/** Product questions and answers. Part of the message catalogue (catalogue.ts). */
export const QUESTION_MESSAGES = {
  question_length: {
    en: 'Your question must be 5 to 500 characters',
    tr: 'Sorunuz 5 ile 500 karakter arasında olmalıdır',
  },
  answer_required: { en: 'Please write an answer', tr: 'Lütfen bir yanıt yazın' },
  answer_too_long: {
    en: 'Your answer must be no more than 1000 characters',
    tr: 'Yanıtınız en fazla 1000 karakter olmalıdır',
  },
  hide_reason_required: { en: 'Please give a reason', tr: 'Lütfen bir sebep yazın' },
  question_not_found: { en: 'Question not found', tr: 'Soru bulunamadı' },
  question_own_store: {
    en: 'You cannot ask a question about your own store’s product',
    tr: 'Kendi mağazanızın ürünü hakkında soru soramazsınız',
  },
  question_sent: { en: 'Your question was sent to the shop', tr: 'Sorunuz mağazaya iletildi' },
  question_duplicate: {
    en: 'You have already asked this question about this product',
    tr: 'Bu soruyu bu ürün hakkında zaten sordunuz',
  },
  answer_saved: { en: 'Your answer is published', tr: 'Yanıtınız yayınlandı' },
  question_hidden_done: { en: 'The question is hidden', tr: 'Soru gizlendi' },
  question_unhidden_done: { en: 'The question is visible again', tr: 'Soru yeniden görünür' },
  question_asked_notice: {
    en: 'New question about {product}: “{question}”',
    tr: '{product} hakkında yeni soru: “{question}”',
  },
  question_answered_notice: {
    en: '{store} answered your question about {product}',
    tr: '{store}, {product} hakkındaki sorunuzu yanıtladı',
  },
  question_hidden_notice: {
    en: 'Your question about {product} was hidden: {reason}',
    tr: '{product} hakkındaki sorunuz gizlendi: {reason}',
  },
} as const satisfies Record<string, Record<Language, string>>;
