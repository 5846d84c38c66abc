import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PAGE_SLUGS } from '@bedesten/core/content/content-pages';
import { createSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { DEFAULT_PAGES_REVISED_AT } from './default-pages.ts';

/** The web app's routes (one table, apps/web/app/lib/pages.ts), so every default link can be checked to lead somewhere. */
const WEB_PATHS = new Set(
  [
    ...readFileSync(new URL('../../../../web/app/lib/pages.ts', import.meta.url), 'utf8').matchAll(/path: '([^']+)'/g),
  ].map((match) => match[1]!),
);
const linksIn = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);

/** Issue 43: a fresh install (no demo data, no page written by staff) still answers every content page. */
describe('default content pages', () => {
  let ctx: TestContext;
  let manager: Record<string, string>;
  const get = async (url: string, headers?: Record<string, string>) => {
    const response = await ctx.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
    expect(response.statusCode, url).toBe(200);
    return response.json().data;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    manager = (await createSignedInUser(ctx.app, ctx.database, { staffRole: 'manager' })).headers;
  });
  afterAll(() => ctx.close());

  it('serves every page in English and in real Turkish, linking only to pages that exist', async () => {
    for (const slug of CONTENT_PAGE_SLUGS) {
      const en = await get(`/api/getPage?slug=${slug}&lang=en`);
      const tr = await get(`/api/getPage?slug=${slug}&lang=tr`);
      expect(en.title, slug).not.toBe(tr.title);
      expect(en.summary, slug).not.toBe(tr.summary);
      expect(en.html.length, slug).toBeGreaterThan(200);
      expect(en.html, slug).toContain('<h2>');
      expect(tr.html, slug).not.toBe(en.html);
      expect(tr.html, slug).toMatch(/[çğıöşüİ]/);
      expect(en.updated_at).toBe(DEFAULT_PAGES_REVISED_AT.toISOString());
      for (const href of [...linksIn(en.html), ...linksIn(tr.html)]) {
        expect(WEB_PATHS.has(href.split(/[?#]/)[0]!), `${slug}: ${href}`).toBe(true);
      }
    }
  });

  it('claims no vendor count it cannot back', async () => {
    const about = (await get('/api/getPage?slug=about-us')).html;
    expect(about).not.toMatch(/\d{3,}\s+vendors/i);
  });

  it('opens the staff editor on the default text, marked as not yet saved', async () => {
    const list = await get('/api/admin/content/pages', manager);
    for (const row of list) {
      expect(row.title_en, row.slug).not.toBe('');
      expect(row.title_tr, row.slug).not.toBe('');
      expect(row.exists, row.slug).toBe(false);
    }
    const page = await get('/api/admin/content/pages/privacy-policy', manager);
    expect(page).toMatchObject({ exists: false, updated_at: null, updated_by_name: null });
    expect(page.body_tr).toContain('## ');
    const shown = await get('/api/getPage?slug=privacy-policy&lang=tr');
    expect(shown.title).toBe(page.title_tr);
  });

  it('serves what staff save instead of the default, in each language', async () => {
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/content/pages/terms-and-conditions',
      headers: manager,
      payload: {
        title_en: 'Our terms',
        title_tr: 'Koşullarımız',
        summary_en: 'Short',
        summary_tr: 'Kısa',
        body_en: 'Written by **staff**.',
        body_tr: '**Ekibimizin** yazdığı metin.',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.exists).toBe(true);
    const en = await get('/api/getPage?slug=terms-and-conditions&lang=en');
    expect(en.title).toBe('Our terms');
    expect(en.html).toContain('<strong>staff</strong>');
    expect(en.updated_at).not.toBe(DEFAULT_PAGES_REVISED_AT.toISOString());
    const tr = await get('/api/getPage?slug=terms-and-conditions&lang=tr');
    expect(tr.title).toBe('Koşullarımız');
    // The other pages keep their defaults.
    expect((await get('/api/getPage?slug=privacy-policy&lang=en')).title).toBe('Privacy policy');
  });
});
