import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insertInto, runStatement } from '../../db/raw-insert.ts';
import { outbox } from '../../db/schema/messaging.ts';

export type OutboxRow = typeof outbox.$inferSelect;

const insertOutbox = insertInto(outbox);

export function createMessagingRepository(db: Db) {
  return {
    async addToOutbox(
      messages: { channel: 'email' | 'sms'; to: string; subject: string | null; body: string; html: string | null }[],
    ) {
      if (messages.length === 0) return;
      // Built as text (raw-insert.ts): every order's notices come here.
      await runStatement(db, insertOutbox(messages));
    },

    listOutbox(filter: { to?: string; limit: number }): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(and(filter.to ? eq(outbox.to, filter.to) : undefined))
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(filter.limit);
    },
  };
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
