import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/** A contact-us message's life in the staff inbox. */
export const contactMessageStatus = pgEnum('contact_message_status', ['new', 'read', 'answered']);

/** A message sent through the contact form (SPEC.md §7 contact-us). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The sender's account when signed in; a guest's message has none. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull().default('en'),
    status: contactMessageStatus('status').notNull().default('new'),
    ip: text('ip'),
    readAt: timestamp('read_at', { withTimezone: true }),
    readBy: uuid('read_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_status_idx').on(t.status, t.createdAt)],
);

/** A staff answer to a contact message, sent by e-mail and kept here. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);
