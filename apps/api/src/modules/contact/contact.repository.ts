import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ContactStatus } from '@bedesten/core/schemas/contact';
import type { Db } from '../../db/client.ts';
import { contactMessages, contactReplies } from '../../db/schema/contact.ts';
import { needHelpDetails } from '../../db/schema/content.ts';
import { users } from '../../db/schema/identity.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactMessageListRow = ContactMessageRow & { replyCount: number };
export interface ContactReplyRow {
  id: string;
  body: string;
  staffName: string | null;
  createdAt: Date;
}

export interface Page {
  offset: number;
  limit: number;
}

/** The contact form's messages and staff answers (tables in `db/schema/contact.ts`). */
export function createContactRepository(db: Db) {
  // Spelled out: drizzle writes columns unqualified in a one-table select, which a subquery would misread.
  const replyCount = sql<number>`(select count(*)::int from contact_replies r where r.message_id = contact_messages.id)`;

  return {
    async add(values: typeof contactMessages.$inferInsert): Promise<ContactMessageRow> {
      const [row] = await db.insert(contactMessages).values(values).returning();
      return row!;
    },

    /** The support team's address from the need-help details, when staff set one. */
    async supportEmail(): Promise<string | null> {
      const [row] = await db
        .select({ email: needHelpDetails.email })
        .from(needHelpDetails)
        .where(eq(needHelpDetails.id, 'main'))
        .limit(1);
      return row?.email.trim() || null;
    },

    async list(status: ContactStatus | undefined, page: Page) {
      const where = status ? eq(contactMessages.status, status) : undefined;
      const [rows, [total], [fresh]] = await Promise.all([
        db
          .select({ message: contactMessages, replyCount })
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ n: count() }).from(contactMessages).where(where),
        db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'new')),
      ]);
      return {
        rows: rows.map((row) => ({ ...row.message, replyCount: row.replyCount })),
        total: total?.n ?? 0,
        newCount: fresh?.n ?? 0,
      };
    },

    async find(id: string): Promise<ContactMessageListRow | null> {
      const [row] = await db
        .select({ message: contactMessages, replyCount })
        .from(contactMessages)
        .where(eq(contactMessages.id, id))
        .limit(1);
      return row ? { ...row.message, replyCount: row.replyCount } : null;
    },

    async readerName(userId: string | null): Promise<string | null> {
      if (!userId) return null;
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.name ?? null;
    },

    replies(messageId: string): Promise<ContactReplyRow[]> {
      return db
        .select({
          id: contactReplies.id,
          body: contactReplies.body,
          staffName: users.name,
          createdAt: contactReplies.createdAt,
        })
        .from(contactReplies)
        .leftJoin(users, eq(users.id, contactReplies.staffId))
        .where(eq(contactReplies.messageId, messageId))
        .orderBy(contactReplies.createdAt, contactReplies.id);
    },

    /** A new message becomes read by this staff member; any other state stays. True when it changed. */
    async markReadIfNew(id: string, staffId: string): Promise<boolean> {
      const changed = await db
        .update(contactMessages)
        .set({ status: 'read', readAt: new Date(), readBy: staffId })
        .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'new')))
        .returning({ id: contactMessages.id });
      return changed.length > 0;
    },

    /** Staff mark a message unread (`new`: reading it no longer counts) or read. */
    async setStatus(id: string, status: 'new' | 'read', staffId: string): Promise<void> {
      await db
        .update(contactMessages)
        .set(
          status === 'new' ? { status, readAt: null, readBy: null } : { status, readAt: new Date(), readBy: staffId },
        )
        .where(eq(contactMessages.id, id));
    },

    /** Keeps the answer and marks the message answered (read too, if it was not). */
    async addReply(id: string, staffId: string, body: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(contactReplies).values({ messageId: id, staffId, body });
        await tx
          .update(contactMessages)
          .set({
            status: 'answered',
            readAt: sql`coalesce(${contactMessages.readAt}, now())`,
            readBy: sql`coalesce(${contactMessages.readBy}, ${staffId}::uuid)`,
          })
          .where(inArray(contactMessages.id, [id]));
      });
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
