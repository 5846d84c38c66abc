import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** One page the sitemap lists: a site-relative path (with its query, if any) and when it last changed. */
export interface SitemapRow {
  path: string;
  updatedAt: Date | null;
}

/**
 * What search engines may list (the sitemap): only what a visitor can open.
 * A store counts when staff approved it, it is active, not deleted and has an
 * owner (the same rule as search); a product when it is approved and active
 * in such a store; a blog post once published and not deleted.
 */
export function createSeoRepository(db: Db) {
  const visibleStore = sql`s.status = 'approved' and s.is_active and s.deleted_at is null and s.owner_id is not null`;

  async function rows(query: ReturnType<typeof sql>): Promise<SitemapRow[]> {
    const result = await db.execute<{ path: string; updated_at: Date | string | null }>(query);
    return result.rows.map((row) => ({
      path: row.path,
      updatedAt: row.updated_at === null ? null : new Date(row.updated_at),
    }));
  }

  return {
    /** Staff-edited pages by slug (their route is `/<slug>`). */
    contentPages(): Promise<SitemapRow[]> {
      return rows(sql`select '/' || slug as path, updated_at from content_pages order by slug`);
    },
    publishedPosts(): Promise<SitemapRow[]> {
      return rows(sql`
        select '/blog/details?post=' || slug as path, updated_at
        from blog_posts
        where deleted_at is null and published_at is not null and published_at <= now()
        order by published_at desc`);
    },
    stores(): Promise<SitemapRow[]> {
      return rows(sql`
        select '/stores/' || s.slug as path, s.updated_at
        from stores s where ${visibleStore} order by s.slug`);
    },
    countProducts(): Promise<number> {
      return db
        .execute<{ n: number }>(
          sql`select count(*)::int as n from products p join stores s on s.id = p.store_id
              where p.status = 'approved' and p.is_active and ${visibleStore}`,
        )
        .then((result) => result.rows[0]?.n ?? 0);
    },
    /** One page of products, in a stable order (by id) so the pages of a sitemap index never overlap. */
    products(offset: number, limit: number): Promise<SitemapRow[]> {
      return rows(sql`
        select '/stores/' || s.slug || '/' || p.slug as path, greatest(p.updated_at, s.updated_at) as updated_at
        from products p join stores s on s.id = p.store_id
        where p.status = 'approved' and p.is_active and ${visibleStore}
        order by p.id offset ${offset} limit ${limit}`);
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
