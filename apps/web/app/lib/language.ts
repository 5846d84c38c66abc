import { LANG_COOKIE } from '@bedesten/core/http/page-cookies';
import { isLanguage, pickLanguage, type Language } from '@bedesten/core/i18n/languages';

/** Name of the cookie that remembers the chosen language (a page cookie: ADR 0069). */
export { LANG_COOKIE };
export const LANG_QUERY = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Reads one cookie from a Cookie header; null when absent or malformed. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

export function languageCookie(lang: Language, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export interface LanguageResolution {
  lang: Language;
  /** A Set-Cookie value when the language was chosen explicitly with `?lang=` and differs from the cookie. */
  setCookie: string | null;
}

/**
 * The language of a request: `?lang=en|tr` wins (and is remembered in a
 * cookie for a year), then the `lang` cookie, then Accept-Language, then en.
 */
export function resolveLanguage(request: Request): LanguageResolution {
  const url = new URL(request.url);
  const query = url.searchParams.get(LANG_QUERY)?.toLowerCase() ?? null;
  const cookie = readCookie(request.headers.get('cookie'), LANG_COOKIE);
  if (isLanguage(query)) {
    const secure = url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
    return { lang: query, setCookie: query === cookie ? null : languageCookie(query, secure) };
  }
  if (isLanguage(cookie)) return { lang: cookie, setCookie: null };
  return { lang: pickLanguage(null, request.headers.get('accept-language')), setCookie: null };
}

/**
 * The href that shows the current page in another language: the same path
 * and query with `lang` set. Works without JavaScript.
 */
export function languageHref(pathname: string, search: string, lang: Language): string {
  const params = new URLSearchParams(search);
  params.set(LANG_QUERY, lang);
  return `${pathname}?${params.toString()}`;
}
