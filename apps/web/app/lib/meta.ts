import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@bedesten/core/i18n/languages';
import { OPEN_GRAPH_LOCALES } from '@bedesten/core/i18n/locales';
import { message } from '@bedesten/core/messages/catalogue';
import type { MetaDescriptor } from 'react-router';
import { translator } from './i18n.ts';
import { findPage, isIndexable, pageNamespace } from './pages.ts';

export const SITE_NAME = 'Bedesten';

/** The subset of a meta match this helper reads. */
type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The language chosen by the root loader, read from the route matches. */
export function languageFromMatches(matches: readonly MatchLike[]): Language {
  const root = matches.find((match) => match?.id === 'root');
  const data = root?.loaderData as { lang?: unknown } | undefined;
  return isLanguage(data?.lang) ? data.lang : DEFAULT_LANGUAGE;
}

/** "<Page> · Bedesten" */
export function documentTitle(page: string): string {
  return `${page} · ${SITE_NAME}`;
}

export interface MetaOptions {
  /** Ask crawlers not to index the page (private and error pages). */
  noindex?: boolean;
  /** Extra descriptors, e.g. JSON-LD. */
  extra?: MetaDescriptor[];
}

/** Title, description and Open Graph tags from already translated strings. */
export function metaTags(
  lang: Language,
  title: string,
  description: string,
  options: MetaOptions = {},
): MetaDescriptor[] {
  const full = documentTitle(title);
  return [
    { title: full },
    { name: 'description', content: description },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: full },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: OPEN_GRAPH_LOCALES[lang] },
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(options.extra ?? []),
  ];
}

/**
 * The meta tags of a page of lib/pages.ts, translated in the request's
 * language: `pages:<key>.title` / `.description` (or `panel:` for the panels).
 */
export function pageMeta(matches: readonly MatchLike[], key: string, options: MetaOptions = {}): MetaDescriptor[] {
  const lang = languageFromMatches(matches);
  const t = translator(lang);
  const page = findPage(key);
  const ns = page ? pageNamespace(page) : 'pages';
  return metaTags(lang, t(`${ns}:${key}.title`), t(`${ns}:${key}.description`), {
    ...options,
    noindex: options.noindex ?? (page ? !isIndexable(page) : true),
  });
}

/** Meta tags of the not-found and error pages. */
export function errorMeta(matches: readonly MatchLike[], status: number): MetaDescriptor[] {
  const lang = languageFromMatches(matches);
  const t = translator(lang);
  if (status === 404)
    return metaTags(lang, t('errors.notFoundTitle'), t('errors.notFoundDescription'), { noindex: true });
  if (status === 403) return metaTags(lang, message('forbidden', lang), t('errors.forbiddenText'), { noindex: true });
  return metaTags(lang, t('errors.serverErrorTitle'), t('errors.serverErrorText'), { noindex: true });
}
