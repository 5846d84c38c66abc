import type { Language } from '../i18n/languages.ts';

/** Product questions and answers. Part of the message catalogue (catalogue.ts). */
export const QUESTION_MESSAGES = {} as const satisfies Record<string, Record<Language, string>>;
