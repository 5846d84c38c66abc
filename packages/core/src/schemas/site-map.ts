import { z } from 'zod';

/**
 * `GET /api/site-map`: what the people's sitemap page (`/sitemap`) lists beyond the fixed pages: every
 * active business category, in the request's language, with the stores a visitor can open in it.
 */

/** Stores named under one category; the page links to the category's full store list past this. */
export const SITE_MAP_STORES_PER_CATEGORY = 50;

export const siteMapStoreSchema = z.object({ slug: z.string(), title: z.string() });

export const siteMapCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** Every visible store of the category. */
  store_count: z.number().int().min(0),
  /** The first of them by name, at most SITE_MAP_STORES_PER_CATEGORY. */
  stores: z.array(siteMapStoreSchema),
});
export type SiteMapCategory = z.infer<typeof siteMapCategorySchema>;

export const siteMapResponseSchema = z.object({ data: z.object({ categories: z.array(siteMapCategorySchema) }) });
export type SiteMap = z.infer<typeof siteMapResponseSchema>['data'];
