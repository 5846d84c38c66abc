import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { seedDemoContent } from './demo-content.ts';

/** The web app's routes (one table, apps/web/app/lib/pages.ts), so every seeded link can be checked to lead somewhere. */
const WEB_PATHS = new Set(
  [
    ...readFileSync(new URL('../../../../web/app/lib/pages.ts', import.meta.url), 'utf8').matchAll(/path: '([^']+)'/g),
  ].map((match) => match[1]!),
);

const linksIn = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);

describe('demo content', () => {
  let ctx: TestContext;
  const get = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.database.db.transaction((tx) => seedDemoContent(tx));
  });
  afterAll(() => ctx.close());

  it('fills the FAQ by topic in both languages, support details, banners to working pages and three posts', async () => {
    const en = await get('/api/getFAQ?lang=en');
    const tr = await get('/api/getFAQ?lang=tr');
    expect(en.data.map((topic: { topic: string }) => topic.topic)).toEqual([
      'ordering',
      'delivery',
      'payment',
      'returns',
      'account',
      'selling',
    ]);
    const questions = (faq: { data: { entries: { question: string }[] }[] }) =>
      faq.data.flatMap((topic) => topic.entries.map((entry) => entry.question));
    expect(questions(en)).toHaveLength(12);
    questions(en).forEach((question, index) => expect(question).not.toBe(questions(tr)[index]));

    const help = (await get('/api/need-help-details?lang=tr')).data;
    expect(help.email).toMatch(/@/);
    expect(help.hours).toContain('Pazartesi');

    const banners = (await get('/api/landing-page-banner')).data;
    expect(banners.length).toBeGreaterThanOrEqual(2);
    for (const banner of banners) {
      expect(WEB_PATHS.has(banner.link_url), banner.link_url).toBe(true);
      expect((await ctx.app.inject({ method: 'GET', url: banner.image_url })).statusCode, banner.image_url).toBe(200);
    }

    const blog = await get('/api/blog?lang=tr');
    expect(blog.total).toBe(3);
    for (const post of blog.data) {
      const full = (await get(`/api/blog/${post.slug}?lang=en`)).data;
      expect(full.author_name).toBe(post.author_name);
      expect(full.title).not.toBe(post.title);
      for (const href of linksIn(full.html)) expect(WEB_PATHS.has(href), href).toBe(true);
    }
  });
});
