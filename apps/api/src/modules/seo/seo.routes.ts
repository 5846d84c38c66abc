import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_PAGE_SLUGS } from '@bedesten/core/content/content-pages';
import { SITE_MAP_STORES_PER_CATEGORY, siteMapResponseSchema } from '@bedesten/core/schemas/site-map';
import { getSiteMap } from './get-site-map.ts';
import type { SeoRepository, SitemapRow } from './seo.repository.ts';
import {
  CONTENT_SLUGS_NOT_LISTED,
  contentPagePath,
  newest,
  pagesPerFile,
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
  /** URLs per sitemap file (each page counts once per language); sitemaps.org allows 50,000 (tests lower it to see the index). */
  maxUrls?: number;
}

/** Crawlers may read these as often as they like from a cache; an hour keeps new stores close behind. */
const CACHE = 'public, max-age=3600';

/**
 * GET /sitemap.xml and GET /robots.txt, on the site's root (not under /api:
 * crawlers look for them there). One sitemap file while everything fits in
 * `maxUrls`, else a sitemap index of `/sitemap-pages.xml` (pages, posts,
 * stores) and `/sitemap-products-<n>.xml`. Every page is an entry in each
 * language. GET /api/site-map feeds the people's sitemap page (`/sitemap`).
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoDeps> = async (app, deps) => {
  const { repository } = deps;
  // Pages per file: each takes one entry per language.
  const perFile = pagesPerFile(deps.maxUrls ?? SITEMAP_MAX_URLS);

  const siteUrl = (request: { protocol: string; host: string }) =>
    (deps.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  async function pageRows(): Promise<SitemapRow[]> {
    const [saved, posts, stores] = await Promise.all([
      repository.contentPagesSaved(),
      repository.publishedPosts(),
      repository.stores(),
    ]);
    // Every content page answers (its default text until staff save one), so each is listed.
    const listed = CONTENT_PAGE_SLUGS.filter((slug) => !CONTENT_SLUGS_NOT_LISTED.has(slug)).map((slug) => ({
      path: contentPagePath(slug),
      updatedAt: saved.get(slug) ?? null,
    }));
    const blogUpdated = newest(posts);
    const statics = STATIC_PATHS.map((path) => ({ path, updatedAt: path === '/blog' ? blogUpdated : null }));
    return [...statics, ...listed, ...posts, ...stores];
  }

  const xml = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE };

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const [pages, productCount] = await Promise.all([pageRows(), repository.countProducts()]);
    if (pages.length + productCount <= perFile) {
      const products = productCount ? await repository.products(0, productCount) : [];
      return reply.headers(xml).send(urlSet(siteUrl(request), [...pages, ...products]));
    }
    const productParts = Math.ceil(productCount / perFile);
    const parts: SitemapRow[] = [
      { path: '/sitemap-pages.xml', updatedAt: newest(pages) },
      ...Array.from({ length: productParts }, (_, n) => ({ path: `/sitemap-products-${n + 1}.xml`, updatedAt: null })),
    ];
    return reply.headers(xml).send(sitemapIndex(siteUrl(request), parts));
  });

  app.get('/sitemap-pages.xml', { schema: { hide: true } }, async (request, reply) => {
    const pages = await pageRows();
    return reply.headers(xml).send(urlSet(siteUrl(request), pages.slice(0, perFile)));
  });

  app.get(
    '/sitemap-products-:part.xml',
    { schema: { hide: true, params: z.object({ part: z.coerce.number().int().min(1).max(10_000) }) } },
    async (request, reply) => {
      const rows = await repository.products((request.params.part - 1) * perFile, perFile);
      if (!rows.length) return reply.callNotFound();
      return reply.headers(xml).send(urlSet(siteUrl(request), rows));
    },
  );

  app.get(
    '/api/site-map',
    {
      config: { publicRead: true },
      schema: {
        tags: ['seo'],
        summary: `Active categories in the request language, each with its visible stores by name (the first ${SITE_MAP_STORES_PER_CATEGORY}) and their number: the people's sitemap page`,
        response: { 200: siteMapResponseSchema },
      },
    },
    async (request) => ({ data: await getSiteMap(repository, request.lang) }),
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE })
      .send(robotsTxt(siteUrl(request))),
  );
};
