import type { Language } from '../i18n/languages.ts';

/** The wishlist and its alerts. Part of the message catalogue (catalogue.ts). */
export const WISHLIST_MESSAGES = {} as const satisfies Record<string, Record<Language, string>>;
