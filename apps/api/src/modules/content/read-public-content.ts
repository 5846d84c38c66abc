import { isContentPageSlug } from '@bedesten/core/content/content-pages';
import type { BlogListQuery } from '@bedesten/core/content/content-schemas';
import { notFound } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import { pageOffset, toPagedList } from '@bedesten/core/paging/paged-list';
import type { ContentRepository } from './content.repository.ts';
import { defaultPageRow } from './default-pages.ts';
import {
  toPublicBanner,
  toPublicBlogPost,
  toPublicBlogSummary,
  toPublicFaq,
  toPublicNeedHelp,
  toPublicPage,
} from './content-views.ts';

/** The public reads of staff-edited content, each in the caller's language. */

/** What staff saved, else the text the page ships with: a known page always answers. */
export async function getPublicPage(repository: ContentRepository, slug: string, lang: Language) {
  if (!isContentPageSlug(slug)) throw notFound('content_page_not_found');
  const found = await repository.findPage(slug);
  return toPublicPage(found?.page ?? defaultPageRow(slug), lang);
}

export async function getPublicFaq(repository: ContentRepository, lang: Language) {
  const rows = await repository.listFaqs(true);
  const newest = rows.reduce<Date | null>((at, row) => (at && at > row.updatedAt ? at : row.updatedAt), null);
  return { data: toPublicFaq(rows, lang), updated_at: newest?.toISOString() ?? null };
}

export async function getPublicNeedHelp(repository: ContentRepository, lang: Language) {
  const row = await repository.findNeedHelp();
  if (!row) throw notFound('need_help_not_set');
  return toPublicNeedHelp(row, lang);
}

export async function listPublicBanners(repository: ContentRepository, lang: Language) {
  return (await repository.listBanners(true)).map((row) => toPublicBanner(row, lang));
}

export async function listPublicBlog(repository: ContentRepository, query: BlogListQuery, url: string, lang: Language) {
  const { rows, total } = await repository.listPublishedPosts({ offset: pageOffset(query), limit: query.per_page });
  return toPagedList(
    rows.map((row) => toPublicBlogSummary(row, lang)),
    total,
    query,
    url,
  );
}

export async function getPublicBlogPost(repository: ContentRepository, slug: string, lang: Language) {
  const row = await repository.findPublishedPost(slug);
  if (!row) throw notFound('blog_post_not_found');
  return toPublicBlogPost(row, lang);
}
