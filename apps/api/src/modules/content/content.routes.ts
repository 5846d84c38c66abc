/**
 * Staff-edited content (issue 14; SPEC.md §2, §7). Shapes live in
 * `@bedesten/core/content/content-schemas`. Public calls answer the request's
 * language (`?lang=`, cookie, Accept-Language) with Markdown rendered to
 * sanitised HTML; staff calls answer the raw Markdown in both languages.
 *
 * Public
 *   GET  /api/getPage?slug=             → { data: { slug, title, summary, html, updated_at } }      404 content_page_not_found
 *   GET  /api/getFAQ                    → { data: [{ topic, name, entries: [{ id, question, answer_html }] }], updated_at|null }
 *   GET  /api/need-help-details         → { data: { email, phone, whatsapp|null, hours, address, updated_at } }  404 need_help_not_set
 *   GET  /api/landing-page-banner       → { data: [{ id, title, subtitle, link_url, image_url|null }] }
 *   GET  /api/blog?page=&per_page=      → paged { current_page, data: [{ slug, title, excerpt, cover_url|null,
 *                                          author_name, published_at, updated_at }], per_page, last_page, total,
 *                                          next_page_url, prev_page_url }   (per_page 9 by default)
 *   GET  /api/blog/:slug                → { data: { …summary, html } }                               404 blog_post_not_found
 *
 * Staff (read: staff+; write: manager+; every write audited)
 *   GET    /api/admin/content/pages           → { data: [{ slug, title_en, title_tr, exists, updated_at|null, updated_by_name|null }] }
 *   GET    /api/admin/content/pages/:slug     → { data: StaffPage = { slug, title_en/tr, summary_en/tr, body_en/tr, exists, updated_at, updated_by_name } }
 *   PUT    /api/admin/content/pages/:slug     { title_en/tr, summary_en/tr?, body_en/tr } → { data: StaffPage }   audit content_page.update
 *   GET    /api/admin/content/faqs            → { data: [StaffFaq = { id, topic, topic_en/tr, question_en/tr, answer_en/tr, position, is_published, updated_at }] }
 *   POST   /api/admin/content/faqs            { topic, topic_en/tr, question_en/tr, answer_en/tr, is_published? } → 201 { data: StaffFaq }  audit faq_entry.create
 *   PUT    /api/admin/content/faqs/:id        same body → { data: StaffFaq }                            audit faq_entry.update
 *   DELETE /api/admin/content/faqs/:id        → { data: { id } }                                        audit faq_entry.delete
 *   POST   /api/admin/content/faqs/reorder    { ids: [every id, in order] } → { data: [StaffFaq] }      audit faq_entry.reorder
 *   GET    /api/admin/content/banners         → { data: [StaffBanner = { id, title_en/tr, subtitle_en/tr, link_url, image_url, position, is_active, updated_at }] }
 *   POST   /api/admin/content/banners         { title_en/tr, subtitle_en/tr?, link_url (same-site path), image_url?, position?, is_active? } → 201 { data: StaffBanner }  audit landing_banner.create
 *   PUT    /api/admin/content/banners/:id     same body → { data: StaffBanner }                         audit landing_banner.update
 *   DELETE /api/admin/content/banners/:id     → { data: { id } }                                        audit landing_banner.delete
 *   GET    /api/admin/content/blog?status=draft|scheduled|published&page= → paged [StaffBlogSummary = { id, slug, title_en/tr,
 *                                               excerpt_en/tr, cover_url, author_name, published_at|null, status, created_at, updated_at }]
 *   POST   /api/admin/content/blog            { slug?, title_en/tr, excerpt_en/tr?, body_en/tr, cover_url?, author_name, published_at? } → 201 { data: StaffBlogPost }  audit blog_post.create
 *   GET    /api/admin/content/blog/:id        → { data: StaffBlogPost = StaffBlogSummary + body_en/tr }
 *   PUT    /api/admin/content/blog/:id        same body → { data: StaffBlogPost }                       audit blog_post.update
 *   DELETE /api/admin/content/blog/:id        → { data: { id } }                                        audit blog_post.delete
 *   GET    /api/admin/content/need-help       → { data: { email, phone, whatsapp, hours_en/tr, address_en/tr, updated_at|null } }
 *   PUT    /api/admin/content/need-help       { email, phone, whatsapp?, hours_en/tr, address_en/tr? } → same  audit need_help_details.update
 *   POST   /api/admin/content/preview         { markdown } → { data: { html } }   (manager+; changes nothing: audit false)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogListQuery,
  blogSlugParams,
  pageSlugQuery,
  publicBannersResponseSchema,
  publicBlogListResponseSchema,
  publicBlogPostResponseSchema,
  publicFaqResponseSchema,
  publicNeedHelpResponseSchema,
  publicPageResponseSchema,
} from '@bedesten/core/content/content-schemas';
import { errorResponses } from '@bedesten/core/schemas/error';
import type { ContentDeps } from './content.deps.ts';
import {
  getPublicBlogPost,
  getPublicFaq,
  getPublicNeedHelp,
  getPublicPage,
  listPublicBanners,
  listPublicBlog,
} from './read-public-content.ts';
import { staffBlogRoutes } from './staff-blog.routes.ts';
import { staffContentRoutes } from './staff-content.routes.ts';

const tags = ['content'];

export const contentRoutes: FastifyPluginAsyncZod<ContentDeps> = async (app, deps) => {
  const { repository } = deps;

  app.get(
    '/api/getPage',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'A help, legal or information page in the request language, its body as sanitised HTML',
        querystring: pageSlugQuery,
        response: { 200: publicPageResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ data: await getPublicPage(repository, request.query.slug, request.lang) }),
  );

  app.get(
    '/api/getFAQ',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'Published FAQ questions grouped by topic, answers as sanitised HTML',
        response: { 200: publicFaqResponseSchema },
      },
    },
    async (request) => getPublicFaq(repository, request.lang),
  );

  app.get(
    '/api/need-help-details',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'How to reach support: e-mail, phone, WhatsApp, hours and address',
        response: { 200: publicNeedHelpResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await getPublicNeedHelp(repository, request.lang) }),
  );

  app.get(
    '/api/landing-page-banner',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: "The home page's active banner slides in order; links are same-site paths",
        response: { 200: publicBannersResponseSchema },
      },
    },
    async (request) => ({ data: await listPublicBanners(repository, request.lang) }),
  );

  app.get(
    '/api/blog',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'Published blog posts, newest first; paged',
        querystring: blogListQuery,
        response: { 200: publicBlogListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => listPublicBlog(repository, request.query, request.url, request.lang),
  );

  app.get(
    '/api/blog/:slug',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'One published blog post, its body as sanitised HTML',
        params: blogSlugParams,
        response: { 200: publicBlogPostResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ data: await getPublicBlogPost(repository, request.params.slug, request.lang) }),
  );

  await app.register(staffContentRoutes, deps);
  await app.register(staffBlogRoutes, deps);
};
