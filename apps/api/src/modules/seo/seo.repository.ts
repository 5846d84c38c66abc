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
    /** When staff last saved each content page they have written, by slug (the others show their default text). */
    async contentPagesSaved(): Promise<Map<string, Date>> {
      const result = await db.execute<{ slug: string; updated_at: Date | string }>(
        sql`select slug, updated_at from content_pages`,
      );
      return new Map(result.rows.map((row) => [row.slug, new Date(row.updated_at)]));
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
    /**
     * Active categories in their order, each with its visible stores by name (the first `perCategory`)
     * and how many there are: the people's sitemap page.
     */
    async storesByCategory(perCategory: number) {
      const categories = await db.execute<{ id: string; slug: string; name_en: string; name_tr: string }>(sql`
        select id, slug, name_en, name_tr from categories where is_active order by sort_order, name_en`);
      const stores = await db.execute<{ category_id: string; slug: string; title: string; total: number }>(sql`
        select category_id, slug, title, total from (
          select s.category_id, s.slug, s.title,
                 row_number() over (partition by s.category_id order by lower(s.title), s.slug) as n,
                 count(*) over (partition by s.category_id)::int as total
          from stores s where ${visibleStore} and s.category_id is not null
        ) ranked where n <= ${perCategory} order by category_id, n`);
      const byCategory = new Map<string, typeof stores.rows>();
      for (const store of stores.rows) {
        const list = byCategory.get(store.category_id);
        if (list) list.push(store);
        else byCategory.set(store.category_id, [store]);
      }
      return categories.rows.map((category) => {
        const own = byCategory.get(category.id) ?? [];
        return {
          slug: category.slug,
          nameEn: category.name_en,
          nameTr: category.name_tr,
          storeCount: own[0]?.total ?? 0,
          stores: own.map((store) => ({ slug: store.slug, title: store.title })),
        };
      });
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
