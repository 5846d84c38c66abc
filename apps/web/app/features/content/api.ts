import type { PagedList } from '@bedesten/core/paging/paged-list';
import type {
  PublicBlogSummary,
  PublicFaqTopic,
  StaffBanner,
  StaffBlogPost,
  StaffBlogSummary,
  StaffFaqEntry,
  StaffNeedHelp,
  StaffPage,
} from '@bedesten/core/content/content-schemas';
import { apiGet, apiPost, apiSend, type ApiResult } from '~/lib/api-client.ts';

/**
 * Staff-edited content (issue 14), as the content module of the API serves
 * it: the public calls answer one language with the body already rendered
 * and sanitised (`html`), the staff calls under `/api/admin/content/*` the
 * raw Markdown in both languages.
 */

export type {
  PublicBanner,
  PublicBlogPost as BlogPost,
  PublicBlogSummary as BlogCard,
  PublicFaqTopic,
  PublicNeedHelp as NeedHelp,
  PublicPage,
  StaffBanner,
  StaffBlogPost,
  StaffBlogSummary,
  StaffFaqEntry as StaffFaq,
  StaffNeedHelp,
  StaffPage,
  StaffPageSummary,
} from '@bedesten/core/content/content-schemas';

/** One question of `getFAQ`, its answer as sanitised HTML. */
export type PublicFaq = PublicFaqTopic['entries'][number];

export type PageBody = Pick<StaffPage, 'title_en' | 'title_tr' | 'summary_en' | 'summary_tr' | 'body_en' | 'body_tr'>;
/** What the forms send: every field (the API fills the defaults of none). */
export type FaqBody = Omit<StaffFaqEntry, 'id' | 'position' | 'updated_at'>;
export type BannerBody = Omit<StaffBanner, 'id' | 'updated_at'>;
export type BlogBody = Omit<StaffBlogPost, 'id' | 'status' | 'created_at' | 'updated_at'>;
export type NeedHelpBody = Omit<StaffNeedHelp, 'updated_at'>;

type Data<T> = { data: T; message?: string };

const BASE = 'admin/content';

/** Staff calls from the browser (manager and above may write; staff may read). */
export const contentApi = {
  /** The Markdown rendered and sanitised exactly as the public pages get it (manager and above; changes nothing). */
  preview: (markdown: string): Promise<ApiResult<Data<{ html: string }>>> => apiPost(`${BASE}/preview`, { markdown }),

  savePage: (slug: string, body: PageBody): Promise<ApiResult<Data<StaffPage>>> =>
    apiSend('PUT', `${BASE}/pages/${encodeURIComponent(slug)}`, body),

  faqs: (): Promise<ApiResult<Data<StaffFaqEntry[]>>> => apiGet(`${BASE}/faqs`),
  createFaq: (body: FaqBody): Promise<ApiResult<Data<StaffFaqEntry>>> => apiPost(`${BASE}/faqs`, body),
  updateFaq: (id: string, body: FaqBody): Promise<ApiResult<Data<StaffFaqEntry>>> =>
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

  saveNeedHelp: (body: NeedHelpBody): Promise<ApiResult<Data<StaffNeedHelp>>> =>
    apiSend('PUT', `${BASE}/need-help`, body),
};

export type BlogList = PagedList<PublicBlogSummary>;
export type StaffBlogList = PagedList<StaffBlogSummary>;
