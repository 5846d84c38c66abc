import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from './i18n.ts';
import { errorMeta, languageFromMatches, metaTags, pageMeta } from './meta.ts';
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

describe('addresses and link previews', () => {
  const SITE = 'https://bedesten.example';
  const at = (lang: string, pathname: string) => [
    { id: 'root', loaderData: { lang, siteUrl: SITE }, pathname: '/' },
    { id: 'page.x', loaderData: undefined, pathname },
  ];
  const link = (meta: ReturnType<typeof pageMeta>, rel: string, hrefLang?: string) =>
    meta.find(
      (tag) =>
        'tagName' in tag &&
        tag.rel === rel &&
        (hrefLang === undefined || (tag as { hrefLang?: string }).hrefLang === hrefLang),
    ) as { href: string } | undefined;
  const content = (meta: ReturnType<typeof pageMeta>, attr: 'name' | 'property', value: string) =>
    (
      meta.find((tag) => attr in tag && (tag as Record<string, unknown>)[attr] === value) as
        { content?: string } | undefined
    )?.content;
  const jsonLd = (meta: ReturnType<typeof pageMeta>, type: string) =>
    meta
      .map((tag) => (tag as Record<string, unknown>)['script:ld+json'] as { '@type'?: string } | undefined)
      .find((ld) => ld?.['@type'] === type) as Record<string, unknown> | undefined;

  it('gives a public page its canonical address, en/tr/x-default alternates, og:url and a Twitter card', () => {
    const meta = pageMeta(at('tr', '/faqs'), 'faqs');
    expect(link(meta, 'canonical')?.href).toBe(`${SITE}/faqs?lang=tr`);
    expect(link(meta, 'alternate', 'en')?.href).toBe(`${SITE}/faqs`);
    expect(link(meta, 'alternate', 'tr')?.href).toBe(`${SITE}/faqs?lang=tr`);
    expect(link(meta, 'alternate', 'x-default')?.href).toBe(`${SITE}/faqs`);
    expect(content(meta, 'property', 'og:url')).toBe(`${SITE}/faqs?lang=tr`);
    const english = pageMeta(at('en', '/faqs'), 'faqs');
    expect(link(english, 'canonical')?.href).toBe(`${SITE}/faqs`);
    expect(content(english, 'property', 'og:url')).toBe(`${SITE}/faqs`);
    expect(content(meta, 'property', 'og:locale')).toBe('tr_TR');
    expect(content(meta, 'property', 'og:locale:alternate')).toBe('en_GB');
    expect(content(meta, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(content(meta, 'name', 'twitter:title')).toBe('Sık sorulan sorular · Bedesten');
  });

  it('leaves private pages without a canonical address', () => {
    expect(link(pageMeta(at('en', '/cart'), 'cart'), 'canonical')).toBeUndefined();
  });

  it('gives a page named by its query the address its route passes, and none by guess', () => {
    expect(link(pageMeta(at('en', '/blog/details'), 'blog-details'), 'canonical')).toBeUndefined();
    const post = pageMeta(at('en', '/blog/details'), 'blog-details', {
      path: '/blog/details?post=a-post',
      title: 'A post',
    });
    expect(link(post, 'canonical')?.href).toBe(`${SITE}/blog/details?post=a-post`);
    expect(link(post, 'alternate', 'tr')?.href).toBe(`${SITE}/blog/details?post=a-post&lang=tr`);
    const crumbs = jsonLd(post, 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Home', 'Blog', 'A post']);
  });

  it('puts the Organization on the home page and a breadcrumb on information pages', () => {
    const home = jsonLd(pageMeta(at('en', '/'), 'home'), 'Organization');
    expect(home).toMatchObject({ name: 'Bedesten', url: `${SITE}/` });
    const crumbs = jsonLd(pageMeta(at('en', '/about-us'), 'about-us'), 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement.map((item) => item.item)).toEqual([`${SITE}/`, `${SITE}/about-us`]);
    expect(jsonLd(pageMeta(at('en', '/stores'), 'stores'), 'BreadcrumbList')).toBeUndefined();
  });

  it('uses a picture for a large card when the page has one', () => {
    const meta = metaTags('en', 'Shop', 'A shop in Nicosia', { url: `${SITE}/stores/shop`, image: `${SITE}/a.webp` });
    expect(content(meta, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(content(meta, 'property', 'og:image')).toBe(`${SITE}/a.webp`);
    expect(link(meta, 'canonical')?.href).toBe(`${SITE}/stores/shop`);
  });

  it('gives a public page without a picture the site card, and private pages none', () => {
    const about = metaTags('en', 'About us', 'Who we are', { url: `${SITE}/about-us` });
    expect(content(about, 'property', 'og:image')).toBe(`${SITE}/og-default.png`);
    expect(content(about, 'property', 'og:image:width')).toBe('1200');
    expect(content(about, 'name', 'twitter:card')).toBe('summary_large_image');
    const orders = metaTags('en', 'My orders', 'Your orders', { url: `${SITE}/profile/my-orders`, noindex: true });
    expect(content(orders, 'property', 'og:image')).toBeUndefined();
    expect(content(orders, 'name', 'twitter:card')).toBe('summary');
    const home = jsonLd(pageMeta(at('en', '/'), 'home'), 'Organization') as { logo: string };
    expect(home.logo).toBe(`${SITE}/logo-512.png`);
  });
});
