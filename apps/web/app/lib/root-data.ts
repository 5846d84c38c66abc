import { DEFAULT_LANGUAGE, type Language } from '@bedesten/core/i18n/languages';
import { useRouteLoaderData } from 'react-router';

/** What the root loader gives every route. */
export interface RootData {
  lang: Language;
}

/** The page language chosen by the root loader (en when the root failed). */
export function useLanguage(): Language {
  const data = useRouteLoaderData('root') as RootData | undefined;
  return data?.lang ?? DEFAULT_LANGUAGE;
}
