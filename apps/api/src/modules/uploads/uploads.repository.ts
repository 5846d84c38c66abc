import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';

export type UploadRow = typeof uploads.$inferSelect;

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
