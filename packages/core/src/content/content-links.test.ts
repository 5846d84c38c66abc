import { describe, expect, it } from 'vitest';
import { bannerBody, blogPostBody } from './content-schemas.ts';
import { isExternalLink, isSafeLinkTarget, isSameSitePath } from './content-links.ts';

describe('isSameSitePath (banner links)', () => {
  it.each(['/', '/stores', '/blog/details?post=free-store-pickup', '/faqs#delivery', '/stores/ayse-bakery/bread'])(
    'accepts %s',
    (path) => expect(isSameSitePath(path)).toBe(true),
  );
  it.each([
    '',
    'stores',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/stores with space',
    '/a\nb',
  ])('refuses %j', (path) => expect(isSameSitePath(path)).toBe(false));
});

describe('isSafeLinkTarget (Markdown links)', () => {
  it.each([
    '/stores',
    '#top',
    'https://www.gov.cy',
    'http://example.org',
    'mailto:help@example.org',
    'tel:+35722000000',
    'faqs',
    'a/b:c',
  ])('accepts %s', (target) => expect(isSafeLinkTarget(target)).toBe(true));
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'java\u0000script:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'file:///etc/passwd',
    '//evil.example',
    '\\\\evil.example',
    '',
  ])('refuses %j', (target) => expect(isSafeLinkTarget(target)).toBe(false));
});

describe('isExternalLink', () => {
  it('is true only for absolute http(s) links', () => {
    expect(isExternalLink('https://www.gov.cy')).toBe(true);
    expect(isExternalLink('/stores')).toBe(false);
    expect(isExternalLink('mailto:a@b.c')).toBe(false);
  });
});

describe('content schemas', () => {
  it('names the same-site rule for a banner link', () => {
    const result = bannerBody.safeParse({ title_en: 'a', title_tr: 'b', link_url: 'https://evil.example' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['link_url'], message: 'content_link_same_site' });
  });

  it('defaults a blog post to a draft with no cover and reads empty strings as not given', () => {
    const parsed = blogPostBody.parse({
      slug: '',
      title_en: 'T',
      title_tr: 'T',
      body_en: ' text ',
      body_tr: 'metin',
      author_name: 'Ayşe Kaya',
      cover_url: '',
      published_at: '',
    });
    expect(parsed).toMatchObject({ slug: undefined, cover_url: null, published_at: null, body_en: 'text' });
  });

  it('refuses a publish date outside 2000–2100', () => {
    const base = { title_en: 'T', title_tr: 'T', body_en: 'a', body_tr: 'b', author_name: 'A' };
    expect(blogPostBody.safeParse({ ...base, published_at: '0000-01-01T00:00:00Z' }).success).toBe(false);
    expect(blogPostBody.safeParse({ ...base, published_at: '2026-11-25T10:00:00+02:00' }).success).toBe(true);
  });
});
