import type { ContentPageSlug } from '@bedesten/core/content/content-pages';
import type { PageRow } from './content.repository.ts';
import { LEGAL_PAGES } from './default-pages-legal.ts';
import { VENDOR_PAGES } from './default-pages-vendor.ts';
import { SHOPPING_PAGES } from './default-pages-shopping.ts';

/**
 * The texts every help, legal and information page ships with (issue 43), in
 * English and Turkish: a fresh install without demo data answers them, so the
 * footer's links never lead to a 404. A page staff have saved is served as
 * they wrote it; until then `getPage` serves the default and the staff editor
 * opens on it. They say only what Bedesten really does (delivery on each
 * store's terms and free pickup, one store per cart, moderation before search,
 * cancellation until packing…).
 */
export interface DefaultPage {
  title: [en: string, tr: string];
  summary: [en: string, tr: string];
  sections: [heading: string, body: string][][];
}

/** When the default texts were last revised: the "updated" date a page shows until staff save it. */
export const DEFAULT_PAGES_REVISED_AT = new Date('2026-12-04T00:00:00.000Z');

export const DEFAULT_PAGES: Record<ContentPageSlug, DefaultPage> = {
  ...SHOPPING_PAGES,
  ...LEGAL_PAGES,
  ...VENDOR_PAGES,
};

/** `## heading` and its paragraphs, one after another. */
export function pageMarkdown(sections: [string, string][]): string {
  return sections.map(([heading, body]) => `## ${heading}\n\n${body}`).join('\n\n');
}

/** A page's default text in the shape of a stored row (nobody has edited it: no author). */
export function defaultPageRow(slug: ContentPageSlug): PageRow {
  const page = DEFAULT_PAGES[slug];
  return {
    slug,
    titleEn: page.title[0],
    titleTr: page.title[1],
    summaryEn: page.summary[0],
    summaryTr: page.summary[1],
    bodyEn: pageMarkdown(page.sections[0] ?? []),
    bodyTr: pageMarkdown(page.sections[1] ?? []),
    updatedBy: null,
    updatedAt: DEFAULT_PAGES_REVISED_AT,
  };
}
