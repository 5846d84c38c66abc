import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts, contentPages, faqEntries, landingBanners, needHelpDetails } from '../../db/schema/content.ts';
import { users } from '../../db/schema/identity.ts';

export type PageRow = typeof contentPages.$inferSelect;
export type PageValues = Omit<typeof contentPages.$inferInsert, 'slug' | 'updatedAt'>;
export type FaqRow = typeof faqEntries.$inferSelect;
export type FaqValues = Omit<typeof faqEntries.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'position'>;
export type BannerRow = typeof landingBanners.$inferSelect;
export type BannerValues = Omit<typeof landingBanners.$inferInsert, 'id' | 'updatedAt'>;
export type BlogRow = typeof blogPosts.$inferSelect;
export type BlogValues = Omit<typeof blogPosts.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'deletedAt'>;
export type NeedHelpRow = typeof needHelpDetails.$inferSelect;
export type NeedHelpValues = Omit<typeof needHelpDetails.$inferInsert, 'id' | 'updatedAt'>;
export type BlogStatus = 'draft' | 'scheduled' | 'published';
interface Page {
  offset: number;
  limit: number;
}

const NEED_HELP_ID = 'main';
const published = (now: Date) =>
  and(isNull(blogPosts.deletedAt), isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now));

function blogStatusWhere(status: BlogStatus | undefined, now: Date) {
  if (status === 'draft') return isNull(blogPosts.publishedAt);
  if (status === 'scheduled') return gt(blogPosts.publishedAt, now);
  if (status === 'published') return lte(blogPosts.publishedAt, now);
  return undefined;
}

/** The only place that touches the content tables (pages, FAQ, banners, blog, support details). */
export function createContentRepository(db: Db) {
  return {
    // ------------------------------------------------------------ pages
    async findPage(slug: string) {
      const [row] = await db
        .select({ page: contentPages, updatedByName: users.name })
        .from(contentPages)
        .leftJoin(users, eq(users.id, contentPages.updatedBy))
        .where(eq(contentPages.slug, slug));
      return row ?? null;
    },

    async listPages() {
      return db
        .select({ page: contentPages, updatedByName: users.name })
        .from(contentPages)
        .leftJoin(users, eq(users.id, contentPages.updatedBy));
    },

    async savePage(slug: string, values: PageValues): Promise<PageRow> {
      const now = new Date();
      const [row] = await db
        .insert(contentPages)
        .values({ slug, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: contentPages.slug, set: { ...values, updatedAt: now } })
        .returning();
      return row!;
    },

    // ------------------------------------------------------------ FAQ
    async listFaqs(onlyPublished: boolean): Promise<FaqRow[]> {
      return db
        .select()
        .from(faqEntries)
        .where(onlyPublished ? eq(faqEntries.isPublished, true) : undefined)
        .orderBy(asc(faqEntries.position), asc(faqEntries.createdAt));
    },

    async findFaq(id: string): Promise<FaqRow | null> {
      const [row] = await db.select().from(faqEntries).where(eq(faqEntries.id, id));
      return row ?? null;
    },

    async createFaq(values: FaqValues): Promise<FaqRow> {
      const [row] = await db
        .insert(faqEntries)
        .values({
          ...values,
          position: sql`(select coalesce(max(${faqEntries.position}), -1) + 1 from ${faqEntries})`,
        })
        .returning();
      return row!;
    },

    async updateFaq(id: string, values: FaqValues): Promise<FaqRow | null> {
      const [row] = await db
        .update(faqEntries)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(faqEntries.id, id))
        .returning();
      return row ?? null;
    },

    async deleteFaq(id: string): Promise<FaqRow | null> {
      const [row] = await db.delete(faqEntries).where(eq(faqEntries.id, id)).returning();
      return row ?? null;
    },

    /** Sets each listed entry's position to its index, in one transaction. */
    async reorderFaqs(ids: string[], updatedBy: string): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [position, id] of ids.entries()) {
          await tx.update(faqEntries).set({ position, updatedBy }).where(eq(faqEntries.id, id));
        }
      });
    },

    // ------------------------------------------------------------ banners
    async listBanners(onlyActive: boolean): Promise<BannerRow[]> {
      return db
        .select()
        .from(landingBanners)
        .where(onlyActive ? eq(landingBanners.isActive, true) : undefined)
        .orderBy(asc(landingBanners.position), asc(landingBanners.updatedAt));
    },

    async createBanner(values: BannerValues): Promise<BannerRow> {
      const [row] = await db.insert(landingBanners).values(values).returning();
      return row!;
    },

    async findBanner(id: string): Promise<BannerRow | null> {
      const [row] = await db.select().from(landingBanners).where(eq(landingBanners.id, id));
      return row ?? null;
    },

    async updateBanner(id: string, values: BannerValues): Promise<BannerRow | null> {
      const [row] = await db
        .update(landingBanners)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(landingBanners.id, id))
        .returning();
      return row ?? null;
    },

    async deleteBanner(id: string): Promise<BannerRow | null> {
      const [row] = await db.delete(landingBanners).where(eq(landingBanners.id, id)).returning();
      return row ?? null;
    },

    // ------------------------------------------------------------ blog
    async listPublishedPosts(page: Page, now = new Date()) {
      const where = published(now);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(blogPosts)
          .where(where)
          .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(blogPosts).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async findPublishedPost(slug: string, now = new Date()): Promise<BlogRow | null> {
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), published(now)));
      return row ?? null;
    },

    async listPosts(status: BlogStatus | undefined, page: Page, now = new Date()) {
      const where = and(isNull(blogPosts.deletedAt), blogStatusWhere(status, now));
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(blogPosts)
          .where(where)
          .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.createdAt))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(blogPosts).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async findPost(id: string): Promise<BlogRow | null> {
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.id, id), isNull(blogPosts.deletedAt)));
      return row ?? null;
    },

    /** True when a post other than `exceptId` (deleted ones too: the unique index holds them) has the slug. */
    async slugTaken(slug: string, exceptId: string | null): Promise<boolean> {
      const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
      return Boolean(row && row.id !== exceptId);
    },

    /** The new post, or 'slug_taken' when another post took the slug first (a race past `slugTaken`). */
    async createPost(values: BlogValues): Promise<BlogRow | 'slug_taken'> {
      try {
        const [row] = await db.insert(blogPosts).values(values).returning();
        return row!;
      } catch (error) {
        if (isUniqueViolation(error)) return 'slug_taken';
        throw error;
      }
    },

    async updatePost(id: string, values: BlogValues): Promise<BlogRow | null | 'slug_taken'> {
      try {
        const [row] = await db
          .update(blogPosts)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(blogPosts.id, id), isNull(blogPosts.deletedAt)))
          .returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return 'slug_taken';
        throw error;
      }
    },

    /** Soft delete: the post leaves every list; its slug stays reserved. */
    async deletePost(id: string, updatedBy: string): Promise<BlogRow | null> {
      const [row] = await db
        .update(blogPosts)
        .set({ deletedAt: new Date(), updatedBy })
        .where(and(eq(blogPosts.id, id), isNull(blogPosts.deletedAt)))
        .returning();
      return row ?? null;
    },

    // ------------------------------------------------------------ need help
    async findNeedHelp(): Promise<NeedHelpRow | null> {
      const [row] = await db.select().from(needHelpDetails).where(eq(needHelpDetails.id, NEED_HELP_ID));
      return row ?? null;
    },

    async saveNeedHelp(values: NeedHelpValues): Promise<NeedHelpRow> {
      const now = new Date();
      const [row] = await db
        .insert(needHelpDetails)
        .values({ id: NEED_HELP_ID, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: needHelpDetails.id, set: { ...values, updatedAt: now } })
        .returning();
      return row!;
    },
  };
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505' || causeCode === '23505';
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
