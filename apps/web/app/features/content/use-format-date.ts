import { formatDate } from '@bedesten/core/i18n/dates';
import { useCallback } from 'react';
import { useLanguage } from '~/lib/root-data.ts';

/** A date as day, month and year in the page's language and Cyprus's time zone (the same on server and client). */
export function useFormatDate(): (iso: string | null | undefined) => string {
  const lang = useLanguage();
  return useCallback((iso) => (iso ? formatDate(iso, lang, 'day') : '–'), [lang]);
}
