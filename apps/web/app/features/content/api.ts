import type { PagedList } from '@bedesten/core/paging/paged-list';
import { apiGet, apiPost, apiSend, type ApiResult } from '~/lib/api-client.ts';

/**
 * Staff-edited content (issue 14), as the content module of the API serves
 * it: the public calls answer one language with the body already rendered
 * and sanitised (`html`), the staff calls under `/api/admin/content/*` the
 * raw Markdown in both languages.
 */

// ---------------------------------------------------------------------------
// Public shapes (GET getPage, getFAQ, need-help-details, landing-page-banner, blog)

export interface PublicPage {
  slug: string;
  title: string;
  summary: string;
  html: string;
  updated_at: string;
}

export interface PublicFaq {
  id: string;
  question: string;
  /** Rendered, sanitised HTML. */
  answer_html: string;
}

/** `getFAQ`: published entries grouped by topic, topics and entries in staff's order. */
export interface PublicFaqTopic {
  topic: string;
  name: string;
  entries: PublicFaq[];
}

export interface NeedHelp {
  email: string;
  phone: string;
  whatsapp: string | null;
  hours: string;
  address: string;
  updated_at?: string;
}

export interface PublicBanner {
  id: string;
  title: string;
  subtitle: string;
  link_url: string;
  image_url: string | null;
}

export interface BlogCard {
  slug: string;
  title: string;
  excerpt: string;
  cover_url: string | null;
  author_name: string;
  published_at: string;
  updated_at: string;
}

export interface BlogPost extends BlogCard {
  html: string;
}

// ---------------------------------------------------------------------------
// Staff shapes (both languages, raw Markdown)

export interface StaffPageSummary {
  slug: string;
  title_en: string;
  title_tr: string;
  /** False for a page nobody has written yet (the form starts empty). */
  exists: boolean;
  updated_at: string | null;
  updated_by_name: string | null;
}

export interface StaffPage extends StaffPageSummary {
  summary_en: string;
  summary_tr: string;
  body_en: string;
  body_tr: string;
}

export type PageBody = Pick<StaffPage, 'title_en' | 'title_tr' | 'summary_en' | 'summary_tr' | 'body_en' | 'body_tr'>;

export interface StaffFaq {
  id: string;
  topic: string;
  topic_en: string;
  topic_tr: string;
  question_en: string;
  question_tr: string;
  answer_en: string;
  answer_tr: string;
  position: number;
  is_published: boolean;
  updated_at?: string;
}

export type FaqBody = Omit<StaffFaq, 'id' | 'position' | 'updated_at'>;

export interface StaffBanner {
  id: string;
  title_en: string;
  title_tr: string;
  subtitle_en: string;
  subtitle_tr: string;
  link_url: string;
  image_url: string | null;
  position: number;
  is_active: boolean;
}

export type BannerBody = Omit<StaffBanner, 'id'>;

export interface StaffBlogPost {
  id: string;
  slug: string;
  title_en: string;
  title_tr: string;
  excerpt_en: string;
  excerpt_tr: string;
  body_en: string;
  body_tr: string;
  cover_url: string | null;
  author_name: string;
  /** Null: a draft; in the future: scheduled. */
  published_at: string | null;
  status: 'draft' | 'scheduled' | 'published';
  updated_at?: string;
}

export type BlogBody = Omit<StaffBlogPost, 'id' | 'updated_at' | 'status'>;

export interface StaffNeedHelp {
  email: string;
  phone: string;
  whatsapp: string | null;
  hours_en: string;
  hours_tr: string;
  address_en: string;
  address_tr: string;
  updated_at?: string | null;
}

type Data<T> = { data: T; message?: string };

const BASE = 'admin/content';

/** Staff calls from the browser (manager and above may write; staff may read). */
export const contentApi = {
  /** The Markdown rendered and sanitised exactly as the public pages get it (manager and above; changes nothing). */
  preview: (markdown: string): Promise<ApiResult<Data<{ html: string }>>> => apiPost(`${BASE}/preview`, { markdown }),

  savePage: (slug: string, body: PageBody): Promise<ApiResult<Data<StaffPage>>> =>
    apiSend('PUT', `${BASE}/pages/${encodeURIComponent(slug)}`, body),

  faqs: (): Promise<ApiResult<Data<StaffFaq[]>>> => apiGet(`${BASE}/faqs`),
  createFaq: (body: FaqBody): Promise<ApiResult<Data<StaffFaq>>> => apiPost(`${BASE}/faqs`, body),
  updateFaq: (id: string, body: FaqBody): Promise<ApiResult<Data<StaffFaq>>> =>
    apiSend('PUT', `${BASE}/faqs/${id}`, body),
  deleteFaq: (id: string): Promise<ApiResult<unknown>> => apiSend('DELETE', `${BASE}/faqs/${id}`),
  reorderFaqs: (ids: string[]): Promise<ApiResult<unknown>> => apiPost(`${BASE}/faqs/reorder`, { ids }),

  createBanner: (body: BannerBody): Promise<ApiResult<Data<StaffBanner>>> => apiPost(`${BASE}/banners`, body),
  updateBanner: (id: string, body: BannerBody): Promise<ApiResult<Data<StaffBanner>>> =>
    apiSend('PUT', `${BASE}/banners/${id}`, body),
  deleteBanner: (id: string): Promise<ApiResult<unknown>> => apiSend('DELETE', `${BASE}/banners/${id}`),

  createPost: (body: BlogBody): Promise<ApiResult<Data<StaffBlogPost>>> => apiPost(`${BASE}/blog`, body),
  updatePost: (id: string, body: BlogBody): Promise<ApiResult<Data<StaffBlogPost>>> =>
    apiSend('PUT', `${BASE}/blog/${id}`, body),
  deletePost: (id: string): Promise<ApiResult<unknown>> => apiSend('DELETE', `${BASE}/blog/${id}`),

  saveNeedHelp: (body: Omit<StaffNeedHelp, 'updated_at'>): Promise<ApiResult<Data<StaffNeedHelp>>> =>
    apiSend('PUT', `${BASE}/need-help`, body),
};

export type BlogList = PagedList<BlogCard>;
export type StaffBlogList = PagedList<StaffBlogPost>;
