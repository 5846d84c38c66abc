import { CONTENT_PAGE_SLUGS, type ContentPageSlug, isContentPageSlug } from '@bedesten/core/content/content-pages';
import type { UpdatePageBody } from '@bedesten/core/content/content-schemas';
import { notFound } from '@bedesten/core/errors/app-error';
import type { ContentRepository, PageRow } from './content.repository.ts';
import { toStaffPage } from './content-views.ts';
import { defaultPageRow } from './default-pages.ts';

/**
 * Staff reads and writes of the fixed set of content pages. A page staff have not saved reads as its
 * default text with `exists: false`, so the editor starts from what visitors see.
 */

export async function listStaffPages(repository: ContentRepository) {
  const found = new Map((await repository.listPages()).map((row) => [row.page.slug, row]));
  return CONTENT_PAGE_SLUGS.map((slug) => {
    const row = found.get(slug);
    const { body_en: _be, body_tr: _bt, summary_en: _se, summary_tr: _st, ...summary } = staffPageOf(slug, row);
    return summary;
  });
}

export async function getStaffPage(repository: ContentRepository, slug: string) {
  if (!isContentPageSlug(slug)) throw notFound('content_page_not_found');
  return staffPageOf(slug, await repository.findPage(slug));
}

function staffPageOf(slug: ContentPageSlug, row: { page: PageRow; updatedByName: string | null } | null | undefined) {
  if (row) return toStaffPage(slug, row.page, row.updatedByName);
  return { ...toStaffPage(slug, defaultPageRow(slug), null), exists: false, updated_at: null };
}

/** Writes a page in both languages; answers the page before and after for the audit entry. */
export async function savePage(repository: ContentRepository, actorId: string, slug: string, body: UpdatePageBody) {
  const before = await getStaffPage(repository, slug);
  await repository.savePage(slug, {
    titleEn: body.title_en,
    titleTr: body.title_tr,
    summaryEn: body.summary_en,
    summaryTr: body.summary_tr,
    bodyEn: body.body_en,
    bodyTr: body.body_tr,
    updatedBy: actorId,
  });
  const after = await getStaffPage(repository, slug);
  return { before: before.exists ? before : null, after };
}
