import { slugify } from '@bedesten/core/catalogue/slug';
import type { BlogPostBody, StaffBlogListQuery } from '@bedesten/core/content/content-schemas';
import { conflict, notFound } from '@bedesten/core/errors/app-error';
import { pageOffset, toPagedList } from '@bedesten/core/paging/paged-list';
import type { BlogValues, ContentRepository } from './content.repository.ts';
import { toStaffBlogPost, toStaffBlogSummary } from './content-views.ts';

/** Staff write blog posts: drafts (no date), scheduled (a future date) or published; deletion hides a post. */

function valuesOf(body: BlogPostBody, slug: string, actorId: string): BlogValues {
  return {
    slug,
    titleEn: body.title_en,
    titleTr: body.title_tr,
    excerptEn: body.excerpt_en,
    excerptTr: body.excerpt_tr,
    bodyEn: body.body_en,
    bodyTr: body.body_tr,
    coverUrl: body.cover_url,
    authorName: body.author_name,
    publishedAt: body.published_at ? new Date(body.published_at) : null,
    updatedBy: actorId,
  };
}

async function freeSlug(repository: ContentRepository, body: BlogPostBody, exceptId: string | null): Promise<string> {
  if (body.slug) {
    if (await repository.slugTaken(body.slug, exceptId)) throw conflict('blog_slug_taken');
    return body.slug;
  }
  // Made from the English title: the first free of `title`, `title-2`, `title-3`, …
  const base = slugify(body.title_en) || 'post';
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await repository.slugTaken(candidate, exceptId))) return candidate;
  }
}

export async function listStaffPosts(repository: ContentRepository, query: StaffBlogListQuery, url: string) {
  const { rows, total } = await repository.listPosts(query.status, {
    offset: pageOffset(query),
    limit: query.per_page,
  });
  return toPagedList(rows.map(toStaffBlogSummary), total, query, url);
}

export async function getStaffPost(repository: ContentRepository, id: string) {
  const row = await repository.findPost(id);
  if (!row) throw notFound('blog_post_not_found');
  return toStaffBlogPost(row);
}

export async function createPost(repository: ContentRepository, actorId: string, body: BlogPostBody) {
  const slug = await freeSlug(repository, body, null);
  const row = await repository.createPost(valuesOf(body, slug, actorId));
  if (row === 'slug_taken') throw conflict('blog_slug_taken');
  return toStaffBlogPost(row);
}

export async function updatePost(repository: ContentRepository, actorId: string, id: string, body: BlogPostBody) {
  const before = await repository.findPost(id);
  if (!before) throw notFound('blog_post_not_found');
  const slug = body.slug ? await freeSlug(repository, body, id) : before.slug;
  const after = await repository.updatePost(id, valuesOf(body, slug, actorId));
  if (after === 'slug_taken') throw conflict('blog_slug_taken');
  if (!after) throw notFound('blog_post_not_found');
  return { before: toStaffBlogPost(before), after: toStaffBlogPost(after) };
}

export async function deletePost(repository: ContentRepository, actorId: string, id: string) {
  const row = await repository.deletePost(id, actorId);
  if (!row) throw notFound('blog_post_not_found');
  return toStaffBlogSummary(row);
}
