import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const messageChannel = pgEnum('message_channel', ['email', 'sms']);

/**
 * Outside production every e-mail and SMS is also written here, so a person
 * trying the demo can read their code at /dev/outbox (DESIGN.md §1).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: messageChannel('channel').notNull(),
    /** Lower-cased e-mail address or E.164 number. */
    to: text('to').notNull(),
    subject: text('subject'),
    /** The plain-text part of an e-mail, or the SMS. */
    body: text('body').notNull(),
    /** An e-mail's HTML part, shown on /dev/outbox as the mail client would. */
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);
