import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

export const uploadKind = pgEnum('upload_kind', ['image', 'document', 'audio']);

/**
 * A finished tus upload after its check: the tus id the client knows, who
 * sent it, and where the checked (and, for images, re-encoded) file is.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tusId: text('tus_id').notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: uploadKind('kind').notNull(),
    /** Images: the public URL of the 800 px webp; audio: its public URL; documents: the private file's path under DATA_DIR. */
    url: text('url').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    /** Audio: the length read from the file itself (music-metadata), in whole seconds rounded up. */
    durationSeconds: integer('duration_seconds'),
    originalName: text('original_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId, t.createdAt)],
);
