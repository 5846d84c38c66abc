import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * Staff-edited text (SPEC.md §2 help, FAQ, legal and blog pages; §7 getPage,
 * getFAQ, need-help-details, landing-page-banner). Bodies are Markdown in
 * both languages; the API renders and sanitises them, so what is stored is
 * never trusted as HTML.
 */
export const contentPages = pgTable('content_pages', {
  /** The page's route key, e.g. `about-us`, `vendor-terms-and-conditions`. */
  slug: text('slug').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleTr: text('title_tr').notNull(),
  /** The meta description and the intro under the title. */
  summaryEn: text('summary_en').notNull().default(''),
  summaryTr: text('summary_tr').notNull().default(''),
  bodyEn: text('body_en').notNull(),
  bodyTr: text('body_tr').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One question of the FAQ, grouped by topic (the topic's key and its names). */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topic: text('topic').notNull(),
    topicEn: text('topic_en').notNull(),
    topicTr: text('topic_tr').notNull(),
    questionEn: text('question_en').notNull(),
    questionTr: text('question_tr').notNull(),
    answerEn: text('answer_en').notNull(),
    answerTr: text('answer_tr').notNull(),
    position: integer('position').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_entries_topic_idx').on(t.topic, t.position)],
);

/** How to reach support (SPEC.md §7 need-help-details): one row, key `main`. */
export const needHelpDetails = pgTable('need_help_details', {
  id: text('id').primaryKey().default('main'),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  whatsapp: text('whatsapp'),
  hoursEn: text('hours_en').notNull(),
  hoursTr: text('hours_tr').notNull(),
  addressEn: text('address_en').notNull().default(''),
  addressTr: text('address_tr').notNull().default(''),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A slide of the home page's banner (SPEC.md §7 landing-page-banner). */
export const landingBanners = pgTable(
  'landing_banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    titleEn: text('title_en').notNull(),
    titleTr: text('title_tr').notNull(),
    subtitleEn: text('subtitle_en').notNull().default(''),
    subtitleTr: text('subtitle_tr').notNull().default(''),
    /** A same-site path (`/stores`, `/cab`); the API refuses other schemes. */
    linkUrl: text('link_url').notNull(),
    imageUrl: text('image_url'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('landing_banners_active_idx').on(t.isActive, t.position)],
);

/** A blog post (SPEC.md §2 /blog, /blog/details): published once `published_at` is set and past. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    titleEn: text('title_en').notNull(),
    titleTr: text('title_tr').notNull(),
    excerptEn: text('excerpt_en').notNull().default(''),
    excerptTr: text('excerpt_tr').notNull().default(''),
    bodyEn: text('body_en').notNull(),
    bodyTr: text('body_tr').notNull(),
    coverUrl: text('cover_url'),
    authorName: text('author_name').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_unique').on(t.slug),
    index('blog_posts_published_idx')
      .on(t.publishedAt)
      .where(sql`deleted_at is null`),
  ],
);
