import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { categories } from '../../db/schema/catalogue.ts';
import { blogPosts, contentPages } from '../../db/schema/content.ts';
import { createProduct, createStore, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createSeoRepository } from './seo.repository.ts';
import { seoRoutes } from './seo.routes.ts';
import { robotsTxt, siteHref, urlSet } from './sitemap.ts';

const XSD_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'xsd');
const SITE = 'https://bedesten.example';
const SAVED_AT = new Date('2026-11-02T10:00:00Z');

/** Validates a sitemap against the sitemaps.org XSD (with the XHTML link element), offline. */
async function validateSitemap(xml: string) {
  const files = ['sitemap.xsd', 'xhtml-link.xsd', 'sitemap-hreflang.xsd'];
  const [sitemap, xhtml, wrapper] = await Promise.all(files.map((file) => readFile(path.join(XSD_DIR, file), 'utf8')));
  return validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'sitemap-hreflang.xsd', contents: wrapper! }],
    preload: [
      { fileName: 'sitemap.xsd', contents: sitemap! },
      { fileName: 'xhtml-link.xsd', contents: xhtml! },
    ],
  });
}

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

describe('sitemap XML', () => {
  it('validates against the sitemap XSD, with hreflang alternates for en, tr and x-default', async () => {
    const xml = urlSet(SITE, [
      { path: '/', updatedAt: null },
      { path: '/blog/details?post=a-post&x=<y>', updatedAt: new Date('2026-01-02T03:04:05Z') },
    ]);
    const result = await validateSitemap(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml).toContain(`hreflang="tr" href="${SITE}/blog/details?post=a-post&amp;x=%3Cy%3E&amp;lang=tr"`);
    // Each language version is an entry of its own, not only an alternate.
    expect(locs(xml)).toEqual([
      `${SITE}/`,
      `${SITE}/?lang=tr`,
      `${SITE}/blog/details?post=a-post&x=%3Cy%3E`,
      `${SITE}/blog/details?post=a-post&x=%3Cy%3E&lang=tr`,
    ]);
    expect(xml).toContain(`hreflang="x-default" href="${SITE}/"`);
    // English, the default language, lives at the plain address.
    expect(xml).toContain(`hreflang="en" href="${SITE}/"`);
    expect(xml).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>');
  });

  it('the validator does reject a broken sitemap', async () => {
    const result = await validateSitemap(
      urlSet(SITE, [{ path: '/', updatedAt: null }])
        .replace('<loc>', '<where>')
        .replace('</loc>', '</where>'),
    );
    expect(result.valid).toBe(false);
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  let ctx: TestContext;
  let listed: string[];
  let xml: string;
  const seen: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: SITE } });
    const { db } = ctx.database;
    // One store per owner.
    const storeOf = async (overrides: Parameters<typeof createStore>[2] = {}) =>
      createStore(ctx.database, (await createUser(ctx.database, { type: 'vendor', isApproved: true })).id, overrides);
    const live = await storeOf();
    const pending = await storeOf({ status: 'pending' });
    const inactiveStore = await storeOf({ isActive: false });
    const deleted = await storeOf({ deletedAt: new Date() });
    const good = await createProduct(ctx.database, live.id);
    const rejected = await createProduct(ctx.database, live.id, { status: 'rejected' });
    const inactive = await createProduct(ctx.database, live.id, { isActive: false });
    const inDeletedStore = await createProduct(ctx.database, deleted.id);
    const inPendingStore = await createProduct(ctx.database, pending.id);
    Object.assign(seen, {
      live: `/stores/${live.slug}`,
      pending: `/stores/${pending.slug}`,
      inactiveStore: `/stores/${inactiveStore.slug}`,
      deleted: `/stores/${deleted.slug}`,
      good: `/stores/${live.slug}/${good.product.slug}`,
      rejected: `/stores/${live.slug}/${rejected.product.slug}`,
      inactive: `/stores/${live.slug}/${inactive.product.slug}`,
      inDeletedStore: `/stores/${deleted.slug}/${inDeletedStore.product.slug}`,
      inPendingStore: `/stores/${pending.slug}/${inPendingStore.product.slug}`,
    });
    // About us saved by staff; every other content page still shows its default text.
    await db
      .insert(contentPages)
      .values([
        { slug: 'about-us', titleEn: 'About', titleTr: 'Hakkımızda', bodyEn: 'x', bodyTr: 'x', updatedAt: SAVED_AT },
      ]);
    const post = { titleEn: 'T', titleTr: 'B', bodyEn: 'x', bodyTr: 'x', authorName: 'Ayşe Demir' };
    await db.insert(blogPosts).values([
      { ...post, slug: 'published-post', publishedAt: new Date(Date.now() - 60_000) },
      { ...post, slug: 'draft-post', publishedAt: null },
      { ...post, slug: 'future-post', publishedAt: new Date(Date.now() + 86_400_000) },
      { ...post, slug: 'deleted-post', publishedAt: new Date(Date.now() - 60_000), deletedAt: new Date() },
    ]);
    const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    xml = response.body;
    listed = locs(xml);
  });
  afterAll(() => ctx.close());

  it('lists the home page, content pages, published posts and approved active stores and products', () => {
    for (const p of ['/', '/stores', '/about-us', '/blog/details?post=published-post', seen.live!, seen.good!])
      expect(listed).toContain(siteHref(SITE, p));
  });

  it('lists every page in Turkish too, as an entry of its own', () => {
    for (const p of ['/', '/stores', '/about-us', '/blog/details?post=published-post', seen.live!, seen.good!])
      expect(listed).toContain(siteHref(SITE, p, 'tr'));
    expect(listed.filter((loc) => loc.endsWith('lang=tr')).length * 2).toBe(listed.length);
  });

  it('lists the content pages nobody has written yet (they serve their default text) and the public vendor terms', () => {
    for (const p of ['/terms-and-conditions', '/privacy-policy', '/vendor/terms-and-conditions', '/sitemap'])
      expect(listed, p).toContain(siteHref(SITE, p));
    expect(xml).toContain(`<loc>${SITE}/about-us</loc><lastmod>${SAVED_AT.toISOString()}</lastmod>`);
    expect(xml).toMatch(new RegExp(`<loc>${SITE}/privacy-policy</loc><xhtml:link`));
  });

  it('leaves out pending, inactive and deleted stores, rejected and inactive products, unpublished posts', () => {
    for (const key of [
      'pending',
      'inactiveStore',
      'deleted',
      'rejected',
      'inactive',
      'inDeletedStore',
      'inPendingStore',
    ])
      expect(listed, key).not.toContain(siteHref(SITE, seen[key]!));
    for (const slug of ['draft-post', 'future-post', 'deleted-post'])
      expect(listed).not.toContain(siteHref(SITE, `/blog/details?post=${slug}`));
    // The vendor terms live at /vendor/terms-and-conditions only; cart and account pages are never listed.
    expect(listed.some((loc) => loc.includes('vendor-terms-and-conditions') || /\/cart(\?|$)/.test(loc))).toBe(false);
  });

  it('is valid against the sitemap XSD, every URL with its en, tr and x-default versions', async () => {
    const result = await validateSitemap(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    const urls = xml.match(/<url>/g)?.length ?? 0;
    expect(urls).toBe(listed.length);
    for (const lang of ['en', 'tr', 'x-default'])
      expect(xml.match(new RegExp(`hreflang="${lang}"`, 'g'))?.length).toBe(urls);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="tr" href="${SITE}${seen.good}?lang=tr"/>`);
  });

  it('becomes a sitemap index of files within the limit when there are more URLs', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // 30 entries: 15 pages, each in English and Turkish.
    await app.register(seoRoutes, { repository: createSeoRepository(ctx.database.db), publicUrl: SITE, maxUrls: 30 });
    try {
      const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.body).toContain('<sitemapindex');
      const parts = locs(index.body);
      expect(parts).toEqual([`${SITE}/sitemap-pages.xml`, `${SITE}/sitemap-products-1.xml`]);
      const pages = await app.inject({ method: 'GET', url: '/sitemap-pages.xml' });
      expect(locs(pages.body)).toHaveLength(30);
      const products = await app.inject({ method: 'GET', url: '/sitemap-products-1.xml' });
      expect(locs(products.body)).toEqual([siteHref(SITE, seen.good!), siteHref(SITE, seen.good!, 'tr')]);
      expect((await validateSitemap(products.body)).valid).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/sitemap-products-2.xml' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('GET /api/site-map names each active category in the request language with its visible stores by name', async () => {
    const { db } = ctx.database;
    await db.insert(categories).values([
      { slug: 'test-empty', type: 'service', nameEn: 'Tailoring', nameTr: 'Terzilik', sortOrder: 5 },
      { slug: 'test-hidden', type: 'goods', nameEn: 'Hidden', nameTr: 'Gizli', isActive: false },
    ]);
    const owner = await createUser(ctx.database, { type: 'vendor', isApproved: true });
    await createStore(ctx.database, owner.id, { title: 'Aardvark Books' });
    const answer = async (lang: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/site-map?lang=${lang}` });
      expect(response.statusCode).toBe(200);
      return response.json().data.categories as {
        slug: string;
        name: string;
        store_count: number;
        stores: { slug: string; title: string }[];
      }[];
    };
    const en = await answer('en');
    expect(en.map((category) => category.slug)).toEqual(['test-groceries', 'test-empty']);
    const groceries = en[0]!;
    expect(groceries.name).toBe('Groceries');
    expect(groceries.store_count).toBe(2);
    expect(groceries.stores[0]!.title).toBe('Aardvark Books');
    const slugs = groceries.stores.map((store) => `/stores/${store.slug}`);
    expect(slugs).toContain(seen.live);
    for (const key of ['pending', 'inactiveStore', 'deleted']) expect(slugs, key).not.toContain(seen[key]);
    expect(en[1]).toEqual({ slug: 'test-empty', name: 'Tailoring', store_count: 0, stores: [] });
    const tr = await answer('tr');
    expect(tr.map((category) => category.name)).toEqual(['Market', 'Terzilik']);
  });

  it('robots.txt keeps crawlers out of panels, cart, checkout, accounts and the API and names the sitemap', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    for (const path of [
      '/api/',
      '/admin',
      '/vendor/dashboard',
      '/driver',
      '/cart',
      '/checkout',
      '/profile',
      '/wishlist',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    // Public pages that share a prefix with a private one stay open.
    expect(lines).not.toContain('Disallow: /order');
    expect(lines).not.toContain('Disallow: /payment');
    // The vendor terms are public (issue 43).
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    expect(disallowed.filter((prefix) => '/vendor/terms-and-conditions'.startsWith(prefix))).toEqual([]);
    expect(robotsTxt('http://localhost:3000')).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
