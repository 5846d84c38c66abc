import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bannerBody,
  contentIdParams,
  faqEntryBody,
  needHelpBody,
  pageSlugParams,
  previewBody,
  previewResponseSchema,
  reorderFaqBody,
  staffBannerListResponseSchema,
  staffBannerResponseSchema,
  staffFaqEntryResponseSchema,
  staffFaqListResponseSchema,
  staffNeedHelpResponseSchema,
  staffPageResponseSchema,
  staffPagesResponseSchema,
  updatePageBody,
} from '@bedesten/core/content/content-schemas';
import { errorResponses } from '@bedesten/core/schemas/error';
import { audit } from '../../plugins/audit.ts';
import { actorOf, requireStaff, SESSION_SECURITY } from '../../plugins/auth.ts';
import type { ContentDeps } from './content.deps.ts';
import { createBanner, deleteBanner, listStaffBanners, updateBanner } from './manage-banners.ts';
import { createFaq, deleteFaq, listStaffFaqs, reorderFaqs, updateFaq } from './manage-faqs.ts';
import { renderMarkdown } from './render-markdown.ts';
import { getStaffNeedHelp, saveNeedHelp } from './save-need-help.ts';
import { getStaffPage, listStaffPages, savePage } from './save-page.ts';

const tags = ['admin-content'];
const security = SESSION_SECURITY;
const deleted = z.object({ data: z.object({ id: z.string() }) });

/** Staff edit pages, the FAQ, the home banners and support details (ADR 0037: read staff+, write manager+). */
export const staffContentRoutes: FastifyPluginAsyncZod<ContentDeps> = async (app, { repository }) => {
  const readers = requireStaff('staff');
  const editors = requireStaff('manager');

  // ------------------------------------------------------------ pages
  app.get(
    '/api/admin/content/pages',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: 'Every content page, written or not, with its last change',
        security,
        response: { 200: staffPagesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await listStaffPages(repository) }),
  );

  app.get(
    '/api/admin/content/pages/:slug',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: 'One content page as Markdown in both languages',
        security,
        params: pageSlugParams,
        response: { 200: staffPageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await getStaffPage(repository, request.params.slug) }),
  );

  app.put(
    '/api/admin/content/pages/:slug',
    {
      onRequest: editors,
      config: { audit: 'content_page.update' },
      schema: {
        tags,
        summary: 'Write a content page in English and Turkish (Markdown)',
        security,
        params: pageSlugParams,
        body: updatePageBody,
        response: { 200: staffPageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { before, after } = await savePage(repository, actorOf(request).userId, request.params.slug, request.body);
      audit(request, { before, after });
      return { data: after };
    },
  );

  // ------------------------------------------------------------ FAQ
  app.get(
    '/api/admin/content/faqs',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: 'Every FAQ question, unpublished ones too, in order',
        security,
        response: { 200: staffFaqListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await listStaffFaqs(repository) }),
  );

  app.post(
    '/api/admin/content/faqs',
    {
      onRequest: editors,
      config: { audit: 'faq_entry.create' },
      schema: {
        tags,
        summary: 'Add a FAQ question (placed last)',
        security,
        body: faqEntryBody,
        response: { 201: staffFaqEntryResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const row = await createFaq(repository, actorOf(request).userId, request.body);
      audit(request, { subjectId: row.id, after: row });
      return reply.code(201).send({ data: row });
    },
  );

  app.post(
    '/api/admin/content/faqs/reorder',
    {
      onRequest: editors,
      config: { audit: 'faq_entry.reorder' },
      schema: {
        tags,
        summary: 'Put the FAQ in a new order: every question id exactly once',
        security,
        body: reorderFaqBody,
        response: { 200: staffFaqListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { before, after } = await reorderFaqs(repository, actorOf(request).userId, request.body.ids);
      audit(request, { subjectId: 'faq', before, after: after.map((row) => row.id) });
      return { data: after };
    },
  );

  app.put(
    '/api/admin/content/faqs/:id',
    {
      onRequest: editors,
      config: { audit: 'faq_entry.update' },
      schema: {
        tags,
        summary: 'Change a FAQ question',
        security,
        params: contentIdParams,
        body: faqEntryBody,
        response: { 200: staffFaqEntryResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { before, after } = await updateFaq(repository, actorOf(request).userId, request.params.id, request.body);
      audit(request, { before, after });
      return { data: after };
    },
  );

  app.delete(
    '/api/admin/content/faqs/:id',
    {
      onRequest: editors,
      config: { audit: 'faq_entry.delete' },
      schema: {
        tags,
        summary: 'Delete a FAQ question',
        security,
        params: contentIdParams,
        response: { 200: deleted, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const before = await deleteFaq(repository, request.params.id);
      audit(request, { before });
      return { data: { id: request.params.id } };
    },
  );

  // ------------------------------------------------------------ banners
  app.get(
    '/api/admin/content/banners',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "The home page's banner slides, inactive ones too",
        security,
        response: { 200: staffBannerListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await listStaffBanners(repository) }),
  );

  app.post(
    '/api/admin/content/banners',
    {
      onRequest: editors,
      config: { audit: 'landing_banner.create' },
      schema: {
        tags,
        summary: 'Add a banner slide; its link must be a path on this site',
        security,
        body: bannerBody,
        response: { 201: staffBannerResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const row = await createBanner(repository, actorOf(request).userId, request.body);
      audit(request, { subjectId: row.id, after: row });
      return reply.code(201).send({ data: row });
    },
  );

  app.put(
    '/api/admin/content/banners/:id',
    {
      onRequest: editors,
      config: { audit: 'landing_banner.update' },
      schema: {
        tags,
        summary: 'Change a banner slide',
        security,
        params: contentIdParams,
        body: bannerBody,
        response: { 200: staffBannerResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { before, after } = await updateBanner(
        repository,
        actorOf(request).userId,
        request.params.id,
        request.body,
      );
      audit(request, { before, after });
      return { data: after };
    },
  );

  app.delete(
    '/api/admin/content/banners/:id',
    {
      onRequest: editors,
      config: { audit: 'landing_banner.delete' },
      schema: {
        tags,
        summary: 'Delete a banner slide',
        security,
        params: contentIdParams,
        response: { 200: deleted, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const before = await deleteBanner(repository, request.params.id);
      audit(request, { before });
      return { data: { id: request.params.id } };
    },
  );

  // ------------------------------------------------------------ need help
  app.get(
    '/api/admin/content/need-help',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: 'Support contact details in both languages (empty until first saved)',
        security,
        response: { 200: staffNeedHelpResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await getStaffNeedHelp(repository) }),
  );

  app.put(
    '/api/admin/content/need-help',
    {
      onRequest: editors,
      config: { audit: 'need_help_details.update' },
      schema: {
        tags,
        summary: 'Set support contact details',
        security,
        body: needHelpBody,
        response: { 200: staffNeedHelpResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { before, after } = await saveNeedHelp(repository, actorOf(request).userId, request.body);
      audit(request, { subjectId: 'main', before, after });
      return { data: after };
    },
  );

  // ------------------------------------------------------------ preview
  app.post(
    '/api/admin/content/preview',
    {
      onRequest: editors,
      config: { audit: false },
      schema: {
        tags,
        summary: 'Render Markdown exactly as the public pages will (sanitised); changes nothing',
        security,
        body: previewBody,
        response: { 200: previewResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: { html: renderMarkdown(request.body.markdown) } }),
  );
};
