import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from './i18n.ts';
import { errorMeta, languageFromMatches, pageMeta } from './meta.ts';
import { PAGES } from './pages.ts';

const matches = (lang: string) => [
  { id: 'root', loaderData: { lang } },
  { id: 'page.x', loaderData: undefined },
];
const titleOf = (meta: ReturnType<typeof pageMeta>) => (meta.find((tag) => 'title' in tag) as { title: string }).title;
const descriptionOf = (meta: ReturnType<typeof pageMeta>) =>
  (meta.find((tag) => 'name' in tag && tag.name === 'description') as { content: string }).content;

beforeAll(async () => {
  await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
});

describe('languageFromMatches', () => {
  it('reads the root loader language, defaulting to English', () => {
    expect(languageFromMatches(matches('tr'))).toBe('tr');
    expect(languageFromMatches(matches('xx'))).toBe('en');
    expect(languageFromMatches([undefined])).toBe('en');
  });
});

describe('pageMeta', () => {
  it('gives every page its own "<Page> · Bedesten" title and a description, in both languages', () => {
    for (const lang of ['en', 'tr']) {
      const titles = PAGES.map((page) => titleOf(pageMeta(matches(lang), page.key)));
      for (const title of titles) expect(title).toMatch(/^[^.:]+ · Bedesten$/);
      expect(new Set(titles).size).toBe(PAGES.length);
      for (const page of PAGES) expect(descriptionOf(pageMeta(matches(lang), page.key)).length).toBeGreaterThan(20);
    }
  });

  it('translates', () => {
    expect(titleOf(pageMeta(matches('en'), 'help'))).toBe('Help centre · Bedesten');
    expect(titleOf(pageMeta(matches('tr'), 'help'))).toBe('Yardım merkezi · Bedesten');
  });

  it('asks crawlers not to index private pages only', () => {
    const robots = (key: string) => pageMeta(matches('en'), key).some((tag) => 'name' in tag && tag.name === 'robots');
    expect(robots('cart')).toBe(true);
    expect(robots('vendor-dashboard')).toBe(true);
    expect(robots('home')).toBe(false);
    expect(robots('stores')).toBe(false);
  });

  it('has not-found and error titles', () => {
    expect(titleOf(errorMeta(matches('tr'), 404))).toBe('Sayfa bulunamadı · Bedesten');
    expect(titleOf(errorMeta(matches('en'), 500))).toBe('Something went wrong · Bedesten');
  });
});
