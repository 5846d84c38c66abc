import type { Language } from '../i18n/languages.ts';

/** Reviews and ratings. Part of the message catalogue (catalogue.ts). */
export const REVIEW_MESSAGES = {} as const satisfies Record<string, Record<Language, string>>;
