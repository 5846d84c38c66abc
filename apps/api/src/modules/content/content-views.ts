import type { Language } from '@bedesten/core/i18n/languages';
import type {
  BlogPostStatus,
  PublicBanner,
  PublicBlogPost,
  PublicBlogSummary,
  PublicFaqTopic,
  PublicNeedHelp,
  PublicPage,
  StaffBanner,
  StaffBlogPost,
  StaffBlogSummary,
  StaffFaqEntry,
  StaffNeedHelp,
  StaffPage,
} from '@bedesten/core/content/content-schemas';
import type { BannerRow, BlogRow, FaqRow, NeedHelpRow, PageRow } from './content.repository.ts';
import { renderMarkdown } from './render-markdown.ts';

/** Rows → the API's shapes: public ones in one language with rendered HTML, staff ones raw in both. */

const inLang = <T>(lang: Language, en: T, tr: T): T => (lang === 'tr' ? tr : en);

export function toPublicPage(row: PageRow, lang: Language): PublicPage {
  return {
    slug: row.slug,
    title: inLang(lang, row.titleEn, row.titleTr),
    summary: inLang(lang, row.summaryEn, row.summaryTr),
    html: renderMarkdown(inLang(lang, row.bodyEn, row.bodyTr)),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toStaffPage(slug: string, row: PageRow | null, updatedByName: string | null): StaffPage {
  return {
    slug,
    title_en: row?.titleEn ?? '',
    title_tr: row?.titleTr ?? '',
    summary_en: row?.summaryEn ?? '',
    summary_tr: row?.summaryTr ?? '',
    body_en: row?.bodyEn ?? '',
    body_tr: row?.bodyTr ?? '',
    exists: row !== null,
    updated_at: row?.updatedAt.toISOString() ?? null,
    updated_by_name: updatedByName,
  };
}

/** Published entries grouped by topic; a topic sits where its first entry does. */
export function toPublicFaq(rows: FaqRow[], lang: Language): PublicFaqTopic[] {
  const topics = new Map<string, PublicFaqTopic>();
  for (const row of rows) {
    let topic = topics.get(row.topic);
    if (!topic) {
      topic = { topic: row.topic, name: inLang(lang, row.topicEn, row.topicTr), entries: [] };
      topics.set(row.topic, topic);
    }
    topic.entries.push({
      id: row.id,
      question: inLang(lang, row.questionEn, row.questionTr),
      answer_html: renderMarkdown(inLang(lang, row.answerEn, row.answerTr)),
    });
  }
  return [...topics.values()];
}

export function toStaffFaq(row: FaqRow): StaffFaqEntry {
  return {
    id: row.id,
    topic: row.topic,
    topic_en: row.topicEn,
    topic_tr: row.topicTr,
    question_en: row.questionEn,
    question_tr: row.questionTr,
    answer_en: row.answerEn,
    answer_tr: row.answerTr,
    position: row.position,
    is_published: row.isPublished,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toPublicBanner(row: BannerRow, lang: Language): PublicBanner {
  return {
    id: row.id,
    title: inLang(lang, row.titleEn, row.titleTr),
    subtitle: inLang(lang, row.subtitleEn, row.subtitleTr),
    link_url: row.linkUrl,
    image_url: row.imageUrl,
  };
}

export function toStaffBanner(row: BannerRow): StaffBanner {
  return {
    id: row.id,
    title_en: row.titleEn,
    title_tr: row.titleTr,
    subtitle_en: row.subtitleEn,
    subtitle_tr: row.subtitleTr,
    link_url: row.linkUrl,
    image_url: row.imageUrl,
    position: row.position,
    is_active: row.isActive,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toPublicBlogSummary(row: BlogRow, lang: Language): PublicBlogSummary {
  return {
    slug: row.slug,
    title: inLang(lang, row.titleEn, row.titleTr),
    excerpt: inLang(lang, row.excerptEn, row.excerptTr),
    cover_url: row.coverUrl,
    author_name: row.authorName,
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toPublicBlogPost(row: BlogRow, lang: Language): PublicBlogPost {
  return { ...toPublicBlogSummary(row, lang), html: renderMarkdown(inLang(lang, row.bodyEn, row.bodyTr)) };
}

export function blogStatusOf(row: Pick<BlogRow, 'publishedAt'>, now = new Date()): BlogPostStatus {
  if (!row.publishedAt) return 'draft';
  return row.publishedAt > now ? 'scheduled' : 'published';
}

export function toStaffBlogSummary(row: BlogRow): StaffBlogSummary {
  return {
    id: row.id,
    slug: row.slug,
    title_en: row.titleEn,
    title_tr: row.titleTr,
    excerpt_en: row.excerptEn,
    excerpt_tr: row.excerptTr,
    cover_url: row.coverUrl,
    author_name: row.authorName,
    published_at: row.publishedAt?.toISOString() ?? null,
    status: blogStatusOf(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toStaffBlogPost(row: BlogRow): StaffBlogPost {
  return { ...toStaffBlogSummary(row), body_en: row.bodyEn, body_tr: row.bodyTr };
}

export function toPublicNeedHelp(row: NeedHelpRow, lang: Language): PublicNeedHelp {
  return {
    email: row.email,
    phone: row.phone,
    whatsapp: row.whatsapp,
    hours: inLang(lang, row.hoursEn, row.hoursTr),
    address: inLang(lang, row.addressEn, row.addressTr),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toStaffNeedHelp(row: NeedHelpRow | null): StaffNeedHelp {
  return {
    email: row?.email ?? '',
    phone: row?.phone ?? '',
    whatsapp: row?.whatsapp ?? null,
    hours_en: row?.hoursEn ?? '',
    hours_tr: row?.hoursTr ?? '',
    address_en: row?.addressEn ?? '',
    address_tr: row?.addressTr ?? '',
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}
