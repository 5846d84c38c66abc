import type { MetaDescriptor } from 'react-router';
import { absoluteUrl, languageFromMatches, languageUrl, pageMeta, siteUrlFromMatches } from '~/lib/meta.ts';
import type { BlogPost } from './api.ts';

type Matches = Parameters<typeof pageMeta>[0];

/** A post's address (`/blog/details?post=<slug>`, SPEC.md §2). */
export function blogPostPath(slug: string): string {
  return `/blog/details?post=${encodeURIComponent(slug)}`;
}

/**
 * A blog post's tags: its own canonical address in the page's language, the
 * en/tr/x-default alternates and `og:url` (lib/meta.ts), its cover as the
 * link preview (the site card without one), `og:type=article`, and
 * BlogPosting JSON-LD naming the same address and picture.
 */
export function blogPostMeta(matches: Matches, post: BlogPost): MetaDescriptor[] {
  const lang = languageFromMatches(matches);
  const site = siteUrlFromMatches(matches);
  const path = blogPostPath(post.slug);
  const image = post.cover_url && site ? absoluteUrl(site, post.cover_url) : undefined;
  const url = site ? languageUrl(absoluteUrl(site, path), lang) : undefined;
  const article = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    inLanguage: lang,
    author: { '@type': 'Person', name: post.author_name },
    datePublished: post.published_at,
    dateModified: post.updated_at,
    ...(url ? { url, mainEntityOfPage: url } : {}),
    ...(image ? { image } : {}),
  };
  return pageMeta(matches, 'blog-details', {
    path,
    title: post.title,
    description: post.excerpt || post.title,
    type: 'article',
    ...(image ? { image } : {}),
    extra: [{ property: 'article:published_time', content: post.published_at }, { 'script:ld+json': article }],
  });
}
