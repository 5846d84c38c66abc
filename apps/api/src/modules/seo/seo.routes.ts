import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SeoRepository, SitemapRow } from './seo.repository.ts';
import {
  CONTENT_SLUGS_NOT_LISTED,
  newest,
  robotsTxt,
  SITEMAP_MAX_URLS,
  sitemapIndex,
  STATIC_PATHS,
  urlSet,
} from './sitemap.ts';

export interface SeoDeps {
  repository: SeoRepository;
  /** The site's absolute address (PUBLIC_URL), else the address the request came to. */
  publicUrl: string | undefined;
  /** URLs per sitemap file; sitemaps.org allows 50,000 (tests lower it to see the index). */
  maxUrls?: number;
}

/** Crawlers may read these as often as they like from a cache; an hour keeps new stores close behind. */
const CACHE = 'public, max-age=3600';

/**
 * GET /sitemap.xml and GET /robots.txt, on the site's root (not under /api:
 * crawlers look for them there). One sitemap file while everything fits in
 * `maxUrls`, else a sitemap index of `/sitemap-pages.xml` (pages, posts,
 * stores) and `/sitemap-products-<n>.xml`.
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoDeps> = async (app, deps) => {
  const { repository } = deps;
  const maxUrls = deps.maxUrls ?? SITEMAP_MAX_URLS;

  const siteUrl = (request: { protocol: string; host: string }) =>
    (deps.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  async function pageRows(): Promise<SitemapRow[]> {
    const [content, posts, stores] = await Promise.all([
      repository.contentPages(),
      repository.publishedPosts(),
      repository.stores(),
    ]);
    const listed = content.filter((row) => !CONTENT_SLUGS_NOT_LISTED.has(row.path.slice(1)));
    const blogUpdated = newest(posts);
    const statics = STATIC_PATHS.map((path) => ({ path, updatedAt: path === '/blog' ? blogUpdated : null }));
    return [...statics, ...listed, ...posts, ...stores];
  }

  const xml = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE };

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const [pages, productCount] = await Promise.all([pageRows(), repository.countProducts()]);
    if (pages.length + productCount <= maxUrls) {
      const products = productCount ? await repository.products(0, productCount) : [];
      return reply.headers(xml).send(urlSet(siteUrl(request), [...pages, ...products]));
    }
    const productParts = Math.ceil(productCount / maxUrls);
    const parts: SitemapRow[] = [
      { path: '/sitemap-pages.xml', updatedAt: newest(pages) },
      ...Array.from({ length: productParts }, (_, n) => ({ path: `/sitemap-products-${n + 1}.xml`, updatedAt: null })),
    ];
    return reply.headers(xml).send(sitemapIndex(siteUrl(request), parts));
  });

  app.get('/sitemap-pages.xml', { schema: { hide: true } }, async (request, reply) => {
    const pages = await pageRows();
    return reply.headers(xml).send(urlSet(siteUrl(request), pages.slice(0, maxUrls)));
  });

  app.get(
    '/sitemap-products-:part.xml',
    { schema: { hide: true, params: z.object({ part: z.coerce.number().int().min(1).max(10_000) }) } },
    async (request, reply) => {
      const rows = await repository.products((request.params.part - 1) * maxUrls, maxUrls);
      if (!rows.length) return reply.callNotFound();
      return reply.headers(xml).send(urlSet(siteUrl(request), rows));
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE })
      .send(robotsTxt(siteUrl(request))),
  );
};
