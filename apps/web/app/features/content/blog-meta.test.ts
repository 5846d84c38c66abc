import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '~/lib/i18n.ts';
import { loader } from '~/routes/blog/details.tsx';
import type { BlogPost } from './api.ts';
import { blogPostMeta, blogPostPath } from './blog-meta.ts';

const SITE = 'https://bedesten.example';
const at = (lang: string) => [
  { id: 'root', loaderData: { lang, siteUrl: SITE }, pathname: '/' },
  { id: 'page.blog-details', loaderData: undefined, pathname: '/blog/details' },
];
const post: BlogPost = {
  slug: 'free-store-pickup',
  title: 'Mağazadan ücretsiz teslim alma',
  excerpt: 'Çevrim içi sipariş verin, eve dönerken alın.',
  cover_url: '/demo-images/groceries-banner-0.webp',
  author_name: 'Elif Demirtaş',
  published_at: '2026-11-30T09:00:00.000Z',
  updated_at: '2026-12-01T09:00:00.000Z',
  html: '<p>…</p>',
};

type Tag = Record<string, unknown>;
const find = (meta: Tag[], key: string, value: string, extra?: [string, string]) =>
  meta.find((tag) => tag[key] === value && (!extra || tag[extra[0]] === extra[1]));

beforeAll(async () => {
  await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
});

describe('a blog post’s tags (issue 43)', () => {
  it('names its own address in the page’s language, its alternates, og:url and its cover', () => {
    const meta = blogPostMeta(at('tr'), post) as Tag[];
    const english = `${SITE}/blog/details?post=free-store-pickup`;
    const turkish = `${english}&lang=tr`;
    expect(find(meta, 'rel', 'canonical')?.href).toBe(turkish);
    expect(find(meta, 'rel', 'alternate', ['hrefLang', 'en'])?.href).toBe(english);
    expect(find(meta, 'rel', 'alternate', ['hrefLang', 'tr'])?.href).toBe(turkish);
    expect(find(meta, 'rel', 'alternate', ['hrefLang', 'x-default'])?.href).toBe(english);
    expect(find(meta, 'property', 'og:url')?.content).toBe(turkish);
    expect(find(meta, 'property', 'og:image')?.content).toBe(`${SITE}/demo-images/groceries-banner-0.webp`);
    expect(find(meta, 'name', 'twitter:image')?.content).toBe(`${SITE}/demo-images/groceries-banner-0.webp`);
    expect(find(meta, 'property', 'og:type')?.content).toBe('article');
    expect(find(meta, 'title', 'Mağazadan ücretsiz teslim alma · Bedesten')).toBeDefined();
    const article = meta
      .map((tag) => tag['script:ld+json'] as Tag | undefined)
      .find((ld) => ld?.['@type'] === 'BlogPosting');
    expect(article).toMatchObject({
      url: turkish,
      inLanguage: 'tr',
      image: `${SITE}/demo-images/groceries-banner-0.webp`,
    });
    expect(meta.some((tag) => tag.name === 'robots')).toBe(false);
  });

  it('gives a post without a cover the site card', () => {
    const meta = blogPostMeta(at('en'), { ...post, cover_url: null }) as Tag[];
    expect(find(meta, 'property', 'og:image')?.content).toBe(`${SITE}/og-default.png`);
    expect(find(meta, 'rel', 'canonical')?.href).toBe(`${SITE}${blogPostPath(post.slug)}`);
  });
});

describe('/blog/details without a post', () => {
  const call = (url: string) =>
    loader({ request: new Request(url), params: {}, context: {} } as never).then(
      () => null,
      (thrown: unknown) => thrown as Response,
    );

  it('moves to the blog, keeping the language', async () => {
    for (const [url, target] of [
      ['http://x/blog/details', '/blog'],
      ['http://x/blog/details?post=%20', '/blog'],
      ['http://x/blog/details?lang=tr', '/blog?lang=tr'],
    ] as const) {
      const response = await call(url);
      expect(response?.status, url).toBe(301);
      expect(response?.headers.get('Location'), url).toBe(target);
    }
  });
});
