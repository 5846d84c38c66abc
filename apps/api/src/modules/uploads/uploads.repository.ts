import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';

export type UploadRow = typeof uploads.$inferSelect;

/** A picture as the uploads module keeps it: one id, three widths; the row holds the 800 px URL. */
const PICTURE_URL =
  /^\/uploads\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(?:320|800|1600)\.webp$/;

/** Finished, checked uploads; reads name the owner, so one account never sees another's files. */
export function createUploadsRepository(db: Db) {
  return {
    async insert(values: typeof uploads.$inferInsert): Promise<UploadRow> {
      const [row] = await db.insert(uploads).values(values).returning();
      return row!;
    },
    async findOwned(ownerId: string, tusId: string): Promise<UploadRow | undefined> {
      const [row] = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.ownerId, ownerId), eq(uploads.tusId, tusId)));
      return row;
    },
    /** One of the owner's checked voice notes by its public URL (what a form sends back). */
    async findOwnedAudio(ownerId: string, url: string): Promise<UploadRow | undefined> {
      const [row] = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.ownerId, ownerId), eq(uploads.kind, 'audio'), eq(uploads.url, url)));
      return row;
    },
    /**
     * Which of these picture URLs (any width of a re-encoded upload, `/uploads/images/<id>/<px>.webp`) are the
     * owner's checked images: one boolean per URL, in order.
     */
    async ownsImages(ownerId: string, urls: string[]): Promise<boolean[]> {
      const keptUrl = (url: string) => {
        const id = PICTURE_URL.exec(url)?.[1];
        return id ? `/uploads/images/${id}/800.webp` : null;
      };
      const wanted = [...new Set(urls.map(keptUrl).filter((url) => url !== null))];
      const owned = wanted.length
        ? await db
            .select({ url: uploads.url })
            .from(uploads)
            .where(and(eq(uploads.ownerId, ownerId), eq(uploads.kind, 'image'), inArray(uploads.url, wanted)))
        : [];
      const ownedUrls = new Set(owned.map((row) => row.url));
      return urls.map((url) => {
        const kept = keptUrl(url);
        return kept !== null && ownedUrls.has(kept);
      });
    },
    async findDocument(id: string): Promise<UploadRow | undefined> {
      const [row] = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.kind, 'document')));
      return row;
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
