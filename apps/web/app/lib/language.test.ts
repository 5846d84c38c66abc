import { describe, expect, it } from 'vitest';
import { languageCookie, languageHref, readCookie, resolveLanguage } from './language.ts';

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe('readCookie', () => {
  it('finds a cookie among others', () => {
    expect(readCookie('a=1; lang=tr; b=2', 'lang')).toBe('tr');
    expect(readCookie('lang="en"', 'lang')).toBe('en');
  });

  it('gives null when absent or malformed', () => {
    expect(readCookie(null, 'lang')).toBeNull();
    expect(readCookie('xlang=tr; lang', 'lang')).toBeNull();
    expect(readCookie('lang=%E0%A4%A', 'lang')).toBeNull();
  });
});

describe('resolveLanguage', () => {
  it('lets ?lang= win and remembers it in a cookie for a year', () => {
    const result = resolveLanguage(
      request('http://x.test/stores?lang=tr', { cookie: 'lang=en', 'accept-language': 'en' }),
    );
    expect(result.lang).toBe('tr');
    expect(result.setCookie).toBe('lang=tr; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('marks the cookie Secure over https', () => {
    expect(resolveLanguage(request('https://x.test/?lang=tr')).setCookie).toContain('; Secure');
    expect(resolveLanguage(request('http://x.test/?lang=tr', { 'x-forwarded-proto': 'https' })).setCookie).toContain(
      '; Secure',
    );
  });

  it('does not set the cookie again when it already holds the language', () => {
    expect(resolveLanguage(request('http://x.test/?lang=tr', { cookie: 'lang=tr' }))).toEqual({
      lang: 'tr',
      setCookie: null,
    });
  });

  it('ignores an unsupported ?lang= value', () => {
    expect(resolveLanguage(request('http://x.test/?lang=de', { cookie: 'lang=tr' }))).toEqual({
      lang: 'tr',
      setCookie: null,
    });
  });

  it('uses the cookie, then Accept-Language, then English', () => {
    expect(resolveLanguage(request('http://x.test/', { cookie: 'lang=tr', 'accept-language': 'en' })).lang).toBe('tr');
    expect(resolveLanguage(request('http://x.test/', { 'accept-language': 'de-DE,tr;q=0.8,en;q=0.5' })).lang).toBe(
      'tr',
    );
    expect(resolveLanguage(request('http://x.test/', { 'accept-language': 'de' })).lang).toBe('en');
    expect(resolveLanguage(request('http://x.test/')).lang).toBe('en');
  });
});

describe('languageHref', () => {
  it('keeps the path and the other parameters', () => {
    expect(languageHref('/shopping', '?q=bread&page=2', 'tr')).toBe('/shopping?q=bread&page=2&lang=tr');
    expect(languageHref('/', '?lang=tr', 'en')).toBe('/?lang=en');
  });

  it('builds a cookie string', () => {
    expect(languageCookie('en', false)).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
