import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PAGE_SLUGS } from '@bedesten/core/content/content-pages';
import { auditLog } from '../../db/schema/audit.ts';
import { staffMutationsWithoutAudit } from '../../plugins/audit.ts';
import { createSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

type Headers = Record<string, string>;

const page = {
  title_en: 'About us',
  title_tr: 'Hakkımızda',
  summary_en: 'Who we are',
  summary_tr: 'Biz kimiz',
  body_en: '# Hello\n\nWe are **Bedesten**. <script>alert(1)</script> [x](javascript:alert(1))',
  body_tr: '# Merhaba\n\nBiz **Bedesten**iz.',
};
const faq = {
  topic: 'orders',
  topic_en: 'Orders',
  topic_tr: 'Siparişler',
  question_en: 'How do I order?',
  question_tr: 'Nasıl sipariş veririm?',
  answer_en: 'Add items to your cart and check out. <img src=x onerror=alert(1)>',
  answer_tr: 'Ürünleri sepete ekleyip ödemeye geçin.',
};
const banner = {
  title_en: 'Shop local',
  title_tr: 'Yerelden alın',
  link_url: '/stores',
};
const post = {
  title_en: 'Fresh from the market',
  title_tr: 'Pazardan taze',
  excerpt_en: 'What is in season',
  excerpt_tr: 'Mevsimde ne var',
  body_en: 'Strawberries are in.',
  body_tr: 'Çilek mevsimi.',
  author_name: 'Ayşe Kaya',
  published_at: '2026-01-10T09:00:00.000Z',
};
const needHelp = {
  email: 'help@demo.bedesten.cy',
  phone: '+357 22 000 000',
  hours_en: 'Mon–Fri 09:00–18:00',
  hours_tr: 'Pzt–Cum 09:00–18:00',
};

describe('content', () => {
  let ctx: TestContext;
  const as: Record<'customer' | 'staff' | 'manager' | 'admin' | 'super_admin', Headers> = {} as never;

  beforeAll(async () => {
    ctx = await createTestApp();
    as.customer = (await createSignedInUser(ctx.app, ctx.database)).headers;
    for (const role of ['staff', 'manager', 'admin', 'super_admin'] as const) {
      as[role] = (await createSignedInUser(ctx.app, ctx.database, { staffRole: role })).headers;
    }
  });
  afterAll(() => ctx.close());

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: Headers, payload?: object) =>
    ctx.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });

  const auditCount = async (action: string, subjectId?: string) =>
    (
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), subjectId ? eq(auditLog.subjectId, subjectId) : undefined))
    ).length;

  it('declares an audit action on every staff write', () => {
    expect(staffMutationsWithoutAudit(ctx.app).filter((route) => route.includes('/content'))).toEqual([]);
  });

  describe('pages', () => {
    it('404s a page that does not exist (a known page nobody wrote serves its default text)', async () => {
      expect((await inject('GET', '/api/getPage?slug=about-us')).statusCode).toBe(200);
      const unknown = await inject('GET', '/api/getPage?slug=nope&lang=tr');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('Sayfa bulunamadı');
      expect((await inject('GET', '/api/admin/content/pages/nope', as.staff)).statusCode).toBe(404);
      expect((await inject('PUT', '/api/admin/content/pages/nope', as.manager, page)).statusCode).toBe(404);
    });

    it('lists every known page for staff, written or not', async () => {
      const response = await inject('GET', '/api/admin/content/pages', as.staff);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.map((row: { slug: string }) => row.slug)).toEqual([...CONTENT_PAGE_SLUGS]);
    });

    it('lets a manager write a page, audits it, and serves it sanitised in each language', async () => {
      const saved = await inject('PUT', '/api/admin/content/pages/about-us', as.manager, page);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toMatchObject({ slug: 'about-us', exists: true, body_en: page.body_en });
      expect(await auditCount('content_page.update', 'about-us')).toBe(1);

      const en = (await inject('GET', '/api/getPage?slug=about-us')).json().data;
      expect(en).toMatchObject({ slug: 'about-us', title: 'About us', summary: 'Who we are' });
      expect(en.html).toContain('<h2>Hello</h2>');
      expect(en.html).not.toContain('<script');
      expect(en.html).not.toContain('href="javascript');
      expect(en.updated_at).toMatch(/Z$/);
      const tr = (await inject('GET', '/api/getPage?slug=about-us', { 'accept-language': 'tr' })).json().data;
      expect(tr.title).toBe('Hakkımızda');
      expect(tr.html).toContain('<strong>Bedesten</strong>iz');

      const staffView = (await inject('GET', '/api/admin/content/pages/about-us', as.staff)).json().data;
      expect(staffView).toMatchObject({ body_en: page.body_en, body_tr: page.body_tr });
      expect(staffView.updated_by_name).toBeTruthy();
    });

    it('answers field messages in the caller’s language', async () => {
      const response = await inject('PUT', '/api/admin/content/pages/about-us?lang=tr', as.manager, {
        ...page,
        title_tr: '',
        body_en: '   ',
      });
      expect(response.statusCode).toBe(400);
      const { errors } = response.json();
      expect(errors.title_tr).toEqual(['Başlık (Türkçe) zorunludur']);
      expect(errors.body_en).toEqual(['Metin (İngilizce) zorunludur']);
    });
  });

  describe('role access (ADR 0037: read staff+, edit manager+)', () => {
    const reads = [
      '/api/admin/content/pages',
      '/api/admin/content/pages/help',
      '/api/admin/content/faqs',
      '/api/admin/content/banners',
      '/api/admin/content/blog',
      '/api/admin/content/need-help',
    ];
    const id = '00000000-0000-4000-8000-000000000000';
    const writes: ['POST' | 'PUT' | 'DELETE', string, object | undefined][] = [
      ['PUT', '/api/admin/content/pages/help', page],
      ['POST', '/api/admin/content/faqs', faq],
      ['PUT', `/api/admin/content/faqs/${id}`, faq],
      ['DELETE', `/api/admin/content/faqs/${id}`, undefined],
      ['POST', '/api/admin/content/faqs/reorder', { ids: [id] }],
      ['POST', '/api/admin/content/banners', banner],
      ['PUT', `/api/admin/content/banners/${id}`, banner],
      ['DELETE', `/api/admin/content/banners/${id}`, undefined],
      ['POST', '/api/admin/content/blog', post],
      ['PUT', `/api/admin/content/blog/${id}`, post],
      ['DELETE', `/api/admin/content/blog/${id}`, undefined],
      ['PUT', '/api/admin/content/need-help', needHelp],
      ['POST', '/api/admin/content/preview', { markdown: 'hi' }],
    ];

    it('refuses staff reads to the signed-out (401) and customers (403), allows every staff role', async () => {
      for (const url of reads) {
        expect((await inject('GET', url)).statusCode, url).toBe(401);
        expect((await inject('GET', url, as.customer)).statusCode, url).toBe(403);
        for (const role of ['staff', 'manager', 'admin', 'super_admin'] as const) {
          expect((await inject('GET', url, as[role])).statusCode, `${role} ${url}`).toBe(200);
        }
      }
    });

    it('refuses writes to the signed-out (401), customers and plain staff (403)', async () => {
      for (const [method, url, body] of writes) {
        expect((await inject(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
        expect((await inject(method, url, as.customer, body)).statusCode, `${method} ${url}`).toBe(403);
        expect((await inject(method, url, as.staff, body)).statusCode, `${method} ${url}`).toBe(403);
      }
    });

    it('lets manager, admin and super_admin write', async () => {
      for (const role of ['manager', 'admin', 'super_admin'] as const) {
        const response = await inject('POST', '/api/admin/content/preview', as[role], { markdown: '**x**' });
        expect(response.statusCode, role).toBe(200);
        const created = await inject('POST', '/api/admin/content/banners', as[role], banner);
        expect(created.statusCode, role).toBe(201);
        expect(
          (await inject('DELETE', `/api/admin/content/banners/${created.json().data.id}`, as[role])).statusCode,
        ).toBe(200);
      }
    });
  });

  describe('preview', () => {
    it('renders sanitised HTML and writes no audit entry', async () => {
      const before = (await ctx.database.db.select().from(auditLog)).length;
      const response = await inject('POST', '/api/admin/content/preview', as.manager, {
        markdown: '**hi** <script>alert(1)</script> [x](javascript:alert(1)) <a href="#" onclick="x()">a</a>',
      });
      expect(response.statusCode).toBe(200);
      const { html } = response.json().data;
      expect(html).toContain('<strong>hi</strong>');
      expect(html).not.toMatch(/<script|<a href="#"|href="javascript/i);
      expect((await ctx.database.db.select().from(auditLog)).length).toBe(before);
    });
  });

  describe('FAQ', () => {
    it('creates, groups, reorders, edits and deletes questions, one audit entry each', async () => {
      const first = await inject('POST', '/api/admin/content/faqs', as.manager, faq);
      expect(first.statusCode).toBe(201);
      const a = first.json().data;
      expect(await auditCount('faq_entry.create', a.id)).toBe(1);
      const b = (
        await inject('POST', '/api/admin/content/faqs', as.manager, {
          ...faq,
          topic: 'delivery',
          topic_en: 'Delivery',
          topic_tr: 'Teslimat',
          question_en: 'When will it arrive?',
          question_tr: 'Ne zaman gelir?',
        })
      ).json().data;
      const hidden = (
        await inject('POST', '/api/admin/content/faqs', as.manager, {
          ...faq,
          question_en: 'Hidden?',
          is_published: false,
        })
      ).json().data;
      expect(b.position).toBeGreaterThan(a.position);

      const publicEn = (await inject('GET', '/api/getFAQ')).json();
      expect(publicEn.data.map((topic: { topic: string }) => topic.topic)).toEqual(['orders', 'delivery']);
      expect(publicEn.data[0].entries).toHaveLength(1);
      expect(publicEn.data[0].entries[0].answer_html).not.toContain('<img');
      expect(publicEn.updated_at).toBeTruthy();
      const publicTr = (await inject('GET', '/api/getFAQ?lang=tr')).json();
      expect(publicTr.data[0]).toMatchObject({ name: 'Siparişler' });
      expect(publicTr.data[0].entries[0].question).toBe('Nasıl sipariş veririm?');

      const mismatch = await inject('POST', '/api/admin/content/faqs/reorder', as.manager, { ids: [b.id, a.id] });
      expect(mismatch.statusCode).toBe(400);
      const reordered = await inject('POST', '/api/admin/content/faqs/reorder', as.manager, {
        ids: [b.id, hidden.id, a.id],
      });
      expect(reordered.statusCode).toBe(200);
      expect(await auditCount('faq_entry.reorder')).toBe(1);
      expect((await inject('GET', '/api/getFAQ')).json().data.map((t: { topic: string }) => t.topic)).toEqual([
        'delivery',
        'orders',
      ]);

      const edited = await inject('PUT', `/api/admin/content/faqs/${a.id}`, as.manager, {
        ...faq,
        answer_tr: 'Yeni yanıt',
      });
      expect(edited.statusCode).toBe(200);
      expect(await auditCount('faq_entry.update', a.id)).toBe(1);
      const trAfter = (await inject('GET', '/api/getFAQ?lang=tr')).json().data;
      expect(trAfter[1].entries[0].answer_html).toContain('Yeni yanıt');

      expect((await inject('DELETE', `/api/admin/content/faqs/${a.id}`, as.manager)).statusCode).toBe(200);
      expect(await auditCount('faq_entry.delete', a.id)).toBe(1);
      expect((await inject('DELETE', `/api/admin/content/faqs/${a.id}`, as.manager)).statusCode).toBe(404);
      expect((await inject('PUT', `/api/admin/content/faqs/${a.id}`, as.manager, faq)).statusCode).toBe(404);
      expect(await auditCount('faq_entry.delete', a.id)).toBe(1);
    });

    it('validates the topic key and answers', async () => {
      const response = await inject('POST', '/api/admin/content/faqs', as.manager, {
        ...faq,
        topic: 'Not A Key',
        answer_en: '',
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(['answer_en', 'topic']);
    });
  });

  describe('banners', () => {
    it.each(['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 'stores', '/\\evil.example'])(
      'refuses the link %s',
      async (link_url) => {
        const response = await inject('POST', '/api/admin/content/banners', as.manager, { ...banner, link_url });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.link_url).toEqual(['Link must be a path on this site, starting with /']);
      },
    );

    it('serves active banners in order and in the caller’s language; edits and deletes are audited', async () => {
      const second = (
        await inject('POST', '/api/admin/content/banners', as.manager, { ...banner, link_url: '/cab', position: 2 })
      ).json().data;
      const first = (await inject('POST', '/api/admin/content/banners', as.manager, { ...banner, position: 1 })).json()
        .data;
      const off = (
        await inject('POST', '/api/admin/content/banners', as.manager, { ...banner, position: 0, is_active: false })
      ).json().data;
      const list = (await inject('GET', '/api/landing-page-banner?lang=tr')).json().data;
      expect(list.map((row: { id: string }) => row.id)).toEqual([first.id, second.id]);
      expect(list[0]).toMatchObject({ title: 'Yerelden alın', link_url: '/stores', image_url: null });

      const updated = await inject('PUT', `/api/admin/content/banners/${off.id}`, as.manager, {
        ...banner,
        is_active: true,
      });
      expect(updated.statusCode).toBe(200);
      expect(await auditCount('landing_banner.update', off.id)).toBe(1);
      expect((await inject('DELETE', `/api/admin/content/banners/${off.id}`, as.manager)).statusCode).toBe(200);
      expect(await auditCount('landing_banner.delete', off.id)).toBe(1);
      expect(await auditCount('landing_banner.create', first.id)).toBe(1);
      expect((await inject('PUT', `/api/admin/content/banners/${off.id}`, as.manager, banner)).statusCode).toBe(404);
    });
  });

  describe('blog', () => {
    it('publishes only posts whose date has come, pages them, and 404s the rest', async () => {
      const published = await inject('POST', '/api/admin/content/blog', as.manager, post);
      expect(published.statusCode).toBe(201);
      const live = published.json().data;
      expect(live).toMatchObject({ slug: 'fresh-from-the-market', status: 'published' });
      expect(await auditCount('blog_post.create', live.id)).toBe(1);
      const again = (await inject('POST', '/api/admin/content/blog', as.manager, post)).json().data;
      expect(again.slug).toBe('fresh-from-the-market-2');
      const draft = (
        await inject('POST', '/api/admin/content/blog', as.manager, { ...post, slug: 'a-draft', published_at: null })
      ).json().data;
      expect(draft.status).toBe('draft');
      const scheduled = (
        await inject('POST', '/api/admin/content/blog', as.manager, {
          ...post,
          slug: 'later',
          published_at: '2099-01-01T00:00:00.000Z',
        })
      ).json().data;
      expect(scheduled.status).toBe('scheduled');

      const taken = await inject('POST', '/api/admin/content/blog', as.manager, { ...post, slug: 'a-draft' });
      expect(taken.statusCode).toBe(409);

      const list = (await inject('GET', '/api/blog?per_page=1')).json();
      expect(list).toMatchObject({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
      expect(list.next_page_url).toBe('/api/blog?per_page=1&page=2');
      expect(list.data[0]).not.toHaveProperty('html');

      const one = await inject('GET', '/api/blog/fresh-from-the-market?lang=tr');
      expect(one.statusCode).toBe(200);
      expect(one.json().data).toMatchObject({ title: 'Pazardan taze', author_name: 'Ayşe Kaya' });
      expect(one.json().data.html).toContain('<p>Çilek mevsimi.</p>');
      expect((await inject('GET', '/api/blog/a-draft')).statusCode).toBe(404);
      expect((await inject('GET', '/api/blog/later')).statusCode).toBe(404);
      expect((await inject('GET', '/api/blog/nope')).json().error).toBe('Blog post not found');

      const drafts = (await inject('GET', '/api/admin/content/blog?status=draft', as.staff)).json();
      expect(drafts.data.map((row: { id: string }) => row.id)).toEqual([draft.id]);

      const edited = await inject('PUT', `/api/admin/content/blog/${draft.id}`, as.manager, {
        ...post,
        published_at: '2026-02-01T09:00:00+02:00',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data).toMatchObject({ slug: 'a-draft', status: 'published' });
      expect(await auditCount('blog_post.update', draft.id)).toBe(1);
      const clash = await inject('PUT', `/api/admin/content/blog/${draft.id}`, as.manager, { ...post, slug: 'later' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().error).toBe('Another blog post already uses this address');
      expect((await inject('GET', '/api/blog/a-draft')).statusCode).toBe(200);

      expect((await inject('DELETE', `/api/admin/content/blog/${live.id}`, as.manager)).statusCode).toBe(200);
      expect(await auditCount('blog_post.delete', live.id)).toBe(1);
      expect((await inject('GET', '/api/blog/fresh-from-the-market')).statusCode).toBe(404);
      expect((await inject('GET', `/api/admin/content/blog/${live.id}`, as.staff)).statusCode).toBe(404);
      expect((await inject('DELETE', `/api/admin/content/blog/${live.id}`, as.manager)).statusCode).toBe(404);
    });

    it('validates slug, cover and date', async () => {
      const response = await inject('POST', '/api/admin/content/blog?lang=tr', as.manager, {
        ...post,
        slug: 'Bad Slug',
        cover_url: 'https://evil.example/a.png',
        published_at: 'tomorrow',
        author_name: '',
      });
      expect(response.statusCode).toBe(400);
      const { errors } = response.json();
      expect(errors.slug).toEqual(['URL adı yalnızca küçük harf, rakam ve tek kısa çizgi içerebilir']);
      expect(Object.keys(errors).sort()).toEqual(['author_name', 'cover_url', 'published_at', 'slug']);
    });
  });

  describe('need-help details', () => {
    it('404s until set, then serves them in each language; the write is audited', async () => {
      expect((await inject('GET', '/api/need-help-details')).statusCode).toBe(404);
      expect((await inject('GET', '/api/admin/content/need-help', as.staff)).json().data.updated_at).toBeNull();
      const saved = await inject('PUT', '/api/admin/content/need-help', as.manager, needHelp);
      expect(saved.statusCode).toBe(200);
      expect(await auditCount('need_help_details.update', 'main')).toBe(1);
      const tr = (await inject('GET', '/api/need-help-details?lang=tr')).json().data;
      expect(tr).toMatchObject({ email: needHelp.email, hours: 'Pzt–Cum 09:00–18:00', whatsapp: null, address: '' });
    });

    it('checks the e-mail and phone', async () => {
      const response = await inject('PUT', '/api/admin/content/need-help', as.manager, {
        ...needHelp,
        email: 'nope',
        phone: 'call us',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.email).toEqual(['Enter a valid e-mail address']);
      expect(response.json().errors.phone).toEqual(['Invalid Phone']);
    });
  });
});
