import { z } from 'zod';
import { imageUrlSchema } from '../catalogue/image-url.ts';
import { pagedListSchema, pageQuerySchema } from '../paging/paged-list.ts';
import { isSameSitePath } from './content-links.ts';

/**
 * Staff-edited content (issue 14; SPEC.md §7 getPage, getFAQ,
 * need-help-details, landing-page-banner; §2 /blog): request and response
 * shapes shared by the API and the web app. Staff write Markdown in English
 * and Turkish; public calls answer one language with the body rendered to
 * sanitised HTML, staff calls answer the raw Markdown of both.
 */

export const CONTENT_TITLE_MAX = 160;
export const CONTENT_SUMMARY_MAX = 400;
export const CONTENT_BODY_MAX = 60_000;
export const FAQ_ANSWER_MAX = 4_000;
export const BLOG_PER_PAGE = 9;
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const FAQ_TOPIC_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const requiredText = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'max_length');
const optionalText = (max: number) => z.string().trim().max(max, 'max_length').default('');
/** Markdown keeps its own whitespace (indented code, line breaks); only the ends are trimmed. */
const markdown = (max: number) =>
  z
    .string({ error: 'required' })
    .max(max, 'max_length')
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, 'required');

/** A banner's link: a path on this site (`/stores`), never another site or a script. */
export const sameSitePathSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(300, 'max_length')
  .refine(isSameSitePath, 'content_link_same_site');

// ---------------------------------------------------------------- public reads

export const pageSlugQuery = z.object({ slug: z.string().trim().min(1).max(80) });

/** `GET /api/getPage?slug=` → `{ data: PublicPage }` in the request's language. */
export const publicPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The body rendered from Markdown and sanitised: safe to insert as HTML. */
  html: z.string(),
  updated_at: z.iso.datetime(),
});
export type PublicPage = z.infer<typeof publicPageSchema>;
export const publicPageResponseSchema = z.object({ data: publicPageSchema });

export const publicFaqEntrySchema = z.object({
  id: z.uuid(),
  question: z.string(),
  /** The answer rendered from Markdown and sanitised. */
  answer_html: z.string(),
});
export const publicFaqTopicSchema = z.object({
  topic: z.string(),
  name: z.string(),
  entries: z.array(publicFaqEntrySchema),
});
export type PublicFaqTopic = z.infer<typeof publicFaqTopicSchema>;
/** `GET /api/getFAQ` → published questions grouped by topic, topics and questions in staff's order. */
export const publicFaqResponseSchema = z.object({
  data: z.array(publicFaqTopicSchema),
  updated_at: z.iso.datetime().nullable(),
});

/** `GET /api/need-help-details` → how to reach support, in the request's language. */
export const publicNeedHelpSchema = z.object({
  email: z.string(),
  phone: z.string(),
  whatsapp: z.string().nullable(),
  hours: z.string(),
  address: z.string(),
  updated_at: z.iso.datetime(),
});
export type PublicNeedHelp = z.infer<typeof publicNeedHelpSchema>;
export const publicNeedHelpResponseSchema = z.object({ data: publicNeedHelpSchema });

/** `GET /api/landing-page-banner` → the active slides in order. */
export const publicBannerSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string(),
  link_url: z.string(),
  image_url: z.string().nullable(),
});
export type PublicBanner = z.infer<typeof publicBannerSchema>;
export const publicBannersResponseSchema = z.object({ data: z.array(publicBannerSchema) });

export const blogListQuery = pageQuerySchema.extend({
  per_page: pageQuerySchema.shape.per_page.unwrap().default(BLOG_PER_PAGE),
});
export type BlogListQuery = z.infer<typeof blogListQuery>;

export const publicBlogSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover_url: z.string().nullable(),
  author_name: z.string(),
  published_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type PublicBlogSummary = z.infer<typeof publicBlogSummarySchema>;
/** `GET /api/blog` → published posts, newest first; paged (SPEC.md §3). */
export const publicBlogListResponseSchema = pagedListSchema(publicBlogSummarySchema);

export const publicBlogPostSchema = publicBlogSummarySchema.extend({ html: z.string() });
export type PublicBlogPost = z.infer<typeof publicBlogPostSchema>;
/** `GET /api/blog/:slug` → one published post with its body as sanitised HTML; 404 otherwise. */
export const publicBlogPostResponseSchema = z.object({ data: publicBlogPostSchema });
export const blogSlugParams = z.object({ slug: z.string().trim().min(1).max(120) });

// ---------------------------------------------------------------- staff: pages

/** A page's route key; one outside `CONTENT_PAGE_SLUGS` answers 404. */
export const pageSlugParams = z.object({ slug: z.string().trim().min(1).max(80) });

/** `PUT /api/admin/content/pages/:slug`: the whole page in both languages. */
export const updatePageBody = z.object({
  title_en: requiredText(CONTENT_TITLE_MAX),
  title_tr: requiredText(CONTENT_TITLE_MAX),
  summary_en: optionalText(CONTENT_SUMMARY_MAX),
  summary_tr: optionalText(CONTENT_SUMMARY_MAX),
  body_en: markdown(CONTENT_BODY_MAX),
  body_tr: markdown(CONTENT_BODY_MAX),
});
export type UpdatePageBody = z.infer<typeof updatePageBody>;

export const staffPageSchema = z.object({
  slug: z.string(),
  title_en: z.string(),
  title_tr: z.string(),
  summary_en: z.string(),
  summary_tr: z.string(),
  body_en: z.string(),
  body_tr: z.string(),
  /** False for a known page staff have not saved yet: its texts are the defaults it ships with. */
  exists: z.boolean(),
  updated_at: z.iso.datetime().nullable(),
  updated_by_name: z.string().nullable(),
});
export type StaffPage = z.infer<typeof staffPageSchema>;
export const staffPageResponseSchema = z.object({ data: staffPageSchema });
export const staffPageSummarySchema = staffPageSchema.omit({
  summary_en: true,
  summary_tr: true,
  body_en: true,
  body_tr: true,
});
export type StaffPageSummary = z.infer<typeof staffPageSummarySchema>;
/** `GET /api/admin/content/pages` → every known page, written or not. */
export const staffPagesResponseSchema = z.object({ data: z.array(staffPageSummarySchema) });

// ---------------------------------------------------------------- staff: FAQ

export const contentIdParams = z.object({ id: z.uuid({ error: 'not_found' }) });

/** `POST /api/admin/content/faqs` and `PUT …/faqs/:id`: one question in both languages. */
export const faqEntryBody = z.object({
  /** The topic's key (`orders`, `delivery`); entries sharing it are grouped. */
  topic: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(40, 'max_length')
    .regex(FAQ_TOPIC_PATTERN, 'invalid'),
  topic_en: requiredText(80),
  topic_tr: requiredText(80),
  question_en: requiredText(300),
  question_tr: requiredText(300),
  answer_en: markdown(FAQ_ANSWER_MAX),
  answer_tr: markdown(FAQ_ANSWER_MAX),
  is_published: z.boolean().default(true),
});
export type FaqEntryBody = z.infer<typeof faqEntryBody>;

/** `POST /api/admin/content/faqs/reorder`: every entry's id in the new order. */
export const reorderFaqBody = z.object({
  ids: z.array(z.uuid()).min(1, 'required').max(500),
});

export const staffFaqEntrySchema = z.object({
  id: z.uuid(),
  topic: z.string(),
  topic_en: z.string(),
  topic_tr: z.string(),
  question_en: z.string(),
  question_tr: z.string(),
  answer_en: z.string(),
  answer_tr: z.string(),
  position: z.number().int(),
  is_published: z.boolean(),
  updated_at: z.iso.datetime(),
});
export type StaffFaqEntry = z.infer<typeof staffFaqEntrySchema>;
export const staffFaqEntryResponseSchema = z.object({ data: staffFaqEntrySchema });
/** `GET /api/admin/content/faqs` → every entry (unpublished too) in order. */
export const staffFaqListResponseSchema = z.object({ data: z.array(staffFaqEntrySchema) });

// ---------------------------------------------------------------- staff: banners

/** `POST /api/admin/content/banners` and `PUT …/banners/:id`. */
export const bannerBody = z.object({
  title_en: requiredText(120),
  title_tr: requiredText(120),
  subtitle_en: optionalText(240),
  subtitle_tr: optionalText(240),
  link_url: sameSitePathSchema,
  image_url: z.preprocess(emptyAsNull, imageUrlSchema.nullable()).default(null),
  position: z.number().int().min(0).max(9999).default(0),
  is_active: z.boolean().default(true),
});
export type BannerBody = z.infer<typeof bannerBody>;

export const staffBannerSchema = z.object({
  id: z.uuid(),
  title_en: z.string(),
  title_tr: z.string(),
  subtitle_en: z.string(),
  subtitle_tr: z.string(),
  link_url: z.string(),
  image_url: z.string().nullable(),
  position: z.number().int(),
  is_active: z.boolean(),
  updated_at: z.iso.datetime(),
});
export type StaffBanner = z.infer<typeof staffBannerSchema>;
export const staffBannerResponseSchema = z.object({ data: staffBannerSchema });
export const staffBannerListResponseSchema = z.object({ data: z.array(staffBannerSchema) });

// ---------------------------------------------------------------- staff: blog

/**
 * `POST /api/admin/content/blog` and `PUT …/blog/:id`. The slug defaults to
 * one made from the English title. `published_at` null keeps a draft; a
 * future date schedules the post; a past one publishes it.
 */
export const blogPostBody = z.object({
  slug: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .min(2, 'min_length')
      .max(120, 'max_length')
      .regex(BLOG_SLUG_PATTERN, 'content_slug_invalid')
      .optional(),
  ),
  title_en: requiredText(CONTENT_TITLE_MAX),
  title_tr: requiredText(CONTENT_TITLE_MAX),
  excerpt_en: optionalText(CONTENT_SUMMARY_MAX),
  excerpt_tr: optionalText(CONTENT_SUMMARY_MAX),
  body_en: markdown(CONTENT_BODY_MAX),
  body_tr: markdown(CONTENT_BODY_MAX),
  cover_url: z.preprocess(emptyAsNull, imageUrlSchema.nullable()).default(null),
  author_name: requiredText(80),
  published_at: z
    .preprocess(
      emptyAsNull,
      z.iso
        .datetime({ offset: true, error: 'invalid' })
        // A date the database can hold and a person means (not year 0 or 9999).
        .refine((value) => {
          const year = new Date(value).getUTCFullYear();
          return year >= 2000 && year <= 2100;
        }, 'invalid')
        .nullable(),
    )
    .default(null),
});
export type BlogPostBody = z.infer<typeof blogPostBody>;

export const staffBlogListQuery = pageQuerySchema.extend({
  /** `draft` (no date), `scheduled` (a future date), `published`; all when absent. */
  status: z.enum(['draft', 'scheduled', 'published']).optional(),
});
export type StaffBlogListQuery = z.infer<typeof staffBlogListQuery>;

export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const staffBlogPostSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title_en: z.string(),
  title_tr: z.string(),
  excerpt_en: z.string(),
  excerpt_tr: z.string(),
  body_en: z.string(),
  body_tr: z.string(),
  cover_url: z.string().nullable(),
  author_name: z.string(),
  published_at: z.iso.datetime().nullable(),
  status: z.enum(BLOG_POST_STATUSES),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type StaffBlogPost = z.infer<typeof staffBlogPostSchema>;
export const staffBlogPostResponseSchema = z.object({ data: staffBlogPostSchema });
export const staffBlogSummarySchema = staffBlogPostSchema.omit({ body_en: true, body_tr: true });
export type StaffBlogSummary = z.infer<typeof staffBlogSummarySchema>;
/** `GET /api/admin/content/blog` → every post not deleted, newest first; paged. */
export const staffBlogListResponseSchema = pagedListSchema(staffBlogSummarySchema);

// ---------------------------------------------------------------- staff: need help

/** `PUT /api/admin/content/need-help`: how customers reach support. */
export const needHelpBody = z.object({
  email: z
    .string({ error: 'email_empty' })
    .trim()
    .min(1, 'email_empty')
    .max(254, 'max_length')
    .pipe(z.email('email_invalid')),
  phone: requiredText(40).refine((value) => /^\+?[0-9 ()-]{6,}$/.test(value), 'invalid'),
  whatsapp: z
    .preprocess(emptyAsNull, z.string().trim().max(40, 'max_length').nullable())
    .default(null)
    .refine((value) => value === null || /^\+?[0-9 ()-]{6,}$/.test(value), 'invalid'),
  hours_en: requiredText(200),
  hours_tr: requiredText(200),
  address_en: optionalText(300),
  address_tr: optionalText(300),
});
export type NeedHelpBody = z.infer<typeof needHelpBody>;

export const staffNeedHelpSchema = z.object({
  email: z.string(),
  phone: z.string(),
  whatsapp: z.string().nullable(),
  hours_en: z.string(),
  hours_tr: z.string(),
  address_en: z.string(),
  address_tr: z.string(),
  /** Null until staff first save the details. */
  updated_at: z.iso.datetime().nullable(),
});
export type StaffNeedHelp = z.infer<typeof staffNeedHelpSchema>;
export const staffNeedHelpResponseSchema = z.object({ data: staffNeedHelpSchema });

// ---------------------------------------------------------------- staff: preview

/** `POST /api/admin/content/preview`: Markdown in, the HTML the public pages would show out. Changes nothing. */
export const previewBody = z.object({ markdown: z.string().max(CONTENT_BODY_MAX, 'max_length') });
export const previewResponseSchema = z.object({ data: z.object({ html: z.string() }) });
