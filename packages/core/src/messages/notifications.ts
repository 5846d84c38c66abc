import type { Language } from '../i18n/languages.ts';

/** Notifications sent to people (staff decisions, payment failures, push). Part of the message catalogue (catalogue.ts). */
export const NOTIFICATION_MESSAGES = {} as const satisfies Record<string, Record<Language, string>>;
